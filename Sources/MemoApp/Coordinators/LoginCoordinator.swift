import CoordinatorKit

/// Runs the signed-out screens on one stack: login at the root, sign-up and password recovery
/// pushed above it. When the user signs in, it tells its parent, which ends this flow.
///
/// In the article a closure on the login screen calls `navigateToMain()`; here the outcome of
/// `handle(_:)` says so, and the parent acts on it.
final class LoginCoordinator: Coordinator {
    /// What became of an event.
    enum Handling: Equatable {
        case handled
        case notMine
        case signedIn(user: String)
    }

    static let coordinatorName = "login"
    let name = LoginCoordinator.coordinatorName
    var children: [any Coordinator] { [] }
    func forEachChild(_ body: (any Coordinator) -> Void) {}
    private(set) var navigation: Navigation

    /// Lends the navigation to `body` where it is, for reading, as `MainCoordinator.lendNavigation`.
    func lendNavigation<Result>(_ body: (inout Navigation) -> Result) -> Result {
        body(&navigation)
    }
    private let trace: TraceRecorder

    init(navigation: Navigation = Navigation(root: .login), trace: TraceRecorder) {
        self.navigation = navigation
        self.trace = trace
    }

    /// Shows `navigation`, as a login flow restored with it (`MemoApp.restore(to:)`).
    func restore(_ navigation: Navigation) {
        self.navigation = navigation
    }

    var treeEntry: TreeEntry {
        TreeEntry(type: "LoginCoordinator", facts: ["the signed-out screens"], navigation: navigation)
    }

    /// Applies a navigation intent to this flow's stack.
    func perform(_ intent: NavigationIntent, isRunning: (String) -> Bool) throws(MemoFailure) {
        try MemoFailure.checking { () throws(CatalogError) in
            try MemoApp.catalog.checkPlacement(of: intent, in: navigation, onStackOf: name, isRunning: isRunning)
        }
        trace.record(.handled(name, "owns the stack; applies it"))
        trace.recordDecision(of: intent, by: name, on: navigation)
        try MemoFailure.navigating { () throws(NavigationError) in try navigation.apply(intent) }
    }

    func handle(_ event: MemoEvent) throws(NavigationError) -> Handling {
        switch event {
        case .loginSubmitted(let user):
            trace.record(.handled(name, "sign-in succeeded: the login flow ends with user \(user)"))
            return .signedIn(user: user)
        case .signUpTapped:
            trace.record(.handled(name, "shows signup"))
            try navigation.push(.signup)
        case .forgotPasswordTapped:
            trace.record(.handled(name, "shows forgotPassword"))
            try navigation.push(.forgotPassword)
        default:
            return .notMine
        }
        return .handled
    }
}
