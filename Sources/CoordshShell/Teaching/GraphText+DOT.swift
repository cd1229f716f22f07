import CoordinatorKit

// MARK: - DOT

extension GraphText {
    /// The graph in Graphviz's language. Screens stand left to right in the order the ways
    /// forward reach them, flows included (`newrank`: by default dot ranked each coordinator's
    /// cluster apart), and a way back (`dotEdge`) does not move them. Each cluster's title is
    /// under its screens, on the right, a modal flow's a node beside its first screen
    /// (`dotCluster`). Placed otherwise, a flow started from a screen and ending back on it stood
    /// beside that screen, and the labels of the edges between
    /// them lay over the flow's title, or over each other (`GraphPictureTests` measures where dot
    /// puts every text, for every app, example and a newcomer's definition).
    var dot: String {
        var lines = [
            "digraph \"\(catalog.name)\" {",
            "  graph [newrank=true, rankdir=LR, fontname=\"Helvetica\", fontsize=11, labeljust=l];",
            "  node [shape=box, style=rounded, fontname=\"Helvetica\", fontsize=11];",
            "  edge [fontname=\"Helvetica\", fontsize=9];",
        ]
        let roots = children(of: nil)
        for coordinator in roots { dotCluster(coordinator, indent: "  ", into: &lines) }
        if roots.isEmpty { dotLinkNodes(indent: "  ", into: &lines) }
        lines += edges.map(dotEdge)
        dotLegend(into: &lines)
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// An edge of the graph. A way back is written from the screen it returns to, drawn
    /// pointing back (`dir=back`): ranked as it goes, it pulled the screen it returns to after the
    /// screens it leaves, against the ways forward.
    private func dotEdge(_ edge: Edge) -> String {
        let style = edge.isLink ? Self.dotLinkStyle : Self.dotStyle(edge.kind)
        let attributes = "label=\"\(Self.dotEscaped(edge.label))\"\(style)"
        guard edge.kind == .pop else { return "  \(edge.from) -> \(edge.to) [\(attributes)];" }
        return "  \(edge.to) -> \(edge.from) [\(attributes), dir=back];"
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

    /// The colour of deep links, their arrows and their node: no move between screens has it.
    static let dotLinkColor = "darkorange3"

    /// The attributes that draw a deep link: dashed as a presented screen, but orange.
    static let dotLinkStyle = ", style=dashed, color=\(dotLinkColor), fontcolor=\(dotLinkColor)"

    private func dotCluster(_ coordinator: CoordinatorSpec, indent: String, into lines: inout [String]) {
        lines.append("\(indent)subgraph \(Self.clusterID(coordinator.name)) {")
        // The title goes under the cluster's screens, on the right: an edge entering a flow from
        // above (the shop's `checkout`) had its label drawn over a title at the top, and the way
        // out of the sign-in (`login USER`), which leaves its screens on the left, over one on
        // the left. A flow presented in a modal of its own has its title as a node of its own
        // (`titleNodeScreen`), which dot routes edges and places labels around.
        if let first = titleNodeScreen(coordinator) {
            lines.append("\(indent)  label=\"\";")
            lines.append(
                "\(indent)  \(Self.titleID(coordinator.name)) [label=\(clusterLabel(coordinator)), shape=plaintext, class=\"title\"];"
            )
            lines.append("\(indent)  { rank=same; \(Self.titleID(coordinator.name)); \(Self.screenID(first)); }")
        } else {
            lines.append("\(indent)  label=\(clusterLabel(coordinator));")
        }
        lines.append(
            "\(indent)  style=\(coordinator.variant == nil ? "rounded" : "\"rounded,dashed\""); color=gray50; labelloc=b; labeljust=r;"
        )
        if coordinator.variant != nil {
            lines.append(
                "\(indent)  \(Self.variantID(coordinator.name)) [label=\"\(Self.dotEscaped(variantNote(coordinator)))\", shape=plaintext, fontcolor=gray30];"
            )
        }
        // The root coordinator takes every link and hands it on: its cluster holds the "(deep
        // link)" node. Outside every cluster, dot put it under the root's, and the arrows to
        // the screens on the right ran through that cluster's title (mvc's `first/second`).
        if coordinator.parent == nil && coordinator.name == children(of: nil).first?.name {
            dotLinkNodes(indent: indent + "  ", into: &lines)
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

    /// The "(deep link)" node, and the node saying a link names its screens, when there are links.
    private func dotLinkNodes(indent: String, into lines: inout [String]) {
        if hasLinks {
            let text = deepLinkLines.map(Self.dotEscaped).joined(separator: "\\n")
            lines.append(
                "\(indent)\(Self.deepLinkID) [label=\"\(text)\", shape=plaintext, fontcolor=\(Self.dotLinkColor)];")
        }
        if hasLinksNamingScreens {
            lines.append(
                "\(indent)\(Self.linkNamedID) [label=\"\(Self.linkNamedLabel)\", shape=plaintext, fontcolor=gray30];")
        }
    }

    /// The screen whose column holds a modal flow's title, as a node of its own: its first screen;
    /// `nil` for any other cluster, whose title is its label. The ways back that dismiss a modal
    /// flow leave its screens for the screen that presented it, above or below them as dot
    /// orders them, so no side of the cluster is free for a label: under its screens, the
    /// newcomer's store's 'place, cancel' touched it; on top, the newcomer's bank's `done` was
    /// drawn over it ("transfer: a c~~done~~ild flow"). Dot draws no edge or label over a node.
    private func titleNodeScreen(_ coordinator: CoordinatorSpec) -> RouteName? {
        guard coordinator.kind == .modalFlow, coordinator.variant == nil else { return nil }
        return catalog.routes.first { $0.owner == coordinator.name }?.name
    }

    /// The node id of a modal flow's title (`titleNodeScreen`).
    static func titleID(_ coordinator: String) -> String { "title_" + idPart(coordinator) }

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
        lines.append("  subgraph \(Self.legendClusterID) {")
        lines.append("    label=\"legend\"; style=rounded; color=gray70; fontcolor=gray30;")
        lines.append("    node [shape=point, width=0.05, color=gray30];")
        for kind in kindsShown {
            // The same screen is a loop, as the graph draws it.
            let end = kind == .stay ? "a" : "b"
            lines.append(
                "    legend_\(kind.rawValue)_a -> legend_\(kind.rawValue)_\(end) [label=\"\(Self.meaning(of: kind))\"\(Self.dotStyle(kind))];"
            )
        }
        if hasLinks {
            lines.append("    legend_link_a -> legend_link_b [label=\"\(Self.linkMeaning)\"\(Self.dotLinkStyle)];")
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
