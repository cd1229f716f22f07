import Foundation
import Testing

/// Every app's `:graph`, rendered by Graphviz to a PNG under `.build/graphs/` (look at them:
/// `scripts/graph` makes the README's), without a warning from dot.
@Suite("Graph pictures")
struct GraphPictureTests {
    static let folder = CoordshProcess.packageRoot.appendingPathComponent(".build/graphs")

    @Test(arguments: ["memo", "steps", "mvc", "movies"])
    func graphvizDrawsEveryAppsGraph(app: String) throws {
        try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
        let picture = Self.folder.appendingPathComponent("\(app).png")
        try? FileManager.default.removeItem(at: picture)
        let result = try CoordshProcess.bash(
            #""$COORDSH" --app "# + app + #" -c ':graph dot' | dot -Tpng -o '"# + picture.path + "'")
        #expect(result.status == 0, "dot rejected the \(app) graph: \(result.stderr)")
        #expect(result.stderr == "", "dot warned about the \(app) graph: \(result.stderr)")
        let data = try Data(contentsOf: picture)
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]), "not a PNG")
        #expect(data.count > 10_000, "a picture of \(data.count) bytes cannot show the graph")
    }
}
