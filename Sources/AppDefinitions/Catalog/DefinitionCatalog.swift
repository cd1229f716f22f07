import CoordinatorKit

/// Makes the `AppCatalog` of a definition. What a built-in app's catalog states by hand (where a
/// route may go, who shows it, what starts a coordinator, where an event leads) is derived here
/// from the tree and the effects, so the parser, help, completion, `:routes` and `:graph` of a
/// defined app are right by construction.
struct DefinitionCatalog {
    let definition: AppDefinition
    private let routes: [String: RouteDefinition]
    private let coordinators: [String: CoordinatorDefinition]

    init(_ definition: AppDefinition) {
        self.definition = definition
        routes = Dictionary(firstByName: definition.routes) { $0.name }
        coordinators = Dictionary(firstByName: definition.coordinators) { $0.name }
    }

    func make() -> AppCatalog {
        AppCatalog(
            name: definition.name, summary: definition.summary, linkScheme: definition.scheme,
            linkExamples: linkExamples, linkPatterns: linkPatterns,
            links: zip(definition.links, linkPatterns).map { link, pattern in
                LinkSpec(pattern, shows: TransitionFinder(definition: definition).targets(of: link))
            },
            linksSignedOut: definition.users.flatMap { users in
                // Behind a gate that keeps links, one opened signed out waits (`Execution.open`).
                users.gates && users.keepsLinks
                    ? "kept until the next \(DefinedModel.signInWord(for: definition))" : nil
            },
            fixedIDs: definition.data.catalogues.flatMap { $0.items.map(\.id) }, hasUsers: definition.users != nil,
            coordinators: definition.coordinators.map { coordinator in
                CoordinatorSpec(
                    coordinator.name, parent: coordinator.parent, kind: kind(of: coordinator),
                    variant: variant(of: coordinator.name), isFirstVariant: isFirstVariant(coordinator.name),
                    role: coordinator.role,
                    startedBy: coordinator.startedBy ?? startedBy(coordinator.name))
            },
            routes: definition.routes.map { route in
                RouteSpec(
                    RouteName(route.name), argument: route.argument.map(argumentSpec), owner: route.owner,
                    placement: placement(of: route), summary: route.summary)
            },
            events: definition.events.map { event in
                EventSpec(
                    event.name, argument: argumentSpec(of: event), from: source(of: event),
                    transitions: TransitionFinder(definition: definition).transitions(of: event),
                    summary: event.summary,
                    refusals: event.handler.refusals(collections: collections))
            },
            routesNothingShows: Set(definition.routes.filter(isShownByNothing).map(\.name)))
    }

    /// The names of the app's collections, which a condition calls empty or not (`Condition.phrase`).
    private var collections: Set<String> {
        Set(definition.data.collections.map(\.name))
    }

    /// Whether nothing can show `route`: it is no root and may not be pushed by hand, and no
    /// event, flow's start or link shows it (`shownBy` finds none).
    private func isShownByNothing(_ route: RouteDefinition) -> Bool {
        guard case .flowOnly = placement(of: route) else { return false }
        return shownBy(route.name) == nil
    }

    // MARK: - Coordinators

    /// What a coordinator is: it owns a stack or a tab bar, or it is a child flow, or the root of
    /// a sign-in gate (which only runs flows). A variant runs its parent's stack.
    private func kind(of coordinator: CoordinatorDefinition) -> CoordinatorSpec.Kind {
        switch coordinator.navigation {
        case .stack?: return .stack
        case .tabs?: return .tabBar
        case nil:
            if coordinator.parent == nil { return .app }
            if variant(of: coordinator.name) != nil { return .stack }
            return coordinator.isModal ? .modalFlow : .flow
        }
    }

    /// The variant whose coordinator this is (`push`), if any.
    private func variant(of name: String) -> String? {
        definition.coordinators.lazy.compactMap(\.variants).first?.choices.first { $0.coordinator == name }?.name
    }

    /// Whether `name` is the first choice of the variants, the one that runs at the start.
    private func isFirstVariant(_ name: String) -> Bool {
        definition.coordinators.lazy.compactMap(\.variants).first?.choices.first?.coordinator == name
    }

    // MARK: - Arguments

    /// The parser's view of an argument: what it accepts and its label. An item of a catalogue
    /// is one of its fixed ids; an item of a collection any integer (its ids are made as the app
    /// runs, and a missing one shows as such).
    func argumentSpec(_ argument: ArgumentDefinition) -> ArgumentSpec {
        if case .item(let source) = argument.kind,
            let catalogue = definition.data.catalogue(named: source)
        {
            return ArgumentSpec(label(of: argument), oneOf: catalogue.items.map(\.id))
        }
        return ArgumentSpec(
            label(of: argument), Self.kind(of: argument.kind, in: definition), example: argument.example)
    }

    /// An event's argument as the parser reads it. A number the event shows as the item of a
    /// catalogue's route (`push: "account", argument: "$arg"`) takes that catalogue's first id as
    /// help's example, so that `show 1` works where `show 42` failed; any number is still read,
    /// and the app says which ids there are.
    private func argumentSpec(of event: EventDefinition) -> ArgumentSpec? {
        guard let argument = event.argument else { return nil }
        guard case .integer = argument.kind,
            let id = event.handler.allEffects.lazy.compactMap({ firstCatalogueID(showing: .argument, by: $0) }).first
        else { return argumentSpec(argument) }
        return ArgumentSpec(label(of: argument), exampleID: id)
    }

    /// The first id of the catalogue whose item `effect` shows with `value` as its argument
    /// (`push: "account", argument: "$arg"` on a route whose argument is an item of
    /// `accountList`); `nil` when it shows no such route with it.
    private func firstCatalogueID(showing value: ValueExpression, by effect: Effect) -> Int? {
        switch effect {
        case .push(let target), .present(let target), .replace(let target), .popTo(let target):
            guard target.argument == value, case .item(let source)? = routes[target.route]?.argument?.kind else {
                return nil
            }
            return definition.data.catalogue(named: source)?.items.first?.id
        default:
            return nil
        }
    }

    static func kind(of kind: ArgumentDefinition.Kind, in definition: AppDefinition) -> ArgumentKind {
        switch kind {
        case .integer, .item: .integer
        case .text: .text
        case .user: .userName(definition.userNames)
        case .choice(let words): .choice(words)
        case .tab: .choice(definition.tabNames)
        case .variant: .choice(definition.coordinators.flatMap { $0.variants?.choices.map(\.name) ?? [] })
        }
    }

    private func label(of argument: ArgumentDefinition) -> String {
        if let label = argument.label { return label }
        switch argument.kind {
        case .integer: return "number"
        case .text: return "text"
        case .user: return "user"
        case .tab: return "tab"
        case .choice: return "choice"
        case .variant: return definition.coordinators.lazy.compactMap(\.variants?.key).first ?? "variant"
        case .item(let source):
            let item =
                definition.data.catalogue(named: source)?.item
                ?? definition.data.collections.first { $0.name == source }?.item ?? source
            return "\(item) id"
        }
    }

    // MARK: - Where routes go, who shows them

    private func placement(of route: RouteDefinition) -> RouteSpec.Placement {
        switch coordinators[route.owner]?.navigation {
        case .stack(let root)? where root == route.name:
            return .root
        case .tabs(let tabs)?:
            if let tab = tabs.first(where: { $0.root == route.name }) { return .tabRoot(tab: tab.name) }
            return route.isPushable ? .pushable : flowOnly(route.name)
        case .stack?:
            return route.isPushable ? .pushable : flowOnly(route.name)
        case nil:
            return flowOnly(route.name)
        }
    }

    /// A route only its coordinator shows, with what shows it.
    private func flowOnly(_ route: String) -> RouteSpec.Placement {
        .flowOnly(shownBy: shownBy(route) ?? "an event it does not have yet (none shows it)")
    }

    /// What shows a route that cannot be pushed by hand: every event that does, in the definition's
    /// order (`'preview' on newMemo`, `'guide' on home or 'about' on settings`), else what starts
    /// the flow it is the first screen of, else a link that does; `nil` when nothing does.
    private func shownBy(_ route: String) -> String? {
        var showers: [String] = []
        for event in definition.events where Self.shows(event.handler, route) {
            let phrase = phrase(for: event, withScreens: true)
            if !showers.contains(phrase) { showers.append(phrase) }
        }
        if !showers.isEmpty { return showers.joinedAsList(conjunction: "or") }
        if let flow = definition.coordinators.first(where: { $0.start == route }) {
            return flow.startedBy ?? startedBy(flow.name) ?? "its coordinator starts"
        }
        if let index = definition.links.firstIndex(where: { Self.shows($0.handler, route) }) {
            return "the link \(definition.scheme)://\(linkPatterns[index])"
        }
        return nil
    }

    /// Whether a handler's effects push, present or replace `route`.
    private static func shows(_ handler: Handler, _ route: String) -> Bool {
        handler.allEffects.contains { effect in
            switch effect {
            case .push(let target), .present(let target), .replace(let target): target.route == route
            default: false
            }
        }
    }

    /// How a user starts a coordinator, naming every event that does, in the definition's order:
    /// `'new' on home`, `'login NAME'`, `'use push'`, `'checkout' on cart or 'signin' on profile`.
    private func startedBy(_ name: String) -> String? {
        var starters: [String] = []
        for event in definition.events {
            guard let starter = starter(of: name, in: event), !starters.contains(starter) else { continue }
            starters.append(starter)
        }
        return starters.isEmpty ? nil : starters.joinedAsList(conjunction: "or")
    }

    /// How `event` starts the coordinator `name`, or `nil` if it does not.
    private func starter(of name: String, in event: EventDefinition) -> String? {
        let gate = definition.users
        for effect in event.handler.allEffects {
            switch effect {
            case .start(name):
                return phrase(for: event, withScreens: true)
            case .signIn where gate?.signedIn == name, .signOut where gate?.signedOut == name:
                // With its screens: a screen that does not report it is told where to go first.
                return phrase(for: event, withScreens: true)
            case .use(let value):
                guard
                    let choice = definition.coordinators.lazy.compactMap(\.variants).first?.choices.first(where: {
                        $0.coordinator == name
                    })
                else { continue }
                switch value {
                case .text(choice.name): return "'\(event.name)'"
                case .argument: return "'\(event.name) \(choice.name)'"
                default: continue
                }
            default:
                continue
            }
        }
        return nil
    }

    /// `'login NAME'`, or with the screens that report it, `'new' on home`.
    private func phrase(for event: EventDefinition, withScreens: Bool) -> String {
        let usage = event.argument.map { "\(event.name) \(argumentSpec($0).placeholder)" } ?? event.name
        guard withScreens, case .screens(let screens) = event.source else { return "'\(usage)'" }
        return "'\(usage)' on \(screens.joinedAsList(conjunction: "or"))"
    }

    private func source(of event: EventDefinition) -> EventSpec.Source {
        switch event.source {
        case .screens(let screens): .screens(screens.map { RouteName($0) })
        case .flow(let flow): .flow(flow)
        }
    }

    // MARK: - Link examples

    /// Each link's pattern as `AppCatalog.linkPatterns` writes it: a parameter used as a tab is
    /// `:tab`, any other `:id`; required query parameters are parameters too: `checkout?ref=:id`.
    private var linkPatterns: [String] {
        definition.links.map { link in
            let path = link.pattern.segments.map { segment -> String in
                switch segment {
                case .literal(let word): word
                case .parameter: link.handler.allEffects.contains { $0.usesTab(segment) } ? ":tab" : ":id"
                case .routes: "*"
                }
            }
            let query = link.query.filter(\.isRequired).map { "\($0.name)=:id" }
            return path.joined(separator: "/") + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
        }
    }

    /// A link per pattern, with an example value for each parameter: for help and messages.
    private var linkExamples: [String] {
        definition.links.prefix(6).map { link in
            let path = link.pattern.segments.compactMap { segment -> String? in
                switch segment {
                case .literal(let word): word
                case .parameter(let name): exampleValue(of: name, in: link)
                case .routes: nil
                }
            }
            let query = link.query.filter(\.isRequired).map { "\($0.name)=\(exampleValue(of: $0.name, in: link))" }
            return "\(definition.scheme)://" + path.joined(separator: "/")
                + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
        }
    }

    /// A value a link's parameter `name` accepts, so that the example link opens: the first tab
    /// for a tab, the first id of the catalogue whose item it shows, else 1.
    private func exampleValue(of name: String, in link: LinkDefinition) -> String {
        for effect in link.handler.allEffects {
            switch effect {
            case .selectTab(.reference(name)), .reset(.reference(name)?, _):
                if let tab = definition.tabNames.first { return tab }
            default:
                if let id = firstCatalogueID(showing: .reference(name), by: effect) { return String(id) }
            }
        }
        return "1"
    }
}

extension AppDefinition {
    /// Whether the coordinator `name` is `ancestor` or below it (a cycle ends the walk).
    func coordinator(_ name: String, isWithin ancestor: String) -> Bool {
        isCoordinator(name, within: ancestor, depthLimit: coordinators.count, parent: parent(of:))
    }

    /// The parent of the coordinator `name`, as the definition gives it.
    private func parent(of name: String) -> String? {
        coordinators.first { $0.name == name }?.parent
    }

    /// The coordinator that decides `event`, as `help EVENT` and the exported Swift say: the one
    /// its `from` names, or the nearest at or above the owners of every screen that reports it.
    /// Events go to the owner of the visible screen, which hands on those it does not decide to
    /// its parent, up to this one. The exported Swift (`ExportModel`) and the trace both ask it.
    public func decider(of event: EventDefinition) -> String {
        let root = coordinators.first { $0.parent == nil }?.name ?? "app"
        switch event.source {
        case .flow(let flow): return flow
        case .screens(let screens):
            let owners = screens.compactMap { screen in routes.first { $0.name == screen }?.owner }
            let decider = commonAncestor(of: owners, depthLimit: coordinators.count, parent: parent(of:))
            return decider ?? root
        }
    }

    /// Every tab name, in order.
    var tabNames: [String] {
        coordinators.flatMap { coordinator -> [String] in
            if case .tabs(let tabs)? = coordinator.navigation { tabs.map(\.name) } else { [] }
        }
    }
}

extension Effect {
    /// Whether this effect takes the link parameter `segment` as a tab name.
    func usesTab(_ segment: LinkPattern.Segment) -> Bool {
        guard case .parameter(let name) = segment else { return false }
        switch self {
        case .selectTab(.reference(name)), .reset(.reference(name)?, _): return true
        default: return false
        }
    }
}
