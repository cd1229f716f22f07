import CommandLanguage
import CoordinatorKit

/// The text of `:graph`: the app's navigation graph, drawn from the same tables the coordinators
/// run on, so that an app made from a definition gets it too. Coordinators are clusters, nested
/// as in the coordinator table and named by their role; screens are nodes in their owner's
/// cluster (the root of a stack with a double border); events are edges styled by how they move
/// (a push solid, a presented screen dashed, a way back dotted, a tab switch blue, a new flow
/// bold), labelled with the coordinator that decides when interchangeable variants decide
/// differently; pushes and `navigate` start from an "(any screen)" node in their flow's cluster,
/// deep links from one "(deep link)" node (dashed and orange, labelled with their patterns).
/// A legend explains the styles. DOT in `GraphText+DOT.swift`, Mermaid in `GraphText+Mermaid.swift`.
struct GraphText {
    let catalog: AppCatalog
    let visible: Route

    typealias Kind = EventSpec.Transition.Kind

    /// An edge of the graph.
    struct Edge: Hashable {
        let from: String
        let to: String
        let label: String
        /// How the move looks: events by their transition's kind; pushes as a push.
        var kind: Kind = .push
        /// A deep link's arrow, from the "(deep link)" node: drawn in a style of its own.
        var isLink = false
    }

    func render(_ format: GraphFormat) -> String {
        switch format {
        case .dot: dot
        case .mermaid: mermaid
        }
    }

    // MARK: - The graph, from the tables

    /// The node id of a screen.
    static func screenID(_ name: RouteName) -> String { "s_" + idPart(name.rawValue) }

    /// The node id of a flow's "any screen" node.
    static func anyScreenID(_ coordinator: String) -> String { "any_" + idPart(coordinator) }

    /// The node id of a variant coordinator's note ("chosen by 'use push'").
    static func variantID(_ coordinator: String) -> String { "v_" + idPart(coordinator) }

    /// The id of a coordinator's cluster (Graphviz draws a subgraph as a box only when its id
    /// starts with `cluster`); never the legend's, `cluster__legend`.
    static func clusterID(_ coordinator: String) -> String { "cluster_" + idPart(coordinator) }

    /// The node id of the "(deep link)" node every link's arrow starts from.
    static let deepLinkID = "deep_link"

    /// The node id of the node a link that names its screens (`*`) leads to: its screen is
    /// known only from the link, so the graph says that rather than guess one.
    static let linkNamedID = "link_named"

    /// The id of the legend's cluster.
    static let legendClusterID = "cluster__legend"

    /// A name as it goes into an id: letters and digits as they are, `_` doubled, `-` as `_h` and
    /// anything else as `_x`, its code in hex and `_`. A definition's names may hold `-`
    /// (`sign-in`), which neither Graphviz nor Mermaid reads inside a bare id; spelled so, every
    /// name makes an id of one word, and two names never make the same one (after a `_` comes
    /// `_`, `h` or `x`, so an id reads back as one name only).
    static func idPart(_ name: String) -> String {
        guard
            name.unicodeScalars.contains(where: {
                !($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
            })
        else { return name }
        var id = ""
        for scalar in name.unicodeScalars {
            switch scalar {
            case "_": id += "__"
            case "-": id += "_h"
            case _ where scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)):
                id.unicodeScalars.append(scalar)
            default: id += "_x" + String(scalar.value, radix: 16) + "_"
            }
        }
        return id
    }

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
                let label =
                    Self.label(of: event, to: transition, in: catalog) + (transition.by.map { " (\($0))" } ?? "")
                edges += sources.map {
                    Edge(from: $0, to: Self.screenID(transition.to), label: label, kind: transition.kind)
                }
            }
        }
        for flow in catalog.coordinators.map(\.name) {
            edges += catalog.pushableRoutes(onStackOf: flow).map {
                Edge(from: Self.anyScreenID(flow), to: Self.screenID($0.name), label: "push, navigate \($0.usage)")
            }
        }
        return Self.merged(edges + linkEdges)
    }

    /// An arrow from the "(deep link)" node to each screen a link shows, labelled with the link's
    /// pattern and, where the app decides by it, when (`shop://checkout (signed out)`).
    private var linkEdges: [Edge] {
        catalog.links.flatMap { link in
            link.targets.map { target in
                Edge(
                    from: Self.deepLinkID, to: target.screen.map(Self.screenID) ?? Self.linkNamedID,
                    label: "\(catalog.linkScheme)://\(link.pattern)" + (target.when.map { " (\($0))" } ?? ""),
                    isLink: true)
            }
        }
    }

    /// Whether the graph has deep links to draw.
    var hasLinks: Bool { catalog.links.contains { !$0.targets.isEmpty } }

    /// Whether a link names its screens (`*`), which then lead to the `linkNamedID` node.
    var hasLinksNamingScreens: Bool { catalog.links.contains { $0.targets.contains { $0.screen == nil } } }

    /// The lines of the "(deep link)" node: what a link opened signed out does, when the app keeps it.
    var deepLinkLines: [String] {
        ["(deep link)"] + (catalog.linksSignedOut.map { ["signed out: \($0)"] } ?? [])
    }

    /// What the link arrows mean, for the legend.
    static let linkMeaning = "open a deep link"

    /// The text of the `linkNamedID` node.
    static let linkNamedLabel = "(the screens the link names)"

    /// An event's arrow label: its usage (`login USER`), or for a tab switch to a tab's root,
    /// the event with that tab (`tab memos`), which tells the arrows to each tab apart.
    private static func label(of event: EventSpec, to transition: EventSpec.Transition, in catalog: AppCatalog)
        -> String
    {
        guard transition.kind == .selectTab, case .choice(let choices)? = event.argument?.kind,
            case .tabRoot(let tab)? = catalog.route(named: transition.to.rawValue)?.placement,
            choices.contains(where: { $0.lowercased() == tab.lowercased() })
        else { return event.usage }
        return "\(event.name) \(tab)"
    }

    /// One edge per pair of screens and kind of move, its labels joined in the order first
    /// found (`login USER, cancel`): several events that lead the same way are one arrow, so
    /// their labels do not pile up between two screens.
    static func merged(_ edges: [Edge]) -> [Edge] {
        struct Way: Hashable {
            let from: String
            let to: String
            let kind: Kind
            let isLink: Bool
        }
        var order: [Way] = []
        var labels: [Way: [String]] = [:]
        for edge in edges {
            let way = Way(from: edge.from, to: edge.to, kind: edge.kind, isLink: edge.isLink)
            if labels[way] == nil { order.append(way) }
            if labels[way, default: []].contains(edge.label) { continue }
            labels[way, default: []].append(edge.label)
        }
        return order.map { way in
            Edge(
                from: way.from, to: way.to, label: labels[way, default: []].joined(separator: ", "), kind: way.kind,
                isLink: way.isLink)
        }
    }

    /// The kinds of move the graph draws, in the legend's order: push always, the others when
    /// an edge uses them.
    var kindsShown: [Kind] {
        let used = Set(edges.filter { !$0.isLink }.map(\.kind))
        return Kind.allCases.filter { $0 == .push || used.contains($0) }
    }

    /// What each kind of edge means, for the legend.
    static func meaning(of kind: Kind) -> String {
        switch kind {
        case .push: "push"
        case .present: "present (modal)"
        case .pop: "back (pop)"
        case .selectTab: "select a tab"
        case .switchFlow: "end the flow, start another"
        case .stay: "same screen"
        }
    }

    /// The text of a screen node: its name, with its argument and, for a tab's root, the tab.
    func label(_ route: RouteSpec) -> String {
        let name = route.argument.map { "\(route.name)(\($0.placeholder))" } ?? route.name.rawValue
        if case .tabRoot(let tab) = route.placement { return "\(name) (tab \(tab))" }
        return name
    }

    /// Whether a screen is the root of a stack (drawn with a double border).
    static func isRoot(_ route: RouteSpec) -> Bool {
        switch route.placement {
        case .root, .tabRoot: true
        case .pushable, .flowOnly: false
        }
    }

    /// What a coordinator is, in a few words, for its cluster's title: `owns a tab bar, one stack
    /// per tab`, `a child flow on main's stack`, `variant 'push' of app's coordinator`.
    func kindPhrase(_ coordinator: CoordinatorSpec) -> String {
        if let variant = coordinator.variant {
            return "variant '\(variant)' of \(coordinator.parent ?? "the app")'s coordinator"
        }
        switch coordinator.kind {
        case .app: return "the app's root coordinator"
        case .stack: return coordinator.parent == nil ? "the root, owning one stack" : "owns a stack"
        case .tabBar: return "owns a tab bar, one stack per tab"
        case .flow: return "a child flow on \(coordinator.parent ?? "its parent")'s stack"
        case .modalFlow: return "a child flow, presented in a modal of its own"
        }
    }

    /// The coordinators under `coordinator` that have something to draw.
    func children(of coordinator: String?) -> [CoordinatorSpec] {
        catalog.coordinators.filter { $0.parent == coordinator && hasContent($0) }
    }

    private func hasContent(_ coordinator: CoordinatorSpec) -> Bool {
        coordinator.variant != nil || catalog.routes.contains { $0.owner == coordinator.name }
            || flowsWithAnyScreenNode.contains(coordinator.name)
            || catalog.coordinators.contains { $0.parent == coordinator.name && hasContent($0) }
    }

    /// The note inside a variant's cluster: what chooses it. The first choice runs from the start
    /// (with its parent, when that is not the root), then again after what chooses it:
    /// `runs at the start, and after 'use push'`, `runs after 'use modal'`.
    func variantNote(_ coordinator: CoordinatorSpec) -> String {
        guard coordinator.isFirstVariant else {
            return coordinator.startedBy.map { "runs after \($0)" } ?? "one of the interchangeable coordinators"
        }
        var start = "runs at the start"
        if let parent = coordinator.parent.flatMap(catalog.coordinator(named:)), parent.parent != nil {
            start = "runs with \(parent.name) from the start"
        }
        return coordinator.startedBy.map { "\(start), and after \($0)" } ?? start
    }
}

extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
