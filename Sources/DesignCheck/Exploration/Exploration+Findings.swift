import CoordinatorKit

extension Exploration {
    /// A route, and the first (closest) state found that shows it; `nil` if none did.
    public struct ScreenReach: Sendable {
        public let route: RouteSpec
        public let state: Int?
    }

    /// A screen on which the app can be stuck: states showing it from which no command path
    /// leads back to the start screen.
    public struct Trap: Sendable {
        /// The visible screen's route.
        public let route: RouteSpec
        /// The closest such state.
        public let state: Int
        /// How many states showing this screen found no way back in the explored graph.
        public let states: Int
        /// How far the search from `state` for a way back went: `nil` when it explored every
        /// state reachable from there, else the depth it stopped at.
        public let searchDepth: Int?
    }

    /// Every route of the app, in the catalog's order, with the closest state that shows it.
    public var screens: [ScreenReach] {
        var first = [Int?](repeating: nil, count: catalog.routes.count)
        for (state, route) in screen.enumerated() where Int(route) < first.count && first[Int(route)] == nil {
            first[Int(route)] = state
        }
        return zip(catalog.routes, first).map { ScreenReach(route: $0, state: $1) }
    }

    /// The events no explored state accepted.
    public var eventsNeverAccepted: [EventSpec] {
        zip(catalog.events, acceptedEvents).filter { !$1 }.map(\.0)
    }

    /// The trap candidates: explored states from which no path in the explored graph leads to
    /// a state showing the start screen, grouped by visible screen (a route index), closest first.
    /// States the bounds left unexplored are never candidates, but they do not lead back either.
    func trapCandidates() -> [(route: Int, states: [Int])] {
        let count = stateCount
        guard let startRoute = catalog.routes.firstIndex(where: { $0.name == startScreen.name }) else { return [] }
        var canReturn = [Bool](repeating: false, count: count)
        var queue: [Int32] = []
        for state in 0..<count where Int(screen[state]) == startRoute {
            canReturn[state] = true
            queue.append(Int32(state))
        }
        // The edges turned around: who leads to each state. (Only explored states' edges: one
        // cut short by the states bound has some too.)
        let explored = edges[..<Int(edgeStart[expandedCount])]
        var incomingStart = [Int32](repeating: 0, count: count + 1)
        for edge in explored { incomingStart[Int(edge) + 1] += 1 }
        for state in 0..<count { incomingStart[state + 1] += incomingStart[state] }
        var incoming = [Int32](repeating: 0, count: explored.count)
        var filled = incomingStart
        for source in 0..<expandedCount {
            for edge in edges[Int(edgeStart[source])..<Int(edgeStart[source + 1])] {
                incoming[Int(filled[Int(edge)])] = Int32(source)
                filled[Int(edge)] += 1
            }
        }
        var next = 0
        while next < queue.count {
            let state = Int(queue[next])
            next += 1
            for source in incoming[Int(incomingStart[state])..<Int(incomingStart[state + 1])]
            where !canReturn[Int(source)] {
                canReturn[Int(source)] = true
                queue.append(source)
            }
        }
        var groups: [Int: Int] = [:]
        var result: [(route: Int, states: [Int])] = []
        for state in 0..<expandedCount where !canReturn[state] {
            let route = Int(screen[state])
            if let group = groups[route] {
                result[group].states.append(state)
            } else {
                groups[route] = result.count
                result.append((route, [state]))
            }
        }
        return result
    }

    /// Whether anything was found: a screen not reached, an event never accepted, a trap or a
    /// broken rule.
    public var hasFindings: Bool {
        !violations.isEmpty || screens.contains { $0.state == nil } || !eventsNeverAccepted.isEmpty
            || !traps.isEmpty
    }
}
