import CoordinatorKit
import Testing

@testable import MemoApp

// Builders for whole-state expectations: every test compares the app's complete snapshot
// with one of these, so any unexpected change anywhere fails the test.

/// The login flow's whole state.
func loginState(
    _ routes: [Route] = [.login], modals: [[Route]] = [], memos: [String: [Memo]] = [:], pendingLink: MemoLink? = nil
) -> MemoSnapshot {
    MemoSnapshot(
        flow: .login(navigation: Navigation(stack: Stack(routes)!, modals: modals.map { Stack($0)! })),
        memosByUser: memos.mapValues { SharedLog($0) },
        pendingLink: pendingLink)
}

/// The main flow's whole state.
func mainState(
    user: String = "alice", home: [Route] = [.home], memosTab: [Route] = [.memoList], settings: [Route] = [.settings],
    selected: MemoTab = .home, modals: [[Route]] = [], draft: String? = nil, memos: [String: [Memo]] = [:]
) -> MemoSnapshot {
    let navigation = Navigation(
        tabs: [("home", Stack(home)!), ("memos", Stack(memosTab)!), ("settings", Stack(settings)!)],
        selected: selected.rawValue, modals: modals.map { Stack($0)! })
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
