import TestSupport
import Testing

@testable import SwiftExport

/// The glue compiles where its frameworks exist (SPEC 11: "UI glue behind `#if canImport(SwiftUI)`
/// ... Swift 6 language mode, no warnings"): SwiftUI is not on Linux, so the exported sources are
/// type-checked against stand-ins of its API (`StandIns/`). A recursive `modalLayer` function
/// returning `some View` once passed every test and failed in Xcode: "function opaque return type
/// was inferred as 'some View', which defines the opaque type in terms of itself".
@Suite("The exported glue type-checks against the frameworks' API")
struct GlueTypeCheckTests {
    /// With tabs and modal flows (the shop), and a single stack (the steps).
    @Test(arguments: ["shop", "steps"])
    func theGlueTypeChecksInSwift6WithoutWarnings(app: String) throws {
        let export = SwiftExporter.export(try ExportSamples.input(at: Repository.exampleApps + "/\(app).json5"))
        let result = try StandInCompiler.typeCheck(export)
        #expect(result.status == 0, "\(result.output.suffix(4000))")
    }
}
