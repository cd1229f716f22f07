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
    /// How the exploration of the states ended (`.interrupted` when Ctrl-C stopped it).
    let end: ExplorationEnd
    /// What Ctrl-C (or SIGTERM, SIGHUP) cut short, if anything: the exploration, or the
    /// confirmation of the traps after it; then the report holds what was found so far.
    let interruption: ExplorationPhase?
    let seconds: Double
    /// States kept by the searches back from trap candidates (`Exploration.trapSearchStates`).
    let trapSearchStates: Int
    let screens: [Screen]
    let eventsNeverAccepted: [String]
    /// For an event not accepted whose every emitting screen is one nothing shows, those
    /// screens: it is never accepted because of them (the text says so).
    let emittedOnlyByScreensNothingShows: [String: [String]]
    /// The events not accepted that were never tried: every screen that emits them and was
    /// reached was first reached at the depth bound, and not explored. With those screens.
    let untriedAtTheDepthBound: (events: [String], screens: [String])?
    let traps: [Trap]
    /// The screens with trap candidates left when the confirmation was interrupted.
    let trapsNotConfirmed: [String]
    let violations: [Violation]
    /// A definition's screens that an event shows, reached by their shortest path by pushing
    /// (presenting, replacing) them by hand, with those events: its routes may be pushed unless
    /// they say `pushable: false`, so the path takes a shortcut past the way the design shows
    /// them (a sign-in screen pushed instead of reached through the onboarding), and so do the
    /// scripts `coordsh paths` writes. Empty for a built-in app, whose routes say where they go.
    let pushedByHand: [(screen: String, events: [String])]

    init(_ exploration: Exploration, seconds: Double) {
        func lines(_ commands: [Command]) -> [String] { commands.map(CommandText.line(for:)) }
        app = exploration.catalog.name
        startScreen = exploration.startScreen.description
        bounds = exploration.bounds
        states = exploration.stateCount
        transitions = exploration.transitionCount
        depth = exploration.depthReached
        end = exploration.end
        interruption = exploration.interruption
        self.seconds = seconds
        trapSearchStates = exploration.trapSearchStates
        screens = exploration.screens.map { reach in
            Screen(
                route: reach.route.name.rawValue, path: reach.state.map { lines(exploration.path(to: $0)) },
                nothingShowsIt: exploration.catalog.routesNothingShows.contains(reach.route.name.rawValue))
        }
        eventsNeverAccepted = exploration.eventsNeverAccepted.map(\.name)
        let nothingShows = exploration.catalog.routesNothingShows
        emittedOnlyByScreensNothingShows = Dictionary(
            exploration.eventsNeverAccepted.compactMap { event in
                guard case .screens(let names) = event.source, !names.isEmpty,
                    names.allSatisfy({ nothingShows.contains($0.rawValue) })
                else { return nil }
                return (event.name, names.map(\.rawValue))
            }, uniquingKeysWith: { first, _ in first })
        untriedAtTheDepthBound = Self.untriedAtTheDepthBound(exploration, screens: screens)
        traps = exploration.traps.map { trap in
            Trap(
                screen: trap.route.name.rawValue, states: trap.states, path: lines(exploration.path(to: trap.state)),
                searchDepth: trap.searchDepth)
        }
        trapsNotConfirmed = exploration.trapsNotConfirmed.map(\.name.rawValue)
        pushedByHand = Self.pushedByHand(exploration)
        violations = exploration.violations.map { found in
            Violation(
                rule: found.violation.rule.rawValue, detail: found.violation.detail, occurrences: found.occurrences,
                script: [StatePins.appLine(for: exploration.kind)] + lines(exploration.path(to: found)))
        }
    }

    /// `pushedByHand`, from the exploration's shortest paths.
    private static func pushedByHand(_ exploration: Exploration) -> [(screen: String, events: [String])] {
        guard case .definition = exploration.kind.origin else { return [] }
        return exploration.screens.compactMap { reach in
            guard let state = reach.state, case .intent(let intent)? = exploration.path(to: state).last else {
                return nil
            }
            switch intent {
            case .push(let route), .present(let route), .replace(let route), .navigate(let route):
                guard route.name == reach.route.name else { return nil }
            default:
                return nil
            }
            let events = exploration.catalog.events.filter { $0.transitions.contains { $0.to == reach.route.name } }
            return events.isEmpty ? nil : (reach.route.name.rawValue, events.map(\.name))
        }
    }

    /// The events not accepted whose every emitting screen reached was first reached at the
    /// depth bound (so they were never tried), and those screens; `nil` for none, or when the
    /// depth bound did not stop the exploration.
    private static func untriedAtTheDepthBound(_ exploration: Exploration, screens: [Screen]) -> (
        events: [String], screens: [String]
    )? {
        guard exploration.end == .depthBound else { return nil }
        let depth = exploration.bounds.depth
        var events: [String] = []
        var atTheBound: [String] = []
        for event in exploration.eventsNeverAccepted {
            let reached = screens.filter {
                $0.path != nil && exploration.catalog.emits(event, onScreenNamed: RouteName($0.route))
            }
            guard !reached.isEmpty, reached.allSatisfy({ $0.path?.count == depth }) else { continue }
            events.append(event.name)
            for screen in reached where !atTheBound.contains(screen.route) { atTheBound.append(screen.route) }
        }
        return events.isEmpty ? nil : (events, atTheBound)
    }

    /// How many things were found (so far, when interrupted): screens not reached, events never
    /// accepted, traps, broken rules.
    var findings: Int {
        screens.filter { $0.path == nil }.count + eventsNeverAccepted.count + traps.count + violations.count
    }

    /// The exit status the report stands for: 130 when the check was interrupted (the signal's
    /// own status for SIGTERM and SIGHUP is `CheckCommand`'s), else 1 when anything was found.
    var status: Int32 {
        if interruption != nil { return Coordsh.Status.interrupted }
        return findings > 0 ? Coordsh.Status.failure : Coordsh.Status.success
    }

    /// Whether every state reachable from the start was explored.
    var isComplete: Bool { end == .complete }

    /// Whether Ctrl-C stopped the exploration itself: then screens and events not found may lie
    /// just beyond, and traps were not looked for.
    var explorationWasCutShort: Bool { end == .interrupted }
}
