import AppDefinitions
import CommandLanguage
import CoordinatorKit
import DesignCheck
import FoundationEssentials
import TestSupport

/// Helpers for the tests of the explorer: apps to explore, paths as text.
enum Exploring {
    /// The app defined in `Tests/DesignCheckTests/Samples/NAME`.
    static func sample(_ name: String) -> AppKind? {
        let path = Repository.root + "/Tests/DesignCheckTests/Samples/" + name
        guard let data = FileManager.default.contents(atPath: path),
            case .success(let definition) = AppDefinitionReader.read(
                Array(data), file: path, reservedNames: TestApps.names)
        else { return nil }
        return AppKind(model: DefinedModel(definition, file: path))
    }

    /// A path as the lines a user types.
    static func lines(_ commands: [Command]) -> [String] {
        commands.map(CommandText.line(for:))
    }
}
