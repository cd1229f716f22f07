import CoordinatorKit

extension ExplorationRun {
    /// Confirms the trap candidates, one screen at a time: a search from the closest candidate
    /// (then the next ones, a few at most) for a way back to the start screen. Asked to stop,
    /// it keeps the traps confirmed so far and names the screens it did not get to the end of.
    func findTraps() {
        guard exploration.end != .interrupted else { return }
        let search = ReturnSearch<App>(
            domain: exploration.domain,
            bounds: ExplorationBounds(depth: bounds.depth, states: min(bounds.states, Self.maxReturnSearchStates)),
            shouldStop: { [shouldStop] in shouldStop(.confirmingTraps) })
        let routes = exploration.catalog.routes
        let screens = exploration.trapCandidates().filter { $0.route < routes.count }
        for (index, (route, candidates)) in screens.enumerated() {
            for state in candidates.prefix(Self.candidatesTried) {
                guard let app = restore(state) else { continue }
                let found = search.search(
                    from: app, for: exploration.startScreen.name, kept: &exploration.trapSearchStates)
                if found == .stopped {
                    exploration.interruption = .confirmingTraps
                    exploration.trapsNotConfirmed = screens[index...].map { routes[$0.route] }
                    return
                }
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
