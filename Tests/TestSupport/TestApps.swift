import CoordinatorKit
import CoordshShell

/// The apps the tests cover: every built-in app of the product, so that a new app is tested
/// without editing a test. Every test that runs "each app" takes its list from here, and only
/// this file knows where the product keeps its apps.
public enum TestApps {
    /// The name of every built-in app, the default first: `memo`, ...
    public static var names: [String] { BuiltinApps.names }

    /// The names as a usage error lists them: `'memo', 'steps', 'mvc' and 'movies'`.
    public static var quotedNames: String {
        let quoted = names.map { "'\($0)'" }
        return quoted.count < 2 ? quoted.joined() : quoted.dropLast().joined(separator: ", ") + " and " + quoted.last!
    }

    /// Every app's tables, in the order of `names`.
    public static var catalogs: [AppCatalog] { BuiltinApps.all.map { $0.catalog } }

    /// The tables of the app called `name`, or `nil` if there is none.
    public static func catalog(_ name: String) -> AppCatalog? {
        BuiltinApps.named(name)?.catalog
    }

    /// The app called `name`, started afresh, or `nil` if there is none.
    public static func start(_ name: String) -> (any CoordinatedApp)? {
        BuiltinApps.named(name)?.init()
    }
}
