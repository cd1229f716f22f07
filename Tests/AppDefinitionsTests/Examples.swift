import CoordinatorKit
import FoundationEssentials
import TestSupport
import Testing

@testable import AppDefinitions

/// The definitions in `examples/apps/`, read as `coordsh --app-file` reads them.
enum Examples {
    /// The repository's `examples/apps` folder.
    static var folder: String { Repository.exampleApps }

    /// Every example's file name: `memo.json5`, ...
    static let files = ["memo.json5", "steps.json5", "mvc.json5", "movies.json5", "shop.json5"]

    /// The model of `examples/apps/NAME`.
    static func model(_ name: String) throws -> DefinedModel {
        let path = folder + "/" + name
        guard let data = FileManager.default.contents(atPath: path) else { throw Missing(path: path) }
        let definition = try AppDefinitionReader.read(Array(data), file: "examples/apps/" + name).get()
        return DefinedModel(definition, file: "examples/apps/" + name)
    }

    /// A fresh app of `examples/apps/NAME`.
    static func app(_ name: String) throws -> DefinedApp {
        DefinedApp(try model(name))
    }

    struct Missing: Error {
        let path: String
    }
}

extension DefinedApp {
    /// Runs an event typed as a command: `login alice`, `write "Buy milk"` (one argument).
    @discardableResult
    func send(_ name: String, _ argument: Argument? = nil) throws -> Outcome {
        try send(AppEvent(name, argument))
    }
}
