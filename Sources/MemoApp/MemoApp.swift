import CoordinatorKit

/// The memo app of seed 004: login -> main (tab bar: home, memos, settings) -> feature (new
/// memo -> preview -> save), run by `AppCoordinator` and its children.
///
///     let app = MemoApp()
///     _ = try app.send(AppEvent("login", .text("alice")))
///     _ = try app.perform(.push(Route("detail", .integer(42))))
///     app.report().stack.pathDescription  // "home > detail(42)"
public final class MemoApp: BuiltInApp {
    public static let kind = AppKind(builtIn: MemoApp.self)
    let coordinator: AppCoordinator
    public let trace = TraceRecorder()
    /// The app's tables and which memo event each row of its event table is, held by the app:
    /// `catalog` and a static constant are found through a lazy global's check on every access,
    /// three an event (about 10 instructions a command of the `--quiet` script).
    private let tables = MemoApp.catalog
    private let eventKinds = MemoApp.eventKinds

    public init() {
        coordinator = AppCoordinator(store: MemoStore(), trace: trace)
    }

    /// The coordinator tree made again from a snapshot: the same flow with the same stacks, the
    /// feature flow with its draft if it ran, the same memos and kept link.
    public init(restoring snapshot: MemoSnapshot) {
        let store = MemoStore(memosByUser: snapshot.memosByUser)
        coordinator = AppCoordinator(
            store: store, trace: trace, flow: Self.flow(of: snapshot, store: store, trace: trace),
            pendingLink: snapshot.pendingLink)
    }

    /// The flow coordinator of `snapshot`, made anew.
    static func flow(of snapshot: MemoSnapshot, store: MemoStore, trace: TraceRecorder) -> AppCoordinator.Flow {
        switch snapshot.flow {
        case .login(let navigation):
            .login(LoginCoordinator(navigation: navigation, trace: trace))
        case .main(let user, let navigation, let feature):
            .main(
                MainCoordinator(user: user, store: store, trace: trace, navigation: navigation, draft: feature?.draft))
        }
    }

    /// Which memo event each row of the event table is, by position: an event's row comes
    /// from the parser, so its kind is read here without its name being hashed again.
    private static let eventKinds = catalog.events.map { MemoEvent.Kind(rawValue: $0.name) }

    public var rootCoordinator: any Coordinator { coordinator }

    public var currentNavigation: Navigation { coordinator.navigation }

    /// Applies an intent; a refusal is thrown as the error the `MemoFailure` wraps.
    @discardableResult
    public func perform(_ intent: NavigationIntent) throws -> Outcome {
        do throws(MemoFailure) { return try attempt(intent) } catch { throw error.wrapped }
    }

    /// Delivers an event; a refusal is thrown as the error the `MemoFailure` wraps.
    @discardableResult
    public func send(_ event: AppEvent) throws -> Outcome {
        do throws(MemoFailure) { return try attempt(event) } catch { throw error.wrapped }
    }

    public func attempt(_ intent: NavigationIntent) throws(MemoFailure) -> Outcome {
        try traced { () throws(MemoFailure) in try coordinator.perform(intent) }
    }

    /// Checks the event against the event table (is the visible screen one that emits it?),
    /// then hands it to the coordinators.
    public func attempt(_ event: AppEvent) throws(MemoFailure) -> Outcome {
        try traced { () throws(MemoFailure) in
            // The visible screen is copied only to be written (trace, errors); the check reads
            // its name (the route copied cost about 45 instructions an event).
            trace.record(.received(coordinator.name, "'\(event)' reported by \(coordinator.visibleScreen)"))
            guard let (spec, position) = tables.row(of: event),
                let memoEvent = MemoEvent.of(eventKinds[position], event.argument)
            else {
                throw .memo(.unhandled(event: event.name, visible: coordinator.visibleScreen))
            }
            if !tables.emits(spec, onScreenNamed: coordinator.visibleScreenName) {
                try MemoFailure.checking { () throws(CatalogError) in
                    try tables.checkEvent(
                        spec, visibleScreen: coordinator.visibleScreen,
                        isRunning: { self.coordinator.subtreeContains(named: $0) })
                }
            }
            return try coordinator.handle(memoEvent)
        }
    }
}
