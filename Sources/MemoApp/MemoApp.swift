import CoordinatorKit

/// The memo app of seed 004: login -> main (tab bar: home, memos, settings) -> feature (new
/// memo -> preview -> save), run by `AppCoordinator` and its children.
///
///     let app = MemoApp()
///     _ = try app.send(AppEvent("login", .text("alice")))
///     _ = try app.perform(.push(Route("detail", .integer(42))))
///     app.report().stack.pathDescription  // "home > detail(42)"
public final class MemoApp: CoordinatedApp {
    let coordinator: AppCoordinator

    public init() {
        coordinator = AppCoordinator(store: MemoStore())
    }

    public var rootCoordinator: any Coordinator { coordinator }

    @discardableResult
    public func perform(_ intent: NavigationIntent) throws -> Outcome {
        try coordinator.perform(intent)
    }

    /// Checks the event against the event table (is the visible screen one that emits it?),
    /// then hands it to the coordinators.
    @discardableResult
    public func send(_ event: AppEvent) throws -> Outcome {
        guard let spec = catalog.event(named: event.name), let memoEvent = MemoEvent(event) else {
            throw MemoError.unhandled(event: event.name, visible: coordinator.navigation.visibleScreen)
        }
        try catalog.checkEvent(spec, visibleScreen: coordinator.navigation.visibleScreen, running: runningCoordinators)
        return try coordinator.handle(memoEvent)
    }
}
