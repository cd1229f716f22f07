/// How far `coordsh check` explores: how many commands deep from the start, and how many
/// distinct states it keeps at most.
public struct ExplorationBounds: Hashable, Sendable {
    /// The most commands from the start: states this deep are reached but not explored further.
    public var depth: Int
    /// The most distinct states kept: exploring stops when this many are found.
    public var states: Int

    public init(depth: Int = ExplorationBounds.defaultDepth, states: Int = ExplorationBounds.defaultStates) {
        self.depth = depth
        self.states = states
    }

    /// The default depth: enough for every screen and event of the built-in apps, and a few
    /// seconds on the memo app.
    public static let defaultDepth = 6
    /// The default number of states.
    public static let defaultStates = 1_000_000
    /// The largest depth accepted.
    public static let maxDepth = 1_000
    /// The largest number of states accepted (about 1 KiB each).
    public static let maxStates = 20_000_000
}

/// Why an exploration ended.
public enum ExplorationEnd: String, Hashable, Sendable {
    /// Every state reachable from the start was explored.
    case complete
    /// States at the depth bound were reached but not explored further.
    case depthBound
    /// The states bound was reached; states found but not explored were left.
    case statesBound
    /// The caller asked to stop (Ctrl-C).
    case interrupted
}
