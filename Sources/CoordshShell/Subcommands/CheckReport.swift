import CommandLanguage
import CoordinatorKit
import DesignCheck

/// What `coordsh check` found, with every path written as commands: made once from an
/// exploration, printed as text or as JSON.
struct CheckReport {
    struct Screen {
        let route: String
        /// The shortest path to it, as lines typed; `nil` if it was not reached.
        let path: [String]?
        /// Whether nothing in the app's tables can show it (`AppCatalog.routesNothingShows`): then
        /// it is unreachable whatever the bounds.
        var nothingShowsIt = false

        /// Whether it is known never to be shown: not reached, and the exploration was complete or
        /// nothing can show it.
        func isUnreachable(complete: Bool) -> Bool {
            path == nil && (complete || nothingShowsIt)
        }
    }

    struct Trap {
        let screen: String
        let states: Int
        let path: [String]
        /// How far the search for a way back went from the closest state: `nil` for everywhere.
        let searchDepth: Int?
    }

    struct Violation: Encodable {
        let rule: String
        let detail: String
        let occurrences: Int
        /// A runnable script: the app line, then the commands.
        let script: [String]
    }

    let app: String
    let startScreen: String
    let bounds: ExplorationBounds
    let states: Int
    let transitions: Int
    let depth: Int
    let end: ExplorationEnd
    let seconds: Double
    /// States kept by the searches back from trap candidates (`Exploration.trapSearchStates`).
    let trapSearchStates: Int
    let screens: [Screen]
    let eventsNeverAccepted: [String]
    let traps: [Trap]
    let violations: [Violation]

    init(_ exploration: Exploration, seconds: Double) {
        func lines(_ commands: [Command]) -> [String] { commands.map(CommandText.line(for:)) }
        app = exploration.catalog.name
        startScreen = exploration.startScreen.description
        bounds = exploration.bounds
        states = exploration.stateCount
        transitions = exploration.transitionCount
        depth = exploration.depthReached
        end = exploration.end
        self.seconds = seconds
        trapSearchStates = exploration.trapSearchStates
        screens = exploration.screens.map { reach in
            Screen(
                route: reach.route.name.rawValue, path: reach.state.map { lines(exploration.path(to: $0)) },
                nothingShowsIt: exploration.catalog.routesNothingShows.contains(reach.route.name.rawValue))
        }
        eventsNeverAccepted = exploration.eventsNeverAccepted.map(\.name)
        traps = exploration.traps.map { trap in
            Trap(
                screen: trap.route.name.rawValue, states: trap.states, path: lines(exploration.path(to: trap.state)),
                searchDepth: trap.searchDepth)
        }
        violations = exploration.violations.map { found in
            Violation(
                rule: found.violation.rule.rawValue, detail: found.violation.detail, occurrences: found.occurrences,
                script: [StatePins.appLine(for: exploration.kind)] + lines(exploration.path(to: found)))
        }
    }

    /// How many things were found: screens not reached, events never accepted, traps, broken rules.
    var findings: Int {
        screens.filter { $0.path == nil }.count + eventsNeverAccepted.count + traps.count + violations.count
    }

    /// Whether every state reachable from the start was explored.
    var isComplete: Bool { end == .complete }
}
