import CoordinatorKit

/// The signed-in part of the app: a tab bar (home, memos, settings) with one stack each, kept
/// while another tab is selected. It starts the feature flow from home and holds it while it
/// runs.
final class MainCoordinator: Coordinator {
    /// What became of an event.
    enum Handling: Equatable {
        case handled
        case notMine
        case signedOut
    }

    static let coordinatorName = "main"
    let name = MainCoordinator.coordinatorName
    let user: String
    private let store: MemoStore
    private let trace: TraceRecorder
    /// The memo app's tables, held (`MemoApp.catalog` is a lazy global, checked on each access).
    private let tables = MemoApp.catalog
    private(set) var navigation: Navigation

    /// Lends the navigation to `body` where it is, for reading: reading the property copies it
    /// (a dozen references retained, then released, measured), and the output reads it after
    /// every command. The access is exclusive: `body` must not reach the navigation another way
    /// meanwhile (a debug build stops on it).
    func lendNavigation<Result>(_ body: (inout Navigation) -> Result) -> Result {
        body(&navigation)
    }
    /// The running feature flow, held strongly; `nil` once its screens have left the stacks.
    private(set) var feature: FeatureCoordinator?

    var children: [any Coordinator] { feature.map { [$0] } ?? [] }
    func forEachChild(_ body: (any Coordinator) -> Void) {
        if let feature { body(feature) }
    }

    init(user: String, store: MemoStore, trace: TraceRecorder) {
        self.user = user
        self.store = store
        self.trace = trace
        navigation = Navigation(tabs: MemoTab.allCases.map { (name: $0.rawValue, root: $0.root) })
    }

    /// A main flow in a restored state, with its feature flow if one was running.
    init(user: String, store: MemoStore, trace: TraceRecorder, navigation: Navigation, draft: String?) {
        self.user = user
        self.store = store
        self.trace = trace
        self.navigation = navigation
        feature = draft.map { FeatureCoordinator(user: user, store: store, trace: trace, draft: $0) }
    }

    /// Shows `navigation` with a feature flow that has `draft`, if any, as a main flow restored
    /// with them (`MemoApp.restore(to:)`): a feature flow with that draft already running is kept.
    func restore(_ navigation: Navigation, draft: String?) {
        self.navigation = navigation
        guard feature?.draft != draft else { return }
        feature = draft.map { FeatureCoordinator(user: user, store: store, trace: trace, draft: $0) }
    }

    var treeEntry: TreeEntry {
        TreeEntry(
            type: "MainCoordinator", facts: ["signed in as \(user)"], navigation: navigation,
            holds: [HeldObject("store", type: "MemoStore", facts: ["shared with app"])])
    }

    /// Whether the visible screen belongs to the feature flow: its name read in place, in the
    /// navigation lent (copied out, the route's name was retained and released before every
    /// event while the flow runs).
    var featureIsVisible: Bool {
        feature != nil && lendNavigation { $0.visibleScreenName(satisfies: FeatureCoordinator.ownsScreen(named:)) }
    }

    // MARK: - Intents

    /// Applies a navigation intent to the active stack, then lets go of the feature flow if
    /// the intent took its screens away.
    func perform(_ intent: NavigationIntent, isRunning: (String) -> Bool) throws(MemoFailure) {
        try MemoFailure.checking { () throws(CatalogError) in
            try tables.checkPlacement(of: intent, in: navigation, onStackOf: name, isRunning: isRunning)
        }
        trace.record(.handled(name, "owns the stacks; applies it to \(activeStackName)"))
        trace.recordDecision(of: intent, by: name, on: navigation)
        try MemoFailure.navigating { () throws(NavigationError) in try navigation.apply(intent) }
        releaseFeatureIfItsScreensAreGone()
    }

    /// Rebuilds the navigation from a deep link: modals dismissed, the target tab's stack reset
    /// and built from the link, that tab selected.
    func open(_ link: MemoLink) throws(NavigationError) {
        var rebuilt = navigation
        rebuilt.dismissAll()
        var newFeature: FeatureCoordinator?
        switch link {
        case .tab(let tab, let path):
            trace.record(
                .handled(name, "dismisses every modal, rebuilds tab \(tab.rawValue) from the link, selects it"))
            try rebuilt.resetStack(forTab: tab.rawValue, path: path)
            rebuilt.selectTab(named: tab.rawValue)
        case .newMemo:
            trace.record(.handled(name, "dismisses every modal, resets tab home, starts a feature flow there"))
            try rebuilt.resetStack(forTab: MemoTab.home.rawValue, path: [])
            rebuilt.selectTab(named: MemoTab.home.rawValue)
            let flow = FeatureCoordinator(user: user, store: store, trace: trace)
            try flow.start(on: &rebuilt)
            newFeature = flow
        }
        navigation = rebuilt
        releaseFeatureIfItsScreensAreGone()
        if let newFeature { feature = newFeature }
    }

    private var activeStackName: String {
        navigation.modalCount == 0 ? "tab \(navigation.selectedTab ?? "?")" : "modal \(navigation.modalCount)"
    }

    // MARK: - Events

    /// Handles an event from a main screen. Events from the feature flow's screens go to the
    /// feature coordinator first; when it finishes, this coordinator decides what comes next.
    func handle(_ event: MemoEvent) throws(MemoFailure) -> Handling {
        if let feature, featureIsVisible {
            trace.record(.passed(name, to: feature.name, "\(navigation.visibleScreen) is a feature screen"))
            switch try feature.handle(event, on: &navigation) {
            case .handled:
                return .handled
            case .finished(let result):
                featureFinished(with: result)
                return .handled
            case .notMine:
                break
            }
        }
        switch event {
        case .tabSelected(let tab):
            try select(tab)
        case .newMemoTapped:
            trace.record(.handled(name, "starts a feature flow and holds it"))
            try MemoFailure.navigating { () throws(NavigationError) in try startFeature() }
        case .logoutTapped:
            trace.record(.handled(name, "sign-out: the main flow ends"))
            return .signedOut
        default:
            return .notMine
        }
        return .handled
    }

    private func select(_ tab: MemoTab) throws(MemoFailure) {
        guard navigation.modalCount == 0 else {
            throw .memo(.modalCoversTabBar(visible: navigation.visibleScreen))
        }
        if navigation.selectedIndex == tab.position {
            trace.record(.handled(name, "tab \(tab.rawValue) is already selected: pops it to its root"))
            navigation.popToRoot()
        } else {
            trace.record(.handled(name, "selects tab \(tab.rawValue); every tab keeps its stack"))
            navigation.selectTab(at: tab.position)
        }
        releaseFeatureIfItsScreensAreGone()
    }

    // MARK: - The feature flow

    private func startFeature() throws(NavigationError) {
        let flow = FeatureCoordinator(user: user, store: store, trace: trace)
        try flow.start(on: &navigation)
        feature = flow
    }

    private func featureFinished(with result: FeatureCoordinator.Result) {
        feature = nil
        if case .saved = result {
            // The article says "after saving, go to the memo list" (its code popped to the
            // root of the current tab instead): show the list, with the new memo in it.
            trace.record(.handled(name, "the feature flow finished (saved): lets it go, shows the memo list"))
            navigation.selectTab(at: MemoTab.memos.position)
            navigation.popToRoot()
        } else {
            trace.record(.handled(name, "the feature flow finished (cancelled): lets it go"))
        }
    }

    /// A child coordinator lives exactly as long as one of its screens is on a stack.
    private func releaseFeatureIfItsScreensAreGone() {
        if feature != nil, !navigation.containsScreen(namedAnyOf: FeatureCoordinator.screens) {
            trace.record(.handled(name, "no feature screen is left on a stack: lets the feature flow go"))
            self.feature = nil
        }
    }
}
