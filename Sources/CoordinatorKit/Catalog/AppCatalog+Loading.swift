// MARK: - Checking what a saved session holds

extension AppCatalog {
    /// Checks that `route` is one of the app's routes, with an argument of the right kind.
    public func checkSaved(_ route: Route, at path: String) throws(LoadError) {
        guard let spec = routes.first(where: { $0.name == route.name }) else {
            throw LoadError(at: path, "unknown route \(route.name.rawValue.quoted) in the \(name) app")
        }
        switch (spec.argument, route.argument) {
        case (nil, nil):
            return
        case (nil, _?):
            throw LoadError(at: path, "\(spec.name.rawValue.quoted) takes no argument")
        case (let argument?, nil):
            throw LoadError(at: path, "\(spec.name.rawValue.quoted) needs \(argument.expectation)")
        case (let argument?, let value?):
            let fits: Bool
            switch (argument.kind, value) {
            case (.integer, .integer(let number)): fits = (1...ArgumentSpec.maxInteger).contains(number)
            case (.text, .text): fits = true
            case (.userName(let rule), .text(let text)): fits = rule.accepts(text)
            case (.choice(let choices), .text(let text)): fits = choices.contains(text)
            default: fits = false
            }
            guard fits else {
                throw LoadError(at: path, "\(spec.name.rawValue.quoted) takes \(argument.expectation); got \(value)")
            }
        }
    }

    /// Where a screen of a saved navigation is.
    public struct SavedPlace: Equatable, Sendable {
        /// The tab (or `nil` for a single stack), or `nil` with `modal` set for a modal stack.
        public let tab: String?
        /// The modal stack's number from 1, or `nil` on a base stack.
        public let modal: Int?
        /// The position on its stack; 0 is the root.
        public let position: Int
        /// The screen below it, if any.
        public let below: Route?
    }

    /// Checks every screen of `navigation`: known routes with good arguments, then `rule`,
    /// which returns what is wrong with a screen in its place, or `nil`.
    public func checkSaved(
        _ navigation: Navigation, at path: String, rule: (Route, SavedPlace) -> String?
    ) throws(LoadError) {
        func check(_ stack: Stack, at stackPath: String, tab: String?, modal: Int?) throws(LoadError) {
            var below: Route?
            for (position, route) in stack.routes.enumerated() {
                let routePath = "\(stackPath)[\(position)]"
                try checkSaved(route, at: routePath)
                let place = SavedPlace(tab: tab, modal: modal, position: position, below: below)
                if let problem = rule(route, place) { throw LoadError(at: routePath, problem) }
                below = route
            }
        }
        if navigation.tabNames.isEmpty {
            try check(navigation.baseStack, at: "\(path).stack", tab: nil, modal: nil)
        } else {
            for (index, (tab, stack)) in zip(navigation.tabNames, navigation.stacks).enumerated() {
                try check(stack, at: "\(path).tabs[\(index)].stack", tab: tab, modal: nil)
            }
        }
        for (index, modal) in navigation.modals.enumerated() {
            try check(modal, at: "\(path).modals[\(index)]", tab: nil, modal: index + 1)
        }
    }

    /// The usual rule for a flow that owns a stack: its root at the base root, its pushable
    /// routes everywhere else (modal roots included).
    public func flowRule(root: RouteName, owner: String) -> (Route, SavedPlace) -> String? {
        let pushable = Set(pushableRoutes(onStackOf: owner).map(\.name))
        return { route, place in
            if place.modal == nil, place.position == 0 {
                return route.name == root ? nil : "the root of this stack is \(root), not \(route)"
            }
            return pushable.contains(route.name) ? nil : "\(route) cannot be on a stack of the \(owner) flow"
        }
    }
}
