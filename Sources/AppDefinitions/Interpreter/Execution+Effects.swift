import CoordinatorKit

// MARK: - Effects

extension Execution {
    /// Applies one effect to the state, recording what the deciding coordinator did.
    func apply(_ effect: Effect) throws {
        switch effect {
        case .push(let target):
            try checkLinkShows(target.route)
            let route = try self.route(target)
            try checkShowable(route, replacing: nil)
            try state.navigation.push(route)
            note("pushes \(route)")
            shown(route)
        case .present(let target):
            try checkLinkShows(target.route)
            let route = try self.route(target)
            try checkShowable(route, replacing: nil)
            try state.navigation.present(route)
            note("presents \(route)")
            shown(route)
        case .replace(let target):
            try checkLinkShows(target.route)
            let route = try self.route(target)
            try checkShowable(route, replacing: state.navigation.activeStack.top)
            try state.navigation.replaceTop(with: route)
            note("replaces the top screen with \(route)")
            shown(route)
        case .popTo(let target):
            let pattern = try RoutePattern(
                RouteName(target.route), target.argument.map { try argument(for: target.route, from: $0) })
            try state.navigation.pop(to: pattern)
            note("pops to \(pattern)")
        case .pop(let count):
            try state.navigation.pop(count)
            note(count == 1 ? "pops a screen" : "pops \(count) screens")
        case .root:
            state.navigation.popToRoot()
            note("pops to the root")
        case .dismiss:
            try state.navigation.dismiss()
            note("dismisses the top modal")
        case .dismissAll:
            state.navigation.dismissAll()
            note("dismisses every modal")
        case .selectTab(let value):
            try selectTab(at: try tabIndex(value))
        case .reset(let value, let pushesLinkPath):
            try reset(
                tab: try value.map { state.navigation.tabNames[try tabIndex($0)] },
                path: pushesLinkPath ? linkRoutes : [])
        case .start(let flow):
            try start(flow)
        case .end(let flow):
            try end(flow)
        case .use(let value):
            let name = try text(of: value, for: "use")
            guard let choice = model.variant(named: name) else {
                let names = model.variants?.group.choices.map(\.name) ?? []
                throw DefinedAppError.badValue(name, expected: "a variant: \(names.joinedAsList(conjunction: "or"))")
            }
            let old = state.variant
            state.variant = choice.coordinator
            noteStarted(choice.coordinator)
            note("replaces \(old ?? "nothing") with \(choice.coordinator)")
        case .signIn(let value):
            try signIn(try text(of: value, for: "signIn"))
        case .signOut:
            try signOut()
        case .signInFirst(let effects):
            guard state.user == nil else { return }
            try run(effects)
            if let command {
                state.pending = command
                notes.append("sign in first: '\(command.description)' runs right after the next sign-in")
            }
            stopped = true
        case .dropPending:
            state.pending = nil
        case .set(let name, let expression):
            let value = try value(of: expression, for: name)
            try setVariable(name, to: value)
            note("sets \(name) to \(value.description)")
        case .clear(let name):
            try clear(name)
        case .add(let expression, let collection):
            try add(try value(of: expression, for: collection), to: collection)
        case .refuse(let message, let condition):
            guard try holds(condition) else { throw DefinedAppError.refused(expand(message)) }
        }
    }

    /// Records what the deciding coordinator does.
    func note(_ text: @autoclosure () -> String) {
        trace.record(.handled(decider, text()))
    }

    /// The coordinator that decides: the event's or the link's (`deciding`), the same through
    /// every effect, whichever screen an effect leaves on top (a modal the event's flow presented
    /// stays on top when its parent selects a tab); else the owner of the visible screen.
    var decider: String {
        deciding ?? model.routes[state.navigation.visibleScreen.name.rawValue]?.owner ?? navigationOwner
    }

    // MARK: - Routes

    /// The route an effect shows, with its argument read as the route's spec reads one.
    func route(_ target: RouteTarget) throws -> Route {
        let name = RouteName(target.route)
        guard let expression = target.argument else { return Route(name) }
        return Route(name, try argument(for: target.route, from: expression))
    }

    /// A value as the argument of `route`: checked and canonical, as the parser would read it.
    func argument(for route: String, from expression: ValueExpression) throws -> Argument {
        let value = try self.value(of: expression, for: route)
        guard let spec = catalog.route(named: route)?.argument else {
            throw DefinedAppError.badValue(value.description, expected: "an argument of \(route), which takes none")
        }
        let text: String
        switch value {
        case .integer(let number):
            guard case .integer = spec.kind else { text = String(number); break }
            guard (1...ArgumentSpec.maxInteger).contains(number) else {
                throw wrap(ArgumentError(owner: route, spec: spec, problem: .given(String(number))))
            }
            return .integer(number)
        case .text(let string): text = string
        case .null: throw DefinedAppError.noValue("the argument of \(route)")
        }
        do {
            return try spec.value(from: text, for: route)
        } catch {
            throw wrap(error)
        }
    }

    /// In a deep link, a bad argument is a bad link.
    private func wrap(_ error: ArgumentError) -> any CoordshError {
        isLink ? DeepLinkError.badArgument(linkText, error) : error
    }

    /// The link being opened, for messages.
    var linkText: String {
        if case .link(let text)? = command { text } else { "\(catalog.linkScheme)://..." }
    }

    /// In a deep link, a route whose coordinator does not run is refused, as a push by hand is: a
    /// gate's signed-in flow's screen, signed out (links not kept), would sit on the signed-out
    /// flow's stack. (An event's routes are checked by the definition: its coordinator runs.)
    func checkLinkShows(_ route: String) throws {
        guard isLink, let owner = model.routes[route]?.owner, !isRunning(owner) else { return }
        throw DeepLinkError.routeRefused(linkText, catalog.flowNotRunning(RouteName(route), owner: owner))
    }

    /// Checks a route about to be shown: an item of a catalogue exists; a single route is not
    /// shown yet (`replacing` is the screen it replaces, which does not count).
    func checkShowable(_ route: Route, replacing: Route?) throws {
        // Most routes have nothing to check: only those the model lists are looked up.
        guard !model.checkedRoutes.isEmpty, let checks = model.checkedRoutes[route.name] else { return }
        if let catalogue = checks.catalogue, case .integer(let id)? = route.argument,
            !catalogue.items.contains(where: { $0.id == id })
        {
            let ids = catalogue.items.map(\.id)
            if isLink {
                throw DeepLinkError.unexpectedSegment(
                    linkText, segment: String(id),
                    expected: "an id of the \(catalogue.name): \(ids.map(String.init).joinedAsList(conjunction: "or"))")
            }
            throw DefinedAppError.noSuchItem(catalogue: catalogue.name, item: catalogue.item, id: id, ids: ids)
        }
        if checks.isSingle {
            // The screen shown already, named in the error; the one `replace` replaces does not
            // count (detail("display") may replace detail("sound"): one screen stays one).
            var shown: Route?
            _ = state.navigation.containsScreen { screen in
                guard screen.name == route.name, screen != replacing else { return false }
                shown = screen
                return true
            }
            if let shown { throw DefinedAppError.singleShown(shown) }
        }
    }

    /// A route was shown: its `onShow` effects run.
    func shown(_ route: Route) {
        guard !model.checkedRoutes.isEmpty, let checks = model.checkedRoutes[route.name] else { return }
        for effect in checks.onShow {
            switch effect {
            case .set(let name, .text(let text)): state.variables[name] = .text(text)
            case .set(let name, .integer(let number)): state.variables[name] = .integer(number)
            case .clear(let name):
                state.variables[name] = model.definition.data.variables.first { $0.name == name }?.initial ?? .null
            default: break
            }
        }
    }

    // MARK: - Variables and collections

    private func setVariable(_ name: String, to value: DataValue) throws {
        if let reference = model.references[name], let flow = reference.flow {
            guard let index = state.flows.firstIndex(where: { $0.name == flow }) else {
                throw DefinedAppError.flowNotRunning(flow)
            }
            state.flows[index].setValue(value, of: name, at: reference.position)
        } else {
            state.variables[name] = value
        }
    }

    private func clear(_ name: String) throws {
        let reference = model.references[name]
        if let collection = reference?.collection {
            guard let owner = owner(of: collection) else {
                throw DefinedAppError.nobodySignedIn("\(name) are kept per user")
            }
            state.empty(name, ownedBy: owner)
            note("empties \(name)")
            return
        }
        let initial =
            reference?.flowVariable?.initial ?? model.definition.data.variables.first { $0.name == name }?.initial
            ?? .null
        try setVariable(name, to: initial)
        note("clears \(name)")
    }

    private func add(_ value: DataValue, to collection: String) throws {
        guard let definition = model.references[collection]?.collection else { return }
        guard let owner = owner(of: definition) else {
            throw DefinedAppError.nobodySignedIn("\(collection) are kept per user; sign in first")
        }
        var stored = value
        if let catalogueName = definition.catalogue, let catalogue = model.catalogues[catalogueName] {
            guard case .integer(let id) = value else {
                throw DefinedAppError.badValue(value.description, expected: "an id of the \(catalogueName)")
            }
            guard catalogue.items.contains(where: { $0.id == id }) else {
                throw DefinedAppError.noSuchItem(
                    catalogue: catalogue.name, item: catalogue.item, id: id, ids: catalogue.items.map(\.id))
            }
        } else if case .integer(let number) = value {
            stored = .text(String(number))
        } else if case .null = value {
            throw DefinedAppError.noValue("the item to add to \(collection)")
        }
        try makeRoom(for: stored, in: collection)
        let item = state.append(stored, to: collection, ownedBy: owner)
        addedItems.append((definition, item))
        note("stores \(definition.item) \(item.id)\(owner.isEmpty ? "" : " for \(owner)")")
    }

    /// A note for each item this command added to a collection the visible screen does not list
    /// (`added item 1 to cart: product 7 "Coffee grinder"`): otherwise nothing the command prints
    /// shows that it worked. An item the screen lists shows itself.
    func notesOnItemsAddedOutOfSight() -> [String] {
        let listed = model.collection(listedOn: state.navigation.visibleScreen.name.rawValue)
        return addedItems.compactMap { collection, item in
            guard collection.name != listed else { return nil }
            return "added item \(item.id) to \(collection.name): \(model.describe(item.value, of: collection))"
        }
    }

    /// A `refuse` message with `$screen`, `$arg` and `$user` put in.
    private func expand(_ message: String) -> String {
        guard message.contains("$") else { return message }
        return message.replacingOccurrences("$screen", with: state.navigation.visibleScreen.description)
            .replacingOccurrences("$arg", with: argument.map { "\($0)" } ?? "")
            .replacingOccurrences("$user", with: state.user ?? "nobody")
    }
}

extension DataValue: CustomStringConvertible {
    public var description: String {
        switch self {
        case .null: "null"
        case .integer(let number): String(number)
        case .text(let text): text.swiftLiteral
        }
    }
}

extension String {
    /// This text with every `target` replaced (Foundation-free).
    func replacingOccurrences(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = self[...]
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
