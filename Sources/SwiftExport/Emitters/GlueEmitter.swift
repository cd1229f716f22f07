/// UI glue, compiled only where the frameworks exist: SwiftUI views over the root coordinator
/// and UIKit navigation controllers that show its state.
struct GlueEmitter {
    let model: ExportModel

    func files() -> [GeneratedFile] {
        []
    }
}
