/// One screen above a stack's root, in a persistent list: a node points at the one below it and
/// never changes, so a copy of a stack (an undo snapshot) shares every node with the original,
/// and push, pop and replace cost O(1) however deep the stack is.
@usableFromInline
final class StackNode: ChainNode, @unchecked Sendable {
    // `@unchecked`: `below` is a `var` only so that `deinit` can take a long chain apart one node
    // at a time, when nothing else refers to it; nodes are never changed otherwise.
    @usableFromInline let route: Route
    /// How many screens are above the root up to and including this one.
    @usableFromInline let depth: Int
    var below: StackNode?

    init(_ route: Route, below: StackNode?) {
        self.route = route
        self.below = below
        depth = (below?.depth ?? 0) + 1
    }

    /// A node of the route named `name` with `argument`, for a route that stays where it lies
    /// (an intent's). Its fields come in as values and are copied with a retain each, where a
    /// whole route copied from memory goes through the generic value operations of `RouteName`
    /// and `Argument?`, about 170 instructions. Not inlined, so that they stay values.
    @inline(never)
    init(_ name: RouteName, _ argument: Argument?, below: StackNode?) {
        route = Route(name, argument)
        self.below = below
        depth = (below?.depth ?? 0) + 1
    }

    deinit { freeChainBelow() }

    /// This node and the ones below it, top first.
    var downward: UnfoldSequence<StackNode, (StackNode?, Bool)> {
        sequence(first: self) { $0.below }
    }
}
