import CoordinatorKit

/// An app made from a definition file: the same coordinator pattern as the built-in apps, run
/// from tables and effects instead of Swift code. Its state is one value (`DefinedState`): a
/// command works on a copy and the app takes the copy only when every effect succeeded, so a
/// failed command changes nothing; then the coordinator objects are brought in line with it.
///
///     let app = DefinedApp(model)
///     try app.send(AppEvent("login", .text("alice")))
///     app.report().screen  // home
public final class DefinedApp: CoordinatedApp {
    public let model: DefinedModel
    public let trace = TraceRecorder()
    /// The state, in an object nothing else changes: a command that fails, if it fails, before
    /// it changes anything changes it in place (`performInPlace`); another runs on a copy, whose
    /// object the app then takes. The undo history keeps copies of the value in objects of its
    /// own (`saved`), so that no command after a kept state has to run on a copy.
    private var current: FrozenState {
        get { live.current }
        set { live.current = newValue }
    }
    /// Where `current` is kept, shared with the coordinators, which read it to describe
    /// themselves: they hold this, not the app. An object anything refers to weakly keeps its
    /// reference counts in a side table, the slow path, and the app is counted on every command.
    private let live: LiveState
    /// A state object nothing else holds (the one the last command replaced): the next command
    /// run on a copy writes its state into it instead of a new one (see `commit`).
    private var spareState: FrozenState?
    /// The `Execution` every command of this app runs in, restarted for each (made by the first
    /// command, so that an app restored by undo and never run makes none). Nothing else holds
    /// it: a command kept until sign-in runs in one of its own (`runPendingAfterSignIn`).
    private var lastExecution: Execution?
    private let root: DefinedCoordinator
    /// What the collections' items take, counted when a command first needs it (see
    /// `DefinedModel.capacityBytes`), then kept up to date.
    private var countedBytes: Int?

    /// The whole state now.
    public var state: DefinedState { current.state }

    /// The app started afresh.
    public convenience init(_ model: DefinedModel) {
        self.init(model, restoring: model.initialState())
    }

    /// The app in exactly the state `state` describes (checked by `validate` when read from a file).
    public init(_ model: DefinedModel, restoring state: DefinedState) {
        self.model = model
        live = LiveState(FrozenState(state))
        root = DefinedCoordinator(model.rootFacts, isRoot: true, model: model, live: live)
        root.sync(with: live.current, started: [])
    }

    public var kind: AppKind { AppKind(model: model) }

    /// The app's tables, read from the model: through `kind` (the protocol's way) each read made
    /// an `AppKind` and its closures, and an event reads them more than once.
    public var catalog: AppCatalog { model.catalog }

    public var rootCoordinator: any Coordinator { root }

    public var currentNavigation: Navigation { state.navigation }

    @discardableResult
    public func perform(_ intent: NavigationIntent) throws -> Outcome {
        try traced {
            if intent.changesOnlyTheStacks { return try performInPlace(intent) }
            let execution = nextExecution()
            trace.record(.received(model.root.name, "'\(intent)'"))
            if case .open(let url) = intent {
                try execution.open(url)
            } else {
                try execution.perform(intent)
            }
            execution.runPendingAfterSignIn()
            return commit(execution)
        }
    }

    /// Runs a stack intent (any but `open`) on the state object itself, without the copy and the
    /// commit of a command that may fail half-way: an intent fails before it changes anything,
    /// since its checks come first and a `Navigation` that throws has not changed (nothing else
    /// holds the object: the undo history keeps copies). Of the coordinators, it can only
    /// release a child flow (whose last screen it popped), never start one.
    private func performInPlace(_ intent: NavigationIntent) throws -> Outcome {
        let execution = inPlaceExecution()
        trace.record(.received(model.root.name, "'\(intent)'"))
        try execution.perform(intent)
        return finishInPlace(execution)
    }

    /// What `commit` does after a command run on the state in place: there is no state to take,
    /// and the coordinators change only if the command started a coordinator or let a flow go.
    private func finishInPlace(_ execution: Execution) -> Outcome {
        if let counted = execution.countedBytes { countedBytes = counted + execution.addedBytes }
        if !execution.started.isEmpty || execution.releasedFlows {
            root.follow(current, started: execution.started, releasedFlows: execution.releasedFlows)
        }
        if execution.addedItems.isEmpty { return Outcome(notes: execution.notes) }
        let added = execution.notesOnItemsAddedOutOfSight()
        return Outcome(notes: added.isEmpty ? execution.notes : execution.notes + added)
    }

    /// Checks the event against the event table, then runs its effects as the coordinator that
    /// owns the visible screen: on the state in place when its handler fails, if it fails, before
    /// it changes anything (see `performInPlace`), else on a copy.
    @discardableResult
    public func send(_ event: AppEvent) throws -> Outcome {
        try traced {
            // (Through the state object: `state` returns a copy of the whole state. The visible
            // screen is copied out only for the trace and a refused event's message.)
            trace.record(.received(model.root.name, "'\(event)' reported by \(visibleScreen)"))
            guard let (spec, position) = catalog.row(of: event), let handler = model.handlers[position] else {
                throw CommandFailure(.unknownCommand, "the \(catalog.name) app has no event \(event.name.quoted)")
            }
            let inPlace = model.failsBeforeChanging[position] || canRunInPlace(eventAt: position)
            let execution = inPlace ? inPlaceExecution() : nextExecution()
            let screens = model.emittingScreens[position]
            if !live.current.state.navigation.visibleScreenName(satisfies: { screens.contains($0) }) {
                try checkEmitted(spec, in: execution)
            }
            // (The trace asked here: the call costs more than the test. Only the trace names the
            // deciding coordinator: it is set only while traces are on.)
            if trace.isOn {
                execution.deciding = model.deciders[position]
                recordPath(of: spec.name, screen: visibleScreen, in: execution)
            }
            execution.argument = event.argument
            // Only `signInFirst` keeps the command running: where no handler has one, it is not made.
            if model.keepsEvents { execution.command = .event(name: spec.name, argument: event.argument) }
            try execution.run(handler, for: spec.name, keepsScreens: model.keepsScreens[position])
            execution.runPendingAfterSignIn()
            return inPlace ? finishInPlace(execution) : commit(execution)
        }
    }

    /// Checks that the visible screen emits `spec` (the catalog's check, for a screen the fast
    /// test in `send` did not find), or refuses it as the catalog says why; an event of a flow
    /// that a kept command starts after the sign-in is told so. Out of line: inlined, its catch
    /// kept values alive on every event's path (about 100 instructions a memo definition command).
    @inline(never)
    private func checkEmitted(_ spec: EventSpec, in execution: Execution) throws {
        do throws(CatalogError) {
            try catalog.checkEvent(spec, visibleScreen: visibleScreen, running: execution.running)
        } catch {
            guard case .eventFlowNotRunning(let name, let source, let flow, _) = error,
                let kept = keptCommandStarts(flow)
            else { throw error }
            let refused = CatalogError.eventFlowNotRunning(event: name, from: source, flow: flow, startedBy: nil)
            throw CommandFailure(
                .notAllowed,
                "\(refused.message) yet: the kept \(kept) starts it right after the next \(model.signInWord)")
        }
    }

    /// The command kept until the next sign-in (`signInFirst`), quoted, when its event starts
    /// `flow`: an event of that flow is refused for now, and the refusal says what starts it.
    private func keptCommandStarts(_ flow: String) -> String? {
        guard case .event(let name, _)? = live.current.state.pending,
            model.events[name]?.handler.allEffects.contains(where: { if case .start(flow) = $0 { true } else { false } }
            )
                == true
        else { return nil }
        return name.quoted
    }

    /// Whether the handler of the event at `position`, which changes the state more than once,
    /// fails, if it fails, before it changes anything, in the state now (`Handler.inPlaceChecks`).
    private func canRunInPlace(eventAt position: Int) -> Bool {
        guard let checks = model.inPlaceChecks[position] else { return false }
        return live.current.satisfies(checks)
    }

    /// The screen the user sees now.
    private var visibleScreen: Route { live.current.state.navigation.visibleScreen }

    /// Takes the state the command made, and brings the coordinators in line with it.
    private func commit(_ execution: Execution) -> Outcome {
        let changesCoordinators =
            !execution.started.isEmpty || execution.state.gateFlow != current.state.gateFlow
            || execution.state.variant != current.state.variant
            || !execution.state.flows.lazy.map(\.name).elementsEqual(current.state.flows.lazy.map(\.name))
        var replaced = execution.result
        swap(&current, &replaced)
        // The state replaced, when nothing else holds it, is written into by the next command
        // run on a copy rather than freed and made again.
        if isKnownUniquelyReferenced(&replaced) { spareState = replaced }
        if let counted = execution.countedBytes { countedBytes = counted + execution.addedBytes }
        if changesCoordinators { root.sync(with: current, started: execution.started) }
        // (Asked only after an `add`: a command that adds nothing, nearly every one, makes no list.)
        if execution.addedItems.isEmpty { return Outcome(notes: execution.notes) }
        let added = execution.notesOnItemsAddedOutOfSight()
        return Outcome(notes: added.isEmpty ? execution.notes : execution.notes + added)
    }

    public func snapshot() -> DefinedState {
        state
    }

    public func saved(changedBy command: String, reusing spare: inout (any SavedAppState)?) -> any SavedAppState {
        SavedDefinedApp.keep(model: model, copyOf: current, changedBy: command, reusing: &spare)
    }

    private func takeSpareState() -> FrozenState? {
        defer { spareState = nil }
        return spareState
    }

    /// The `Execution` of the next command, on a copy of the state now.
    private func nextExecution() -> Execution {
        let spare = takeSpareState()
        if let execution = lastExecution {
            execution.restart(from: current, into: spare, countedBytes: countedBytes)
            return execution
        }
        let made = Execution(model: model, from: current, into: spare, countedBytes: countedBytes, trace: trace)
        lastExecution = made
        return made
    }

    /// The `Execution` of a command run on `current` in place.
    private func inPlaceExecution() -> Execution {
        if let execution = lastExecution {
            execution.restart(inPlaceOn: current, countedBytes: countedBytes)
            return execution
        }
        let made = Execution(model: model, inPlaceOn: current, countedBytes: countedBytes, trace: trace)
        lastExecution = made
        return made
    }
}

extension NavigationIntent {
    /// Whether it is a stack intent: any but `open`, whose deep link runs effects.
    fileprivate var changesOnlyTheStacks: Bool {
        if case .open = self { false } else { true }
    }
}

/// The state an app has now (`DefinedApp.current`), shared with its coordinators.
final class LiveState {
    var current: FrozenState

    init(_ current: FrozenState) {
        self.current = current
    }
}

/// A state in an object: the app's (a command that fails, if it fails, before it changes
/// anything, such as a stack intent or most events, changes it in place: `DefinedApp.performInPlace`;
/// another command's `Execution` fills in a copy, which the app takes when the command succeeds),
/// or one the undo history keeps, which never changes while the undo history holds it.
final class FrozenState {
    var state: DefinedState

    init(_ state: DefinedState) {
        self.state = state
    }
}

/// The saved state of a defined app, for undo. Like `SavedApp`, it changes only while nothing
/// else holds it (`keep`), to be reused once the undo history lets go of it.
final class SavedDefinedApp: SavedAppState {
    private(set) var model: DefinedModel
    private(set) var state: FrozenState
    private(set) var changedBy: String

    init(model: DefinedModel, state: FrozenState, changedBy: String) {
        self.model = model
        self.state = state
        self.changedBy = changedBy
    }

    /// A copy of the state in `current` saved in `spare` when that is a defined app's saved state
    /// held by nothing else (written into its state object when nothing else holds that either),
    /// else in a new object; `spare` is given up either way. A copy of the value, not `current`
    /// itself: the app goes on changing its object in place (its stacks and arrays are shared
    /// with the copy until a command changes them, and then copied on write, as a command run on
    /// a copy of the whole state would have copied them).
    static func keep(
        model: DefinedModel, copyOf current: FrozenState, changedBy command: consuming String,
        reusing spare: inout (any SavedAppState)?
    ) -> any SavedAppState {
        guard let slot = reusable(&spare) else {
            return SavedDefinedApp(model: model, state: FrozenState(current.state), changedBy: command)
        }
        if isKnownUniquelyReferenced(&slot.state) {
            slot.state.state = current.state
        } else {
            slot.state = FrozenState(current.state)
        }
        slot.model = model
        slot.changedBy = command
        return slot
    }

    var appName: String { model.catalog.name }
    var snapshotValue: AnyHashable { AnyHashable(state.state) }

    func restore() -> any CoordinatedApp {
        DefinedApp(model, restoring: state.state)
    }

    func relabelled(_ command: String) -> any SavedAppState {
        SavedDefinedApp(model: model, state: state, changedBy: command)
    }
}

extension AppKind {
    /// The kind of the apps a definition makes: started afresh, or restored from a saved state
    /// that is first checked against the definition's rules.
    public init(model: DefinedModel) {
        self.init(
            catalog: model.catalog, origin: .definition(path: model.file),
            start: { DefinedApp(model) },
            restore: { decoder, path in
                let state = try DefinedState(from: decoder)
                try DefinedApp.validate(state, model: model, at: path)
                return DefinedApp(model, restoring: state)
            }, digest: { model.digest }, stateDigest: { model.stateDigest })
    }
}
