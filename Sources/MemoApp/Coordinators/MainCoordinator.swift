import CoordinatorKit

/// The signed-in part of the app: a tab bar (home, memos, settings) with one stack each, kept
/// while another tab is selected. It starts the feature flow from home and holds it while it
/// runs.
final class MainCoordinator: Coordinator {
    /// What became of an event.
    enum Outcome: Equatable {
        case handled
        case notMine
        case signedOut
    }

    let name = "main"
    let user: String
    private let store: MemoStore
    private(set) var navigation: Navigation
    /// The running feature flow, held strongly; `nil` once its screens have left the stacks.
    private(set) var feature: FeatureCoordinator?

    var children: [any Coordinator] { feature.map { [$0] } ?? [] }

    init(user: String, store: MemoStore) {
        self.user = user
        self.store = store
        navigation = Navigation(tabs: MemoTab.allCases.map { (name: $0.rawValue, root: $0.root) })
    }

    /// Whether the visible screen belongs to the feature flow.
    var featureIsVisible: Bool {
        feature?.owns(navigation.visibleScreen) ?? false
    }

    // MARK: - Intents

    /// Applies a navigation intent to the active stack, then lets go of the feature flow if
    /// the intent took its screens away.
    func perform(_ intent: NavigationIntent, running: [String]) throws {
        try MemoApp.catalog.checkPlacement(of: intent, onStackOf: name, running: running)
        try navigation.apply(intent)
        releaseFeatureIfItsScreensAreGone()
    }

    /// Rebuilds the navigation from a deep link: modals dismissed, the target tab's stack reset
    /// and built from the link, that tab selected.
    func open(_ link: MemoLink) throws {
        var rebuilt = navigation
        rebuilt.dismissAll()
        var newFeature: FeatureCoordinator?
        switch link {
        case .tab(let tab, let path):
            try rebuilt.resetStack(forTab: tab.rawValue, path: path)
            rebuilt.selectTab(named: tab.rawValue)
        case .newMemo:
            try rebuilt.resetStack(forTab: MemoTab.home.rawValue, path: [])
            rebuilt.selectTab(named: MemoTab.home.rawValue)
            let flow = FeatureCoordinator(user: user, store: store)
            try flow.start(on: &rebuilt)
            newFeature = flow
        }
        navigation = rebuilt
        releaseFeatureIfItsScreensAreGone()
        if let newFeature { feature = newFeature }
    }

    // MARK: - Events

    /// Handles an event from a main screen. Events from the feature flow's screens go to the
    /// feature coordinator first; when it finishes, this coordinator decides what comes next.
    func handle(_ event: MemoEvent) throws -> Outcome {
        if let feature, featureIsVisible {
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
            try startFeature()
        case .logoutTapped:
            return .signedOut
        default:
            return .notMine
        }
        return .handled
    }

    private func select(_ tab: MemoTab) throws {
        guard navigation.modals.isEmpty else {
            throw MemoError.modalCoversTabBar(visible: navigation.visibleScreen)
        }
        if navigation.selectedTab == tab.rawValue {
            navigation.popToRoot()
        } else {
            navigation.selectTab(named: tab.rawValue)
        }
        releaseFeatureIfItsScreensAreGone()
    }

    // MARK: - The feature flow

    private func startFeature() throws {
        let flow = FeatureCoordinator(user: user, store: store)
        try flow.start(on: &navigation)
        feature = flow
    }

    private func featureFinished(with result: FeatureCoordinator.Result) {
        feature = nil
        if case .saved = result {
            // The article says "after saving, go to the memo list" (its code popped to the
            // root of the current tab instead): show the list, with the new memo in it.
            navigation.selectTab(named: MemoTab.memos.rawValue)
            navigation.popToRoot()
        }
    }

    /// A child coordinator lives exactly as long as one of its screens is on a stack.
    private func releaseFeatureIfItsScreensAreGone() {
        if let feature, !navigation.containsScreen(where: feature.owns) {
            self.feature = nil
        }
    }
}
