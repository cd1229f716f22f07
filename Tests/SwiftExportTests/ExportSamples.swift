import AppDefinitions
import Foundation
import TestSupport

@testable import SwiftExport

/// The designs the export tests use: the example apps and the samples beside these tests.
enum ExportSamples {
    /// `examples/apps/*.json5`, sorted.
    static var examples: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: Repository.exampleApps)) ?? []
        return files.filter { $0.hasSuffix(".json5") }.sorted().map { Repository.exampleApps + "/" + $0 }
    }

    /// A sample of `Samples/`: names that are Swift keywords, not identifiers, or taken.
    static let awkward = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Samples/awkward-names.json5").path

    /// A sample of `Samples/`: a child flow, and no variable at all.
    static let flowWithoutVariables = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Samples/flow-without-variables.json5").path

    /// A sample of `Samples/`: one stack and no events.
    static let noEvents = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Samples/no-events.json5").path

    /// A sample of `Samples/`: `all` and `any` whose later part throws in Swift.
    static let throwingConditions = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Samples/throwing-conditions.json5").path

    /// A sample of `Samples/`: variants of the gate's signed-in flow.
    static let gateVariants = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Samples/gate-variants.json5").path

    static func definition(at path: String) throws -> AppDefinition {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        return try AppDefinitionReader.read(bytes, file: path).get()
    }

    /// The input of an export of the definition at `path`, with one small script.
    static func input(at path: String) throws -> ExportInput {
        let definition = try definition(at: path)
        let script = ExportInput.ReplayScript(
            name: "sample", script: "# a sample\npop\n",
            jsonLines: #"{"input":"pop","line":2,"ok":false,"state":{}}"# + "\n")
        return ExportInput(
            definition: definition, appName: definition.name, source: String(path.split(separator: "/").last ?? ""),
            digest: AppDefinitionReader.digest(of: definition), scripts: [script])
    }
}
