import CoordinatorKit

extension MemoApp {
    /// Checks a saved memo state against the coordinator tree: the login flow's one stack, or
    /// main's three tabs with their roots; main's pushable screens on main's stacks; the
    /// feature flow's screens only at the bottom of the home tab, newMemo then preview, there
    /// exactly when a feature flow (a draft) is, and reachable by its events (preview only with
    /// a draft); valid user names; memo ids 1, 2, 3, ... per user; a kept link only while
    /// signed out.
    public static func validate(_ snapshot: MemoSnapshot, at path: String) throws(LoadError) {
        switch snapshot.flow {
        case .login(let navigation):
            let navigationPath = "\(path).flow.login.navigation"
            guard navigation.tabNames.isEmpty else {
                throw LoadError(at: navigationPath, "the login flow has one stack, not a tab bar")
            }
            try catalog.checkSaved(
                navigation, at: navigationPath, rule: catalog.flowRule(root: "login", owner: "login"))
        case .main(let user, let navigation, let feature):
            try validateUser(user, at: "\(path).flow.main.user")
            try validateMain(navigation, feature: feature, at: "\(path).flow.main")
            if snapshot.pendingLink != nil {
                throw LoadError(at: "\(path).pendingLink", "a link is only kept while signed out; main is running")
            }
        }
        for (user, memos) in snapshot.memosByUser.sorted(by: { $0.key < $1.key }) {
            let memosPath = "\(path).memosByUser.\(user)"
            try validateUser(user, at: memosPath)
            for (index, memo) in memos.enumerated() where memo.id != index + 1 {
                throw LoadError(
                    at: "\(memosPath)[\(index)].id",
                    "memo ids count 1, 2, 3, ...; expected \(index + 1), got \(memo.id)")
            }
        }
    }

    private static func validateUser(_ user: String, at path: String) throws(LoadError) {
        guard (try? ArgumentSpec("user", .userName(.standard)).value(from: user, for: "login")) != nil else {
            throw LoadError(at: path, "\(user.quoted) is not a user name of 1 to 32 letters, digits, '.', '_' or '-'")
        }
    }

    private static func validateMain(
        _ navigation: Navigation, feature: MemoSnapshot.FeatureState?, at path: String
    ) throws(LoadError) {
        let tabs = MemoTab.allCases
        guard navigation.tabNames == tabs.map(\.rawValue), navigation.stacks.map(\.root) == tabs.map(\.root) else {
            throw LoadError(
                at: "\(path).navigation",
                "main has the tabs home, memos and settings, with roots home, memoList and settings")
        }
        let pushable = Set(catalog.pushableRoutes(onStackOf: "main").map(\.name))
        try catalog.checkSaved(navigation, at: "\(path).navigation") { route, place in
            switch (route.name, place.tab, place.position, place.below) {
            case (_, _?, 0, _): return nil  // the tab roots, checked above
            case (Route.newMemo.name, "home", 1, _): return nil
            case (Route.preview.name, "home", 2, Route.newMemo?): return nil
            case (Route.newMemo.name, _, _, _), (Route.preview.name, _, _, _):
                return "\(route) is the feature flow's: newMemo right above home on tab home, preview right above it"
            case (let name, _, _, _) where pushable.contains(name): return nil
            default: return "\(route) cannot be on a stack of the main flow"
            }
        }
        let running = navigation.stacks[0].contains(.newMemo)
        if running, feature == nil {
            throw LoadError(at: "\(path).feature", "newMemo is on tab home, so a feature flow runs: it needs its draft")
        }
        if !running, feature != nil {
            throw LoadError(at: "\(path).feature", "no feature screen is on a stack, so no feature flow runs")
        }
        if let feature {
            try replayFeature(feature, showingPreview: navigation.stacks[0].contains(.preview), at: "\(path).feature")
        }
    }

    /// Checks a saved feature flow by making it again with the events a user would send: `new`,
    /// `write DRAFT`, and `preview` if the preview screen is shown. The coordinator's own rules
    /// (preview needs a draft) decide, so the check cannot drift from what the events enforce.
    private static func replayFeature(
        _ feature: MemoSnapshot.FeatureState, showingPreview: Bool, at path: String
    ) throws(LoadError) {
        let coordinator = FeatureCoordinator(user: "replay", store: MemoStore(), trace: TraceRecorder())
        var navigation = Navigation(root: .home)
        do {
            try coordinator.start(on: &navigation)
            _ = try coordinator.handle(.textWritten(feature.draft), on: &navigation)
            if showingPreview { _ = try coordinator.handle(.previewTapped, on: &navigation) }
        } catch let error as any CoordshError {
            throw LoadError(
                at: "\(path).draft", "the preview screen is shown, but 'preview' is refused there: \(error.message)")
        } catch {
            throw LoadError(at: "\(path).draft", "\(error)")
        }
    }
}
