import CoordinatorKit

// MARK: - Navigation intents

extension Execution {
    /// Applies a stack intent (everything but `open`) to the navigation, as the coordinator that
    /// owns the stacks does: routes shown by hand are checked against the tables first.
    func perform(_ intent: NavigationIntent) throws {
        let owner = navigationOwner
        // (The trace asked first: two names that differ are compared out of line.)
        if trace.isOn, owner != model.root.name {
            trace.record(.passed(model.root.name, to: owner, "the running flow owns the stacks"))
        }
        var showsRoute = false
        switch intent {
        case .push(let route), .present(let route), .replace(let route), .navigate(let route):
            if case .navigate = intent, state.navigation.activeStack.contains(route) { break }  // it only pops
            let stackOwner = stackOwner(of: state.navigation.activeStack) ?? owner
            if !isKnownPushable(route.name, onStackOf: stackOwner) {
                try catalog.checkPlacement(of: intent, onStackOf: stackOwner, running: running)
                notePushable(route.name, onStackOf: stackOwner)
            }
            let replaced: Route? = if case .replace = intent { state.navigation.activeStack.top } else { nil }
            try checkShowable(route, replacing: replaced)
            showsRoute = true
        default:
            break
        }
        trace.record(.handled(owner, "owns the stacks; applies it to \(activeStackName)"))
        trace.recordDecision(of: intent, by: owner, on: state.navigation)
        try state.navigation.apply(intent)
        // (The route read from the intent again, not kept in a copy: in most apps no route runs
        // effects when shown.)
        if showsRoute, !model.checkedRoutes.isEmpty {
            switch intent {
            case .push(let route), .present(let route), .replace(let route), .navigate(let route): shown(route)
            default: break
            }
        }
        releaseFlowsWithoutScreens()
    }

    /// The coordinator that owns `stack`, the owner of its root screen (`AppCatalog.owner(of:)`):
    /// the few roots a session's stacks have are kept with their owners, since a push asks on
    /// every command and the catalog's lookup hashes the name.
    private func stackOwner(of stack: Stack) -> String? {
        let root = stack.root.name
        for known in stackOwners where known.root == root { return known.owner }
        let owner = catalog.owner(of: stack)
        if stackOwners.count < Self.stackOwnersKept { stackOwners.append((root, owner)) }
        return owner
    }

    /// Whether a route named `route` passed `AppCatalog.checkPushable` on a stack owned by
    /// `stackOwner` before: it passes again (the catalog never changes, and the check reads
    /// nothing else when it passes), without the catalog's lookup, which hashes the name.
    private func isKnownPushable(_ route: RouteName, onStackOf stackOwner: String) -> Bool {
        for known in pushable where known.route == route && known.stackOwner == stackOwner { return true }
        return false
    }

    /// Keeps that `route` passed the check on a stack owned by `stackOwner`, up to
    /// `pushableKept` such pairs.
    private func notePushable(_ route: RouteName, onStackOf stackOwner: String) {
        if pushable.count < Self.pushableKept { pushable.append((route, stackOwner)) }
    }

    /// `tab home`, `modal 2` or `the stack`, for the trace.
    private var activeStackName: String {
        let navigation = state.navigation
        if navigation.modalCount > 0 { return "modal \(navigation.modalCount)" }
        return navigation.selectedTab.map { "tab \($0)" } ?? "the stack"
    }
}
