import CommandLanguage
import CoordinatorKit

/// The `:expect` lines that pin what a state shows: the visible screen, the base stack, the
/// tab (in apps with tabs), the number of modals and each one's stack, and the user (in apps
/// that sign users in).
/// `:record` writes them after each command, `coordsh paths` after each step of a path.
///
///     StatePins.lines(for: app.report(), catalog: app.catalog)
///     // [":expect screen home", ":expect stack home", ":expect tab home", ":expect modals 0", ":expect user alice"]
public enum StatePins {
    public static func lines(for report: StateReport, catalog: AppCatalog) -> [String] {
        var lines = [
            ":expect screen \(report.screen)",
            ":expect stack \(report.stack.pathDescription)",
        ]
        if !catalog.tabNames.isEmpty { lines.append(":expect tab \(report.tab ?? "none")") }
        lines.append(":expect modals \(report.modals.count)")
        for (index, modal) in report.modals.enumerated() {
            lines.append(":expect modal \(index + 1) \(modal.pathDescription)")
        }
        if catalog.hasUsers { lines.append(":expect user \(report.user.map(CommandText.word) ?? "none")") }
        return lines
    }

    /// The line after a failed command: `:expect error CODE`.
    public static func errorLine(_ code: ErrorCode) -> String {
        ":expect error \(code.rawValue)"
    }

    /// The line that starts a script on a fresh app of `kind`: `:app memo`, or for a definition
    /// `:app load FILE`.
    ///
    /// - Parameter definitionPath: how the script names the definition's file; by default as it
    ///   was read, from the folder coordsh runs in. A script written to a file names it from its
    ///   own folder instead, so that it runs from any folder.
    public static func appLine(for kind: AppKind, definitionPath: String? = nil) -> String {
        switch kind.origin {
        case .builtIn: ":app \(kind.name)"
        case .definition(let path): ":app load \(CommandText.word(definitionPath ?? path))"
        }
    }
}
