import CommandLanguage
import CoordinatorKit

/// The text of `:graph`: the app's navigation graph, drawn from the same route and event tables
/// the coordinators run on. Coordinators are clusters (nested as in the coordinator table),
/// screens are nodes in their owner's cluster, events and pushes are labelled edges, and the
/// visible screen is highlighted. Events any screen of a flow emits, and pushes, start from a
/// small "any FLOW screen" node in that flow's cluster.
struct GraphText {
    let catalog: AppCatalog
    let visible: Route

    /// An edge of the graph.
    struct Edge: Hashable {
        let from: String
        let to: String
        let label: String
    }

    func render(_ format: GraphFormat) -> String {
        switch format {
        case .dot: dot
        case .mermaid: mermaid
        }
    }

    // MARK: - The graph, from the tables

    /// The node id of a screen.
    static func screenID(_ name: RouteName) -> String { "s_" + name.rawValue }

    /// The node id of a flow's "any screen" node.
    static func anyScreenID(_ coordinator: String) -> String { "any_" + coordinator }

    /// Flows that need an "any screen" node: those with pushable routes or flow-wide events.
    var flowsWithAnyScreenNode: [String] {
        catalog.coordinators.map(\.name).filter { name in
            !catalog.pushableRoutes(onStackOf: name).isEmpty
                || catalog.events.contains { event in
                    event.source == .flow(name) && event.transitions.contains { $0.from == nil }
                }
        }
    }

    var edges: [Edge] {
        var edges: [Edge] = []
        for event in catalog.events {
            for transition in event.transitions {
                let sources: [String]
                switch (event.source, transition.from) {
                case (_, let from?): sources = [Self.screenID(from)]
                case (.screens(let names), nil): sources = names.map(Self.screenID)
                case (.flow(let flow), nil): sources = [Self.anyScreenID(flow)]
                }
                edges += sources.map { Edge(from: $0, to: Self.screenID(transition.to), label: event.usage) }
            }
        }
        for flow in catalog.coordinators.map(\.name) {
            edges += catalog.pushableRoutes(onStackOf: flow).map {
                Edge(from: Self.anyScreenID(flow), to: Self.screenID($0.name), label: "push \($0.usage)")
            }
        }
        var seen = Set<Edge>()
        return edges.filter { seen.insert($0).inserted }
    }

    /// The label of a screen node: its name, its argument, and how it is placed.
    func label(_ route: RouteSpec) -> String {
        let name = route.argument.map { "\(route.name)(\($0.placeholder))" } ?? route.name.rawValue
        switch route.placement {
        case .root: return "\(name) (root)"
        case .tabRoot(let tab): return "\(name) (tab \(tab))"
        case .pushable, .flowOnly: return name
        }
    }

    /// The coordinators under `coordinator` that have something to draw.
    private func children(of coordinator: String?) -> [CoordinatorSpec] {
        catalog.coordinators.filter { $0.parent == coordinator && hasContent($0.name) }
    }

    private func hasContent(_ coordinator: String) -> Bool {
        catalog.routes.contains { $0.owner == coordinator } || flowsWithAnyScreenNode.contains(coordinator)
            || catalog.coordinators.contains { $0.parent == coordinator && hasContent($0.name) }
    }

    // MARK: - DOT

    var dot: String {
        var lines = [
            "digraph \"\(catalog.name)\" {",
            "  graph [rankdir=LR, fontname=\"Helvetica\", fontsize=11, labeljust=l];",
            "  node [shape=box, style=rounded, fontname=\"Helvetica\", fontsize=11];",
            "  edge [fontname=\"Helvetica\", fontsize=9];",
        ]
        for coordinator in children(of: nil) { dotCluster(coordinator, indent: "  ", into: &lines) }
        lines += edges.map { "  \($0.from) -> \($0.to) [label=\"\(Self.dotEscaped($0.label))\"];" }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    private func dotCluster(_ coordinator: CoordinatorSpec, indent: String, into lines: inout [String]) {
        lines.append("\(indent)subgraph cluster_\(coordinator.name) {")
        lines.append("\(indent)  label=\"\(coordinator.name) coordinator\";")
        lines.append("\(indent)  style=rounded; color=gray50;")
        if flowsWithAnyScreenNode.contains(coordinator.name) {
            lines.append(
                "\(indent)  \(Self.anyScreenID(coordinator.name)) [label=\"any \(coordinator.name) screen\", shape=plaintext, fontcolor=gray30];"
            )
        }
        for route in catalog.routes where route.owner == coordinator.name {
            let highlight = route.name == visible.name ? ", style=\"rounded,filled,bold\", fillcolor=\"#ffe08a\"" : ""
            lines.append(
                "\(indent)  \(Self.screenID(route.name)) [label=\"\(Self.dotEscaped(label(route)))\"\(highlight)];")
        }
        for child in children(of: coordinator.name) { dotCluster(child, indent: indent + "  ", into: &lines) }
        lines.append("\(indent)}")
    }

    private static func dotEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }

    // MARK: - Mermaid

    var mermaid: String {
        var lines = ["flowchart LR"]
        for coordinator in children(of: nil) { mermaidSubgraph(coordinator, indent: "  ", into: &lines) }
        lines += edges.map { "  \($0.from) -->|\"\(Self.mermaidEscaped($0.label))\"| \($0.to)" }
        lines.append("  classDef visible fill:#ffe08a,stroke:#b8860b,stroke-width:2px")
        lines.append("  classDef anyScreen fill:none,stroke:none,color:#555")
        lines.append("  class \(Self.screenID(visible.name)) visible")
        let anyNodes = flowsWithAnyScreenNode.map(Self.anyScreenID)
        if !anyNodes.isEmpty { lines.append("  class \(anyNodes.joined(separator: ",")) anyScreen") }
        return lines.joined(separator: "\n")
    }

    private func mermaidSubgraph(_ coordinator: CoordinatorSpec, indent: String, into lines: inout [String]) {
        lines.append("\(indent)subgraph cluster_\(coordinator.name)[\"\(coordinator.name) coordinator\"]")
        if flowsWithAnyScreenNode.contains(coordinator.name) {
            lines.append("\(indent)  \(Self.anyScreenID(coordinator.name))[\"any \(coordinator.name) screen\"]")
        }
        for route in catalog.routes where route.owner == coordinator.name {
            lines.append("\(indent)  \(Self.screenID(route.name))[\"\(Self.mermaidEscaped(label(route)))\"]")
        }
        for child in children(of: coordinator.name) { mermaidSubgraph(child, indent: indent + "  ", into: &lines) }
        lines.append("\(indent)end")
    }

    private static func mermaidEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "#quot;")
    }
}

extension String {
    fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
