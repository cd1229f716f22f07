/// One screen above a stack's root, in a persistent list: a node points at the one below it and
/// never changes, so a copy of a stack (an undo snapshot) shares every node with the original,
/// and push, pop and replace cost O(1) however deep the stack is.
final class StackNode: @unchecked Sendable {
    // `@unchecked`: `below` is a `var` only so that `deinit` can take a long chain apart one node
    // at a time, when nothing else refers to it; nodes are never changed otherwise.
    let route: Route
    /// How many screens are above the root up to and including this one.
    let depth: Int
    private(set) var below: StackNode?

    init(_ route: Route, below: StackNode?) {
        self.route = route
        self.below = below
        depth = (below?.depth ?? 0) + 1
    }

    /// Frees a chain without recursing once per node (10,000 nested releases would need a deep
    /// call stack): each node this one owns alone is unlinked before it is freed.
    deinit {
        guard var next = below else { return }
        below = nil
        while isKnownUniquelyReferenced(&next) {
            guard let after = next.below else { return }
            next.below = nil
            next = after
        }
    }

    /// This node and the ones below it, top first.
    var downward: UnfoldSequence<StackNode, (StackNode?, Bool)> {
        sequence(first: self) { $0.below }
    }
}
