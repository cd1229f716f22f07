/// A stack as `--json` wrote it (`JSONFragments`): the stack (kept, so that the identities of
/// its nodes stay theirs), its JSON array, and where each screen's string ends in it.
///
/// A command most often pushes one screen, pops a few or replaces the top: the array of the
/// stack it makes is the kept one's cut after one of its screens, with a screen more or not,
/// and is made so from the bytes kept, without writing the others again. Screens are known by their nodes: a node
/// never changes, so the same node at the same depth above the same root is the same screens.
final class KeptStack {
    private(set) var stack: Stack
    private(set) var bytes = JSONWriter(capacity: 64)
    /// Where the string of each screen ends in `bytes`, the root's first.
    private var ends: [Int] = []

    init(_ stack: Stack) {
        self.stack = stack
        write(stack)
    }

    /// Whether `stack` is the very same as the one kept.
    @inline(__always)
    func holds(_ stack: Stack) -> Bool {
        self.stack.aboveRootIdentity == stack.aboveRootIdentity && self.stack.root == stack.root
    }

    /// Where the top screen's string is in `bytes`, quotes included: the state's `screen`.
    var topRange: Range<Int> {
        let count = ends.count
        return (count >= 2 ? ends[count - 2] + 1 : 1)..<ends[count - 1]
    }

    /// Makes the kept stack `stack`: from the bytes kept when `stack` is the kept one with
    /// screens popped, or popped and one pushed (a push, a replaced top); else written afresh.
    func update(to stack: Stack) {
        defer { self.stack = stack }
        guard stack.root == self.stack.root else { return write(stack) }
        // A stack of its root alone is the kept one popped to it.
        guard let top = stack.topNode else { return cut(to: 1) }
        let keptDepth = ends.count - 1
        // Most often one screen pushed on the kept stack.
        if top.below === self.stack.topNode { return push(top.route, onFirst: ends.count) }
        if top.depth <= keptDepth, self.stack.node(atDepth: top.depth) === top { return cut(to: top.depth + 1) }
        let belowDepth = top.depth - 1
        if belowDepth <= keptDepth, belowDepth == 0 || self.stack.node(atDepth: belowDepth) === top.below {
            return push(top.route, onFirst: belowDepth + 1)
        }
        write(stack)
    }

    /// Keeps the first `count` screens.
    private func cut(to count: Int) {
        ends.removeLast(ends.count - count)
        bytes.removeAll(after: ends[count - 1])
        bytes.endArray()
    }

    /// Keeps the first `count` screens and pushes `route` on them.
    private func push(_ route: Route, onFirst count: Int) {
        ends.removeLast(ends.count - count)
        bytes.removeAll(after: ends[count - 1])
        bytes.needsComma = true
        bytes.string(route)
        ends.append(bytes.count)
        bytes.endArray()
    }

    /// Writes `stack` afresh.
    private func write(_ stack: Stack) {
        bytes.removeAll()
        ends.removeAll(keepingCapacity: true)
        bytes.beginArray()
        stack.forEachRoute { route in
            bytes.string(route)
            ends.append(bytes.count)
        }
        bytes.endArray()
    }
}

extension Stack {
    /// The node at `depth` (1 for the first screen above the root), found from the top down;
    /// `nil` when the stack is not that deep.
    func node(atDepth depth: Int) -> StackNode? {
        var node = topNode
        while let current = node, current.depth > depth { node = current.below }
        return node?.depth == depth ? node : nil
    }
}
