import CoordinatorKit

/// Writes a state in the human form (SPEC 5): `stack:` and `screen:` first, then the tabs, the
/// modal stacks, the user and what the app adds.
///
///     stack: home > detail(42)
///     screen: detail(42)
///     tabs: [home] memos settings
///     user: alice
///     memo: 42 (no such memo)
struct StateFormatter {
    let style: Style

    func lines(for report: StateReport) -> [String] {
        var lines = [
            line("stack", report.stack.pathDescription),
            line("screen", style.screen(report.screen.description)),
        ]
        let navigation = report.navigation
        if !navigation.tabNames.isEmpty {
            let tabs = navigation.tabNames.map { $0 == navigation.selectedTab ? "[\($0)]" : $0 }
            lines.append(line("tabs", tabs.joined(separator: " ")))
        }
        for (index, modal) in report.modals.enumerated() {
            lines.append(line("modal \(index + 1)", modal.pathDescription))
        }
        if report.hasUsers {
            lines.append(line("user", report.user ?? "none"))
        }
        for extra in report.extras {
            if let summary = extra.summary { lines.append(line(extra.key, summary)) }
        }
        return lines
    }

    private func line(_ label: String, _ value: String) -> String {
        style.label(label + ":") + " " + value
    }
}
