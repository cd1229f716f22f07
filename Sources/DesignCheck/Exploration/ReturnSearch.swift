import CommandLanguage
import CoordinatorKit

/// A breadth-first search from one state for a way back to a screen: how `coordsh check`
/// confirms a trap candidate, a state from which the main exploration found no way back,
/// perhaps only because its bounds cut the way off.
struct ReturnSearch<App: CoordinatedApp> {
    /// What the search found.
    enum Result: Equatable {
        /// A state showing the screen is this many commands away.
        case returns(depth: Int)
        /// No state within reach shows it: `depth` is where the bounds stopped the search, or
        /// `nil` when every state reachable from the start of the search was explored.
        case noWay(depth: Int?)
        /// The caller asked to stop (Ctrl-C) before the search could tell.
        case stopped
    }

    let domain: CommandDomain
    let bounds: ExplorationBounds
    /// Asked before each state is explored: the search stops when it says so.
    let shouldStop: () -> Bool

    /// Searches from `start` for a state whose visible screen is named `target`; adds the
    /// states it kept to `kept`.
    func search(from start: App, for target: RouteName, kept: inout Int) -> Result {
        var states = SnapshotSet<App.Snapshot>()
        defer { kept += states.count }
        let first = start.snapshot()
        _ = states.insert(first, hash: first.hashValue)
        var saved = [start.saved(changedBy: "")]
        var layer = [0]
        var depth = 0
        while !layer.isEmpty {
            guard depth < bounds.depth else { return .noWay(depth: depth) }
            var nextLayer: [Int] = []
            for state in layer {
                if shouldStop() { return .stopped }
                guard var app = saved[state].restore() as? App else { continue }
                let commands = domain.commands(for: app).commands
                for command in commands {
                    do throws(App.Failure) {
                        switch command {
                        case .intent(let intent): _ = try app.attempt(intent)
                        case .event(let event): _ = try app.attempt(event)
                        case .shell: continue
                        }
                    } catch {
                        continue
                    }
                    if app.currentNavigation.visibleScreen.name == target { return .returns(depth: depth + 1) }
                    let next = app.snapshot()
                    let hash = next.hashValue
                    if states.index(of: next, hash: hash) == nil {
                        guard states.count < bounds.states else { return .noWay(depth: depth + 1) }
                        nextLayer.append(states.insert(next, hash: hash))
                        saved.append(app.saved(changedBy: ""))
                    }
                    guard let again = saved[state].restore() as? App else { break }
                    app = again
                }
            }
            layer = nextLayer
            depth += 1
        }
        return .noWay(depth: nil)
    }
}
