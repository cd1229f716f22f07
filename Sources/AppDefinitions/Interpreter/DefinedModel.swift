import CoordinatorKit

/// A checked definition made ready to run: its `AppCatalog` (derived from it, so help, completion,
/// `:routes` and `:graph` are right by construction) and the lookups the interpreter needs. Made
/// once per loaded definition and shared by every app, undo state and saved state made from it.
public final class DefinedModel: Sendable {
    /// The most a session's collection items may take: their text, and `bytesPerItem` for each
    /// (the memo app's bound). A documented bound: `add` is refused beyond it (a `limit` error),
    /// where memory would otherwise run out.
    public static let capacityBytes = 64 << 20
    public static let bytesPerItem = 32

    public let definition: AppDefinition
    public let catalog: AppCatalog
    /// The definition's digest (see `AppDefinitionReader.digest(of:)`), worked out when first
    /// asked for: it encodes the whole definition, which would cost every start-up time.
    public var digest: String {
        Self.once(computedDigest) { AppDefinitionReader.digest(of: definition) }
    }
    private let computedDigest = Locked<String?>(nil)
    /// The digest of what it makes of a state (`AppDefinitionReader.stateDigest(of:)`), worked out
    /// when first asked for.
    public var stateDigest: String {
        Self.once(computedStateDigest) { AppDefinitionReader.stateDigest(of: definition) }
    }
    private let computedStateDigest = Locked<String?>(nil)

    /// The value `cache` holds, made by `make` the first time.
    private static func once(_ cache: Locked<String?>, _ make: () -> String) -> String {
        cache.withLock { value in
            if let value { return value }
            let made = make()
            value = made
            return made
        }
    }
    /// The file it was read from, as the user named it.
    public let file: String

    let coordinators: [String: CoordinatorDefinition]
    let routes: [String: RouteDefinition]
    let events: [String: EventDefinition]
    let catalogues: [String: CatalogueDefinition]
    let collections: [String: CollectionDefinition]
    /// The root coordinator.
    let root: CoordinatorDefinition
    /// The sign-in gate, when one coordinator runs signed out and another signed in.
    let gate: UserGate?
    /// The coordinator whose children are interchangeable, and its variants.
    let variants: (owner: String, group: VariantGroup)?
    /// What showing a route involves, for the routes where it involves something: an item of a
    /// catalogue that must exist, at most one screen on the stacks, variables set.
    struct RouteChecks: Sendable {
        let catalogue: CatalogueDefinition?
        let isSingle: Bool
        let onShow: [Effect]
    }

    /// The routes that have `RouteChecks` (empty in most apps: then nothing is looked up).
    let checkedRoutes: [RouteName: RouteChecks]
    /// Each coordinator's parent and the routes it owns (a child flow runs while one of them is on
    /// a stack), for the lookups of every command.
    let flowFacts: NameIndex<FlowFacts>
    /// The root's, whose coordinator object the app makes first.
    let rootFacts: FlowFacts
    /// Each event's handler, by the position of its row in `catalog.events` (`AppCatalog.row(of:)`
    /// finds it for every event without hashing its name).
    let handlers: [Handler?]
    /// The coordinator that decides each event (at the same position as `handlers`,
    /// `AppDefinition.decider(of:)`): the trace names it for every effect of the event.
    let deciders: [String]
    /// Whether each handler (at the same position) fails, if it fails, before it changes the state
    /// (`Handler.failsBeforeChanging`): such an event runs on the app's state in place.
    let failsBeforeChanging: [Bool]
    /// For each other handler, what must hold for it to fail, if it fails, before it changes
    /// anything (`Handler.inPlaceChecks`): then it runs in place too; `nil` if nothing can tell.
    let inPlaceChecks: [[InPlaceCheck]?]
    /// Whether each handler (at the same position) takes no screen off a stack and stops no
    /// coordinator (`Handler.keepsScreens`): after it, no flow is looked for that lost its screens.
    let keepsScreens: [Bool]
    /// The screens that emit each event (at the same position as `handlers`), as
    /// `AppCatalog.emits` says: an event is checked against the visible screen's name by comparing
    /// a few names, where `checkEvent` looked the screen up in the catalog's tables (an event
    /// reported from any screen of a flow, the memo app's `tab`, hashed its name).
    let emittingScreens: [[RouteName]]
    /// Every flow variable: the flow it belongs to and its initial value.
    let flowVariables: [String: (flow: String, initial: DataValue)]
    /// What each name of a collection or a flow variable refers to, found without the SipHash
    /// of `collections` and `flowVariables` (a reference is read on every `write`, `preview`
    /// and `save` of the memo app). A name found in neither is one of the app's variables.
    let references: References
    /// The routes that list a collection or catalogue, each with what it lists: a few, compared by
    /// name (`add` asks for the visible screen's; a lookup in `routes` hashed the name with SipHash
    /// and copied the whole route definition out).
    let listingRoutes: [(route: String, lists: String)]
    /// Whether a deep link can be kept until the next sign-in (the state has `pendingLink`).
    let keepsLinks: Bool
    /// Whether an event can be kept until the next sign-in (the state has `pendingEvent`).
    let keepsEvents: Bool
    /// What messages call signing in: `login` when the only event that signs in has that name (as
    /// in the memo app: "opens right after the next login"), else `sign-in`.
    let signInWord: String

    /// A model of a definition that `AppDefinitionReader` read (and so checked).
    public init(_ definition: AppDefinition, file: String) {
        self.definition = definition
        self.file = file
        coordinators = Dictionary(firstByName: definition.coordinators) { $0.name }
        routes = Dictionary(firstByName: definition.routes) { $0.name }
        events = Dictionary(firstByName: definition.events) { $0.name }
        catalogues = Dictionary(firstByName: definition.data.catalogues) { $0.name }
        collections = Dictionary(firstByName: definition.data.collections) { $0.name }
        root =
            definition.coordinators.first { $0.parent == nil }
            ?? CoordinatorDefinition(name: "app", parent: nil, role: "", navigation: .stack(root: "home"))
        gate = definition.users.flatMap { $0.gates ? $0 : nil }
        variants =
            definition.coordinators.lazy.compactMap { coordinator in
                coordinator.variants.map { (coordinator.name, $0) }
            }.first
        var checkedRoutes: [RouteName: RouteChecks] = [:]
        for route in definition.routes {
            var catalogue: CatalogueDefinition?
            if case .item(let source)? = route.argument?.kind { catalogue = catalogues[source] }
            guard catalogue != nil || route.isSingle || !route.onShow.isEmpty else { continue }
            checkedRoutes[RouteName(route.name)] = RouteChecks(
                catalogue: catalogue, isSingle: route.isSingle, onShow: route.onShow)
        }
        self.checkedRoutes = checkedRoutes
        var flowRoutes: [String: [RouteName]] = [:]
        for route in definition.routes { flowRoutes[route.owner, default: []].append(RouteName(route.name)) }
        let variantsOwner = variants?.owner
        flowFacts = NameIndex(
            definition.coordinators.map { coordinator in
                (
                    coordinator.name,
                    FlowFacts(
                        definition: coordinator, routes: flowRoutes[coordinator.name] ?? [],
                        children: definition.coordinators.filter { $0.parent == coordinator.name },
                        ownsVariants: variantsOwner == coordinator.name)
                )
            })
        let rootName = root.name
        let rootIsDefined = flowFacts[rootName] != nil
        rootFacts = FlowFacts(
            definition: root, routes: rootIsDefined ? flowRoutes[rootName] ?? [] : [],
            children: rootIsDefined ? definition.coordinators.filter { $0.parent == rootName } : [],
            ownsVariants: variantsOwner == rootName)
        var flowVariables: [String: (flow: String, initial: DataValue)] = [:]
        for coordinator in definition.coordinators {
            for variable in coordinator.variables {
                flowVariables[variable.name] = (coordinator.name, variable.initial)
            }
        }
        self.flowVariables = flowVariables
        let collections = self.collections
        let flowFacts = self.flowFacts
        // (Loops into two arrays, not key paths, `flatMap` or pairs: each first use of a kind
        // costs start-up time.)
        var names: [String] = []
        var values: [Reference] = []
        for collection in definition.data.collections {
            names.append(collection.name)
        }
        for coordinator in definition.coordinators {
            for variable in coordinator.variables { names.append(variable.name) }
        }
        for name in names {
            let flowVariable = flowVariables[name]
            let position = flowVariable.flatMap { flowFacts[$0.flow]?.slots.firstIndex { $0.name == name } } ?? 0
            values.append(Reference(collection: collections[name], flowVariable: flowVariable, position: position))
        }
        references = References(names: names, values: values)
        var listingRoutes: [(route: String, lists: String)] = []
        for route in definition.routes {
            if let lists = route.lists { listingRoutes.append((route.name, lists)) }
        }
        self.listingRoutes = listingRoutes
        func showsSignInFirst(_ handler: Handler) -> Bool {
            handler.allEffects.contains { if case .signInFirst = $0 { true } else { false } }
        }
        keepsEvents = definition.events.contains { showsSignInFirst($0.handler) }
        signInWord = Self.signInWord(for: definition)
        let firstSignIn = keepsEvents || definition.links.contains { showsSignInFirst($0.handler) }
        keepsLinks = (gate?.keepsLinks ?? false) || (firstSignIn && !definition.links.isEmpty)
        catalog = DefinitionCatalog(definition).make()
        let handlersByName = NameIndex(definition.events.map { ($0.name, $0.handler) })
        handlers = catalog.events.map { handlersByName[$0.name] }
        let eventsByName = NameIndex(definition.events.map { ($0.name, $0) })
        deciders = catalog.events.map { spec in eventsByName[spec.name].map(definition.decider(of:)) ?? rootName }
        failsBeforeChanging = handlers.map { $0?.failsBeforeChanging ?? false }
        keepsScreens = handlers.map { $0?.keepsScreens ?? false }
        inPlaceChecks = handlers.map { handler in
            guard let handler, !handler.failsBeforeChanging else { return nil }
            return handler.inPlaceChecks
        }
        // (Loops, not `map` and `filter` with a key path: each first use of a kind costs start-up time.)
        var emittingScreens: [[RouteName]] = []
        for event in catalog.events {
            var screens: [RouteName] = []
            for route in catalog.routes where catalog.emits(event, onScreenNamed: route.name) {
                screens.append(route.name)
            }
            emittingScreens.append(screens)
        }
        self.emittingScreens = emittingScreens
    }

    /// `login` when the one event that signs in is named so, else `sign-in` (`signInWord`): the
    /// word must be true of every way in, and "the next login" is false where `register` signs in
    /// too, or a link does.
    static func signInWord(for definition: AppDefinition) -> String {
        func signsIn(_ handler: Handler) -> Bool {
            handler.allEffects.contains { if case .signIn = $0 { true } else { false } }
        }
        let signingIn = definition.events.filter { signsIn($0.handler) }
        guard signingIn.count == 1, signingIn[0].name.lowercased() == "login",
            !definition.links.contains(where: { signsIn($0.handler) })
        else { return "sign-in" }
        return "login"
    }

    // MARK: - Shapes

    /// The navigation `coordinator` starts with: its stack's root, or its tabs with the first selected.
    func initialNavigation(of coordinator: String) -> Navigation {
        switch coordinators[coordinator]?.navigation {
        case .stack(let root)?:
            return Navigation(root: Route(RouteName(root)))
        case .tabs(let tabs)?:
            return Navigation(tabs: tabs.map { (name: $0.name, root: Route(RouteName($0.root))) })
        case nil:
            return Navigation(root: Route(RouteName(definition.routes.first?.name ?? "home")))
        }
    }

    /// The app as it starts: the root's navigation (or the signed-out flow's), the first variant,
    /// the initial values of the app's variables, no user, no items.
    func initialState() -> DefinedState {
        let flow = gate?.signedOut
        return DefinedState(
            navigation: initialNavigation(of: flow ?? root.name), gateFlow: flow,
            variant: variants?.group.choices.first?.coordinator, flows: [], user: nil,
            variables: Dictionary(definition.data.variables.map { ($0.name, $0.initial) }) { first, _ in first },
            collections: [:], pending: nil)
    }

    /// The coordinator that owns the navigation in `state`: the gate's running flow, or the root.
    func navigationOwner(in state: DefinedState) -> String {
        state.gateFlow ?? root.name
    }

    /// Whether `name` is a child flow (no navigation of its own, not a variant, not the root).
    func isChildFlow(_ name: String) -> Bool {
        guard let coordinator = coordinators[name], coordinator.parent != nil, coordinator.navigation == nil else {
            return false
        }
        return !(variants?.group.choices.contains { $0.coordinator == name } ?? false)
    }

    /// The variant named `name` (`push`), if there is one.
    func variant(named name: String) -> VariantChoice? {
        variants?.group.choices.first { $0.name.lowercased() == name.lowercased() }
    }

    /// The collection or catalogue `route` lists, if it lists one (the first given, as `routes`).
    func collection(listedOn route: String) -> String? {
        for listing in listingRoutes where listing.route == route { return listing.lists }
        return nil
    }

    /// The catalogue or collection whose ids a route's argument takes, if any.
    func itemSource(of route: RouteName) -> String? {
        if case .item(let source)? = routes[route.rawValue]?.argument?.kind { source } else { nil }
    }

    /// Whether some route shows one item of the collection or catalogue `source` (`detail`).
    func showsItems(of source: String) -> Bool {
        routes.values.contains { $0.argument?.kind == .item(of: source) }
    }
}
