/// An app written in Swift, one per seed article: its tables are static, and it starts and
/// restores itself. `AppKind(builtIn:)` turns its type into the value the shell runs it by.
public protocol BuiltInApp: CoordinatedApp, SendableMetatype {
    /// The app's tables.
    static var catalog: AppCatalog { get }

    /// The app's kind, made once: `AppKind(builtIn: Self.self)`.
    static var kind: AppKind { get }

    /// Starts the app afresh.
    init()

    /// An app in exactly the state `snapshot` describes: its coordinators made again, with the
    /// same state and the same children. The snapshot comes from `snapshot()` or has passed
    /// `validate(_:at:)`.
    init(restoring snapshot: Snapshot)

    /// Checks a snapshot read from a file: every route known and well typed, and everything
    /// consistent with the coordinator tree. `path` is where the snapshot is in the file.
    static func validate(_ snapshot: Snapshot, at path: String) throws(LoadError)
}

extension BuiltInApp {
    public var kind: AppKind { Self.kind }
}
