/// A running app as the shell drives it: a tree of coordinators behind one entry point. Built-in
/// apps (`BuiltInApp`) and apps made from a definition file are both `CoordinatedApp`s; the shell
/// knows them by their `AppKind`, a value, never by their Swift type.
///
/// `perform` and `send` either succeed or throw a `CoordshError` and leave the whole state exactly
/// as it was.
public protocol CoordinatedApp: AnyObject {
    /// What `attempt` throws: `any Error` (what `perform` and `send` throw) unless the app names
    /// one concrete type (an `AppFailure`), which `coordsh check` then gets as a plain value,
    /// not in a box on the heap.
    associatedtype Failure: Error = any Error

    /// The whole state as a value: coordinators, navigation and data. Two apps with equal
    /// snapshots behave the same from then on. It is what undo keeps and `:save` writes.
    associatedtype Snapshot: Hashable & Sendable & Codable

    /// What kind of app this is: its tables, and how to start another or restore a saved one.
    var kind: AppKind { get }

    /// The root of the coordinator tree.
    var rootCoordinator: any Coordinator { get }

    /// The navigation of the flow that runs now, which the trace compares before and after.
    var currentNavigation: Navigation { get }

    /// Where the coordinators record what they decide (see `traced(_:)`).
    var trace: TraceRecorder { get }

    /// Applies a navigation intent (SPEC 2.1).
    func perform(_ intent: NavigationIntent) throws -> Outcome

    /// Delivers an event that the visible screen reports (SPEC 2.2).
    func send(_ event: AppEvent) throws -> Outcome

    /// `perform(intent)`, its refusal thrown as the app's `Failure`: `perform` throws what it
    /// wraps (the shell sees no difference). `coordsh check` tries every command this way.
    func attempt(_ intent: NavigationIntent) throws(Failure) -> Outcome

    /// `send(event)`, its refusal thrown as the app's `Failure` (see `attempt(_:)` for intents).
    func attempt(_ event: AppEvent) throws(Failure) -> Outcome

    /// The state as the shell shows it.
    func report() -> StateReport

    /// `report()` without the app's extra keys (`extras` empty), which an app may make for less:
    /// what `StateRules` compares with the navigation, for every new state `coordsh check`
    /// finds. The default makes the whole report.
    func reportWithoutExtras() -> StateReport

    /// Writes the state's human lines (SPEC 5), exactly as `lines.write(report())` does. The
    /// default makes the report and writes it; an app whose state is shown after every command
    /// of a long script may write the lines straight from its state, with `lines`' pieces (the
    /// random sessions' `checkHumanLines` holds every app to its report).
    func writeState(_ lines: StateLines, to text: inout TextBuffer)

    /// Writes the state's JSON object (SPEC 5), exactly as `state.write(report(), to:)` does. The
    /// default makes the report and writes it; an app whose state is printed after every command
    /// may write the object straight from its state with `state`'s pieces, when
    /// `state.writesEveryKey` (the random sessions' `checkJSONState` holds every app to its report).
    func writeJSONState(_ state: StateJSON, to json: inout JSONWriter)

    /// The whole state, for comparisons.
    func snapshot() -> Snapshot
    /// Whether the state is `snapshot`: `snapshot() == snapshot`, which an app may answer where
    /// its state lies, without copying it out (`coordsh check` asks after every failed command).
    func isInState(_ snapshot: Snapshot) -> Bool
    /// A hash of the state that apps in equal states share, as `snapshot().hashValue` is (the
    /// default), which an app may work out where its state lies, without copying it out, and
    /// without SipHash: `coordsh check` looks a state up by it after every command that
    /// succeeds, and takes a snapshot only of the states it had not met (one in five).
    func stateHashValue() -> Int
    /// Puts this app in the state `snapshot` describes, exactly as an app made again from it
    /// would be, keeping the coordinator objects that run in both where it can: `coordsh check`
    /// makes its app again after every command that succeeds. `false`, having changed nothing,
    /// when the app does not do so (the default): the caller makes a new app.
    func restore(to snapshot: Snapshot) -> Bool

    /// The whole state kept for undo, able to make the app again, saved in `spare` when that
    /// is a saved state of this app that nothing else holds (see `SavedApp.keep`), else in a new
    /// object; `spare` is given up either way. Written in each app, so that the compiler knows
    /// the concrete type: taking one costs at most one allocation.
    func saved(changedBy command: String, reusing spare: inout (any SavedAppState)?) -> any SavedAppState
}

extension CoordinatedApp where Failure == any Error {
    /// By default: `perform(intent)`.
    public func attempt(_ intent: NavigationIntent) throws -> Outcome {
        try perform(intent)
    }

    /// By default: `send(event)`.
    public func attempt(_ event: AppEvent) throws -> Outcome {
        try send(event)
    }
}

extension CoordinatedApp {
    public func reportWithoutExtras() -> StateReport {
        report()
    }

    public func writeState(_ lines: StateLines, to text: inout TextBuffer) {
        lines.write(report(), to: &text)
    }

    public func writeJSONState(_ state: StateJSON, to json: inout JSONWriter) {
        state.write(report(), to: &json)
    }

    public func isInState(_ snapshot: Snapshot) -> Bool {
        self.snapshot() == snapshot
    }

    public func stateHashValue() -> Int {
        snapshot().hashValue
    }

    public func restore(to snapshot: Snapshot) -> Bool {
        false
    }

    /// The whole state kept for undo, in a new object.
    public func saved(changedBy command: String) -> any SavedAppState {
        var none: (any SavedAppState)?
        return saved(changedBy: command, reusing: &none)
    }

    /// The app's tables.
    public var catalog: AppCatalog { kind.catalog }

    /// The names of every coordinator alive now.
    public var runningCoordinators: [String] { rootCoordinator.subtreeNames }

    /// The snapshot, type-erased so that any two apps' states can be compared.
    public var anySnapshot: AnyHashable { AnyHashable(snapshot()) }

    /// How the last `perform` or `send` travelled through the tree, whether it succeeded or not;
    /// empty while tracing is off.
    public var lastTrace: [TraceEvent] { trace.events }

    /// Whether `perform` and `send` record their trace (off by default: it costs time).
    public var isTracing: Bool {
        get { trace.isOn }
        set { trace.isOn = newValue }
    }

    /// Runs one intent or event, recording its trace when tracing is on: what the coordinators
    /// recorded, then how the navigation changed and which coordinators started or were released.
    @inlinable
    public func traced<E: Error>(_ body: () throws(E) -> Outcome) throws(E) -> Outcome {
        try trace.run(root: { rootCoordinator }, navigation: { currentNavigation }, body)
    }
}
