/// One modal under the top one, in a persistent list like `StackNode`: a node points at the modal
/// below it and never changes, so a copy of a navigation (an undo snapshot) shares every node, and
/// present and dismiss cost O(1) however many modals are up.
@usableFromInline
final class ModalNode: ChainNode, @unchecked Sendable {
    // `@unchecked`: `below` is a `var` only so that `deinit` can take a long chain apart one node
    // at a time, when nothing else refers to it; nodes are never changed otherwise.
    let stack: Stack
    /// How many modals the list holds, this one and those below it.
    @usableFromInline let count: Int
    /// How many screens those modals hold.
    @usableFromInline let screens: Int
    var below: ModalNode?

    init(_ stack: Stack, below: ModalNode?) {
        self.stack = stack
        self.below = below
        count = (below?.count ?? 0) + 1
        screens = (below?.screens ?? 0) + stack.count
    }

    deinit { freeChainBelow() }

    /// This node and the ones below it, top first.
    var downward: UnfoldSequence<ModalNode, (ModalNode?, Bool)> {
        sequence(first: self) { $0.below }
    }

    /// Whether two lists hold equal stacks; shared nodes are not compared again, and the same
    /// list (no modals under the top one, on both sides, most often) not even walked.
    static func same(_ lhs: ModalNode?, _ rhs: ModalNode?) -> Bool {
        if lhs === rhs { return true }
        var (left, right) = (lhs, rhs)
        while let l = left, let r = right {
            if l === r { return true }
            guard l.count == r.count, l.stack == r.stack else { return false }
            (left, right) = (l.below, r.below)
        }
        return left == nil && right == nil
    }
}
