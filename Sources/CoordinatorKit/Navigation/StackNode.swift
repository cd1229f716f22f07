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
    /// The fingerprint of this node's screens, top first (`chainFingerprint`), once worked out;
    /// 0 until then.
    private var knownFingerprint: UInt64 = 0
    /// The summary of the names of this node's screens (`nameSummary`), once worked out; 0 until
    /// then. Read only through `nameSummary`.
    var knownNameSummary: UInt64 = 0

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

    /// The fingerprint of this node's screens, top first, worked out once: nodes never change,
    /// and `coordsh check` hashes every state it meets, whose stacks share most of their nodes
    /// with states hashed before. Equal chains have equal fingerprints. (Written on first use,
    /// always to the same value: states are hashed on one thread.)
    var chainFingerprint: UInt64 {
        if knownFingerprint != 0 { return knownFingerprint }
        // Most often the nodes below are worked out (a push on a stack hashed before).
        if below == nil || below?.knownFingerprint != 0 {
            knownFingerprint = Self.fingerprint(of: route, above: below?.knownFingerprint ?? 0)
            return knownFingerprint
        }
        return workOutChain(\.knownFingerprint) { Self.fingerprint(of: $0.route, above: $1) }
    }

    /// Works out a value each node keeps for its chain (0 until worked out) for this node and the
    /// ones below it not worked out yet: those are gathered top first, then worked out from the
    /// lowest up, each from `value(node, the value below)` (a chain can be 10,000 nodes long, too
    /// deep to recurse down). The slow way of `chainFingerprint` and `nameSummary`.
    func workOutChain(
        _ known: ReferenceWritableKeyPath<StackNode, UInt64>, _ value: (StackNode, UInt64) -> UInt64
    ) -> UInt64 {
        var unknown: [StackNode] = []
        var node: StackNode? = self
        while let current = node, current[keyPath: known] == 0 {
            unknown.append(current)
            node = current.below
        }
        var below = node?[keyPath: known] ?? 0
        for current in unknown.reversed() {
            below = value(current, below)
            current[keyPath: known] = below
        }
        return self[keyPath: known]
    }

    /// The fingerprint of a node of `route` above nodes whose fingerprint is `below` (0 for
    /// none). A fingerprint of 0 (one in 2^64) is taken for not worked out, and worked out again.
    private static func fingerprint(of route: Route, above below: UInt64) -> UInt64 {
        var fingerprint = Fingerprint()
        fingerprint.add(below)
        route.addFingerprint(to: &fingerprint)
        return fingerprint.value
    }

    /// This node and the ones below it, top first.
    var downward: UnfoldSequence<StackNode, (StackNode?, Bool)> {
        sequence(first: self) { $0.below }
    }
}
