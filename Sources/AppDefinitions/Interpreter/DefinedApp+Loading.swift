import CoordinatorKit

extension DefinedApp {
    /// Checks a state read from a file against the definition, with the rules the effects keep:
    /// the navigation of the coordinator that runs, with its roots; every screen a route of a
    /// running coordinator, where it may be; every running flow with a screen; a known variant;
    /// the user and the gate agreeing; known variables; collections with ids 1, 2, 3, ...; a kept
    /// command the app can keep.
    public static func validate(_ state: DefinedState, model: DefinedModel, at path: String) throws(LoadError) {
        try validateCoordinators(state, model: model, at: path)
        let owner = model.navigationOwner(in: state)
        let expected = model.initialNavigation(of: owner)
        guard state.navigation.tabNames == expected.tabNames,
            state.navigation.stacks.map(\.root) == expected.stacks.map(\.root)
        else {
            throw LoadError(
                at: "\(path).navigation",
                "\(owner) has \(expected.tabNames.isEmpty ? "one stack with the root \(expected.baseStack.root)" : "the tabs \(expected.tabNames.joinedAsList()) with the roots \(expected.stacks.map { "\($0.root)" }.joinedAsList())")"
            )
        }
        let running = Set(
            [model.root.name] + [state.gateFlow, state.variant].compactMap { $0 } + state.flows.map(\.name))
        var singles: Set<RouteName> = []
        let pushable = Set(model.catalog.pushableRoutes(onStackOf: owner).map(\.name))
        let modalFlows = Set(model.definition.coordinators.filter(\.isModal).compactMap(\.start))
        try model.catalog.checkSaved(state.navigation, at: "\(path).navigation") { route, place in
            guard let spec = model.routes[route.name.rawValue] else { return "\(route) is not a route of the app" }
            if place.modal == nil, place.position == 0 { return nil }  // the roots, checked above
            if spec.isSingle, !singles.insert(route.name).inserted {
                return "\(route) is on screen twice, but the app has one \(route.name) screen"
            }
            if let source = model.itemSource(of: route.name), let catalogue = model.catalogues[source],
                case .integer(let id)? = route.argument, !catalogue.items.contains(where: { $0.id == id })
            {
                return "no \(catalogue.item) with id \(id) in the \(catalogue.name)"
            }
            guard running.contains(spec.owner) else { return "\(route) is \(spec.owner)'s, which is not running" }
            if spec.owner == owner, !pushable.contains(route.name), spec.isPushable {
                return "\(route) cannot be on a stack of \(owner)"
            }
            if place.modal != nil, place.position == 0, spec.owner != owner, !modalFlows.contains(route.name.rawValue) {
                return "\(route) cannot be presented: it is a screen of the \(spec.owner) flow"
            }
            return nil
        }
        for (index, flow) in state.flows.enumerated() {
            let hasScreen = state.navigation.containsScreen { model.routes[$0.name.rawValue]?.owner == flow.name }
            guard hasScreen else {
                throw LoadError(
                    at: "\(path).flows[\(index)]", "the \(flow.name) flow runs, but none of its screens is on a stack")
            }
        }
        try validateData(state, model: model, at: path)
    }

    private static func validateCoordinators(_ state: DefinedState, model: DefinedModel, at path: String)
        throws(LoadError)
    {
        if let gate = model.gate {
            guard let flow = state.gateFlow, flow == gate.signedIn || flow == gate.signedOut else {
                throw LoadError(
                    at: "\(path).gateFlow", "the sign-in gate runs \(gate.signedOut ?? "") or \(gate.signedIn ?? "")")
            }
            guard (flow == gate.signedIn) == (state.user != nil) else {
                throw LoadError(
                    at: "\(path).user", "\(flow) runs \(flow == gate.signedIn ? "for a signed-in user" : "signed out")")
            }
        } else if state.gateFlow != nil {
            throw LoadError(at: "\(path).gateFlow", "the app has no sign-in gate")
        }
        let userNames = model.definition.userNames
        if let user = state.user, !userNames.accepts(user) {
            throw LoadError(at: "\(path).user", "\(user.quoted) is not a user name \(userNames.phrase)")
        }
        if state.user != nil, model.definition.users == nil {
            throw LoadError(at: "\(path).user", "the app has no users")
        }
        let variants = model.variants?.group.choices.map(\.coordinator) ?? []
        guard state.variant.map(variants.contains) ?? variants.isEmpty else {
            throw LoadError(at: "\(path).variant", "the variants are \(variants.joinedAsList(conjunction: "or"))")
        }
        var seen: Set<String> = []
        let running = [model.root.name] + [state.gateFlow, state.variant].compactMap { $0 }
        for (index, flow) in state.flows.enumerated() {
            let flowPath = "\(path).flows[\(index)]"
            guard model.isChildFlow(flow.name), let definition = model.coordinators[flow.name] else {
                throw LoadError(at: "\(flowPath).name", "\(flow.name.quoted) is not a child flow of the app")
            }
            guard seen.insert(flow.name).inserted else {
                throw LoadError(at: flowPath, "the \(flow.name) flow runs twice")
            }
            guard let parent = definition.parent, running.contains(parent) || seen.contains(parent) else {
                throw LoadError(
                    at: flowPath,
                    "the \(flow.name) flow runs under \(definition.parent ?? "nothing"), which is not running")
            }
            let known = Set(definition.variables.map(\.name))
            for name in flow.variables.keys where !known.contains(name) {
                throw LoadError(
                    at: "\(flowPath).variables.\(name)", "the \(flow.name) flow has no variable \(name.quoted)")
            }
        }
    }

    private static func validateData(_ state: DefinedState, model: DefinedModel, at path: String) throws(LoadError) {
        let known = Set(model.definition.data.variables.map(\.name))
        for name in state.variables.keys where !known.contains(name) {
            throw LoadError(at: "\(path).variables.\(name)", "the app has no variable \(name.quoted)")
        }
        for (name, owners) in state.collections.sorted(by: { $0.key < $1.key }) {
            guard let collection = model.collections[name] else {
                throw LoadError(at: "\(path).collections.\(name)", "the app has no collection \(name.quoted)")
            }
            for (owner, items) in owners.sorted(by: { $0.key < $1.key }) {
                let itemsPath = "\(path).collections.\(name).\(owner)"
                if collection.isPerUser ? !model.definition.userNames.accepts(owner) : !owner.isEmpty {
                    throw LoadError(
                        at: itemsPath,
                        collection.isPerUser
                            ? "\(owner.quoted) is not a user name \(model.definition.userNames.phrase)"
                            : "\(name) is shared: its items are under \"\"")
                }
                for (index, item) in items.enumerated() {
                    guard item.id == index + 1 else {
                        throw LoadError(
                            at: "\(itemsPath)[\(index)].id",
                            "ids count 1, 2, 3, ...; expected \(index + 1), got \(item.id)")
                    }
                    if let catalogue = collection.catalogue.flatMap({ model.catalogues[$0] }) {
                        guard case .integer(let id) = item.value, catalogue.items.contains(where: { $0.id == id })
                        else {
                            throw LoadError(
                                at: "\(itemsPath)[\(index)].value",
                                "an item of \(name) is an id of the \(catalogue.name)")
                        }
                    } else if case .text = item.value {
                    } else {
                        throw LoadError(at: "\(itemsPath)[\(index)].value", "an item of \(name) is a text")
                    }
                }
            }
        }
        switch state.pending {
        case .link(let text)?:
            guard model.keepsLinks, let url = try? DeepLinkURL(text), (try? LinkMatcher(model: model).match(url)) != nil
            else { throw LoadError(at: "\(path).pending", "\(text.quoted) is not a link the app can keep") }
            if model.gate != nil, state.user != nil {
                throw LoadError(at: "\(path).pending", "a link is kept only while signed out")
            }
        case .event(let name, _)?:
            guard model.keepsEvents, model.events[name] != nil else {
                throw LoadError(at: "\(path).pending", "\(name.quoted) is not an event the app can keep")
            }
        case nil:
            break
        }
    }
}
