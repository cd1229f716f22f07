import CommandLanguage
import CoordinatorKit

/// What a breadth-first exploration of an app's states found, and enough of the state graph to
/// write the shortest command path to any state it kept: each state's parent and the command
/// that led there, the screen it shows, and the states each explored state leads to.
///
/// States are numbered in the order they were found, which is breadth first: state 0 is the
/// start, and a state's number is never smaller than its parent's, so the first state found
/// with some property is one of the closest to the start.
public final class Exploration {
    /// A broken rule and where it was first found.
    public struct Violation: Sendable {
        public let violation: RuleViolation
        /// The state it was found in, or that the command ran in.
        public let state: Int
        /// The command (an index into the state's commands) that broke it, if a command did.
        let command: Int?
        /// How many times it was found.
        public internal(set) var occurrences: Int
    }

    /// A kind of transition between screens, as `coordsh paths --cover transitions` covers them.
    struct TransitionKey: Hashable {
        let from: UInt16
        let shape: String
        let to: UInt16
    }

    public let kind: AppKind
    public let bounds: ExplorationBounds
    /// The screen the app starts on.
    public let startScreen: Route
    /// How the exploration of the states from the start ended (`.interrupted` when it was
    /// stopped while exploring).
    public internal(set) var end = ExplorationEnd.complete
    /// What was being done when the caller asked to stop (Ctrl-C); `nil` when nothing was cut
    /// short. While exploring: `end` is `.interrupted`, and traps were not looked for. While
    /// confirming traps: `end` says how the exploration ended, `traps` holds those confirmed
    /// so far, and `trapsNotConfirmed` the candidates' screens left.
    public internal(set) var interruption: ExplorationPhase?
    /// Commands tried.
    public internal(set) var transitionCount = 0

    let domain: CommandDomain
    /// Each state, able to make the app again in it: its saved state, or, for an app made again
    /// from its snapshot (a built-in app), nothing here: `makeApp` makes it from the snapshot the
    /// exploration keeps anyway, exactly as its saved state would.
    var saved: [any SavedAppState] = []
    /// The app made again in a state, for an exploration that keeps no saved states.
    var makeApp: ((Int) -> any CoordinatedApp)?
    /// How many distinct states were found.
    public internal(set) var stateCount = 0
    /// Each state's parent state and the command (an index into the parent's commands) that led
    /// there; -1 for the start.
    var parent: [Int32] = []
    var via: [Int32] = []
    /// The visible screen of each state, as an index into the catalog's routes.
    var screen: [UInt16] = []
    /// Where each depth's states start: states `layerStarts[d] ..< layerStarts[d + 1]` are `d`
    /// commands from the start.
    var layerStarts: [Int] = [0]
    /// States `0 ..< expandedCount` were explored: every command was tried in them.
    var expandedCount = 0
    /// The states each explored state leads to: `edges[edgeStart[s] ..< edgeStart[s + 1]]`.
    var edgeStart: [Int32] = [0]
    var edges: [Int32] = []
    /// Whether each event of the catalog was accepted at least once.
    var acceptedEvents: [Bool]
    /// The screens the app can be stuck on, closest first.
    public internal(set) var traps: [Trap] = []
    /// The screens with trap candidates that were neither confirmed nor cleared when the
    /// confirmation was interrupted, in the order they would have been searched from.
    public internal(set) var trapsNotConfirmed: [RouteSpec] = []
    /// How many states the searches for a way back from trap candidates kept, besides the
    /// states explored: they take time too (`coordsh check` counts them in its rate).
    public internal(set) var trapSearchStates = 0
    /// The broken rules, in the order found, each once.
    public internal(set) var violations: [Violation] = []
    var violationIndex: [RuleViolation: Int] = [:]
    /// The first state and command of each kind of transition, when they are recorded.
    var transitions: [TransitionKey: (state: Int32, command: Int32)] = [:]
    var transitionOrder: [TransitionKey] = []

    init(kind: AppKind, bounds: ExplorationBounds, startScreen: Route) {
        self.kind = kind
        self.bounds = bounds
        self.startScreen = startScreen
        domain = CommandDomain(catalog: kind.catalog)
        acceptedEvents = Array(repeating: false, count: kind.catalog.events.count)
    }

    /// The app's tables.
    public var catalog: AppCatalog { kind.catalog }

    /// How many commands from the start the farthest state found is.
    public var depthReached: Int { layerStarts.count - 1 }

    /// How many commands from the start `state` is.
    public func depth(of state: Int) -> Int {
        (layerStarts.lastIndex { $0 <= state } ?? 0)
    }

    /// The app made again in `state`.
    public func app(in state: Int) -> any CoordinatedApp {
        makeApp?(state) ?? saved[state].restore()
    }

    /// The shortest command path from the start to `state` (breadth first: no path is shorter).
    public func path(to state: Int) -> [Command] {
        var steps: [(state: Int, command: Int)] = []
        var current = state
        while parent[current] >= 0 {
            steps.append((Int(parent[current]), Int(via[current])))
            current = Int(parent[current])
        }
        return steps.reversed().map { step in command(step.command, in: step.state) }
    }

    /// The command numbered `index` among those tried in `state`.
    func command(_ index: Int, in state: Int) -> Command {
        domain.commands(for: app(in: state)).commands[index]
    }

    /// The path to a violation: to its state, then the command that broke the rule, if any.
    public func path(to violation: Violation) -> [Command] {
        path(to: violation.state) + (violation.command.map { [command($0, in: violation.state)] } ?? [])
    }

    // MARK: - Recording, for the explorer

    /// Records a broken rule; the first one found of each is kept, with how often it was seen.
    func record(_ violation: RuleViolation, state: Int, command: Int?) {
        if let index = violationIndex[violation] {
            violations[index].occurrences += 1
            return
        }
        violationIndex[violation] = violations.count
        violations.append(Violation(violation: violation, state: state, command: command, occurrences: 1))
    }
}
