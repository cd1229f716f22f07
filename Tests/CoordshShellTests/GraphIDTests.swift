import AppDefinitions
import CoordinatorKit
import Foundation
import Testing

@testable import CoordshShell

/// `:graph` names each screen, flow and cluster by an id that Graphviz and Mermaid read as one
/// word, whatever the app's names: a definition's names may hold `-` (`sign-in`), which neither
/// reads inside a bare id; and two names never share an id (`sign-in` and `sign_in`), nor a flow
/// the legend's (`legend`).
@Suite(":graph: ids")
struct GraphIDTests {
    static let definition = """
        {
          name: "dashes",
          coordinators: [
            { name: "app", stack: "home" },
            { name: "sign-in", parent: "app", start: "sign-in-form", modal: true },
            { name: "sign_in", parent: "app", start: "sign_in_form", modal: true },
            { name: "legend", parent: "app", start: "legend-page" },
          ],
          routes: [
            { name: "home", owner: "app" },
            { name: "sign-in-form", owner: "sign-in" },
            { name: "sign_in_form", owner: "sign_in" },
            { name: "legend-page", owner: "legend" },
          ],
          events: [
            { name: "start-sign-in", from: ["home"], do: [{ start: "sign-in" }] },
            { name: "start_sign_in", from: ["home"], do: [{ start: "sign_in" }] },
            { name: "read", from: ["home"], do: [{ start: "legend" }] },
            { name: "done", from: ["sign-in-form"], do: [{ end: "sign-in" }] },
          ],
        }
        """

    private func graph() throws -> GraphText {
        let definition = try AppDefinitionReader.read(Array(Self.definition.utf8), file: "dashes.json5").get()
        let kind = AppKind(model: DefinedModel(definition, file: "dashes.json5"))
        return GraphText(catalog: kind.catalog, visible: kind.start().report().screen)
    }

    /// The ids of a DOT graph: of clusters, of nodes, and at both ends of every edge.
    private func dotIDs(_ dot: String) -> [String] {
        dot.split(separator: "\n").flatMap { line -> [String] in
            let words = line.split(separator: " ").map(String.init)
            guard let first = words.first else { return [] }
            if first == "subgraph", words.count > 1 { return [words[1]] }
            if words.count > 2, words[1] == "->" { return [first, words[2]] }
            if words.count > 1, words[1].hasPrefix("[") { return [first] }
            return []
        }
    }

    @Test func everyIDIsOneWordOfLettersDigitsAndUnderscores() throws {
        let graph = try graph()
        let ids = dotIDs(graph.dot)
        #expect(ids.count > 10)
        for id in ids {
            #expect(id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }, "\(id)")
        }
        // Mermaid's ids: the words of each line but its quoted texts, arrows and brackets (not
        // the lines of styles, whose words are CSS).
        let styles = ["linkStyle", "classDef", "style"]
        for line in graph.mermaid.split(separator: "\n")
        where !styles.contains(String(line.split(separator: " ").first ?? "")) {
            let unquoted = line.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 0 }.map(\.element).joined()
            for word in unquoted.split(whereSeparator: { " []|,".contains($0) }) {
                guard let first = word.first, first != "-", first != "=", first != ":" else { continue }
                #expect(
                    word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }, "\(word) in \(line)")
            }
        }
    }

    @Test func namesThatDifferOnlyByDashOrUnderscoreGetIDsOfTheirOwn() throws {
        let dot = try graph().dot
        let clusters = dotIDs(dot).filter { $0.hasPrefix("cluster") }
        #expect(Set(clusters).count == clusters.count, "\(clusters)")
        #expect(clusters.count == 5)  // the legend, app, sign-in, sign_in, legend
        let nodes = Set(dotIDs(dot).filter { $0.hasPrefix("s_") })
        #expect(nodes.count == 4, "\(nodes)")
    }
}
