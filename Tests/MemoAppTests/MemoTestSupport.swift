import CoordinatorKit
import Testing

@testable import MemoApp

// Builders for whole-state expectations: every test compares the app's complete snapshot
// with one of these, so any unexpected change anywhere fails the test.

/// A stack of the given routes, root first.
func stack(_ routes: Route...) -> Stack {
    Stack(root: routes[0], above: Array(routes.dropFirst()))
}

/// The login flow's whole state.
func loginState(
    _ routes: [Route] = [.login], modals: [Stack] = [], memos: [String: [Memo]] = [:], pendingLink: MemoLink? = nil
) -> MemoSnapshot {
    MemoSnapshot(
        flow: .login(navigation: Navigation(stack: Stack(routes)!, modals: modals)),
        memosByUser: memos.mapValues { SharedLog($0) },
        pendingLink: pendingLink)
}

/// The main flow's whole state.
func mainState(
    user: String = "alice", home: [Route] = [.home], memosTab: [Route] = [.memoList], settings: [Route] = [.settings],
    selected: MemoTab = .home, modals: [Stack] = [], draft: String? = nil, memos: [String: [Memo]] = [:]
) -> MemoSnapshot {
    let navigation = Navigation(
        tabs: [("home", Stack(home)!), ("memos", Stack(memosTab)!), ("settings", Stack(settings)!)],
        selected: selected.rawValue, modals: modals)
    return MemoSnapshot(
        flow: .main(user: user, navigation: navigation, feature: draft.map(MemoSnapshot.FeatureState.init)),
        memosByUser: memos.mapValues { SharedLog($0) }, pendingLink: nil)
}

extension MemoApp {
    /// Sends an event by name, as the parser would build it.
    @discardableResult
    func send(_ name: String, _ argument: Argument? = nil) throws -> Outcome {
        try send(AppEvent(name, argument))
    }

    func login(_ user: String = "alice") throws {
        try send("login", .text(user))
    }

    func open(_ link: String) throws -> Outcome {
        try perform(.open(DeepLinkURL(link)))
    }

    /// The feature coordinator, if it runs.
    var feature: FeatureCoordinator? {
        if case .main(let main) = coordinator.flow { main.feature } else { nil }
    }

    var main: MainCoordinator? {
        if case .main(let main) = coordinator.flow { main } else { nil }
    }
}

/// Runs `body`, expects it to throw an error with `code` and `message`, and checks that the
/// whole state is exactly what it was before.
func expectFailure(
    _ app: MemoApp, _ code: ErrorCode, _ message: String, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () throws -> Void
) {
    let before = app.snapshot()
    do {
        try body()
        Issue.record("expected a failure: \(message)", sourceLocation: sourceLocation)
    } catch let error as any CoordshError {
        #expect(error.code == code, sourceLocation: sourceLocation)
        #expect(error.message == message, sourceLocation: sourceLocation)
    } catch {
        Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
    }
    #expect(app.snapshot() == before, "a failed command changed the state", sourceLocation: sourceLocation)
}
