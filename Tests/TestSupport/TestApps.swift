import AppDefinitions
import CoordinatorKit
import CoordshShell
import FoundationEssentials

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

    // MARK: - Definitions

    /// The definition files in `examples/apps/`, sorted: a new one is tested without edits.
    public static let definitionFiles: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: Repository.exampleApps)) ?? [])
        .filter { $0.hasSuffix(".json5") }.sorted()

    /// The apps those files define, as `--app-file` loads them (their paths relative to the
    /// repository, as a user would type them there). Read afresh on each use, not kept in a
    /// `static let` for the whole run: a definition's effects and conditions are indirect enums,
    /// whose boxes Swift points at with the case in the pointer's spare high bits, so LeakSanitizer
    /// does not recognise those pointers and reports every box of a definition still alive at
    /// exit as leaked (`scripts/sanitize`; a global `[Effect]` alone reproduces it).
    public static var definitions: [AppKind] {
        definitionFiles.compactMap { file in
            guard let data = FileManager.default.contents(atPath: Repository.exampleApps + "/" + file),
                case .success(let definition) = AppDefinitionReader.read(
                    Array(data), file: "examples/apps/" + file, reservedNames: names)
            else { return nil }
            return AppKind(model: DefinedModel(definition, file: "examples/apps/" + file))
        }
    }

    /// The built-in app or example definition called `name`.
    public static func kind(_ name: String) -> AppKind? {
        AppRegistry.builtIn(named: name) ?? definitions.first { $0.name == name }
    }

    /// A registry with the built-in apps and, if `kind` is a definition, that one.
    public static func registry(for kind: AppKind) -> AppRegistry {
        AppRegistry(kinds: AppRegistry.builtIns + (kind.isDefinition ? [kind] : []))
    }
}
