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

    deinit { freeChainBelow() }

    /// This node and the ones below it, top first.
    var downward: UnfoldSequence<StackNode, (StackNode?, Bool)> {
        sequence(first: self) { $0.below }
    }
}
