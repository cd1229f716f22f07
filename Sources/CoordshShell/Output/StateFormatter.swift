import CoordinatorKit

/// Writes a state in the human form (SPEC 5): `stack:` and `screen:` first, then the tabs, the
/// modal stacks, the user and what the app adds.
///
///     stack: home > detail(42)
///     screen: detail(42)
///     tabs: [home] memos settings
///     user: alice
///     memo: 42 (no such memo)
///
/// It writes into one string, piece by piece: a script of a million commands prints a state
/// after each, and building every line as a string of its own would cost more than running them.
struct StateFormatter {
    let style: Style

    /// Writes the state's lines, each ending in a newline, into `text`. With `showingAll`
    /// (`:state`), every item of a list, on any screen. Straight-line code, no closure per
    /// line: it runs after every command.
    func write(_ report: StateReport, showingAll: Bool = false, to text: inout TextBuffer) {
        let navigation = report.navigation
        writeLabel("stack", to: &text)
        navigation.baseStack.write(to: &text)
        text.append("\n")
        writeLabel("screen", to: &text)
        style.begin(.screen, in: &text)
        navigation.visibleScreen.write(to: &text)
        style.end(in: &text)
        text.append("\n")
        if !navigation.tabNames.isEmpty {
            writeLabel("tabs", to: &text)
            for (index, name) in navigation.tabNames.enumerated() {
                if index > 0 { text.append(" ") }
                if index == navigation.selectedIndex {
                    text.append("[")
                    text += name
                    text.append("]")
                } else {
                    text += name
                }
            }
            text.append("\n")
        }
        if navigation.modalCount > 0 {
            for (index, modal) in navigation.modals.enumerated() {
                writeLabel("modal \(index + 1)", to: &text)
                modal.write(to: &text)
                text.append("\n")
            }
        }
        if report.hasUsers {
            writeLabel("user", to: &text)
            text += report.user ?? "none"
            text.append("\n")
        }
        for extra in report.extras where extra.hasSummary(showingAll: showingAll) {
            writeLabel(extra.key, to: &text)
            extra.writeSummary(showingAll: showingAll, to: &text)
            text.append("\n")
        }
    }

    /// Writes `label: ` (the label in its colour), a label fixed in the program.
    func writeLabel(_ label: StaticString, to text: inout TextBuffer) {
        style.begin(.label, in: &text)
        text.append(label)
        text.append(":")
        style.end(in: &text)
        text.append(" ")
    }

    /// Writes `label: ` (the label in its colour).
    func writeLabel(_ label: String, to text: inout TextBuffer) {
        style.begin(.label, in: &text)
        text += label
        text.append(":")
        style.end(in: &text)
        text.append(" ")
    }
}
