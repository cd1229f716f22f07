/// A navigation stack: a root screen that never leaves, and the screens pushed above it.
///
/// Like `UINavigationController.viewControllers` or SwiftUI's `NavigationPath`, but a value, and
/// never empty: every mutation that would remove the root fails instead and changes nothing.
///
///     var stack = Stack(root: Route("home"))
///     stack.push(Route("detail", .integer(42)))
///     stack.routes.pathDescription  // "home > detail(42)"
public struct Stack: Hashable, Sendable, Codable {
    public let root: Route
    /// The screens above the root, bottom first.
    public private(set) var above: [Route]

    public init(root: Route, above: [Route] = []) {
        self.root = root
        self.above = above
    }

    /// The number of screens, root included.
    public var count: Int { above.count + 1 }

    /// The screen on top: the one the user sees.
    public var top: Route { above.last ?? root }

    /// Every screen, root first.
    public var routes: [Route] { [root] + above }

    /// A stack of `routes`, root first; `nil` for no routes.
    public init?(_ routes: [Route]) {
        guard let root = routes.first else { return nil }
        self.init(root: root, above: Array(routes.dropFirst()))
    }

    /// Whether `route` is anywhere on the stack.
    public func contains(_ route: Route) -> Bool {
        root == route || above.contains(route)
    }

    /// Whether any screen, the root included, satisfies `predicate`.
    public func contains(where predicate: (Route) -> Bool) -> Bool {
        predicate(root) || above.contains(where: predicate)
    }
}

// MARK: - Navigation

extension Stack {
    /// Pushes a screen on top.
    public mutating func push(_ route: Route) {
        above.append(route)
    }

    /// Whether `count` screens can be popped without touching the root.
    public func canPop(_ count: Int) -> Bool {
        count >= 1 && count <= above.count
    }

    /// Pops `count` screens (at least 1); fails with `atRoot` if fewer than `count` are above
    /// the root.
    public mutating func pop(_ count: Int = 1) throws(NavigationError) {
        precondition(count >= 1, "pop needs a count of at least 1; the parser reads counts from 1")
        guard canPop(count) else {
            throw .atRoot(.pop(requested: count, available: above.count, root: root))
        }
        above.removeLast(count)
    }

    /// Pops every screen above the root. At the root it does nothing, and succeeds.
    public mutating func popToRoot() {
        above.removeAll()
    }

    /// The position of the topmost screen matching `pattern` (0 is the root), if any.
    public func topmostIndex(matching pattern: RoutePattern) -> Int? {
        if let index = above.lastIndex(where: pattern.matches) { return index + 1 }
        return pattern.matches(root) ? 0 : nil
    }

    /// Pops to the topmost screen matching `pattern`; fails with `notFound` if none does.
    public mutating func pop(to pattern: RoutePattern) throws(NavigationError) {
        guard let index = topmostIndex(matching: pattern) else {
            throw .notFound(pattern, in: routes)
        }
        above.removeSubrange(index...)
    }

    /// Whether the top screen can be replaced: it is not the root.
    public var canReplaceTop: Bool { !above.isEmpty }

    /// Replaces the top screen; fails with `atRoot` when the top is the root.
    public mutating func replaceTop(with route: Route) throws(NavigationError) {
        guard canReplaceTop else { throw .atRoot(.replace(root: root)) }
        above[above.count - 1] = route
    }

    /// Removes the first screen matching `predicate` above the root, and every screen above it.
    /// Used when a child flow ends: its screens leave the stack together.
    public mutating func truncate(from predicate: (Route) -> Bool) {
        guard let index = above.firstIndex(where: predicate) else { return }
        above.removeSubrange(index...)
    }
}
