import CommandLanguage
import CoordinatorKit

/// The fewest commands that take an app from where it is to a state where one command works:
/// help's example of an event the visible screen does not report, or refuses here (`pay` on
/// the shop's catalog: `show 1`, `add`, `tab cart`, ..., then `pay`). A breadth-first search
/// by the commands `coordsh check` tries (events first, so that of two ways as short the one a
/// user would take is found), small enough to answer at the prompt at once.
public enum WaySearch {
    /// How far it looks: a way longer, or past more states, is not worth an example. 400
    /// states stopped a newcomer's recipes app two commands deep, where the way (`tab recipes`,
    /// `add`, `title`, `next`, `save`) is found after 661, in 7 ms in a release build; 1,000
    /// states of an app with 30 pushable screens take under 5 ms.
    public static let bounds = ExplorationBounds(depth: 6, states: 1_000)

    /// What a search found: the way, or why it stopped without one.
    public enum Outcome: Equatable, Sendable {
        /// The commands, the goal last: just the goal when it works at once.
        case found([Command])
        /// No way: every state within reach was tried (`.complete`), or the search stopped at
        /// `bounds.depth` commands (`.depthBound`) or after `bounds.states` states (`.statesBound`).
        case notFound(ExplorationEnd)
    }

    /// The commands from `start` to a state where `command` succeeds, `command` last, or why
    /// none was found within `bounds`. `command` is tried only where `mayWork` says it may (an
    /// event, where a screen reports it). `start` is explored on copies and left as it is.
    public static func commands(
        to command: Command, from start: any CoordinatedApp, catalog: AppCatalog,
        bounds: ExplorationBounds = WaySearch.bounds, mayWork: (Route) -> Bool
    ) -> Outcome {
        search(to: command, from: start, domain: CommandDomain(catalog: catalog), bounds: bounds, mayWork: mayWork)
    }

    /// The search on the app's own type, so that its states are hashed and compared as they are.
    private static func search<App: CoordinatedApp>(
        to goal: Command, from start: App, domain: CommandDomain, bounds: ExplorationBounds,
        mayWork: (Route) -> Bool
    ) -> Outcome {
        let first = start.saved(changedBy: "")
        guard let trial = first.restore() as? App else { return .notFound(.complete) }
        if works(goal, on: trial, mayWork: mayWork) { return .found([goal]) }
        var states = SnapshotSet<App.Snapshot>()
        let snapshot = trial.snapshot()
        _ = states.insert(snapshot, hash: snapshot.hashValue)
        // For each state kept: how to make it again, the state it was reached from, and how.
        var saved = [first]
        var parent = [-1]
        var via: [Command?] = [nil]
        func path(to state: Int) -> [Command] {
            var commands: [Command] = []
            var current = state
            while let command = via[current] {
                commands.append(command)
                current = parent[current]
            }
            return commands.reversed()
        }
        var layer = [0]
        var depth = 0
        while !layer.isEmpty, depth < bounds.depth {
            var nextLayer: [Int] = []
            for state in layer {
                guard var app = saved[state].restore() as? App else { continue }
                for command in domain.commands(for: app).commands {
                    guard run(command, on: app) else { continue }
                    let next = app.snapshot()
                    let hash = next.hashValue
                    if states.index(of: next, hash: hash) == nil {
                        guard states.count < bounds.states else { return .notFound(.statesBound) }
                        let index = states.insert(next, hash: hash)
                        saved.append(app.saved(changedBy: ""))
                        parent.append(state)
                        via.append(command)
                        if works(goal, on: app, mayWork: mayWork) { return .found(path(to: index) + [goal]) }
                        nextLayer.append(index)
                    }
                    guard let again = saved[state].restore() as? App else { break }
                    app = again
                }
            }
            layer = nextLayer
            depth += 1
        }
        return .notFound(layer.isEmpty ? .complete : .depthBound)
    }

    /// Whether `command` succeeds on `app` (which it then changes), tried only where `mayWork`.
    private static func works(_ command: Command, on app: some CoordinatedApp, mayWork: (Route) -> Bool) -> Bool {
        mayWork(app.currentNavigation.visibleScreen) && run(command, on: app)
    }

    /// Runs an intent or an event; `false` when it fails (the app is then as it was) or is a
    /// shell command.
    private static func run<App: CoordinatedApp>(_ command: Command, on app: App) -> Bool {
        do throws(App.Failure) {
            switch command {
            case .intent(let intent): _ = try app.attempt(intent)
            case .event(let event): _ = try app.attempt(event)
            case .shell: return false
            }
            return true
        } catch {
            return false
        }
    }
}
