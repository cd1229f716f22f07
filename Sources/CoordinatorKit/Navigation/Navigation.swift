/// Everything on screen in one flow: a single stack or a tab bar of stacks, and the modals
/// presented over it.
///
/// Intents act on the *active stack*: the top modal's stack if a modal is up, else the selected
/// tab's stack, else the single stack. Every mutation either succeeds or throws and changes
/// nothing. A coordinator owns one `Navigation` and decides which mutations to make.
public struct Navigation: Hashable, Sendable {
    /// The most screens from the base root to the top of the last modal (SPEC section 6).
    public static let maxDepth = 10_000

    /// The tab names in tab-bar order; empty when there is a single stack and no tab bar.
    public let tabNames: [String]
    /// One stack per tab, in tab-bar order, or the single stack.
    public internal(set) var stacks: [Stack]
    /// The position of the selected tab in `tabNames` (0 for a single stack).
    public internal(set) var selectedIndex: Int
    /// The modal stacks, bottom first.
    public internal(set) var modals: [Stack]

    /// A single stack with `root` at its bottom.
    public init(root: Route) {
        tabNames = []
        stacks = [Stack(root: root)]
        selectedIndex = 0
        modals = []
    }

    /// A single stack with every screen given, and modals over it.
    public init(stack: Stack, modals: [Stack] = []) {
        tabNames = []
        stacks = [stack]
        selectedIndex = 0
        self.modals = modals
    }

    /// A tab bar with every stack given. `tabs` must not be empty and `selected` must name one.
    public init(tabs: [(name: String, stack: Stack)], selected: String, modals: [Stack] = []) {
        precondition(!tabs.isEmpty, "a tab bar needs at least one tab")
        tabNames = tabs.map(\.name)
        stacks = tabs.map(\.stack)
        guard let index = tabNames.firstIndex(of: selected) else {
            preconditionFailure("no tab named \(selected) among \(tabNames)")
        }
        selectedIndex = index
        self.modals = modals
    }

    /// A tab bar with one stack per tab; the first tab is selected. `tabs` must not be empty.
    public init(tabs: [(name: String, root: Route)]) {
        precondition(!tabs.isEmpty, "a tab bar needs at least one tab")
        tabNames = tabs.map(\.name)
        stacks = tabs.map { Stack(root: $0.root) }
        selectedIndex = 0
        modals = []
    }
}

// MARK: - Queries

extension Navigation {
    /// The selected tab's name, or `nil` without a tab bar.
    public var selectedTab: String? {
        tabNames.isEmpty ? nil : tabNames[selectedIndex]
    }

    /// The stack under any modals: the selected tab's, or the single stack.
    public var baseStack: Stack { stacks[selectedIndex] }

    /// The stack that intents act on.
    public var activeStack: Stack { modals.last ?? baseStack }

    /// The screen the user sees.
    public var visibleScreen: Route { activeStack.top }

    /// The screens from the base root to the top of the last modal.
    public var depth: Int {
        modals.reduce(baseStack.count) { $0 + $1.count }
    }

    /// The stack of the tab named `name`, if there is such a tab.
    public func stack(forTab name: String) -> Stack? {
        tabNames.firstIndex(of: name).map { stacks[$0] }
    }

    /// Whether any stack, in any tab or modal, holds a screen satisfying `predicate`.
    public func containsScreen(where predicate: (Route) -> Bool) -> Bool {
        stacks.contains { $0.contains(where: predicate) } || modals.contains { $0.contains(where: predicate) }
    }
}
