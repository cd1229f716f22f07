/// Writes a state in the human form (SPEC 5): `stack:` and `screen:` first, then the tabs, the
/// modal stacks, the user and what the app adds, each line ending in a newline.
///
///     stack: home > detail(42)
///     screen: detail(42)
///     tabs: [home] memos settings
///     user: alice
///     memo: 42 (no such memo)
///
/// One writer for every app. `write(_:showingAll:to:)` writes a `StateReport`; an app whose state
/// is shown after every command may write its lines with the same pieces instead (`beginLine`,
/// what the line says, `endLine`; `CoordinatedApp.writeState(_:to:)`), without making the report
/// first: a script of a million commands prints a state after each.
public struct StateLines {
    /// Whether labels and the visible screen are in colour (ANSI: labels dim, the screen bold).
    public let colored: Bool
    /// Where the text of list pages, of the tab bar and of the user's line is kept from line to
    /// line, if anywhere: a script prints the same page of memos and the same tab bar line after
    /// line. Lines are kept with their colouring, so two writers may share it.
    public let fragments: OutputFragments?

    public init(colored: Bool, fragments: OutputFragments? = nil) {
        self.colored = colored
        self.fragments = fragments
    }

    /// Writes the lines of `report`. With `showingAll` (`:state`), every item of a list, on any
    /// screen. Straight-line code, no closure per line.
    public func write(_ report: StateReport, showingAll: Bool = false, to text: inout TextBuffer) {
        writeNavigation(report.navigation, to: &text)
        if report.hasUsers { writeUser(report.user, to: &text) }
        for extra in report.extras where extra.hasSummary(showingAll: showingAll) {
            beginLine(key: extra.key, to: &text)
            if let list = extra.list {
                writeSummary(of: list, showingAll: showingAll, to: &text)
            } else {
                extra.writeSummary(showingAll: showingAll, to: &text)
            }
            text.append(byte: newline)
        }
    }

    /// The `stack:`, `screen:`, `tabs:` and `modal N:` lines.
    public func writeNavigation(_ navigation: Navigation, to text: inout TextBuffer) {
        // Uncoloured, a label and the text around it go in one piece: every line of a script
        // writes these two, and the fewer pieces, the less code runs between commands.
        if colored { beginLine("stack:", to: &text) } else { text.append("stack: ") }
        let top = navigation.selectedStack.write(to: &text)..<text.count
        if colored {
            text.append(byte: newline)
            beginLine("screen:", to: &text)
            text.append(Self.bold)
        } else {
            text.append("\nscreen: ")
        }
        // Without modals the screen is the top of the stack just written: copied from there.
        if navigation.modalCount == 0 { text.appendCopy(of: top) } else { navigation.visibleScreen.write(to: &text) }
        if colored { text.append(Self.plain) }
        text.append(byte: newline)
        if !navigation.tabNames.isEmpty {
            writeTabsLine(navigation.tabNames, selected: navigation.selectedIndex, to: &text)
        }
        if navigation.modalCount > 0 {
            for (index, modal) in navigation.modals.enumerated() {
                beginLine(key: "modal \(index + 1)", to: &text)
                modal.write(to: &text)
                text.append(byte: newline)
            }
        }
    }

    /// A list's line after its label (`ListedItems.writeSummary`), copied from `fragments` when
    /// it holds this very page, else written and kept there.
    public func writeSummary(
        of list: StateReport.ListedItems, showingAll: Bool = false, to text: inout TextBuffer
    ) {
        let limit = showingAll ? list.count : StateReport.pageSize
        guard let fragments else { return list.writeSummary(showingAll: showingAll, to: &text) }
        if let bytes = fragments.bytes(forPageOf: list, limit: limit) {
            return bytes.withUnsafeBufferPointer { text.append($0) }
        }
        text.append({ list.writeSummary(showingAll: showingAll, to: &$0) }) {
            fragments.keep($0, forPageOf: list, limit: limit)
        }
    }

    /// The tab bar's line, `tabs: [home] memos settings`, copied from `fragments` when it holds
    /// the same tabs with the same one selected, else written and kept there.
    private func writeTabsLine(_ names: [String], selected: Int, to text: inout TextBuffer) {
        if let bytes = fragments?.bytes(forTabs: names, selected: selected, colored: colored) {
            return bytes.withUnsafeBufferPointer { text.append($0) }
        }
        let start = text.count
        beginLine("tabs:", to: &text)
        for index in names.indices {
            if index > 0 { text.append(byte: space) }
            if index == selected {
                text.append(byte: UInt8(ascii: "["))
                text.write(names[index])
                text.append(byte: UInt8(ascii: "]"))
            } else {
                text.write(names[index])
            }
        }
        text.append(byte: newline)
        if let fragments {
            text.withBytes {
                fragments.keep(
                    UnsafeBufferPointer(rebasing: $0[start...]), forTabs: names, selected: selected, colored: colored)
            }
        }
    }

    /// The `user:` line of an app with users: the signed-in user, or `none`. Copied from
    /// `fragments` when it holds the line of the same user (most lines have the
    /// user of the line before), else written and kept there.
    public func writeUser(_ user: String?, to text: inout TextBuffer) {
        if let bytes = fragments?.bytes(forUserLine: user, colored: colored) {
            return bytes.withUnsafeBufferPointer { text.append($0) }
        }
        let start = text.count
        beginLine("user:", to: &text)
        if let user { text.write(user) } else { text.append("none") }
        text.append(byte: newline)
        if let fragments {
            text.withBytes {
                fragments.keep(UnsafeBufferPointer(rebasing: $0[start...]), forUserLine: user, colored: colored)
            }
        }
    }

    /// Ends a line begun with `beginLine`: a newline.
    @inlinable
    public func endLine(_ text: inout TextBuffer) {
        text.append(byte: UInt8(ascii: "\n"))
    }

    /// Writes `label` and a space (the label, colon included, in its colour), a label fixed in
    /// the program, such as `"stack:"`; the line's text and its newline follow.
    public func beginLine(_ label: StaticString, to text: inout TextBuffer) {
        if colored { text.append(Self.dim) }
        text.append(label)
        if colored { text.append(Self.plain) }
        text.append(byte: space)
    }

    /// Writes `key: ` (the key and its colon in their colour): a label made at run time, such as
    /// an app's extra key.
    public func beginLine(key label: String, to text: inout TextBuffer) {
        if colored { text.append(Self.dim) }
        text.write(label)
        text.append(byte: colon)
        if colored { text.append(Self.plain) }
        text.append(byte: space)
    }

    private static let dim: StaticString = "\u{1B}[2m"
    private static let bold: StaticString = "\u{1B}[1m"
    private static let plain: StaticString = "\u{1B}[0m"
}

private let newline = UInt8(ascii: "\n")
private let space = UInt8(ascii: " ")
private let colon = UInt8(ascii: ":")
