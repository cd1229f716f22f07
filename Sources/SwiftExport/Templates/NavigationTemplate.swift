/// `Navigation/Navigation.swift` of an exported package: the tab-bar form for apps with tabs, the
/// single-stack form for the others.
enum NavigationTemplate {
    /// The parts both forms share: queries and the intents on the active stack.
    private static let shared = #"""
        // MARK: - The active stack

        extension Navigation {
            /// The stack that intents act on: the top modal's, else the base stack.
            public var activeStack: ScreenStack { modals.last ?? baseStack }

            /// The screen the user sees.
            public var visibleScreen: Route { activeStack.top }

            /// The screens from the base root to the top of the last modal.
            public var depth: Int { modals.reduce(baseStack.count) { $0 + $1.count } }

            mutating func push(_ route: Route) throws(NavigationError) {
                guard depth < Self.maxDepth else { throw .tooDeep }
                withActiveStack { $0.push(route) }
            }

            mutating func pop(_ count: Int = 1) throws(NavigationError) {
                try withActiveStack { stack throws(NavigationError) in try stack.pop(count) }
            }

            mutating func popToRoot() {
                withActiveStack { $0.popToRoot() }
            }

            mutating func pop(to pattern: RoutePattern) throws(NavigationError) {
                try withActiveStack { stack throws(NavigationError) in try stack.pop(to: pattern) }
            }

            /// Goes to `route`: pops to the topmost one if the active stack has it, else pushes it.
            mutating func navigate(to route: Route) throws(NavigationError) {
                if activeStack.contains(route) {
                    try pop(to: .exactly(route))
                } else {
                    try push(route)
                }
            }

            mutating func replaceTop(with route: Route) throws(NavigationError) {
                try withActiveStack { stack throws(NavigationError) in try stack.replaceTop(with: route) }
            }

            /// Presents `route` modally, as the root of a new stack over everything.
            mutating func present(_ route: Route) throws(NavigationError) {
                guard depth < Self.maxDepth else { throw .tooDeep }
                modals.append(ScreenStack(root: route))
            }

            /// Dismisses the top modal with its whole stack.
            mutating func dismiss() throws(NavigationError) {
                guard !modals.isEmpty else { throw .noModal }
                modals.removeLast()
            }

            /// Dismisses every modal; at least one must be up.
            mutating func dismissEveryModal() throws(NavigationError) {
                guard !modals.isEmpty else { throw .noModal }
                modals.removeAll()
            }

            mutating func dismissAll() {
                modals.removeAll()
            }

            /// What a back button does: pops if the active stack has more than its root, else
            /// dismisses the top modal.
            mutating func back() throws(NavigationError) {
                if activeStack.canPop(1) {
                    try pop()
                } else if !modals.isEmpty {
                    try dismiss()
                } else {
                    throw .nothingToGoBack(root: baseStack.root)
                }
            }

            private mutating func withActiveStack<Result, Failure: Error>(
                _ body: (inout ScreenStack) throws(Failure) -> Result
            ) throws(Failure) -> Result {
                if modals.isEmpty { return try body(&baseStack) }
                return try body(&modals[modals.count - 1])
            }
        }
        """#

    /// With a tab bar: one stack per tab.
    static let tabs = #"""
        /// Everything on screen in one flow: a tab bar of stacks (or a single stack), and the modals
        /// presented over it. Intents act on the active stack: the top modal's, else the selected
        /// tab's. Every change either succeeds or throws and changes nothing.
        public struct Navigation: Hashable, Sendable {
            /// The most screens from the base root to the top of the last modal.
            public static let maxDepth = 10_000

            /// The tabs in tab-bar order; empty for a single stack.
            public let tabs: [Tab]
            /// One stack per tab, in tab-bar order, or the single stack.
            public private(set) var stacks: [ScreenStack]
            /// The position of the selected tab in `tabs` (0 for a single stack).
            public private(set) var selectedIndex: Int
            /// The modal stacks, bottom first.
            public private(set) var modals: [ScreenStack]

            /// A single stack with `root` at its bottom.
            public init(root: Route) {
                tabs = []
                stacks = [ScreenStack(root: root)]
                selectedIndex = 0
                modals = []
            }

            /// A tab bar with one stack per tab; the first tab is selected.
            public init(tabs: [(tab: Tab, root: Route)]) {
                precondition(!tabs.isEmpty, "a tab bar has at least one tab")
                self.tabs = tabs.map(\.tab)
                stacks = tabs.map { ScreenStack(root: $0.root) }
                selectedIndex = 0
                modals = []
            }

            /// The selected tab, or `nil` for a single stack.
            public var selectedTab: Tab? { tabs.isEmpty ? nil : tabs[selectedIndex] }

            /// The stack under any modals: the selected tab's, or the single stack.
            public internal(set) var baseStack: ScreenStack {
                get { stacks[selectedIndex] }
                set { stacks[selectedIndex] = newValue }
            }

            /// The stack of `tab`, if the tab bar has it.
            public func stack(for tab: Tab) -> ScreenStack? {
                tabs.firstIndex(of: tab).map { stacks[$0] }
            }

            /// Whether any stack, in any tab or modal, holds a screen satisfying `predicate`.
            public func contains(where predicate: (Route) -> Bool) -> Bool {
                stacks.contains { $0.contains(where: predicate) } || modals.contains { $0.contains(where: predicate) }
            }

            /// The first screen satisfying `predicate`, in the tabs' stacks, then the modals, each root first.
            public func first(where predicate: (Route) -> Bool) -> Route? {
                for stack in stacks + modals {
                    if let route = stack.routes.first(where: predicate) { return route }
                }
                return nil
            }
        }

        \#(shared)

        // MARK: - Tabs and whole-flow changes

        extension Navigation {
            /// Selects `tab`; returns `false`, changing nothing, when the tab bar does not have it.
            @discardableResult
            mutating func select(_ tab: Tab) -> Bool {
                guard let index = tabs.firstIndex(of: tab) else { return false }
                selectedIndex = index
                return true
            }

            /// Rebuilds a stack from its root and `path`, as a deep link does: the stack of `tab`, or
            /// the first one. Modals are not touched.
            mutating func resetStack(for tab: Tab?, path: [Route]) throws(NavigationError) {
                let index = tab.flatMap { tabs.firstIndex(of: $0) } ?? 0
                let rebuilt = ScreenStack(root: stacks[index].root, path: path)
                let modalDepth = index == selectedIndex ? depth - baseStack.count : 0
                guard rebuilt.count + modalDepth <= Self.maxDepth else { throw .tooDeep }
                stacks[index] = rebuilt
            }

            /// Takes off the stacks every screen that satisfies `predicate` (never a root of the tabs'
            /// stacks), with the screens above it, as a child flow's screens leave when it ends. A modal
            /// whose root satisfies it is dismissed, and so is every modal over a modal that lost
            /// screens, since it was presented from one of them.
            mutating func removeScreens(where predicate: (Route) -> Bool) {
                for index in stacks.indices { stacks[index].truncate(from: predicate) }
                if let first = modals.firstIndex(where: { predicate($0.root) }) { modals.removeSubrange(first...) }
                if let cut = modals.firstIndex(where: { $0.contains(where: predicate) }) {
                    modals[cut].truncate(from: predicate)
                    modals.removeSubrange((cut + 1)...)
                }
            }
        }

        // MARK: - Codable

        extension Navigation: Codable {
            private enum CodingKeys: String, CodingKey {
                case tabs, stacks, selectedIndex, modals
            }

            /// Reads a navigation and checks its shape: a stack per tab (or one stack), a selected tab
            /// that exists, and no more than `maxDepth` screens from a base root to the top modal.
            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                tabs = try container.decode([Tab].self, forKey: .tabs)
                stacks = try container.decode([ScreenStack].self, forKey: .stacks)
                selectedIndex = try container.decode(Int.self, forKey: .selectedIndex)
                modals = try container.decode([ScreenStack].self, forKey: .modals)
                guard stacks.count == max(tabs.count, 1), stacks.indices.contains(selectedIndex),
                    Set(tabs).count == tabs.count, depth <= Self.maxDepth
                else {
                    throw DecodingError.dataCorrupted(
                        .init(
                            codingPath: container.codingPath,
                            debugDescription: "a stack per tab, a selected tab that exists, at most \(Self.maxDepth) screens"))
                }
            }
        }
        """#

    /// Without a tab bar: one stack.
    static let single = #"""
        /// Everything on screen: a stack, and the modals presented over it. Intents act on the active
        /// stack: the top modal's, else the base stack. Every change either succeeds or throws and
        /// changes nothing.
        public struct Navigation: Hashable, Sendable {
            /// The most screens from the base root to the top of the last modal.
            public static let maxDepth = 10_000

            /// The stack under any modals.
            public internal(set) var baseStack: ScreenStack
            /// The modal stacks, bottom first.
            public private(set) var modals: [ScreenStack]

            /// A stack with `root` at its bottom.
            public init(root: Route) {
                baseStack = ScreenStack(root: root)
                modals = []
            }

            /// Whether any stack, the base stack or a modal, holds a screen satisfying `predicate`.
            public func contains(where predicate: (Route) -> Bool) -> Bool {
                baseStack.contains(where: predicate) || modals.contains { $0.contains(where: predicate) }
            }

            /// The first screen satisfying `predicate`, in the base stack, then the modals, each root first.
            public func first(where predicate: (Route) -> Bool) -> Route? {
                for stack in [baseStack] + modals {
                    if let route = stack.routes.first(where: predicate) { return route }
                }
                return nil
            }
        }

        \#(shared)

        // MARK: - Whole-flow changes

        extension Navigation {
            /// Rebuilds the base stack from its root and `path`, as a deep link does. Modals are not
            /// touched.
            mutating func resetStack(path: [Route]) throws(NavigationError) {
                let rebuilt = ScreenStack(root: baseStack.root, path: path)
                guard rebuilt.count + depth - baseStack.count <= Self.maxDepth else { throw .tooDeep }
                baseStack = rebuilt
            }

            /// Takes off the stacks every screen that satisfies `predicate` (never the base root), with
            /// the screens above it, as a child flow's screens leave when it ends. A modal whose root
            /// satisfies it is dismissed, and so is every modal over a modal that lost screens, since it
            /// was presented from one of them.
            mutating func removeScreens(where predicate: (Route) -> Bool) {
                baseStack.truncate(from: predicate)
                if let first = modals.firstIndex(where: { predicate($0.root) }) { modals.removeSubrange(first...) }
                if let cut = modals.firstIndex(where: { $0.contains(where: predicate) }) {
                    modals[cut].truncate(from: predicate)
                    modals.removeSubrange((cut + 1)...)
                }
            }
        }

        // MARK: - Codable

        extension Navigation: Codable {
            private enum CodingKeys: String, CodingKey {
                case baseStack, modals
            }

            /// Reads a navigation and checks that it holds no more than `maxDepth` screens.
            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                baseStack = try container.decode(ScreenStack.self, forKey: .baseStack)
                modals = try container.decode([ScreenStack].self, forKey: .modals)
                guard depth <= Self.maxDepth else {
                    throw DecodingError.dataCorrupted(
                        .init(codingPath: container.codingPath, debugDescription: "more than \(Self.maxDepth) screens"))
                }
            }
        }
        """#
}
