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
    /// of the edges between them lay over its title, and two labels of the sign-in over each other;
    /// in a newcomer's store, `Definitions/store.json5`, the label of the edges leaving its modal
    /// checkout flow touched that flow's title from below; in a newcomer's bank,
    /// `Definitions/bank.json5`, the way back `done`, out of its modal transfer flow, ran over
    /// that flow's title on top, its label too: "transfer: a c~~done~~ild flow".)
    @Test(arguments: ["--app memo", "--app steps", "--app mvc", "--app movies"] + Self.exampleDefinitions)
    func noEdgeOrLabelLiesOverACoordinatorsTitle(app: String) throws {
        let result = try CoordshProcess.bash(#""$COORDSH" "# + app + #" -c ':graph dot' | dot -Tjson"#)
        #expect(result.status == 0 && result.stderr == "", "\(result.stderr)")
        let graph = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let clusters = (graph["objects"] as? [[String: Any]] ?? []).filter {
            ($0["name"] as? String)?.hasPrefix("cluster_") == true && $0["name"] as? String != "cluster_legend"
        }
        // A modal flow's title is a node of its own, of class "title", in its cluster.
        let titleNodes = (graph["objects"] as? [[String: Any]] ?? []).filter { $0["class"] as? String == "title" }
        let titles = (clusters + titleNodes).flatMap { cluster in
            Self.texts(cluster).map { (cluster["name"] as? String ?? "", $0) }
        }
        let labels = (graph["edges"] as? [[String: Any]] ?? []).flatMap(Self.texts)
        #expect(!titles.isEmpty && !labels.isEmpty, "no titles or labels found in the \(app) graph")
        for (cluster, title) in titles {
            for label in labels where title.box.intersects(label.box) {
                Issue.record("\(app): the label '\(label.text)' lies over the title of \(cluster) ('\(title.text)')")
            }
        }
        // No edge runs through a title either (the store's ways back out of its modal flow ran
        // through a title under its screens).
        for edge in graph["edges"] as? [[String: Any]] ?? [] {
            let points = Self.curvePoints(edge)
            for (cluster, title) in titles where points.contains(where: title.box.contains) {
                let label = Self.texts(edge).first?.text ?? "?"
                Issue.record("\(app): the edge '\(label)' runs through the title of \(cluster) ('\(title.text)')")
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
        }
        + ["notes", "store", "bank"].map {
            "--app-file '"
                + CoordshProcess.packageRoot.appendingPathComponent("Tests/EndToEndTests/Definitions/\($0).json5").path
                + "'"
        }

    /// Points along the curves Graphviz draws for an edge (`_draw_`: B-splines of cubic Bézier
    /// pieces, each sampled at 20 steps).
    private static func curvePoints(_ edge: [String: Any]) -> [CGPoint] {
        var points: [CGPoint] = []
        for operation in edge["_draw_"] as? [[String: Any]] ?? [] where ["b", "B"].contains(operation["op"] as? String)
        {
            let controls = (operation["points"] as? [[NSNumber]] ?? []).compactMap { pair in
                pair.count == 2 ? CGPoint(x: pair[0].doubleValue, y: pair[1].doubleValue) : nil
            }
            for start in stride(from: 0, to: controls.count - 3, by: 3) {
                let (p0, p1, p2, p3) = (controls[start], controls[start + 1], controls[start + 2], controls[start + 3])
                for step in 0...20 {
                    let t = Double(step) / 20
                    let (a, b, c, d) = (
                        (1 - t) * (1 - t) * (1 - t), 3 * (1 - t) * (1 - t) * t, 3 * (1 - t) * t * t, t * t * t
                    )
                    points.append(
                        CGPoint(
                            x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y))
                }
            }
        }
        return points
    }

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
