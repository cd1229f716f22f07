/// A kind of app, as a value: its tables, where it comes from, and how to start one afresh or
/// make one again from a saved snapshot. The shell's app registry holds these, for the built-in
/// apps and for the definitions a user loads, so that both go down one path.
///
///     let kind = AppKind(builtIn: MemoApp.self)
///     let app = kind.start()          // a fresh memo app
public struct AppKind: Sendable {
    /// Where an app kind comes from.
    public enum Origin: Hashable, Sendable {
        /// Written in Swift, part of coordsh.
        case builtIn
        /// Made from a definition file, read from `path`.
        case definition(path: String)
    }

    public let catalog: AppCatalog
    public let origin: Origin
    private let makeApp: @Sendable () -> any CoordinatedApp
    private let restoreApp: @Sendable (any Decoder, String) throws -> any CoordinatedApp
    private let makeDigest: (@Sendable () -> String)?
    private let makeStateDigest: (@Sendable () -> String)?

    /// A kind with its own ways to start and restore an app.
    ///
    /// - Parameter restore: decodes a snapshot from the decoder, checks it (throwing a
    ///   `LoadError` that names the place, the second argument being the path of the snapshot
    ///   in the file) and makes the app in that state.
    /// - Parameter digest: for a definition, its digest (of the definition, not of the file's
    ///   spelling), worked out only when asked for (`:save`, `:load`).
    /// - Parameter stateDigest: for a definition, the digest of what it makes of a state (its
    ///   descriptive texts left out), which a saved state also records.
    public init(
        catalog: AppCatalog, origin: Origin, start: @escaping @Sendable () -> any CoordinatedApp,
        restore: @escaping @Sendable (any Decoder, String) throws -> any CoordinatedApp,
        digest: (@Sendable () -> String)? = nil, stateDigest: (@Sendable () -> String)? = nil
    ) {
        self.catalog = catalog
        self.origin = origin
        makeApp = start
        restoreApp = restore
        makeDigest = digest
        makeStateDigest = stateDigest
    }

    /// The kind of a built-in app.
    public init<App: BuiltInApp>(builtIn app: App.Type) {
        self.init(
            catalog: App.catalog, origin: .builtIn, start: { App() },
            restore: { decoder, path in
                let snapshot = try App.Snapshot(from: decoder)
                try App.validate(snapshot, at: path)
                return App(restoring: snapshot)
            })
    }

    /// The app's name.
    public var name: String { catalog.name }

    /// A definition's digest, which ties saved states to it; `nil` for a built-in app.
    public var digest: String? { makeDigest?() }

    /// A definition's digest of what it makes of a state: a state saved with one whose texts
    /// only were reworded loads; `nil` for a built-in app.
    public var stateDigest: String? { makeStateDigest?() }

    /// Whether this kind was made from a definition file.
    public var isDefinition: Bool {
        if case .definition = origin { true } else { false }
    }

    /// A new app of this kind, started afresh.
    public func start() -> any CoordinatedApp {
        makeApp()
    }

    /// An app of this kind in the state a saved snapshot describes. Throws the decoder's
    /// errors for a malformed snapshot and a `LoadError` for one that breaks the app's rules.
    ///
    /// - Parameter path: where the snapshot is in the file, for messages (`state`).
    public func restore(from decoder: any Decoder, at path: String) throws -> any CoordinatedApp {
        try restoreApp(decoder, path)
    }
}
