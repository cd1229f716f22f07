import CoordinatorKit

// MARK: - DOT

extension GraphText {
    var dot: String {
        var lines = [
            "digraph \"\(catalog.name)\" {",
            "  graph [rankdir=LR, fontname=\"Helvetica\", fontsize=11, labeljust=l];",
            "  node [shape=box, style=rounded, fontname=\"Helvetica\", fontsize=11];",
            "  edge [fontname=\"Helvetica\", fontsize=9];",
        ]
        for coordinator in children(of: nil) { dotCluster(coordinator, indent: "  ", into: &lines) }
        lines += edges.map {
            "  \($0.from) -> \($0.to) [label=\"\(Self.dotEscaped($0.label))\"\(Self.dotStyle($0.kind))];"
        }
        dotLegend(into: &lines)
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// The attributes that draw a kind of move; none for a push.
    static func dotStyle(_ kind: Kind) -> String {
        switch kind {
        case .push, .stay: ""
        case .present: ", style=dashed"
        case .pop: ", style=dotted"
        case .selectTab: ", color=steelblue4, fontcolor=steelblue4"
        case .switchFlow: ", style=bold"
        }
    }

    private func dotCluster(_ coordinator: CoordinatorSpec, indent: String, into lines: inout [String]) {
        lines.append("\(indent)subgraph cluster_\(coordinator.name) {")
        lines.append("\(indent)  label=\(clusterLabel(coordinator));")
        // The title goes under the cluster's screens: an edge entering a flow from above (the
        // shop's `checkout`) had its label drawn over a title at the top.
        lines.append(
            "\(indent)  style=\(coordinator.variant == nil ? "rounded" : "\"rounded,dashed\""); color=gray50; labelloc=b;"
        )
        if coordinator.variant != nil {
            lines.append(
                "\(indent)  \(Self.variantID(coordinator.name)) [label=\"\(Self.dotEscaped(variantNote(coordinator)))\", shape=plaintext, fontcolor=gray30];"
            )
        }
        if flowsWithAnyScreenNode.contains(coordinator.name) {
            lines.append(
                "\(indent)  \(Self.anyScreenID(coordinator.name)) [label=\"(any screen)\", shape=plaintext, fontcolor=gray30];"
            )
        }
        for route in catalog.routes where route.owner == coordinator.name {
            var attributes = "label=\"\(Self.dotEscaped(label(route)))\""
            if Self.isRoot(route) { attributes += ", peripheries=2" }
            if route.name == visible.name { attributes += ", style=\"rounded,filled,bold\", fillcolor=\"#ffe08a\"" }
            lines.append("\(indent)  \(Self.screenID(route.name)) [\(attributes)];")
        }
        for child in children(of: coordinator.name) { dotCluster(child, indent: indent + "  ", into: &lines) }
        lines.append("\(indent)}")
    }

    /// `<b>main</b>`, what it is, then its role in small grey type, as an HTML-like label. A
    /// coordinator without a role (a definition's `role` is optional) has no role line: Graphviz
    /// refuses an empty `<font></font>`.
    private func clusterLabel(_ coordinator: CoordinatorSpec) -> String {
        let role = HelpText.wrap(coordinator.role, width: 56).filter { !$0.isEmpty }.map(Self.htmlEscaped)
            .map { "<font point-size=\"9\" color=\"gray35\">\($0)</font><br align=\"left\"/>" }.joined()
        return "<<b>\(Self.htmlEscaped(coordinator.name))</b>: \(Self.htmlEscaped(kindPhrase(coordinator)))"
            + "<br align=\"left\"/>\(role)>"
    }

    /// Each kind of move drawn, as a short edge between two dots, and the two kinds of node.
    private func dotLegend(into lines: inout [String]) {
        lines.append("  subgraph cluster_legend {")
        lines.append("    label=\"legend\"; style=rounded; color=gray70; fontcolor=gray30;")
        lines.append("    node [shape=point, width=0.05, color=gray30];")
        for kind in kindsShown {
            // The same screen is a loop, as the graph draws it.
            let end = kind == .stay ? "a" : "b"
            lines.append(
                "    legend_\(kind.rawValue)_a -> legend_\(kind.rawValue)_\(end) [label=\"\(Self.meaning(of: kind))\"\(Self.dotStyle(kind))];"
            )
        }
        lines.append("    legend_root [shape=box, style=rounded, peripheries=2, width=0, label=\"root of a stack\"];")
        lines.append(
            "    legend_visible [shape=box, style=\"rounded,filled,bold\", fillcolor=\"#ffe08a\", width=0, label=\"the visible screen\"];"
        )
        lines.append("  }")
    }

    static func dotEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }

    static func htmlEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
