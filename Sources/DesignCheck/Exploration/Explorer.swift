import CommandLanguage
import CoordinatorKit

/// Explores the states an app can reach from its start, breadth first, by every command of
/// `CommandDomain`, up to the bounds, and checks the rules of SPEC 3 on the way (`StateRules`,
/// released coordinators, failed commands that change nothing, saved states that restore).
///
/// A transition costs about one command and a hash: a failed command leaves the app as it was,
/// so the next command runs on the same app; after a successful one, the app is put back in the
/// state being explored, in place when it can (`CoordinatedApp.restore(to:)`), else made again
/// from its saved state, as undo does (as each state is, once, before its first command).
///
///     let exploration = Explorer(bounds: ExplorationBounds(depth: 4)).explore(MemoApp.kind)
///     exploration.stateCount
public struct Explorer {
    public var bounds: ExplorationBounds
    /// Whether to keep the first occurrence of each kind of transition between screens
    /// (`coordsh paths --cover transitions`).
    public var recordsTransitions: Bool
    /// Whether to confirm the trap candidates by searching back from them (`coordsh check`);
    /// `coordsh paths`, which uses no traps, does not spend the time.
    public var confirmsTraps = true
    /// Asked before each state is explored, and before each state a search back from a trap
    /// candidate explores, with what is being done: the exploration stops when it says so
    /// (`Exploration.interruption` then says where).
    public var shouldStop: (ExplorationPhase) -> Bool

    public init(
        bounds: ExplorationBounds = ExplorationBounds(), recordsTransitions: Bool = false,
        shouldStop: @escaping (ExplorationPhase) -> Bool = { _ in false }
    ) {
        self.bounds = bounds
        self.recordsTransitions = recordsTransitions
        self.shouldStop = shouldStop
    }

    /// Explores an app of `kind` from its start.
    public func explore(_ kind: AppKind) -> Exploration {
        explore(kind.start(), kind: kind)
    }

    /// Explores from `start`, an app of `kind`, as what it is: snapshots hashed and compared by
    /// its own type. Called with a concrete app type, it can be specialised for it (the shell
    /// does so for the built-in apps, `exploreSpecialised(_:)`).
    public func explore<App: CoordinatedApp>(_ start: App, kind: AppKind) -> Exploration {
        let run = ExplorationRun<App>(
            kind: kind, start: start, bounds: bounds, recordsTransitions: recordsTransitions, shouldStop: shouldStop)
        run.run()
        if confirmsTraps { run.findTraps() }
        return run.exploration
    }

    /// Explores from `start`, a built-in app of `kind`, as `explore(_:kind:)` does, making each
    /// state again from the snapshot it keeps (`init(restoring:)`, as the app's saved state
    /// does) rather than keeping a saved state beside it.
    public func explore<App: BuiltInApp>(_ start: App, kind: AppKind) -> Exploration {
        let run = ExplorationRun<App>(
            kind: kind, start: start, bounds: bounds, recordsTransitions: recordsTransitions,
            restoring: App.init(restoring:), shouldStop: shouldStop)
        run.run()
        if confirmsTraps { run.findTraps() }
        return run.exploration
    }
}
