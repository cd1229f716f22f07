/// Everything on screen in one flow: a single stack or a tab bar of stacks, and the modals
/// presented over it.
///
/// Intents act on the *active stack*: the top modal's stack if a modal is up, else the selected
/// tab's stack, else the single stack. Every mutation either succeeds or throws and changes
/// nothing. A coordinator owns one `Navigation` and decides which mutations to make.
public struct Navigation: Sendable {
    /// The most screens from the base root to the top of the last modal (SPEC section 6).
    public static let maxDepth = 10_000

    /// The tab names in tab-bar order; empty when there is a single stack and no tab bar.
    public let tabNames: [String]
    /// The position of the selected tab in `tabNames` (0 for a single stack).
    public internal(set) var selectedIndex: Int

    // Storage. The stacks that change on almost every command, the selected tab's and the top
    // modal's, live outside the array and the list: a push then touches neither, so a snapshot
    // that shares them (undo history) costs nothing to keep and nothing to change after. The
    // modals below the top one are a persistent list, so presenting over 9,999 of them is O(1).

    /// One stack per tab in tab-bar order, or the single stack; the selected one is stale.
    var tabStacks: [Stack]
    /// The selected tab's stack, or the single stack.
    @usableFromInline var selectedStack: Stack
    /// The modals under the top one, the highest first.
    @usableFromInline var lowerModals: ModalNode?
    @usableFromInline var topModal: Stack?
    /// Whether a modal is up, the case read in place: `topModal == nil` copies the optional
    /// stack into a pair with `nil` and destroys it through the runtime (about 360 instructions,
    /// where this is a few). Every such test goes through here.
    @usableFromInline var hasTopModal: Bool {
        if case .some = topModal { true } else { false }
    }

    /// A single stack with `root` at its bottom.
    public init(root: Route) {
        self.init(tabNames: [], stacks: [Stack(root: root)], selectedIndex: 0, modals: [])
    }

    /// A single stack with every screen given, and modals over it.
    public init(stack: Stack, modals: [Stack] = []) {
        self.init(tabNames: [], stacks: [stack], selectedIndex: 0, modals: modals)
    }

    /// A tab bar with every stack given. `tabs` must not be empty and `selected` must name one.
    public init(tabs: [(name: String, stack: Stack)], selected: String, modals: [Stack] = []) {
        precondition(!tabs.isEmpty, "a tab bar needs at least one tab")
        guard let index = tabs.firstIndex(where: { $0.name == selected }) else {
            preconditionFailure("no tab named \(selected) among \(tabs.map(\.name))")
        }
        self.init(tabNames: tabs.map(\.name), stacks: tabs.map(\.stack), selectedIndex: index, modals: modals)
    }

    /// A tab bar with one stack per tab; the first tab is selected. `tabs` must not be empty.
    public init(tabs: [(name: String, root: Route)]) {
        precondition(!tabs.isEmpty, "a tab bar needs at least one tab")
        self.init(tabNames: tabs.map(\.name), stacks: tabs.map { Stack(root: $0.root) }, selectedIndex: 0, modals: [])
    }

    private init(tabNames: [String], stacks: [Stack], selectedIndex: Int, modals: [Stack]) {
        self.tabNames = tabNames
        tabStacks = stacks
        selectedStack = stacks[selectedIndex]
        self.selectedIndex = selectedIndex
        lowerModals = modals.dropLast().reduce(nil) { ModalNode($1, below: $0) }
        topModal = modals.last
    }
}

// MARK: - Queries

extension Navigation {
    /// The selected tab's name, or `nil` without a tab bar. This and the other small queries
    /// are inlinable: a coordinator asks them of a stored navigation, which a call would copy.
    @inlinable public var selectedTab: String? {
        tabNames.isEmpty ? nil : tabNames[selectedIndex]
    }

    /// One stack per tab, in tab-bar order, or the single stack.
    public var stacks: [Stack] {
        var stacks = tabStacks
        stacks[selectedIndex] = selectedStack
        return stacks
    }

    /// The modal stacks, bottom first.
    public var modals: [Stack] {
        var modals: [Stack] = lowerModals?.downward.map(\.stack).reversed() ?? []
        if let topModal { modals.append(topModal) }
        return modals
    }

    /// Whether every modal stack, bottom first, satisfies `predicate`, asked until one does not.
    /// A lone modal (the usual case) is asked without making the array of `modals`.
    public func allModals(satisfy predicate: (Stack) -> Bool) -> Bool {
        guard lowerModals == nil else { return modals.allSatisfy(predicate) }
        guard let topModal else { return true }
        return predicate(topModal)
    }

    /// How many modals are up.
    @inlinable public var modalCount: Int {
        (lowerModals?.count ?? 0) + (hasTopModal ? 1 : 0)
    }

    /// The stack under any modals: the selected tab's, or the single stack.
    public var baseStack: Stack { selectedStack }

    /// The stack that intents act on.
    @inlinable public var activeStack: Stack { topModal ?? selectedStack }

    /// The screen the user sees. Inlinable, like what it reads: it is asked several times a
    /// command, and a call copied the whole navigation out of the coordinator that holds it.
    @inlinable public var visibleScreen: Route { topModal?.top ?? selectedStack.top }

    /// Whether the visible screen's name satisfies `predicate`, the name read where it lies
    /// (`visibleScreen` copies the route: its name retained and released, its argument copied).
    @inlinable public func visibleScreenName(satisfies predicate: (RouteName) -> Bool) -> Bool {
        if hasTopModal { return topModal?.topName(satisfies: predicate) ?? false }
        return selectedStack.topName(satisfies: predicate)
    }

    /// The screens from the base root to the top of the last modal.
    @inlinable public var depth: Int {
        selectedStack.count + (topModal?.count ?? 0) + (lowerModals?.screens ?? 0)
    }

    /// The stack of the tab at `index` in `tabNames` (or the single stack at 0), without
    /// making the array of every stack.
    public func stack(at index: Int) -> Stack {
        index == selectedIndex ? selectedStack : tabStacks[index]
    }

    /// The stack of the tab named `name`, if there is such a tab.
    public func stack(forTab name: String) -> Stack? {
        tabNames.firstIndex(of: name).map { $0 == selectedIndex ? selectedStack : tabStacks[$0] }
    }

    /// Whether any stack, in any tab or modal, holds a screen satisfying `predicate`.
    public func containsScreen(where predicate: (Route) -> Bool) -> Bool {
        selectedStack.contains(where: predicate)
            || tabStacks.indices.contains { $0 != selectedIndex && tabStacks[$0].contains(where: predicate) }
            || lowerModals?.downward.contains { $0.stack.contains(where: predicate) } == true
            || topModal?.contains(where: predicate) == true
    }

    /// Whether any stack, in any tab or modal, holds a screen named one of `names` (comparing
    /// names in place, where `containsScreen(where:)` calls a closure with a copy of each route).
    public func containsScreen(namedAnyOf names: [RouteName]) -> Bool {
        selectedStack.containsScreen(namedAnyOf: names)
            || tabStacks.indices.contains { $0 != selectedIndex && tabStacks[$0].containsScreen(namedAnyOf: names) }
            || lowerModals?.downward.contains { $0.stack.containsScreen(namedAnyOf: names) } == true
            || topModal?.containsScreen(namedAnyOf: names) == true
    }
}

// MARK: - Equatable, Hashable

extension Navigation: Hashable {
    public static func == (lhs: Navigation, rhs: Navigation) -> Bool {
        sharesEverything(lhs, rhs)
            || lhs.selectedIndex == rhs.selectedIndex && lhs.selectedStack == rhs.selectedStack
                && lhs.topModal == rhs.topModal
                && ModalNode.same(lhs.lowerModals, rhs.lowerModals) && lhs.tabNames == rhs.tabNames
                && sameOtherTabs(lhs, rhs)
    }

    /// Whether the two share every part: the same arrays and chains of nodes, and the same
    /// roots without arguments. A command that failed leaves its app's navigation so (`coordsh check`
    /// compares the states before and after every failure), and this answers it without copying
    /// a stack out; `false` says nothing, and the fields are compared.
    private static func sharesEverything(_ lhs: Navigation, _ rhs: Navigation) -> Bool {
        guard lhs.selectedIndex == rhs.selectedIndex, lhs.lowerModals === rhs.lowerModals,
            lhs.selectedStack.sharesEverything(with: rhs.selectedStack), sameTopModal(lhs, rhs)
        else { return false }
        return lhs.tabStacks.withUnsafeBufferPointer { left in
            rhs.tabStacks.withUnsafeBufferPointer { right in
                left.baseAddress == right.baseAddress && left.count == right.count
            }
        }
            && lhs.tabNames.withUnsafeBufferPointer { left in
                rhs.tabNames.withUnsafeBufferPointer { right in
                    left.baseAddress == right.baseAddress && left.count == right.count
                }
            }
    }

    /// Whether both have no modal, or top modals that share every part (see
    /// `Stack.sharesEverything(with:)`). Read a field at a time through `topModal?.`: a stack
    /// taken out of the optional (`if let`, `switch`, a method call) is copied, its root route
    /// with it, and destroying that copy costs more than the rest of this. So does `topModal == nil`
    /// (`Optional`'s `==` for equatable values: it copies both sides into a pair), three-quarters
    /// of this function's cost, measured (`coordsh check` compares after every command that fails):
    /// `hasTopModal` reads the case in place.
    private static func sameTopModal(_ lhs: Navigation, _ rhs: Navigation) -> Bool {
        switch (lhs.hasTopModal, rhs.hasTopModal) {
        case (false, false): return true
        case (true, true):
            let identity = lhs.topModal?.aboveRootIdentity
            guard identity == rhs.topModal?.aboveRootIdentity else { return false }
            // The same nodes above the root mean the same root; no nodes, compare the roots.
            return identity != nil
                || (lhs.topModal?.rootHasArgument == false && rhs.topModal?.rootHasArgument == false
                    && lhs.topModal?.root.name.rawValue == rhs.topModal?.root.name.rawValue)
        default: return false
        }
    }

    /// Whether the tabs that are not selected hold equal stacks (the selected one's entry is
    /// stale), compared in place. A command that failed leaves the array shared with the state
    /// before it, which is equal at once (`coordsh check` compares the two after every failure).
    /// A single stack (its only entry is the stale one) is answered without the closures.
    private static func sameOtherTabs(_ lhs: Navigation, _ rhs: Navigation) -> Bool {
        if lhs.tabStacks.count == 1, rhs.tabStacks.count == 1 { return true }
        return lhs.tabStacks.withUnsafeBufferPointer { left in
            rhs.tabStacks.withUnsafeBufferPointer { right in
                if left.baseAddress == right.baseAddress, left.count == right.count { return true }
                guard left.count == right.count else { return false }
                // Stacks that share their nodes (or roots alone) are answered without a copy.
                for index in left.indices
                where index != lhs.selectedIndex && !left[index].sharesEverything(with: right[index])
                    && left[index] != right[index]
                {
                    return false
                }
                return true
            }
        }
    }

    /// Every stack: the tabs', the selected one's and the modals' (as `==` compares them), as
    /// one `Fingerprint` (see `addFingerprint(to:)`): `coordsh check` hashes every state it meets.
    public func hash(into hasher: inout Hasher) {
        var fingerprint = Fingerprint()
        addFingerprint(to: &fingerprint)
        hasher.combine(fingerprint.value)
    }
}
