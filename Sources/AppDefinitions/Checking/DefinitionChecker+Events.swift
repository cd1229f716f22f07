import CoordinatorKit

/// What effects may use where they run: the event's argument, a link's parameters, the
/// coordinator that decides.
struct EffectScope {
    /// The coordinator that handles the event (the owner of the screens that report it); `nil`
    /// for a deep link, which the coordinator owning the navigation handles.
    var handler: String?
    /// Whether the handler is not known because the event's `from` names something unknown (or
    /// unreadable): what it may show is then not checked (that problem is reported once, at `from`).
    var handlerIsUnknown = false
    /// The event's argument, if it has one.
    var argument: ArgumentDefinition?
    /// Whether the event's argument was given but could not be read (reported there): `$arg` is
    /// then not said to be missing.
    var argumentIsUnread = false
    /// A link's parameters (`:id`, query names); `nil` in an event.
    var parameters: Set<String>?
    /// Whether the link's pattern ends in `*`.
    var matchesRoutes = false
}

// MARK: - Events

extension DefinitionChecker {
    mutating func checkEvents() {
        for index in definition.events.indices {
            let event = definition.events[index]
            let path = "events[\(index)]"
            if Self.commandWords.contains(event.name.lowercased()) {
                add(
                    "\(path).name",
                    "'\(event.name)' is a command of every app (\(Self.commandWords.joinedAsList())); an event needs another name"
                )
            }
            if let argument = event.argument { checkArgument(argument, at: "\(path).argument") }
            var handler: String?
            var handlerIsUnknown = false
            switch event.source {
            case .flow(let flow):
                if checkFlowSource(flow, at: "\(path).from") {
                    handler = flow
                } else {
                    handlerIsUnknown = true
                }
            case .screens(let screens):
                var owners: [String] = []
                for screenIndex in screens.indices {
                    let screen = screens[screenIndex]
                    if checkKnown(
                        screen, in: definition.routes.map(\.name), at: "\(path).from[\(screenIndex)]", what: "route"),
                        let owner = routes[screen]?.owner, !owner.isEmpty
                    {
                        owners.append(owner)
                    } else {
                        handlerIsUnknown = true
                    }
                }
                handler = handlerIsUnknown ? nil : commonAncestor(of: owners)
                handlerIsUnknown = handlerIsUnknown || screens.isEmpty
            }
            let scope = EffectScope(
                handler: handler, handlerIsUnknown: handlerIsUnknown, argument: event.argument,
                argumentIsUnread: event.argument == nil && isUnread("\(path).argument"))
            checkHandler(event.handler, scope: scope, at: path)
        }
    }

    /// Checks that `from: "NAME"` names a coordinator. A route there (or nearly one: `"home "`)
    /// was almost always meant as the screen that reports the event, `from: ["home"]`: the problem
    /// says so, unless the name is nearer a coordinator. Returns whether it is a coordinator.
    private mutating func checkFlowSource(_ name: String, at path: String) -> Bool {
        let coordinatorNames = definition.coordinators.map(\.name)
        let array = "screens that report an event go in an array"
        if !coordinatorNames.contains(name), routes[name] != nil {
            add(path, "'\(name)' is a route, not a coordinator; the \(array): from: [\(name.swiftLiteral)]")
            return false
        }
        let isNearACoordinator =
            coordinatorNames.contains { $0.lowercased() == name.lowercased() }
            || Suggestion.nearest(to: name, in: coordinatorNames) != nil
        if !isNearACoordinator, let route = nearestRoute(to: name) {
            add(
                path,
                "unknown coordinator '\(name)'. Did you mean the route '\(route)'? The \(array): from: [\(route.swiftLiteral)]"
            )
            return false
        }
        return checkKnown(name, in: coordinatorNames, at: path, what: "coordinator")
    }

    /// The route `name` nearly is: written with spaces around it, in another case, or misspelt.
    private func nearestRoute(to name: String) -> String? {
        let routeNames = definition.routes.map(\.name)
        let words = name.split(whereSeparator: \.isWhitespace)
        let trimmed = words.count == 1 ? words[0].lowercased() : name.lowercased()
        return routeNames.first { $0.lowercased() == trimmed } ?? Suggestion.nearest(to: name, in: routeNames)
    }

    /// The deepest coordinator that is or holds every one of `names`.
    private func commonAncestor(of names: [String]) -> String? {
        CoordinatorKit.commonAncestor(of: names, depthLimit: coordinators.count) { coordinators[$0]?.parent }
    }

    mutating func checkHandler(_ handler: Handler, scope: EffectScope, at path: String) {
        switch handler {
        case .effects(let effects):
            checkEffects(effects, scope: scope, at: "\(path).do")
        case .cases(let cases):
            for index in cases.indices {
                let item = cases[index]
                if let condition = item.condition { checkCondition(condition, at: "\(path).cases[\(index)].when") }
                checkEffects(item.effects, scope: scope, at: "\(path).cases[\(index)].do")
            }
        }
    }

    mutating func checkEffects(_ effects: [Effect], scope: EffectScope, at path: String) {
        for index in effects.indices {
            let effect = effects[index]
            checkEffect(effect, scope: scope, at: "\(path)[\(index)]")
        }
    }

    // MARK: - Effects

    private mutating func checkEffect(_ effect: Effect, scope: EffectScope, at path: String) {
        switch effect {
        case .push(let target), .present(let target), .replace(let target):
            let key = effect.name
            checkShown(target, scope: scope, at: "\(path).\(key)", verb: key)
        case .popTo(let target):
            guard checkKnown(target.route, in: definition.routes.map(\.name), at: "\(path).popTo", what: "route") else {
                return
            }
            if let argument = target.argument, let spec = routes[target.route] {
                checkValue(
                    argument, fits: spec.argument, scope: scope, at: "\(path).argument", owner: "'\(target.route)'")
            }
        case .pop, .root, .dismiss, .dismissAll, .dropPending:
            return
        case .selectTab(let tab):
            guard !tabNames.isEmpty else { return add("\(path).selectTab", "the app has no tabs to select") }
            checkValue(tab, fits: ArgumentDefinition(.tab), scope: scope, at: "\(path).selectTab", owner: "selectTab")
        case .reset(let tab, let pushesLinkPath):
            if let tab {
                if tabNames.isEmpty {
                    add("\(path).reset", "the app has no tabs; write \"reset\" to reset its stack")
                } else {
                    checkValue(tab, fits: ArgumentDefinition(.tab), scope: scope, at: "\(path).reset", owner: "reset")
                }
            }
            if pushesLinkPath, !scope.matchesRoutes {
                add(
                    "\(path).reset.push",
                    "'*' is what a link's '*' matched; this \(scope.parameters == nil ? "event" : "link's path") has none"
                )
            }
        case .start(let flow):
            checkStart(flow, scope: scope, at: "\(path).start")
        case .end(let flow):
            guard checkKnown(flow, in: definition.coordinators.map(\.name), at: "\(path).end", what: "coordinator")
            else { return }
            if !isChildFlow(flow), !isExtraRoot(named: flow) {
                add(
                    "\(path).end",
                    "'\(flow)' is not a child flow; only child flows start and end (the gate's flows change with signIn and signOut)"
                )
            }
        case .use(let variant):
            guard !variantNames.isEmpty else { return add("\(path).use", "the app has no variants to use") }
            checkValue(variant, fits: ArgumentDefinition(.variant), scope: scope, at: "\(path).use", owner: "use")
        case .signIn(let user):
            if definition.users == nil { add("\(path).signIn", "the app has no users; add 'users': {} (or a gate)") }
            checkValue(user, fits: ArgumentDefinition(.user), scope: scope, at: "\(path).signIn", owner: "signIn")
        case .signOut:
            if definition.users == nil { add(path, "the app has no users; add 'users': {} (or a gate)") }
        case .signInFirst(let effects):
            if definition.users == nil {
                add("\(path).signInFirst", "the app has no users; add 'users': {} (or a gate)")
            }
            checkEffects(effects, scope: scope, at: "\(path).signInFirst")
        case .set(let variable, let value):
            if checkKnown(variable, in: variableNames, at: "\(path).set", what: "variable") {
                checkValue(value, fits: nil, scope: scope, at: "\(path).to", owner: variable)
                checkType(of: value, setting: variable, scope: scope, at: "\(path).to")
            }
        case .clear(let name):
            checkKnown(name, in: variableNames + collectionNames, at: "\(path).clear", what: "variable or collection")
        case .add(let value, let collection):
            guard checkKnown(collection, in: collectionNames, at: "\(path).to", what: "collection"),
                let spec = definition.data.collections.first(where: { $0.name == collection })
            else { return }
            let kind: ArgumentDefinition.Kind = spec.catalogue.map { .item(of: $0) } ?? .text
            checkValue(value, fits: ArgumentDefinition(kind), scope: scope, at: "\(path).add", owner: collection)
        case .refuse(let message, let condition):
            checkCondition(condition, at: "\(path).unless")
            if message.contains("$arg"), scope.argument == nil, !scope.argumentIsUnread {
                add(
                    "\(path).refuse",
                    scope.parameters == nil
                        ? "'$arg' is the event's argument, but this event takes none; give it an 'argument' or leave '$arg' out of the message"
                        : "'$arg' is an event's argument, and a link has none; leave it out of the message")
            }
            if message.contains("$user"), definition.users == nil {
                add(
                    "\(path).refuse",
                    "'$user' is the signed-in user, but this app has no users; give it 'users: {}' or leave '$user' out of the message"
                )
            }
        }
    }

    /// `push`, `present` and `replace`: a route the deciding coordinator may show, with an
    /// argument exactly when the route takes one.
    private mutating func checkShown(_ target: RouteTarget, scope: EffectScope, at path: String, verb: String) {
        guard checkKnown(target.route, in: definition.routes.map(\.name), at: path, what: "route"),
            let spec = routes[target.route]
        else { return }
        let effectPath = String(path.dropLast(verb.count + 1))
        switch (spec.argument, target.argument) {
        case (nil, _?):
            // An argument the reader could not read is reported at the route, once.
            let index = definition.routes.firstIndex { $0.name == target.route }
            if let index, isUnread("routes[\(index)].argument") { break }
            add("\(effectPath).argument", "'\(target.route)' takes no argument")
        case (let argument?, nil):
            add(effectPath, "'\(target.route)' needs an argument: add 'argument' (\(Self.describe(argument.kind)))")
        case (let argument?, let value?):
            checkValue(value, fits: argument, scope: scope, at: "\(effectPath).argument", owner: "'\(target.route)'")
        case (nil, nil):
            break
        }
        if let problem = placementProblem(of: spec, scope: scope, verb: verb) { add(path, problem) }
    }

    /// Why the deciding coordinator may not show `route`, if it may not.
    private func placementProblem(of route: RouteDefinition, scope: EffectScope, verb: String) -> String? {
        // An owner left out or not known is reported at the route; where it may be shown is not known.
        guard let owner = coordinators[route.owner] else { return nil }
        if case .stack(route.name)? = owner.navigation {
            return
                "'\(route.name)' is the root of \(route.owner)'s stack and cannot be \(verb == "present" ? "presented" : "pushed"); 'root' goes back to it"
        }
        if case .tabs(let tabs)? = owner.navigation, let tab = tabs.first(where: { $0.root == route.name }) {
            return "'\(route.name)' is the root of tab \(tab.name); select it with { selectTab: \"\(tab.name)\" }"
        }
        guard let handler = scope.handler else {
            // An event from screens not known: the problem is reported at its `from`.
            if scope.handlerIsUnknown { return nil }
            // A deep link: the coordinator owning the navigation shows its own routes.
            return ownsNavigation(route.owner)
                ? nil
                : "a deep link shows the routes of the coordinator that owns the navigation; '\(route.name)' is \(route.owner)'s (start the flow with { start: \"\(route.owner)\" })"
        }
        if route.owner == handler { return nil }
        if ownsNavigation(route.owner), navigationOwner(of: handler) == route.owner, route.isPushable { return nil }
        if isChildFlow(route.owner) {
            return
                "'\(route.name)' belongs to the \(route.owner) flow, which shows its own screens; start it with { start: \"\(route.owner)\" }"
        }
        return
            "'\(route.name)' belongs to \(route.owner), but the screens that report this event are \(handler)'s, whose stacks are \(navigationOwner(of: handler) ?? "nobody")'s"
    }

    private mutating func checkStart(_ flow: String, scope: EffectScope, at path: String) {
        guard checkKnown(flow, in: definition.coordinators.map(\.name), at: path, what: "coordinator"),
            !isExtraRoot(named: flow)
        else { return }
        guard isChildFlow(flow) else {
            add(
                path,
                "'\(flow)' is not a child flow (it owns a stack, or is a variant or the root); only child flows start")
            return
        }
        // A parent that is no coordinator (misspelt) is that key's problem: where it may start is not known.
        guard let parent = coordinators[flow]?.parent, coordinators[parent] != nil else { return }
        if let handler = scope.handler, !coordinator(handler, isWithin: parent) {
            add(
                path,
                "'\(flow)' is a child of '\(parent)', but this event is handled by '\(handler)', which is not '\(parent)' or below it"
            )
        }
    }

    // MARK: - Values

    /// A value used where `expected` is accepted (`nil` for a variable, which takes a text or a number).
    mutating func checkValue(
        _ value: ValueExpression, fits expected: ArgumentDefinition?, scope: EffectScope, at path: String, owner: String
    ) {
        switch value {
        case .argument:
            guard scope.parameters == nil else {
                add(path, "'$arg' is an event's argument; in a link, use the pattern's parameters (such as '$id')")
                return
            }
            guard let argument = scope.argument else {
                if !scope.argumentIsUnread {
                    add(path, "'$arg' is the event's argument, but this event takes none; give it an 'argument'")
                }
                return
            }
            // An id of a catalogue or collection that is misspelt is reported where it is named.
            if let expected, isResolved(argument.kind), isResolved(expected.kind),
                !Self.fits(argument.kind, expected.kind)
            {
                add(
                    path,
                    "\(owner) takes \(Self.describe(expected.kind)), but '$arg' is \(Self.describe(argument.kind))")
            }
        case .screenArgument:
            return
        case .reference(let name):
            if let parameters = scope.parameters, parameters.contains(name) { return }
            if !variableNames.contains(name) { addUnknownReference(name, scope: scope, at: path) }
        case .integer(let number):
            guard let expected else { return }
            switch expected.kind {
            case .integer, .item:
                if !(1...ArgumentSpec.maxInteger).contains(number) {
                    add(path, "\(owner) takes an integer from 1 to \(ArgumentSpec.maxInteger); got \(number)")
                }
            default:
                add(path, "\(owner) takes \(Self.describe(expected.kind)); got the number \(number)")
            }
        case .text(let text):
            guard let expected else { return }
            switch expected.kind {
            case .text: return
            case .user:
                let rule = definition.userNames
                if !rule.accepts(text) { add(path, "'\(text)' is not a user name \(rule.phrase)") }
            case .tab: checkKnown(text, in: tabNames, at: path, what: "tab")
            case .variant: checkKnown(text, in: variantNames, at: path, what: "variant")
            case .choice(let words): checkKnown(text, in: words, at: path, what: "word")
            case .integer, .item:
                add(path, "\(owner) takes \(Self.describe(expected.kind)); got the text '\(text)'")
            }
        }
    }

    /// Whether the names in `kind` are known: an id of a catalogue or collection that is not
    /// (reported where it is named, with "Did you mean") fits nothing that can be told.
    func isResolved(_ kind: ArgumentDefinition.Kind) -> Bool {
        guard case .item(let name) = kind else { return true }
        return catalogueNames.contains(name) || collectionNames.contains(name)
    }

    /// Whether an argument of kind `given` can be used where `expected` is accepted.
    static func fits(_ given: ArgumentDefinition.Kind, _ expected: ArgumentDefinition.Kind) -> Bool {
        switch (given, expected) {
        case (.integer, .integer), (.integer, .item), (.item, .integer): true
        case (.item(let a), .item(let b)): a == b
        case (.text, .text), (.user, .text), (.tab, .text), (.variant, .text), (.choice, .text): true
        case (.user, .user), (.tab, .tab), (.variant, .variant): true
        case (.choice(let words), .choice(let accepted)): Set(words).isSubset(of: Set(accepted))
        default: false
        }
    }

    static func describe(_ kind: ArgumentDefinition.Kind) -> String {
        switch kind {
        case .integer: "an integer"
        case .text: "a text"
        case .user: "a user name"
        case .tab: "a tab name"
        case .variant: "a variant's name"
        case .choice(let words): "one of \(words.joinedAsList(conjunction: "or"))"
        case .item(let collection): "an id of \(collection)"
        }
    }

    // MARK: - Conditions

    mutating func checkCondition(_ condition: Condition, at path: String) {
        switch condition {
        case .noModal, .signedIn, .signedOut:
            if condition != .noModal, definition.users == nil { add(path, "the app has no users; add 'users': {}") }
        case .notEmpty(let name), .isEmpty(let name):
            checkKnown(name, in: variableNames + collectionNames, at: path, what: "variable or collection")
        case .screen(let route), .onStack(let route):
            checkKnown(route, in: definition.routes.map(\.name), at: path, what: "route")
        case .tab(let tab):
            checkKnown(tab, in: tabNames, at: path, what: "tab")
        case .variant(let variant):
            checkKnown(variant, in: variantNames, at: path, what: "variant")
        case .running(let coordinator):
            checkKnown(coordinator, in: definition.coordinators.map(\.name), at: path, what: "coordinator")
        case .not(let inner):
            checkCondition(inner, at: "\(path).not")
        case .all(let parts), .any(let parts):
            let key = if case .all = condition { "all" } else { "any" }
            for index in parts.indices { checkCondition(parts[index], at: "\(path).\(key)[\(index)]") }
        }
    }
}

extension Effect {
    /// The effect's key in a file: `push`, `selectTab`.
    var name: String {
        switch self {
        case .push: "push"
        case .present: "present"
        case .pop: "pop"
        case .popTo: "popTo"
        case .root: "root"
        case .replace: "replace"
        case .dismiss: "dismiss"
        case .dismissAll: "dismissAll"
        case .selectTab: "selectTab"
        case .reset: "reset"
        case .start: "start"
        case .end: "end"
        case .use: "use"
        case .signIn: "signIn"
        case .signOut: "signOut"
        case .signInFirst: "signInFirst"
        case .dropPending: "dropPending"
        case .set: "set"
        case .clear: "clear"
        case .add: "add"
        case .refuse: "refuse"
        }
    }
}
