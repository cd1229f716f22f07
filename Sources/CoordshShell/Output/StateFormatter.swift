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
    /// (`:state`), every item of a list, on any screen.
    func write(_ report: StateReport, showingAll: Bool = false, to text: inout TextBuffer) {
        let navigation = report.navigation
        writeLine("stack", to: &text) { navigation.baseStack.write(to: &$0) }
        writeLine("screen", to: &text) { line in
            style.write(as: .screen, to: &line) { navigation.visibleScreen.write(to: &$0) }
        }
        if !navigation.tabNames.isEmpty {
            writeLine("tabs", to: &text) { line in
                for (index, name) in navigation.tabNames.enumerated() {
                    if index > 0 { line.append(" ") }
                    if index == navigation.selectedIndex {
                        line.append("[")
                        line += name
                        line.append("]")
                    } else {
                        line += name
                    }
                }
            }
        }
        for (index, modal) in navigation.modals.enumerated() {
            writeLine("modal \(index + 1)", to: &text) { modal.write(to: &$0) }
        }
        if report.hasUsers {
            writeLine("user", to: &text) { $0 += report.user ?? "none" }
        }
        for extra in report.extras {
            if extra.hasSummary(showingAll: showingAll) {
                writeLine(extra.key, to: &text) { extra.writeSummary(showingAll: showingAll, to: &$0) }
            }
        }
    }

    /// Writes `label: ` and what `value` writes, then a newline.
    func writeLine(_ label: String, to text: inout TextBuffer, value: (inout TextBuffer) -> Void) {
        style.write(as: .label, to: &text) { line in
            line += label
            line.append(":")
        }
        text.append(" ")
        value(&text)
        text.append("\n")
    }
}
