/// What `coordsh check` is doing: exploring the states from the start, or confirming the trap
/// candidates by a search back from each. `Explorer.shouldStop` is asked with it, and an
/// interrupted exploration says which it was doing (`Exploration.interruption`).
public enum ExplorationPhase: String, Hashable, Sendable {
    /// Exploring the states the app can reach from its start, breadth first.
    case exploring
    /// Searching back from each trap candidate for a way to the start screen.
    case confirmingTraps
}
