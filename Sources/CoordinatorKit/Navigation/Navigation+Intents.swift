// MARK: - Intents on the active stack

extension Navigation {
    /// Pushes `route` on the active stack.
    public mutating func push(_ route: consuming Route) throws(NavigationError) {
        guard depth < Self.maxDepth else { throw .depthLimit }
        // The route moves into its stack node (a closure would copy it, and a route's argument
        // is copied through Optional's generic value operations, about 100 instructions).
        if var top = topModal {
            top.push(route)
            topModal = top
        } else {
            selectedStack.push(route)
        }
    }

    /// Pushes a copy of `route` on the active stack, leaving `route` where it lies: `apply`
    /// pushes the route of an intent it borrows.
    mutating func push(copyOf route: borrowing Route) throws(NavigationError) {
        guard depth < Self.maxDepth else { throw .depthLimit }
        if var top = topModal {
            top.push(copyOf: route)
            topModal = top
        } else {
            selectedStack.push(copyOf: route)
        }
    }

    /// Pops `count` screens from the active stack.
    public mutating func pop(_ count: Int = 1) throws(NavigationError) {
        try withActiveStack { stack throws(NavigationError) in try stack.pop(count) }
    }

    /// Pops the active stack to its root. Succeeds at the root too.
    public mutating func popToRoot() {
        withActiveStack { $0.popToRoot() }
    }

    /// Pops the active stack to its topmost screen matching `pattern`.
    public mutating func pop(to pattern: RoutePattern) throws(NavigationError) {
        try withActiveStack { stack throws(NavigationError) in try stack.pop(to: pattern) }
    }

    /// Goes to `route`: pops the active stack to its topmost screen equal to `route` if it has
    /// one, else pushes `route` ("single top").
    public mutating func navigate(to route: Route) throws(NavigationError) {
        if activeStack.contains(route) {
            try pop(to: RoutePattern(route.name, route.argument))
        } else {
            try push(route)
        }
    }

    /// Replaces the top of the active stack, which must not be its root.
    public mutating func replaceTop(with route: Route) throws(NavigationError) {
        try withActiveStack { stack throws(NavigationError) in try stack.replaceTop(with: route) }
    }

    /// Presents `route` modally, as the root of a new stack over everything.
    public mutating func present(_ route: Route) throws(NavigationError) {
        guard depth < Self.maxDepth else { throw .depthLimit }
        if let top = topModal { lowerModals = ModalNode(top, below: lowerModals) }
        topModal = Stack(root: route)
    }

    /// Dismisses the top modal with its whole stack.
    public mutating func dismiss() throws(NavigationError) {
        guard hasTopModal else { throw .noModal }
        topModal = lowerModals?.stack
        lowerModals = lowerModals?.below
    }

    /// Dismisses every modal, as the `dismiss all` intent: at least one must be up.
    public mutating func dismissEveryModal() throws(NavigationError) {
        guard hasTopModal else { throw .noModal }
        dismissAll()
    }

    /// What a back button does: pops if the active stack has more than its root, else
    /// dismisses the top modal.
    public mutating func back() throws(NavigationError) {
        if activeStack.canPop(1) {
            try pop()
        } else if hasTopModal {
            try dismiss()
        } else {
            throw .nothingToGoBack(root: baseStack.root)
        }
    }

    /// Removes the first screen above the root of the active stack that satisfies `predicate`,
    /// and everything above it.
    public mutating func truncateActiveStack(from predicate: (Route) -> Bool) {
        withActiveStack { $0.truncate(from: predicate) }
    }

    /// As `truncateActiveStack(from:)`, for the first screen named one of `names`: names are
    /// compared in place (a predicate is called with a copy of each route, and a route's
    /// argument is copied through Optional's generic value operations, about 150 instructions).
    public mutating func truncateActiveStack(fromScreenNamed names: [RouteName]) {
        withActiveStack { $0.truncate(fromScreenNamed: names) }
    }

    /// Takes off the stacks every screen that satisfies `predicate` (never a root of the base
    /// stacks), with the screens above it, as a child flow's screens leave when it ends. A modal
    /// whose root satisfies it is dismissed; so is every modal over a modal that lost screens,
    /// since it was presented from one of them.
    public mutating func removeScreens(where predicate: (Route) -> Bool) {
        // The stacks change in place (the usual case: a flow's screens on the selected tab); the
        // modals, when any is up, are rebuilt.
        selectedStack.truncate(from: predicate)
        // The other tabs are searched before any is changed, and changed out of line: the
        // optimiser makes an array unique before a loop that may change it, which copied every
        // tab's stack on each call even when no other tab had such a screen (the usual case).
        var next = 0
        while let index = firstOtherTab(from: next, where: predicate) {
            truncateTab(index, from: predicate)
            next = index + 1
        }
        removeModalScreens(where: predicate)
    }

    /// Takes off the stacks every screen named one of `names`, as `removeScreens(where:)` does
    /// with a predicate on the name: the stacks of the tabs are walked comparing names in place,
    /// without calling a closure with a copy of each route (a child flow's end walks them all).
    public mutating func removeScreens(named names: [RouteName]) {
        removeScreens(named: ScreenNames(names))
    }

    /// As `removeScreens(named:)` with an array, for names whose summary is made once: a tab's
    /// stack that surely holds none of them (`StackNode.nameSummary`) is not walked.
    public mutating func removeScreens(named screens: ScreenNames) {
        let names = screens.names
        selectedStack.truncate(fromScreenNamed: names)
        var next = 0
        while let index = firstOtherTab(from: next, named: names, summary: screens.summary) {
            truncateTab(index, fromScreenNamed: names)
            next = index + 1
        }
        removeModalScreens { names.contains($0.name) }
    }

    /// The modals' part of `removeScreens(where:)`: they are rebuilt when any is up.
    private mutating func removeModalScreens(where predicate: (Route) -> Bool) {
        guard modalCount > 0 else { return }
        var modals = self.modals
        if let first = modals.firstIndex(where: { predicate($0.root) }) { modals.removeSubrange(first...) }
        if let cut = modals.firstIndex(where: { $0.contains(where: predicate) }) {
            modals[cut].truncate(from: predicate)
            modals.removeSubrange((cut + 1)...)
        }
        lowerModals = modals.dropLast().reduce(nil) { ModalNode($1, below: $0) }
        topModal = modals.last
    }

    /// The first tab from position `start` on, other than the selected one, whose stack has a
    /// screen that satisfies `predicate`.
    private func firstOtherTab(from start: Int, where predicate: (Route) -> Bool) -> Int? {
        guard start < tabStacks.count else { return nil }
        return (start..<tabStacks.count).first { $0 != selectedIndex && tabStacks[$0].contains(where: predicate) }
    }

    @inline(never)
    private mutating func truncateTab(_ index: Int, from predicate: (Route) -> Bool) {
        tabStacks[index].truncate(from: predicate)
    }

    /// As `firstOtherTab(from:where:)`, for a screen above the root named one of `names`, whose
    /// summary is `summary`: a stack whose names' summary (`StackNode.nameSummary`) shares no bit
    /// with it is skipped without a walk (a tab's stack that holds none of a flow's screens, the
    /// usual case).
    private func firstOtherTab(from start: Int, named names: [RouteName], summary: UInt64) -> Int? {
        var index = start
        while index < tabStacks.count {
            // The top node read in place: a call on the stack copied it (70 instructions).
            if index != selectedIndex, let top = tabStacks[index].topNode, top.nameSummary & summary != 0,
                tabStacks[index].containsScreen(namedAnyOf: names)
            {
                return index
            }
            index += 1
        }
        return nil
    }

    @inline(never)
    private mutating func truncateTab(_ index: Int, fromScreenNamed names: [RouteName]) {
        tabStacks[index].truncate(fromScreenNamed: names)
    }

    private mutating func withActiveStack<T, E: Error>(
        _ body: (inout Stack) throws(E) -> T
    ) throws(E) -> T {
        guard var top = topModal else { return try body(&selectedStack) }
        defer { topModal = top }
        return try body(&top)
    }
}

// MARK: - Tabs and whole-flow changes

extension Navigation {
    /// Selects the tab named `name`. Returns `false`, changing nothing, if there is no such tab.
    @discardableResult
    public mutating func selectTab(named name: String) -> Bool {
        guard let index = tabNames.firstIndex(of: name) else { return false }
        selectTab(at: index)
        return true
    }

    /// Selects the tab at `index` in `tabNames`, which must be a position there: for a
    /// coordinator that made the tab bar and knows its order (finding a name compares strings).
    public mutating func selectTab(at index: Int) {
        precondition(tabNames.indices.contains(index), "no tab at position \(index) of \(tabNames)")
        guard index != selectedIndex else { return }
        // The selected stack moves into its tab's entry, whose stale copy it takes for a moment:
        // only the newly selected stack is copied (a copy retains its root's name, argument and
        // top node, and the stack it replaces releases them).
        swap(&selectedStack, &tabStacks[selectedIndex])
        selectedStack = tabStacks[index]
        selectedIndex = index
    }

    /// Dismisses every modal.
    public mutating func dismissAll() {
        lowerModals = nil
        topModal = nil
    }

    /// Rebuilds a stack from its root and `path`, as a deep link does: the stack of the tab
    /// named `tab`, or the single stack when `tab` is `nil`. Modals are not touched.
    public mutating func resetStack(forTab tab: String? = nil, path: [Route]) throws(NavigationError) {
        let index =
            tab.map { name in
                guard let index = tabNames.firstIndex(of: name) else { preconditionFailure("no tab named \(name)") }
                return index
            } ?? 0
        let rebuilt = Stack(root: tabStacks[index].root, above: path)
        let modalDepth = index == selectedIndex ? depth - selectedStack.count : 0
        guard rebuilt.count + modalDepth <= Self.maxDepth else { throw .depthLimit }
        if index == selectedIndex { selectedStack = rebuilt } else { tabStacks[index] = rebuilt }
    }
}
