/// A navigation stack: a root screen that never leaves, and the screens pushed above it.
///
/// Like `UINavigationController.viewControllers` or SwiftUI's `NavigationPath`, but a value, and
/// never empty: every mutation that would remove the root fails instead and changes nothing.
/// The screens above the root are a persistent list (`StackNode`), so copies share them: push,
/// pop and replace cost O(1) at any depth, and keeping old states for undo costs O(1) each.
///
///     var stack = Stack(root: Route("home"))
///     stack.push(Route("detail", .integer(42)))
///     stack.routes.pathDescription  // "home > detail(42)"
public struct Stack: Sendable {
    public let root: Route
    @usableFromInline private(set) var topNode: StackNode?

    public init(root: Route, above: [Route] = []) {
        self.root = root
        topNode = above.reduce(nil) { StackNode($1, below: $0) }
    }

    /// A stack of `routes`, root first; `nil` for no routes.
    public init?(_ routes: [Route]) {
        guard let root = routes.first else { return nil }
        self.init(root: root, above: Array(routes.dropFirst()))
    }

    /// The number of screens, root included.
    @inlinable public var count: Int { (topNode?.depth ?? 0) + 1 }

    /// The identity of the chain of screens above the root, `nil` when there are none: two
    /// stacks with one root and the same identity hold the very same screens (its nodes never
    /// change), for as long as a stack that has it is alive. A value without references, cheap
    /// to keep and compare: a writer can reuse what it wrote for a stack (`--json`).
    @inlinable public var aboveRootIdentity: ObjectIdentifier? {
        topNode.map(ObjectIdentifier.init)
    }

    /// The screen on top: the one the user sees.
    @inlinable public var top: Route { topNode?.route ?? root }

    /// Whether the top screen's name satisfies `predicate`, the name read where it lies.
    @inlinable public func topName(satisfies predicate: (RouteName) -> Bool) -> Bool {
        if let node = topNode { return predicate(node.route.name) }
        return predicate(root.name)
    }

    /// The screens above the root, bottom first.
    public var above: [Route] { topNode.map { $0.downward.map(\.route).reversed() } ?? [] }

    /// Every screen, root first.
    public var routes: [Route] {
        // Filled from the top down, as the nodes are linked, into an array made at its final size.
        var routes = Array(repeating: root, count: count)
        var node = topNode
        while let current = node {
            routes[current.depth] = current.route
            node = current.below
        }
        return routes
    }

    /// Calls `body` with every screen, root first, without making an array of them (a writer
    /// lists every stack on every line). Stacks deeper than 64 screens are listed from an array:
    /// walking the chain from the root would recurse once per screen.
    public func forEachRoute(_ body: (Route) -> Void) {
        guard count <= 64 else { return routes.forEach(body) }
        func visit(_ node: StackNode?) {
            guard let node else { return }
            visit(node.below)
            body(node.route)
        }
        body(root)
        visit(topNode)
    }

    /// Whether `route` is anywhere on the stack.
    public func contains(_ route: Route) -> Bool {
        contains { $0 == route }
    }

    /// Whether any screen, the root included, satisfies `predicate`.
    public func contains(where predicate: (Route) -> Bool) -> Bool {
        topmostNode { predicate($0.route) } != nil || predicate(root)
    }

    /// Whether any screen, the root included, is named one of `names`: a loop comparing names in
    /// place (`contains(where:)` calls a closure with a copy of each route).
    public func containsScreen(namedAnyOf names: [RouteName]) -> Bool {
        var node = topNode
        while let current = node {
            if names.contains(current.route.name) { return true }
            node = current.below
        }
        return names.contains(root.name)
    }

    /// The topmost node above the root that satisfies `predicate`. A plain loop: a sequence of
    /// nodes (`downward`) retains and releases each node it passes, and a child flow's end, a
    /// `popto` and a released flow each walk whole stacks.
    private func topmostNode(where predicate: (StackNode) -> Bool) -> StackNode? {
        var node = topNode
        while let current = node {
            if predicate(current) { return current }
            node = current.below
        }
        return nil
    }
}

// MARK: - Navigation

extension Stack {
    /// Pushes a screen on top.
    public mutating func push(_ route: consuming Route) {
        topNode = StackNode(route, below: topNode)
    }

    /// Pushes a copy of `route`, which stays where it lies (see `StackNode.init(_:_:below:)`).
    mutating func push(copyOf route: borrowing Route) {
        topNode = StackNode(route.name, route.argument, below: topNode)
    }

    /// Whether `count` screens can be popped without touching the root.
    public func canPop(_ count: Int) -> Bool {
        count >= 1 && count < self.count
    }

    /// Pops `count` screens (at least 1); fails with `atRoot` if fewer than `count` are above
    /// the root.
    public mutating func pop(_ count: Int = 1) throws(NavigationError) {
        precondition(count >= 1, "pop needs a count of at least 1; the parser reads counts from 1")
        guard canPop(count) else {
            throw .atRoot(.pop(requested: count, available: self.count - 1, root: root))
        }
        var node = topNode
        for _ in 0..<count { node = node?.below }
        topNode = node
    }

    /// Pops every screen above the root. At the root it does nothing, and succeeds.
    public mutating func popToRoot() {
        topNode = nil
    }

    /// The position of the topmost screen matching `pattern` (0 is the root), if any.
    public func topmostIndex(matching pattern: RoutePattern) -> Int? {
        if let node = topmostNode(where: { pattern.matches($0.route) }) { return node.depth }
        return pattern.matches(root) ? 0 : nil
    }

    /// Pops to the topmost screen matching `pattern`; fails with `notFound` if none does.
    public mutating func pop(to pattern: RoutePattern) throws(NavigationError) {
        if let node = topmostNode(where: { pattern.matches($0.route) }) {
            topNode = node
        } else if pattern.matches(root) {
            topNode = nil
        } else {
            throw .notFound(pattern, in: self)
        }
    }

    /// Whether the top screen can be replaced: it is not the root.
    public var canReplaceTop: Bool { topNode != nil }

    /// Replaces the top screen; fails with `atRoot` when the top is the root.
    public mutating func replaceTop(with route: Route) throws(NavigationError) {
        guard let top = topNode else { throw .atRoot(.replace(root: root)) }
        topNode = StackNode(route, below: top.below)
    }

    /// Removes the lowest screen above the root that satisfies `predicate`, and every screen
    /// above it. Used when a child flow ends: its screens leave the stack together.
    public mutating func truncate(from predicate: (Route) -> Bool) {
        var lowest: StackNode?
        var node = topNode
        while let current = node {
            if predicate(current.route) { lowest = current }
            node = current.below
        }
        guard let lowest else { return }
        topNode = lowest.below
    }

    /// As `truncate(from:)`, for the lowest screen above the root named one of `names`.
    public mutating func truncate(fromScreenNamed names: [RouteName]) {
        var lowest: StackNode?
        var node = topNode
        while let current = node {
            if names.contains(current.route.name) { lowest = current }
            node = current.below
        }
        guard let lowest else { return }
        topNode = lowest.below
    }
}

// MARK: - Equatable, Hashable

extension Stack: Hashable {
    /// Equal screens in the same order. Shared nodes (copies, undo history) compare at once.
    public static func == (lhs: Stack, rhs: Stack) -> Bool {
        guard lhs.root == rhs.root, lhs.count == rhs.count else { return false }
        var left = lhs.topNode
        var right = rhs.topNode
        while let l = left, let r = right {
            if l === r { return true }
            guard l.route == r.route else { return false }
            left = l.below
            right = r.below
        }
        return true
    }

    /// Whether the root screen has an argument, read in place.
    var rootHasArgument: Bool { root.argument != nil }

    /// Whether the two hold the very same chain of nodes, or no nodes above equal roots without
    /// arguments: equal, answered without copying a route; `false` says nothing. A chain of
    /// nodes is made on one stack and stays on its copies (nodes are only ever pushed on the
    /// stack they were made for, `topNode` is set nowhere else), so the same nodes mean the
    /// same root.
    func sharesEverything(with other: Stack) -> Bool {
        guard topNode === other.topNode else { return false }
        return topNode != nil
            || (root.argument == nil && other.root.argument == nil && root.name.rawValue == other.root.name.rawValue)
    }

    /// Every screen: O(depth), as `==` is at worst, as one `Fingerprint`. (Nothing hashes stacks
    /// per command; `coordsh check` keeps millions of states in a hash table, where a hash of the
    /// top alone made stacks that differ lower down collide.)
    public func hash(into hasher: inout Hasher) {
        var fingerprint = Fingerprint()
        addFingerprint(to: &fingerprint)
        hasher.combine(fingerprint.value)
    }
}

extension Stack: CustomStringConvertible, TextOutputStreamable {
    /// The routes, root first: `home > detail(42)`.
    public var description: String { routes.pathDescription }

    /// Writes `description` straight into `target`.
    @inlinable public func write<Target: TextOutputStream>(to target: inout Target) {
        write(to: &target) { $0.write(" > ") }
    }

    /// Writes `description` into a text buffer, which takes the separators without strings (the
    /// human output writes a stack on every line): the screens above the root from the bottom up,
    /// by recursion down the chain for stacks of up to 64 screens (as `forEachRoute`), without a
    /// closure per screen. Returns where the top screen's text starts in `buffer`: the next line
    /// names that screen again (`screen:`), and copies it from there.
    @discardableResult
    public func write(to buffer: inout TextBuffer) -> Int {
        var topStart = buffer.count
        guard count <= 64 else {
            var isFirst = true
            forEachRoute { route in
                if !isFirst { buffer.append(" > ") }
                isFirst = false
                topStart = buffer.count
                route.write(to: &buffer)
            }
            return topStart
        }
        root.write(to: &buffer)
        Self.write(topNode, to: &buffer, topStart: &topStart)
        return topStart
    }

    private static func write(_ node: StackNode?, to buffer: inout TextBuffer, topStart: inout Int) {
        guard let node else { return }
        write(node.below, to: &buffer, topStart: &topStart)
        buffer.append(" > ")
        topStart = buffer.count
        node.route.write(to: &buffer)
    }

    @inlinable func write<Target: TextOutputStream>(to target: inout Target, separator: (inout Target) -> Void) {
        var isFirst = true
        forEachRoute { route in
            if !isFirst { separator(&target) }
            isFirst = false
            route.write(to: &target)
        }
    }
}
