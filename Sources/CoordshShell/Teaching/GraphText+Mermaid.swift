import CoordinatorKit

// MARK: - Mermaid

extension GraphText {
    var mermaid: String {
        var lines = ["flowchart LR"]
        for coordinator in children(of: nil) { mermaidSubgraph(coordinator, indent: "  ", into: &lines) }
        if hasLinks {
            lines.append(
                "  \(Self.deepLinkID)[\"\(deepLinkLines.map(Self.mermaidEscaped).joined(separator: "<br/>"))\"]")
        }
        if hasLinksNamingScreens { lines.append("  \(Self.linkNamedID)[\"\(Self.linkNamedLabel)\"]") }
        // Each arrow's style, by its position: Mermaid numbers arrows in the order written.
        var styles: [String?] = []
        for edge in edges {
            let arrow = edge.isLink ? Self.mermaidLinkArrow : Self.mermaidArrow(edge.kind)
            lines.append("  \(edge.from) \(arrow)|\"\(Self.mermaidEscaped(edge.label))\"| \(edge.to)")
            styles.append(edge.isLink ? Self.mermaidLinkLinkStyle : Self.mermaidLinkStyle(edge.kind))
        }
        // The legend: each kind of move between two invisible nodes.
        lines.append("  subgraph legend[\"legend\"]")
        for kind in kindsShown {
            let end = kind == .stay ? "a" : "b"
            lines.append(
                "    legend_\(kind.rawValue)_a[\" \"] \(Self.mermaidArrow(kind))|\"\(Self.meaning(of: kind))\"| legend_\(kind.rawValue)_\(end)[\" \"]"
            )
            styles.append(Self.mermaidLinkStyle(kind))
        }
        if hasLinks {
            lines.append(
                "    legend_link_a[\" \"] \(Self.mermaidLinkArrow)|\"\(Self.linkMeaning)\"| legend_link_b[\" \"]")
            styles.append(Self.mermaidLinkLinkStyle)
        }
        lines.append("    legend_root[[\"root of a stack\"]]")
        lines.append("    legend_visible[\"the visible screen\"]")
        lines.append("  end")
        for (index, style) in styles.enumerated() {
            if let style { lines.append("  linkStyle \(index) \(style)") }
        }
        lines.append("  classDef visible fill:#ffe08a,stroke:#b8860b,stroke-width:2px")
        lines.append("  classDef note fill:none,stroke:none,color:#555")
        lines.append("  class \(Self.screenID(visible.name)),legend_visible visible")
        let notes =
            flowsWithAnyScreenNode.map(Self.anyScreenID) + (hasLinks ? [Self.deepLinkID] : [])
            + (hasLinksNamingScreens ? [Self.linkNamedID] : [])
            + catalog.coordinators.filter { $0.variant != nil }.map { Self.variantID($0.name) }
            + kindsShown.flatMap { ["legend_\($0.rawValue)_a"] + ($0 == .stay ? [] : ["legend_\($0.rawValue)_b"]) }
            + (hasLinks ? ["legend_link_a", "legend_link_b"] : [])
        lines.append("  class \(notes.joined(separator: ",")) note")
        return lines.joined(separator: "\n")
    }

    /// Mermaid has three arrows: a thick one for a new flow, a dotted one for a presented screen,
    /// and the plain one, restyled by `linkStyle` for the other kinds.
    private static func mermaidArrow(_ kind: Kind) -> String {
        switch kind {
        case .present: "-.->"
        case .switchFlow: "==>"
        case .push, .pop, .selectTab, .stay: "-->"
        }
    }

    /// A deep link's arrow: dotted as a presented screen's, orange by `linkStyle`.
    private static let mermaidLinkArrow = "-.->"
    private static let mermaidLinkLinkStyle: String? = "stroke:darkorange,color:darkorange"

    private static func mermaidLinkStyle(_ kind: Kind) -> String? {
        switch kind {
        case .pop: "stroke-dasharray:2 4"
        case .selectTab: "stroke:steelblue"
        case .push, .present, .switchFlow, .stay: nil
        }
    }

    private func mermaidSubgraph(_ coordinator: CoordinatorSpec, indent: String, into lines: inout [String]) {
        let title = "\(coordinator.name): \(kindPhrase(coordinator))"
        lines.append("\(indent)subgraph \(Self.clusterID(coordinator.name))[\"\(Self.mermaidEscaped(title))\"]")
        if coordinator.variant != nil {
            lines.append(
                "\(indent)  \(Self.variantID(coordinator.name))[\"\(Self.mermaidEscaped(variantNote(coordinator)))\"]")
        }
        if flowsWithAnyScreenNode.contains(coordinator.name) {
            lines.append("\(indent)  \(Self.anyScreenID(coordinator.name))[\"(any screen)\"]")
        }
        for route in catalog.routes where route.owner == coordinator.name {
            let text = Self.mermaidEscaped(label(route))
            lines.append(
                "\(indent)  \(Self.screenID(route.name))" + (Self.isRoot(route) ? "[[\"\(text)\"]]" : "[\"\(text)\"]"))
        }
        for child in children(of: coordinator.name) { mermaidSubgraph(child, indent: indent + "  ", into: &lines) }
        lines.append("\(indent)end")
    }

    static func mermaidEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "#quot;")
    }
}
