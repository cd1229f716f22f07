import CoordinatorKit

extension ExplorationRun {
    /// Confirms the trap candidates, one screen at a time: a search from the closest candidate
    /// (then the next ones, a few at most) for a way back to the start screen.
    func findTraps() {
        guard exploration.end != .interrupted else { return }
        let search = ReturnSearch<App>(
            domain: exploration.domain,
            bounds: ExplorationBounds(depth: bounds.depth, states: min(bounds.states, Self.maxReturnSearchStates)))
        let routes = exploration.catalog.routes
        for (route, candidates) in exploration.trapCandidates() where route < routes.count {
            for state in candidates.prefix(Self.candidatesTried) {
                guard let app = restore(state) else { continue }
                if shouldStop() { return }
                let found = search.search(
                    from: app, for: exploration.startScreen.name, kept: &exploration.trapSearchStates)
                guard case .noWay(let depth) = found else {
                    continue
                }
                exploration.traps.append(
                    Exploration.Trap(route: routes[route], state: state, states: candidates.count, searchDepth: depth))
                break
            }
        }
    }

    /// How many candidates of one screen are searched from, closest first, before giving up.
    static var candidatesTried: Int { 3 }
    /// The most states one search for a way back keeps.
    static var maxReturnSearchStates: Int { 100_000 }
}
