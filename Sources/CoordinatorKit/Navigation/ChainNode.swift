/// A node of a persistent list (`StackNode`, `ModalNode`): it points at the node below it, and
/// nodes are shared between copies, so a list is freed one node at a time as the last copy goes.
protocol ChainNode: AnyObject {
    /// The node below; set only by `freeChainBelow`.
    var below: Self? { get set }
}

extension ChainNode {
    /// Called by `deinit`: frees the chain below without recursing once per node (10,000 nested
    /// releases would need a deep call stack). Each node this one owns alone is unlinked before
    /// it is freed; the first node shared with another list stops it.
    func freeChainBelow() {
        guard var next = below else { return }
        below = nil
        while isKnownUniquelyReferenced(&next) {
            guard let after = next.below else { return }
            next.below = nil
            next = after
        }
    }
}
