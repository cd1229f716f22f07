import CoordinatorKit
import MVCApp
import MemoApp
import MoviesApp
import StepsApp

/// The apps that `--app NAME` and (later) `:app NAME` can start.
public enum BuiltinApps {
    /// Every built-in app, the default first.
    public static var all: [any CoordinatedApp.Type] { [MemoApp.self, StepsApp.self, MVCApp.self, MoviesApp.self] }

    /// The names, in order: `memo`.
    public static var names: [String] { all.map { $0.catalog.name } }

    /// The app named `name`, ignoring case.
    public static func named(_ name: String) -> (any CoordinatedApp.Type)? {
        all.first { $0.catalog.name == name.lowercased() }
    }

    /// The app list of `:apps`: each app's name and summary; the running one is marked `*`.
    public static func list(marking running: String) -> String {
        let width = (names.map(\.count).max() ?? 0) + 2
        let rows = all.map { app in
            let name = app.catalog.name
            return (name == running ? "* " : "  ") + name + String(repeating: " ", count: width - name.count)
                + app.catalog.summary
        }
        return (["Built-in apps (* is running; ':app NAME' switches, starting afresh):"] + rows).joined(separator: "\n")
    }
}
