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

    /// The UIKit navigator hears what the user did outside its screens, as the SwiftUI glue does
    /// through its bindings: a tapped tab becomes a `select` of the coordinator, a modal swiped down
    /// a `dismiss`. Before, neither was reported: the next command's render jumped back to the old
    /// tab, and a swiped sheet stayed in the state's modals. (The stand-in declares the delegate
    /// methods as requirements, so the type-check above holds their signatures to UIKit's.)
    @Test(arguments: [("shop", true), ("steps", false)])
    func theUIKitNavigatorReportsTabTapsAndSwipedAwayModals(app: String, hasTabs: Bool) throws {
        let export = SwiftExporter.export(try ExportSamples.input(at: Repository.exampleApps + "/\(app).json5"))
        let navigator = try #require(export.files.first { $0.path.hasSuffix("UIKit/UIKitNavigator.swift") }).contents
        func has(_ text: String) -> Bool { navigator.contains(text) }
        #expect(has("extension UIKitNavigator: UIAdaptivePresentationControllerDelegate {"))
        #expect(has("controller.presentationController?.delegate = self"))
        #expect(has("public func presentationControllerDidDismiss("))
        #expect(has("extension UIKitNavigator: UITabBarControllerDelegate {") == hasTabs)
        #expect(has("tabBarController.delegate = self") == hasTabs)
        #expect(has("try coordinator.select(") == hasTabs)
    }
}
