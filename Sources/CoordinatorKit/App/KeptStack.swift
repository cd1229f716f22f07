/// A stack as `--json` wrote it (`JSONFragments`): the stack (kept, so that the identities of
/// its nodes stay theirs), its JSON array, and where each screen's string ends in it.
///
/// A command most often pushes one screen or pops a few: the array of the stack it makes is
/// the kept one's with a screen more, or cut after one of its screens, and is made so from
/// the bytes kept, without writing the others again. Screens are known by their nodes: a node
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

    /// Makes the kept stack `stack`: from the bytes kept when `stack` is the kept one with a
    /// screen pushed, or with screens popped; else written afresh.
    func update(to stack: Stack) {
        defer { self.stack = stack }
        guard stack.root == self.stack.root, let top = stack.topNode else {
            // A stack of its root alone, when the root is the same, is the kept one popped to it.
            if stack.root == self.stack.root, stack.topNode == nil { return cut(to: 1) }
            return write(stack)
        }
        if top.below === self.stack.topNode {
            bytes.removeAll(after: bytes.count - 1)
            bytes.needsComma = true
            bytes.string(top.route)
            ends.append(bytes.count)
            return bytes.endArray()
        }
        if top.depth < ends.count - 1, self.stack.node(atDepth: top.depth) === top {
            return cut(to: top.depth + 1)
        }
        write(stack)
    }

    /// Keeps the first `count` screens.
    private func cut(to count: Int) {
        ends.removeLast(ends.count - count)
        bytes.removeAll(after: ends[count - 1])
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
