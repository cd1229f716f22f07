/// A built-in app as the shell drives it: a tree of coordinators behind one entry point.
///
/// Creating an app starts it afresh. `perform` and `send` either succeed or throw a
/// `CoordshError` and leave the whole state exactly as it was.
public protocol CoordinatedApp: AnyObject {
    /// The whole state as a value: coordinators, navigation and data. Two apps with equal
    /// snapshots behave the same from then on. It is what undo keeps and `:save` writes.
    associatedtype Snapshot: Hashable & Sendable & Codable

    /// The app's tables.
    static var catalog: AppCatalog { get }

    /// Starts the app afresh.
    init()

    /// An app in exactly the state `snapshot` describes: its coordinators made again, with the
    /// same state and the same children. The snapshot comes from `snapshot()` or has passed
    /// `validate(_:at:)`.
    init(restoring snapshot: Snapshot)

    /// Checks a snapshot read from a file: every route known and well typed, and everything
    /// consistent with the coordinator tree. `path` is where the snapshot is in the file.
    static func validate(_ snapshot: Snapshot, at path: String) throws(LoadError)

    /// The root of the coordinator tree.
    var rootCoordinator: any Coordinator { get }

    /// Applies a navigation intent (SPEC 2.1).
    func perform(_ intent: NavigationIntent) throws -> Outcome

    /// Delivers an event that the visible screen reports (SPEC 2.2).
    func send(_ event: AppEvent) throws -> Outcome

    /// The state as the shell shows it.
    func report() -> StateReport

    /// The whole state, for comparisons.
    func snapshot() -> Snapshot

    /// The whole state kept for undo: `SavedApp(snapshot(), changedBy: command)`, written in each
    /// app so that the compiler knows the concrete type.
    func saved(changedBy command: String) -> any SavedAppState

    /// Whether `perform` and `send` record their trace (off by default: it costs time).
    var isTracing: Bool { get set }

    /// How the last `perform` or `send` travelled through the tree, whether it succeeded or not;
    /// empty while tracing is off.
    var lastTrace: [TraceEvent] { get }
}

extension CoordinatedApp {
    public var catalog: AppCatalog { Self.catalog }

    /// The names of every coordinator alive now.
    public var runningCoordinators: [String] { rootCoordinator.subtreeNames }

    /// The snapshot, type-erased so that any two apps' states can be compared.
    public var anySnapshot: AnyHashable { AnyHashable(snapshot()) }
}
