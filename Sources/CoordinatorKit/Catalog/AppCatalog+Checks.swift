// MARK: - Checks the coordinators run on

extension AppCatalog {
    /// Checks that `route` may be pushed, presented or put by `replace` on a stack owned by the
    /// coordinator `stackOwner`.
    ///
    /// - Parameter running: the names of the coordinators alive now.
    public func checkPushable(
        _ route: Route, onStackOf stackOwner: String, running: @autoclosure () -> [String]
    ) throws(CatalogError) {
        try checkPushable(route, onStackOf: stackOwner, isRunning: { running().contains($0) })
    }

    /// Checks `route` as `checkPushable(_:onStackOf:running:)` does, asking `isRunning` whether
    /// a coordinator runs (at most once) rather than for the names of all.
    public func checkPushable(
        _ route: Route, onStackOf stackOwner: String, isRunning: (String) -> Bool
    ) throws(CatalogError) {
        guard let spec = spec(of: route) else {
            throw .notPushable(route.name, reason: .notInApp)
        }
        switch spec.placement {
        case .root:
            throw .notPushable(route.name, reason: .flowRoot(flow: spec.owner))
        case .tabRoot(let tab):
            throw .notPushable(route.name, reason: .tabRoot(tab: tab))
        case .flowOnly(let shownBy):
            throw .notPushable(route.name, reason: .flowOnly(owner: spec.owner, shownBy: shownBy))
        case .pushable where spec.owner == stackOwner:
            return
        case .pushable where !isRunning(spec.owner):
            throw flowNotRunning(route.name, owner: spec.owner)
        case .pushable:
            throw .notPushable(
                route.name, reason: .otherCoordinator(owner: owner(spec.owner), active: owner(stackOwner)))
        }
    }

    /// The coordinator `name` as a message names it: the root is the app's coordinator, every
    /// other one a flow (memo's login and main flows, a child flow).
    private func owner(_ name: String) -> CatalogError.Owner {
        if let spec = coordinator(named: name), spec.parent == nil { .coordinator(name) } else { .flow(name) }
    }

    /// Checks that the route an intent puts on the active stack (`push`, `present`, `replace`,
    /// and `navigate`, taken here as a push) may go on a stack owned by `stackOwner`. Other
    /// intents pass. With the navigation at hand, use `checkPlacement(of:in:onStackOf:running:)`,
    /// which knows when `navigate` only pops.
    public func checkPlacement(
        of intent: NavigationIntent, onStackOf stackOwner: String, running: @autoclosure () -> [String]
    )
        throws(CatalogError)
    {
        try checkPlacement(of: intent, onStackOf: stackOwner, isRunning: { running().contains($0) })
    }

    /// Checks an intent as `checkPlacement(of:onStackOf:running:)` does, asking `isRunning`
    /// whether a coordinator runs (at most once) rather than for the names of all.
    public func checkPlacement(
        of intent: NavigationIntent, onStackOf stackOwner: String, isRunning: (String) -> Bool
    ) throws(CatalogError) {
        switch intent {
        case .push(let route), .present(let route), .replace(let route), .navigate(let route):
            try checkPushable(route, onStackOf: stackOwner, isRunning: isRunning)
        case .pop, .popToRoot, .popTo, .dismiss, .dismissAll, .back, .open:
            return
        }
    }

    /// Checks an intent as `checkPlacement(of:onStackOf:running:)` does, knowing the navigation
    /// it acts on: `navigate` to a screen already on the active stack only pops, so any route
    /// passes there (`navigate home` on the home tab pops to its root); otherwise it pushes, and
    /// is checked exactly as `push`. `navigation` is read only for `navigate` (a coordinator's
    /// navigation is a stored property: passing it as a value would copy it for every intent).
    public func checkPlacement(
        of intent: NavigationIntent, in navigation: @autoclosure () -> Navigation, onStackOf stackOwner: String,
        running: @autoclosure () -> [String]
    ) throws(CatalogError) {
        try checkPlacement(of: intent, in: navigation(), onStackOf: stackOwner, isRunning: { running().contains($0) })
    }

    /// Checks an intent as `checkPlacement(of:in:onStackOf:running:)` does, asking `isRunning`
    /// whether a coordinator runs rather than for the names of all.
    public func checkPlacement(
        of intent: NavigationIntent, in navigation: @autoclosure () -> Navigation, onStackOf stackOwner: String,
        isRunning: (String) -> Bool
    ) throws(CatalogError) {
        if case .navigate(let route) = intent, navigation().activeStack.contains(route) { return }
        try checkPlacement(of: intent, onStackOf: stackOwner, isRunning: isRunning)
    }

    /// Whether `screen` emits `event`.
    public func emits(_ event: EventSpec, on screen: Route) -> Bool {
        emits(event, onScreenNamed: screen.name)
    }

    /// Whether the screen named `screen` emits `event`.
    public func emits(_ event: EventSpec, onScreenNamed screen: RouteName) -> Bool {
        switch event.source {
        case .screens(let names):
            return names.contains(screen)
        case .flow(let flow):
            return owner(ofRouteNamed: screen, isWithin: flow)
        }
    }

    /// The events that `screen` emits, in table order.
    public func events(emittedOn screen: Route) -> [EventSpec] {
        events.filter { emits($0, on: screen) }
    }

    /// The routes that `push`, `present` and `replace` accept on a stack owned by `stackOwner`.
    public func pushableRoutes(onStackOf stackOwner: String) -> [RouteSpec] {
        routes.filter { $0.placement == .pushable && $0.owner == stackOwner }
    }

    /// The coordinator that owns `stack`: the owner of its root screen.
    public func owner(of stack: Stack) -> String? {
        spec(of: stack.root)?.owner
    }

    /// Checks that the visible screen emits `event`.
    ///
    /// - Parameter running: the names of the coordinators alive now.
    ///
    /// `running` is only asked for when the event is refused, to say why.
    public func checkEvent(
        _ event: EventSpec, visibleScreen: Route, running: @autoclosure () -> [String]
    ) throws(CatalogError) {
        if emits(event, on: visibleScreen) { return }
        let running = running()
        try refuse(event, visibleScreen: visibleScreen, isRunning: running.contains)
    }

    /// Checks that the visible screen emits `event`, as `checkEvent(_:visibleScreen:running:)`
    /// does, asking `isRunning` whether a coordinator runs rather than for the names of all.
    public func checkEvent(_ event: EventSpec, visibleScreen: Route, isRunning: (String) -> Bool) throws(CatalogError) {
        if emits(event, on: visibleScreen) { return }
        try refuse(event, visibleScreen: visibleScreen, isRunning: isRunning)
    }

    /// Why the visible screen does not emit `event`: the flow of its screens does not run (the
    /// first such flow named), or it runs and another screen is visible.
    private func refuse(_ event: EventSpec, visibleScreen: Route, isRunning: (String) -> Bool) throws(CatalogError) {
        var firstFlow: String?
        var someRuns = false
        switch event.source {
        case .screens(let names):
            for name in names {
                guard let owner = route(named: name.rawValue)?.owner else { continue }
                if firstFlow == nil { firstFlow = owner }
                if isRunning(owner) {
                    someRuns = true
                    break
                }
            }
        case .flow(let flow):
            firstFlow = flow
            someRuns = isRunning(flow)
        }
        if let flow = firstFlow, !someRuns {
            throw .eventFlowNotRunning(
                event: event.name, from: event.source, flow: flow, startedBy: coordinator(named: flow)?.startedBy)
        }
        throw .eventNotHere(event: event.name, from: event.source, visible: visibleScreen)
    }

    /// Reads routes from deep-link segments: each route name is followed by its argument, if
    /// it takes one (`detail/3/about`).
    public func routes(fromLinkSegments segments: ArraySlice<String>, of link: DeepLinkURL) throws(DeepLinkError)
        -> [Route]
    {
        var routes: [Route] = []
        var remaining = segments
        while let segment = remaining.popFirst() {
            guard let spec = route(named: segment) else {
                throw .unknownRoute(
                    link.text, segment: segment, suggestion: routeCandidates.nearest(to: segment))
            }
            guard let argumentSpec = spec.argument else {
                routes.append(Route(spec.name))
                continue
            }
            guard let text = remaining.popFirst() else {
                throw .badArgument(
                    link.text, ArgumentError(owner: spec.name.rawValue, spec: argumentSpec, problem: .missing))
            }
            do {
                routes.append(Route(spec.name, try argumentSpec.value(from: text, for: spec.name.rawValue)))
            } catch {
                throw .badArgument(link.text, error)
            }
        }
        return routes
    }
}

extension AppCatalog {
    /// Why the route `name`, of the flow `owner`, cannot be shown while that flow is not
    /// running, with the way to start it.
    public func flowNotRunning(_ name: RouteName, owner: String) -> CatalogError {
        .notPushable(name, reason: .flowNotRunning(flow: owner, startedBy: coordinator(named: owner)?.startedBy))
    }
}
