import CoordinatorKit

/// The root of the memo app. It runs one flow at a time, login or main, holding it strongly,
/// and swaps them when the user signs in or out. It owns the memo store and injects it into
/// the flows that need it, and it keeps a deep link opened while signed out until the next login.
final class AppCoordinator: Coordinator {
    /// The flow that runs now.
    enum Flow {
        case login(LoginCoordinator)
        case main(MainCoordinator)
    }

    static let coordinatorName = "app"
    let name = AppCoordinator.coordinatorName
    let store: MemoStore
    private let trace: TraceRecorder
    private(set) var flow: Flow
    /// A deep link opened while signed out, applied right after the next login.
    private(set) var pendingLink: MemoLink?

    var children: [any Coordinator] { [flowCoordinator] }
    func forEachChild(_ body: (any Coordinator) -> Void) { body(flowCoordinator) }

    init(store: MemoStore, trace: TraceRecorder, flow: Flow? = nil, pendingLink: MemoLink? = nil) {
        self.store = store
        self.trace = trace
        self.flow = flow ?? .login(LoginCoordinator(trace: trace))
        self.pendingLink = pendingLink
    }

    /// Whether the link kept is `link`, the usual answer (no link either side) read from the
    /// case in place: `pendingLink` copies the link out, and `coordsh check` asks after every
    /// command refused.
    func keeps(_ link: MemoLink?) -> Bool {
        if case .none = pendingLink { return link == nil }
        return pendingLink == link
    }

    /// Runs `flow` and keeps `pendingLink`, as an app coordinator restored with them
    /// (`MemoApp.restore(to:)`); `flow` may be the one running, already put in its state.
    func restore(_ flow: Flow, pendingLink: MemoLink?) {
        self.flow = flow
        self.pendingLink = pendingLink
    }

    var treeEntry: TreeEntry {
        let users = store.memosByUser.count
        let memos = store.memosByUser.values.reduce(0) { $0 + $1.count }
        var facts = ["runs one flow at a time"]
        if let pendingLink { facts.append("keeps \(pendingLink) for the next login") }
        return TreeEntry(
            type: "AppCoordinator", facts: facts,
            holds: [
                HeldObject(
                    "store", type: "MemoStore",
                    facts: ["\(memos) memo\(memos == 1 ? "" : "s") of \(users) user\(users == 1 ? "" : "s")"])
            ])
    }

    var flowCoordinator: any Coordinator {
        switch flow {
        case .login(let login): login
        case .main(let main): main
        }
    }

    /// The navigation of the flow that runs now.
    var navigation: Navigation {
        switch flow {
        case .login(let login): login.navigation
        case .main(let main): main.navigation
        }
    }

    /// Calls `body` with the running flow's navigation, lent where it is: `navigation` copies it
    /// (a dozen references retained, then released), and the output reads it after every
    /// command. `body` must not ask the coordinators anything that reads the navigation
    /// (`activePath`, `visibleScreen`): it is lent exclusively (see `lendNavigation`).
    func withNavigation<Result>(_ body: (borrowing Navigation) -> Result) -> Result {
        switch flow {
        case .login(let login): login.lendNavigation { body($0) }
        case .main(let main): main.lendNavigation { body($0) }
        }
    }

    /// The screen the user sees, read in place (`navigation` copies the running flow's).
    /// The name of the screen the user sees, read in the navigation lent: `visibleScreen`
    /// copies the whole route (its argument too).
    var visibleScreenName: RouteName {
        withNavigation { $0.visibleScreen.name }
    }

    var visibleScreen: Route {
        switch flow {
        case .login(let login): login.navigation.visibleScreen
        case .main(let main): main.navigation.visibleScreen
        }
    }

    /// The coordinators from the root to the one that owns the visible screen. The three paths
    /// there can be are made once: a state is reported after every command.
    var activePath: [String] {
        switch flow {
        case .login: Self.paths.login
        case .main(let main): main.feature != nil && main.featureIsVisible ? Self.paths.feature : Self.paths.main
        }
    }

    private static let paths = (
        login: [coordinatorName, LoginCoordinator.coordinatorName],
        main: [coordinatorName, MainCoordinator.coordinatorName],
        feature: [coordinatorName, MainCoordinator.coordinatorName, FeatureCoordinator.coordinatorName]
    )

    // MARK: - Intents

    /// Hands a stack intent to the running flow, which owns the stacks; reads deep links itself.
    func perform(_ intent: NavigationIntent) throws(MemoFailure) -> Outcome {
        trace.record(.received(name, "'\(intent)'"))
        if case .open(let url) = intent {
            let link = try MemoFailure.linking { () throws(DeepLinkError) in try MemoLink(url) }
            return try MemoFailure.navigating { () throws(NavigationError) in try open(link) }
        }
        trace.record(.passed(name, to: flowCoordinator.name, "the running flow owns the stacks"))
        switch flow {
        case .login(let login): try login.perform(intent, isRunning: { self.subtreeContains(named: $0) })
        case .main(let main): try main.perform(intent, isRunning: { self.subtreeContains(named: $0) })
        }
        return .none
    }

    private func open(_ link: MemoLink) throws(NavigationError) -> Outcome {
        switch flow {
        case .login:
            trace.record(.handled(name, "signed out: keeps \(link) until the next login"))
            pendingLink = link
            return Outcome(note: KeptLinkNote(link: link))
        case .main(let main):
            trace.record(.passed(name, to: main.name, "main owns the tabs the link names"))
            try main.open(link)
            return .none
        }
    }

    /// The note on a link kept while signed out, its text made only when it is shown.
    private struct KeptLinkNote: OutcomeNote {
        let link: MemoLink
        var text: String { "signed out: \(link) will open right after the next login" }
    }

    // MARK: - Events

    /// Hands an event to the running flow and acts on how it ends.
    func handle(_ event: MemoEvent) throws(MemoFailure) -> Outcome {
        trace.record(.passed(name, to: flowCoordinator.name, "the running flow's screens report to it"))
        switch flow {
        case .login(let login):
            switch try MemoFailure.navigating({ () throws(NavigationError) in try login.handle(event) }) {
            case .handled: return .none
            case .signedIn(let user):
                return try MemoFailure.navigating { () throws(NavigationError) in try showMain(for: user) }
            case .notMine: throw .memo(.unhandled(event: event.name, visible: navigation.visibleScreen))
            }
        case .main(let main):
            switch try main.handle(event) {
            case .handled: return .none
            case .signedOut:
                trace.record(.handled(name, "lets main go (and its children with it), starts login afresh"))
                showLogin()
                return .none
            case .notMine: throw .memo(.unhandled(event: event.name, visible: navigation.visibleScreen))
            }
        }
    }

    // MARK: - Flows

    /// Starts main for `user`, applying a kept deep link first, and only then lets login go.
    private func showMain(for user: String) throws(NavigationError) -> Outcome {
        trace.record(.handled(name, "lets login go, starts main for \(user) on tab home"))
        let main = MainCoordinator(user: user, store: store, trace: trace)
        var outcome = Outcome.none
        if let pendingLink {
            trace.record(.passed(name, to: main.name, "the link kept while signed out: \(pendingLink)"))
            try main.open(pendingLink)
            outcome.notes.append("opened \(pendingLink), kept while signed out")
        }
        flow = .main(main)
        pendingLink = nil
        return outcome
    }

    private func showLogin() {
        flow = .login(LoginCoordinator(trace: trace))
    }
}
