/// `Navigation/ScreenStack.swift` of an exported package: the same in every app.
enum ScreenStackTemplate {
    static let text = #"""
        /// A navigation stack as a value: a root screen that never leaves, and the screens pushed above
        /// it (SwiftUI's `NavigationStack` path, UIKit's `viewControllers` after the first). Every
        /// change either succeeds or throws and changes nothing.
        public struct ScreenStack: Hashable, Codable, Sendable {
            /// The screen at the bottom; never popped.
            public let root: Route
            /// The screens above the root, bottom first.
            public private(set) var path: [Route]

            public init(root: Route, path: [Route] = []) {
                self.root = root
                self.path = path
            }

            /// Every screen, root first.
            public var routes: [Route] { [root] + path }

            /// How many screens, the root included.
            public var count: Int { path.count + 1 }

            /// The screen on top: the one the user sees.
            public var top: Route { path.last ?? root }

            /// Whether `route` is anywhere on the stack.
            public func contains(_ route: Route) -> Bool {
                root == route || path.contains(route)
            }

            /// Whether any screen, the root included, satisfies `predicate`.
            public func contains(where predicate: (Route) -> Bool) -> Bool {
                predicate(root) || path.contains(where: predicate)
            }
        }

        // MARK: - Changes

        extension ScreenStack {
            mutating func push(_ route: Route) {
                path.append(route)
            }

            /// Whether `count` screens can be popped without touching the root.
            public func canPop(_ count: Int) -> Bool {
                count >= 1 && count <= path.count
            }

            /// Pops `count` screens; fails when fewer are above the root.
            mutating func pop(_ count: Int) throws(NavigationError) {
                guard canPop(count) else { throw .atRoot(requested: count, available: path.count, root: root) }
                path.removeLast(count)
            }

            mutating func popToRoot() {
                path.removeAll()
            }

            /// Pops to the topmost screen that matches `pattern`; fails when none does.
            mutating func pop(to pattern: RoutePattern) throws(NavigationError) {
                if let index = path.lastIndex(where: pattern.matches) {
                    path.removeSubrange((index + 1)...)
                } else if pattern.matches(root) {
                    path.removeAll()
                } else {
                    throw .notFound(pattern, stack: routes)
                }
            }

            /// Replaces the top screen, which must not be the root.
            mutating func replaceTop(with route: Route) throws(NavigationError) {
                guard !path.isEmpty else { throw .cannotReplaceRoot(root) }
                path[path.count - 1] = route
            }

            /// Removes the lowest screen above the root that satisfies `predicate`, and every screen
            /// above it: a child flow's screens leave together.
            mutating func truncate(from predicate: (Route) -> Bool) {
                guard let index = path.firstIndex(where: predicate) else { return }
                path.removeSubrange(index...)
            }
        }
        """#
}
