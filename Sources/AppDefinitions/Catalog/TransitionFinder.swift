import CoordinatorKit

/// Works out where an event can lead (its `EventSpec.Transition`s, which `:graph` draws) by
/// following its effects from each screen that reports it, without running anything: a push
/// leads to the route pushed, `root` to the root of the stack, a started flow to its first screen,
/// `signIn` to the signed-in flow's first screen, and so on. An effect whose outcome depends on the
/// state (`pop`, `dismiss`) makes the screen unknown, and such a branch adds no transition.
struct TransitionFinder {
    let definition: AppDefinition

    /// Where the user may be after some effects: the visible screen, the root of its stack, and
    /// how the last effect that moved got there.
    private struct Place: Hashable {
        var screen: String?
        var stackRoot: String?
        var kind: EventSpec.Transition.Kind? = nil
        /// A `signInFirst` stopped the branch here (signed out: the sign-in is shown, the command
        /// kept): the effects after it do not move this place.
        var isKept = false
        /// A link's `*` pushed the routes it names here: which screen shows, only the link tells.
        var namesScreens = false
    }

    /// A screen an event leads to, how, and by which variant.
    private struct Target: Hashable {
        let screen: String
        let kind: EventSpec.Transition.Kind
        let by: String?
    }

    /// Where an event can lead from one source screen (a struct, not a tuple: an array of tuples
    /// is a type the runtime makes the first time, a cost at every start-up).
    private struct Reach {
        let from: String?
        let to: [Target]
    }

    func transitions(of event: EventDefinition) -> [EventSpec.Transition] {
        let sources: [String?]
        switch event.source {
        case .screens(let screens): sources = screens
        case .flow(let flow):
            sources = definition.routes.filter { definition.coordinator($0.owner, isWithin: flow) }.map(\.name)
        }
        // Per source screen: where the event can lead from it, and how.
        var targets: [Reach] = []
        for source in sources {
            var reached: [Target] = []
            for branch in event.handler.branches {
                let holds = applies(branch.condition, on: source)
                guard holds != false else { continue }
                let start = Place(screen: source, stackRoot: source.flatMap(stackRoot(of:)))
                // A gate's sign-in and sign-out, and a swapped variant, end one flow and start another.
                let gates = definition.users?.gates == true
                let switchesFlow = branch.effects.contains { effect in
                    switch effect {
                    case .signIn, .signOut: gates
                    case .use: true
                    default: false
                    }
                }
                for place in follow(branch.effects, from: [start]) {
                    guard let screen = place.screen else { continue }
                    let kind = switchesFlow ? .switchFlow : place.kind ?? .stay
                    let target = Target(screen: screen, kind: kind, by: variantCoordinator(branch.condition))
                    if !reached.contains(target) { reached.append(target) }
                }
                if holds == true { break }  // the first case that holds is the one that runs
            }
            targets.append(Reach(from: source, to: reached))
        }
        // A target reached from every source is drawn once, from any of them.
        let shared = targets.first?.to.filter { target in targets.allSatisfy { $0.to.contains(target) } } ?? []
        var transitions = shared.map { EventSpec.Transition(to: RouteName($0.screen), kind: $0.kind, by: $0.by) }
        for reach in targets {
            let source = reach.from
            for target in reach.to where !shared.contains(target) {
                transitions.append(
                    EventSpec.Transition(
                        from: source.map { RouteName($0) }, to: RouteName(target.screen), kind: target.kind,
                        by: target.by))
            }
        }
        return transitions
    }

    /// The screens a deep link can end on, found as an event's are, from no screen in particular.
    /// Where a `signInFirst` stops it, the sign-in's screen is reached `signed out` and the others
    /// `signed in`; where it pushes the routes it names (`*`), its screen is unknown (`nil`).
    func targets(of link: LinkDefinition) -> [LinkSpec.Target] {
        var places: [Place] = []
        for branch in link.handler.branches {
            let holds = applies(branch.condition, on: nil)
            guard holds != false else { continue }
            for place in follow(branch.effects, from: [Place(screen: nil, stackRoot: nil)])
            where !places.contains(place) {
                places.append(place)
            }
            if holds == true { break }  // the first case that holds is the one that runs
        }
        let signsInFirst = places.contains { $0.isKept }
        var targets: [LinkSpec.Target] = []
        for place in places where place.namesScreens || place.screen != nil {
            let screen = place.namesScreens ? nil : place.screen.map { RouteName($0) }
            let target = LinkSpec.Target(screen, when: signsInFirst ? (place.isKept ? "signed out" : "signed in") : nil)
            if !targets.contains(target) { targets.append(target) }
        }
        return targets
    }

    /// The variant coordinator a case's condition names (`{ variant: "push" }`), if it does.
    private func variantCoordinator(_ condition: Condition?) -> String? {
        guard case .variant(let name)? = condition else { return nil }
        return definition.coordinators.lazy.compactMap(\.variants).first?.choices.first { $0.name == name }?.coordinator
    }

    private func follow(_ effects: [Effect], from places: [Place]) -> [Place] {
        var places = places
        for effect in effects {
            // Each place once, in the order found (so that `:graph` draws the same file every time).
            var reached: [Place] = []
            for place in places {
                if place.isKept {
                    if !reached.contains(place) { reached.append(place) }
                    continue
                }
                if case .signInFirst(let signIn) = effect {
                    // Signed in: nothing, the branch goes on. Signed out: the sign-in, then stop.
                    if !reached.contains(place) { reached.append(place) }
                    for var kept in follow(signIn, from: [place]) {
                        kept.isKept = true
                        if !reached.contains(kept) { reached.append(kept) }
                    }
                    continue
                }
                for var next in apply(effect, to: place) {
                    next.kind = Self.combined(place.kind, next.kind)
                    if !reached.contains(next) { reached.append(next) }
                }
            }
            places = reached
        }
        return places
    }

    /// How a branch moves, from how its effects move in turn: a presented modal or another tab
    /// stays what the branch did when a push or a pop follows it (`selectTab`, then `root`).
    private static func combined(
        _ earlier: EventSpec.Transition.Kind?, _ later: EventSpec.Transition.Kind?
    ) -> EventSpec.Transition.Kind? {
        guard let earlier, earlier == .present || earlier == .selectTab, later == .push || later == .pop else {
            return later ?? earlier
        }
        return earlier
    }

    private func apply(_ effect: Effect, to place: Place) -> [Place] {
        switch effect {
        case .push(let target), .replace(let target):
            return [Place(screen: target.route, stackRoot: place.stackRoot, kind: .push)]
        case .present(let target):
            return [Place(screen: target.route, stackRoot: target.route, kind: .present)]
        case .popTo(let target):
            return [Place(screen: target.route, stackRoot: place.stackRoot, kind: .pop)]
        case .root:
            return [Place(screen: place.stackRoot, stackRoot: place.stackRoot, kind: .pop)]
        case .pop, .dismiss, .dismissAll:
            return [Place(screen: nil, stackRoot: nil)]
        case .selectTab(let value):
            return tabs(for: value).map { Place(screen: $0.root, stackRoot: $0.root, kind: .selectTab) }
        case .reset(let value?, let pushesLinkPath):
            return tabs(for: value).map {
                Place(screen: $0.root, stackRoot: $0.root, kind: .selectTab, namesScreens: pushesLinkPath)
            }
        case .reset(nil, let pushesLinkPath):
            return [
                Place(screen: place.stackRoot, stackRoot: place.stackRoot, kind: .pop, namesScreens: pushesLinkPath)
            ]
        case .start(let flow):
            guard let coordinator = definition.coordinators.first(where: { $0.name == flow }),
                let start = coordinator.start
            else { return [place] }
            return [
                Place(
                    screen: start, stackRoot: coordinator.isModal ? start : place.stackRoot,
                    kind: coordinator.isModal ? .present : .push)
            ]
        case .end(let flow):
            // Back to the screen the flow was started from: each screen named by an event that
            // starts it (a flow started from several leads back to each). One started by an event
            // of a whole flow (`from: "main"`) goes back to whichever screen of it was visible:
            // no one screen, so no transition.
            var screens: [String] = []
            for starter in definition.events where starter.handler.allEffects.contains(.start(flow)) {
                guard case .screens(let named) = starter.source else { return [Place(screen: nil, stackRoot: nil)] }
                for screen in named where !screens.contains(screen) { screens.append(screen) }
            }
            guard !screens.isEmpty else { return [Place(screen: nil, stackRoot: nil)] }
            return screens.map { Place(screen: $0, stackRoot: stackRoot(of: $0), kind: .pop) }
        case .signIn:
            return [firstPlace(of: definition.users?.signedIn) ?? place]
        case .signOut:
            return [firstPlace(of: definition.users?.signedOut) ?? place]
        case .use, .set, .clear, .add, .refuse, .signInFirst, .dropPending:
            return [place]
        }
    }

    /// The tabs a `selectTab` or `reset` value can name: one literal, or every tab for `$arg`.
    private func tabs(for value: ValueExpression) -> [TabDefinition] {
        let all = definition.coordinators.flatMap { coordinator -> [TabDefinition] in
            if case .tabs(let tabs)? = coordinator.navigation { tabs } else { [] }
        }
        if case .text(let name) = value { return all.filter { $0.name == name } }
        return all
    }

    /// The first screen of a coordinator that owns a navigation.
    private func firstPlace(of coordinator: String?) -> Place? {
        switch definition.coordinators.first(where: { $0.name == coordinator })?.navigation {
        case .stack(let root)?: Place(screen: root, stackRoot: root)
        case .tabs(let tabs)?: tabs.first.map { Place(screen: $0.root, stackRoot: $0.root) }
        case nil: nil
        }
    }

    /// The root of the stack a screen of `route` is on, when the route's owner says so.
    private func stackRoot(of route: String) -> String? {
        guard let owner = definition.routes.first(where: { $0.name == route })?.owner else { return nil }
        var current: String? = owner
        while let name = current, let coordinator = definition.coordinators.first(where: { $0.name == name }) {
            switch coordinator.navigation {
            case .stack(let root)?: return root
            case .tabs(let tabs)?: return tabs.first { $0.root == route }?.root
            case nil: current = coordinator.parent
            }
        }
        return nil
    }

    /// Whether a case's condition holds on `screen`: `true`, `false`, or `nil` when it depends on
    /// more than the screen.
    private func applies(_ condition: Condition?, on screen: String?) -> Bool? {
        switch condition {
        case nil: return true
        case .screen(let route)?: return screen.map { $0 == route }
        case .not(let inner)?: return applies(inner, on: screen).map { !$0 }
        case .any(let parts)?:
            let answers = parts.map { applies($0, on: screen) }
            return answers.contains(true) ? true : answers.allSatisfy { $0 == false } ? false : nil
        case .all(let parts)?:
            let answers = parts.map { applies($0, on: screen) }
            return answers.contains(false) ? false : answers.allSatisfy { $0 == true } ? true : nil
        default: return nil
        }
    }
}
