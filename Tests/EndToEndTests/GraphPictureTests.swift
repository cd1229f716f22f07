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

    /// A coordinator's `role` is optional, and the README's first shop has none: its graph is drawn
    /// too. (An empty role was written as an empty `<font></font>`, which Graphviz refuses: `syntax
    /// error in line 1 ... in label of graph cluster_app`, and no picture.)
    @Test func graphvizDrawsADefinitionWhoseCoordinatorsHaveNoRole() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coordsh-graph-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("shop.json5")
        try """
        {
          name: "shop",
          coordinators: [{ name: "app", tabs: [{ name: "catalog", root: "catalog" }] }, { name: "pay", parent: "app", start: "payment" }],
          routes: [
            { name: "catalog", owner: "app" },
            { name: "product", owner: "app", argument: "integer" },
            { name: "payment", owner: "pay" },
          ],
          events: [{ name: "checkout", from: ["catalog"], do: [{ start: "pay" }] }],
        }
        """.write(to: file, atomically: true, encoding: .utf8)
        let result = try CoordshProcess.bash(
            #""$COORDSH" --app-file '"# + file.path + #"' -c ':graph dot' | dot -Tpng -o /dev/null"#)
        #expect(result.status == 0, "dot rejected the graph: \(result.stderr)")
        #expect(result.stderr == "", "dot warned about the graph: \(result.stderr)")
    }

    /// Where Graphviz put each coordinator's title and each edge's label (its JSON output, with
    /// the box of every text it draws): no label lies over a title or over another label, for
    /// every app and example definition. (With titles at the top of their clusters, the shop's
    /// `checkout` label, on an edge entering its flow's cluster from above, was drawn over that
    /// cluster's title; with the flow's cluster ranked apart from the rest, a newcomer's modal
    /// flow, `Definitions/notes.json5`, was drawn beside the tab it starts from, and the labels
    /// of the edges between them lay over its title, and two labels of the sign-in over each other.)
    @Test(arguments: ["--app memo", "--app steps", "--app mvc", "--app movies"] + Self.exampleDefinitions)
    func noEdgeLabelLiesOverACoordinatorsTitle(app: String) throws {
        let result = try CoordshProcess.bash(#""$COORDSH" "# + app + #" -c ':graph dot' | dot -Tjson"#)
        #expect(result.status == 0 && result.stderr == "", "\(result.stderr)")
        let graph = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let clusters = (graph["objects"] as? [[String: Any]] ?? []).filter {
            ($0["name"] as? String)?.hasPrefix("cluster_") == true && $0["name"] as? String != "cluster_legend"
        }
        let titles = clusters.flatMap { cluster in Self.texts(cluster).map { (cluster["name"] as? String ?? "", $0) } }
        let labels = (graph["edges"] as? [[String: Any]] ?? []).flatMap(Self.texts)
        #expect(!titles.isEmpty && !labels.isEmpty, "no titles or labels found in the \(app) graph")
        for (cluster, title) in titles {
            for label in labels where title.box.intersects(label.box) {
                Issue.record("\(app): the label '\(label.text)' lies over the title of \(cluster) ('\(title.text)')")
            }
        }
        for (position, label) in labels.enumerated() {
            for other in labels[(position + 1)...] where label.box.intersects(other.box) {
                Issue.record("\(app): the labels '\(label.text)' and '\(other.text)' lie over each other")
            }
        }
    }

    static let exampleDefinitions =
        ["memo", "steps", "mvc", "movies", "shop"].map {
            "--app-file '" + CoordshProcess.packageRoot.appendingPathComponent("examples/apps/\($0).json5").path + "'"
        } + [
            "--app-file '"
                + CoordshProcess.packageRoot.appendingPathComponent("Tests/EndToEndTests/Definitions/notes.json5").path
                + "'"
        ]

    /// The texts Graphviz draws for an object's label (`_ldraw_`: a font size, then each text
    /// at a point, aligned left, centre or right, with its width), each with its box: from a
    /// quarter of the font size below the baseline to three quarters above.
    private static func texts(_ object: [String: Any]) -> [(text: String, box: CGRect)] {
        var size = 14.0
        var texts: [(text: String, box: CGRect)] = []
        for operation in object["_ldraw_"] as? [[String: Any]] ?? [] {
            switch operation["op"] as? String {
            case "F":
                size = (operation["size"] as? NSNumber)?.doubleValue ?? size
            case "T":
                guard let point = operation["pt"] as? [NSNumber], point.count == 2,
                    let width = (operation["width"] as? NSNumber)?.doubleValue
                else { continue }
                let x = point[0].doubleValue
                let left =
                    switch operation["align"] as? String {
                    case "c": x - width / 2
                    case "r": x - width
                    default: x
                    }
                let box = CGRect(x: left, y: point[1].doubleValue - size / 4, width: width, height: size)
                texts.append((operation["text"] as? String ?? "", box))
            default:
                continue
            }
        }
        return texts
    }
}
