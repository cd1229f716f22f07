import CoordinatorKit
import MemoApp

/// The apps that `--app NAME` and (later) `:app NAME` can start.
public enum BuiltinApps {
    /// Every built-in app, the default first.
    public static var all: [any CoordinatedApp.Type] { [MemoApp.self] }

    /// The names, in order: `memo`.
    public static var names: [String] { all.map { $0.catalog.name } }

    /// The app named `name`, ignoring case.
    public static func named(_ name: String) -> (any CoordinatedApp.Type)? {
        all.first { $0.catalog.name == name.lowercased() }
    }
}
