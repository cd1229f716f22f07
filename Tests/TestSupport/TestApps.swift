import CoordinatorKit
import CoordshShell

/// The apps the tests cover: every built-in app of the product, so that a new app is tested
/// without editing a test. Every test that runs "each app" takes its list from here, and only
/// this file knows where the product keeps its apps.
public enum TestApps {
    /// The name of every built-in app, the default first: `memo`, ...
    public static var names: [String] { AppRegistry.builtIns.map(\.name) }

    /// The names as a usage error lists them: `'memo', 'steps', 'mvc' and 'movies'`.
    public static var quotedNames: String {
        let quoted = names.map { "'\($0)'" }
        guard let last = quoted.last, quoted.count > 1 else { return quoted.joined() }
        return quoted.dropLast().joined(separator: ", ") + " and " + last
    }

    /// Every app's tables, in the order of `names`.
    public static var catalogs: [AppCatalog] { AppRegistry.builtIns.map(\.catalog) }

    /// The tables of the app called `name`, or `nil` if there is none.
    public static func catalog(_ name: String) -> AppCatalog? {
        AppRegistry.builtIn(named: name)?.catalog
    }

    /// The app called `name`, started afresh, or `nil` if there is none.
    public static func start(_ name: String) -> (any CoordinatedApp)? {
        AppRegistry.builtIn(named: name)?.start()
    }
}
