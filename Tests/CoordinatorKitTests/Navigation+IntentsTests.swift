import CoordinatorKit
import TestSupport
import Testing

@Suite struct NavigationIntentsTests {
    // MARK: - Intents on the active stack

    @Test func pushActsOnTheSelectedTabOnly() throws {
        var navigation = tabBar(home: [.about], selected: "memos")
        try navigation.push(.detail(3))
        #expect(navigation == tabBar(home: [.about], memos: [.detail(3)], selected: "memos"))
    }

    @Test func pushActsOnTheTopModalOnly() throws {
        var navigation = tabBar(modals: [.of(.about), .of(.detail(1))])
        try navigation.push(.detail(2))
        #expect(navigation == tabBar(modals: [.of(.about), .of(.detail(1), .detail(2))]))
    }

    @Test func popActsOnTheActiveStack() throws {
        var navigation = tabBar(home: [.about], modals: [.of(.detail(1), .about, .about)])
        try navigation.pop(2)
        #expect(navigation == tabBar(home: [.about], modals: [.of(.detail(1))]))
    }

    @Test func popAtTheRootOfAModalFailsAndDoesNotDismiss() {
        let start = tabBar(home: [.about], modals: [.of(.detail(1))])
        let result = start.attempting { try $0.pop() }
        #expect(result.error == .atRoot(.pop(requested: 1, available: 0, root: .detail(1))))
        #expect(result.after == start)
    }

    @Test func popToRootActsOnTheActiveStack() {
        var navigation = tabBar(home: [.about], settings: [.about, .detail(1)], selected: "settings")
        navigation.popToRoot()
        #expect(navigation == tabBar(home: [.about], selected: "settings"))
        navigation.popToRoot()
        #expect(navigation == tabBar(home: [.about], selected: "settings"))
    }

    @Test func popToActsOnTheActiveStackOnly() throws {
        var navigation = tabBar(home: [.detail(1), .about], modals: [.of(.detail(2), .detail(3), .about)])
        try navigation.pop(to: RoutePattern("detail"))
        #expect(navigation == tabBar(home: [.detail(1), .about], modals: [.of(.detail(2), .detail(3))]))
    }

    @Test func popToDoesNotLookUnderTheActiveStack() {
        let start = tabBar(home: [.about], modals: [.of(.detail(2))])
        let pattern = RoutePattern("about")
        let result = start.attempting { try $0.pop(to: pattern) }
        #expect(result.error == .notFound(pattern, in: Stack(root: .detail(2))))
        #expect(result.after == start)
    }

    @Test func replaceTopActsOnTheActiveStack() throws {
        var navigation = tabBar(memos: [.detail(3)], selected: "memos")
        try navigation.replaceTop(with: .about)
        #expect(navigation == tabBar(memos: [.about], selected: "memos"))
    }

    @Test func replaceTopAtTheRootFailsAndChangesNothing() {
        let start = tabBar(home: [.about], modals: [.of(.detail(1))])
        let result = start.attempting { try $0.replaceTop(with: .about) }
        #expect(result.error == NavigationError.atRoot(.replace(root: .detail(1))))
        #expect(result.after == start)
    }

    @Test func truncateActiveStackActsOnTheActiveStack() {
        var navigation = tabBar(home: [.newMemo, .preview], memos: [.newMemo], selected: "memos")
        navigation.truncateActiveStack { $0 == .newMemo }
        #expect(navigation == tabBar(home: [.newMemo, .preview], selected: "memos"))
    }

    @Test func truncateActiveStackFromScreenNamedCutsAtTheLowestOfThem() {
        var navigation = tabBar(home: [.newMemo, .preview], memos: [.about, .newMemo, .preview], selected: "memos")
        navigation.truncateActiveStack(fromScreenNamed: [Route.preview.name, Route.newMemo.name])
        #expect(navigation == tabBar(home: [.newMemo, .preview], memos: [.about], selected: "memos"))
        navigation.truncateActiveStack(fromScreenNamed: [Route.preview.name])
        #expect(navigation == tabBar(home: [.newMemo, .preview], memos: [.about], selected: "memos"))
    }

    // MARK: - present, dismiss, back

    @Test func presentPutsANewStackOverEverything() throws {
        var navigation = tabBar(home: [.about])
        try navigation.present(.detail(1))
        #expect(navigation == tabBar(home: [.about], modals: [.of(.detail(1))]))
        try navigation.present(.about)
        #expect(navigation == tabBar(home: [.about], modals: [.of(.detail(1)), .of(.about)]))
        #expect(navigation.visibleScreen == .about)
    }

    @Test func dismissRemovesTheTopModalWithItsWholeStack() throws {
        var navigation = tabBar(modals: [.of(.about), .of(.detail(1), .detail(2))])
        try navigation.dismiss()
        #expect(navigation == tabBar(modals: [.of(.about)]))
        try navigation.dismiss()
        #expect(navigation == tabBar())
    }

    @Test func dismissWithoutAModalFailsAndChangesNothing() {
        let start = tabBar(home: [.about])
        let result = start.attempting { try $0.dismiss() }
        #expect(result.error == NavigationError.noModal)
        #expect(result.after == start)
    }

    @Test func dismissAllRemovesEveryModal() {
        var navigation = tabBar(home: [.about], modals: [.of(.about), .of(.detail(1), .detail(2))])
        navigation.dismissAll()
        #expect(navigation == tabBar(home: [.about]))
    }

    @Test(arguments: [
        (tabBar(home: [.about]), tabBar()),
        (tabBar(home: [.about], modals: [.of(.detail(1), .about)]), tabBar(home: [.about], modals: [.of(.detail(1))])),
        (tabBar(home: [.about], modals: [.of(.detail(1))]), tabBar(home: [.about])),
        (tabBar(modals: [.of(.about), .of(.detail(1))]), tabBar(modals: [.of(.about)])),
    ])
    func backPopsElseDismisses(start: Navigation, expected: Navigation) throws {
        var navigation = start
        try navigation.back()
        #expect(navigation == expected)
    }

    @Test(arguments: [
        (tabBar(), Route.home),
        (tabBar(home: [.about], selected: "memos"), Route.memoList),
        (Navigation(root: .settings), Route.settings),
    ])
    func backWithNothingToPopOrDismissFailsAndChangesNothing(start: Navigation, root: Route) {
        let result = start.attempting { try $0.back() }
        #expect(result.error == NavigationError.nothingToGoBack(root: root))
        #expect(result.after == start)
    }

    // MARK: - Depth limit

    @Test func maxDepthIsTenThousand() {
        #expect(Navigation.maxDepth == 10_000)
    }

    @Test func pushUpToTenThousandScreensSucceeds() throws {
        var navigation = Navigation(stack: deepStack(9_999))
        try navigation.push(.about)
        #expect(navigation.depth == 10_000)
        #expect(navigation == Navigation(stack: Stack(root: .home, above: deepStack(9_999).above + [.about])))
    }

    @Test func pushOfTheTenThousandAndFirstScreenFailsWithDepthLimit() {
        let start = Navigation(stack: deepStack(10_000))
        let result = start.attempting { try $0.push(.about) }
        #expect(result.error == NavigationError.depthLimit)
        #expect(result.after == start)
    }

    @Test func depthCountsTheBaseStackAndEveryModal() throws {
        var navigation = Navigation(stack: deepStack(5_000), modals: [.of(.about), deepStack(4_998)])
        #expect(navigation.depth == 9_999)
        try navigation.push(.about)
        #expect(navigation.depth == 10_000)
        let result = navigation.attempting { try $0.push(.about) }
        #expect(result.error == .depthLimit)
        #expect(result.after == navigation)
    }

    @Test func depthCountsOnlyTheSelectedTab() throws {
        var navigation = Navigation(
            tabs: [("home", deepStack(10_000)), ("memos", .of(.memoList))], selected: "memos")
        #expect(navigation.depth == 1)
        try navigation.push(.about)
        #expect(navigation.depth == 2)
    }

    @Test func presentCountsTowardsTheLimit() throws {
        var navigation = Navigation(stack: deepStack(9_999))
        try navigation.present(.about)
        #expect(navigation.depth == 10_000)
        let result = navigation.attempting { try $0.present(.about) }
        #expect(result.error == .depthLimit)
        #expect(result.after == navigation)
    }

    // MARK: - Tabs and whole-flow changes

    @Test func selectTabSelectsAnExistingTabAndKeepsEveryStack() {
        var navigation = tabBar(home: [.about], memos: [.detail(3)])
        let found = navigation.selectTab(named: "memos")
        #expect(found)
        #expect(navigation == tabBar(home: [.about], memos: [.detail(3)], selected: "memos"))
        let foundAgain = navigation.selectTab(named: "memos")
        #expect(foundAgain)
        #expect(navigation == tabBar(home: [.about], memos: [.detail(3)], selected: "memos"))
    }

    @Test func selectTabAtAPositionKeepsEveryStack() {
        var navigation = tabBar(home: [.about], memos: [.detail(3)])
        navigation.selectTab(at: 1)
        #expect(navigation == tabBar(home: [.about], memos: [.detail(3)], selected: "memos"))
        navigation.selectTab(at: 1)
        #expect(navigation == tabBar(home: [.about], memos: [.detail(3)], selected: "memos"))
        navigation.selectTab(at: 0)
        #expect(navigation == tabBar(home: [.about], memos: [.detail(3)]))
        #expect(navigation.stacks == tabBar(home: [.about], memos: [.detail(3)]).stacks)
    }

    @Test(arguments: ["elsewhere", "Memos", ""])
    func selectTabOfAnUnknownNameChangesNothing(name: String) {
        var navigation = tabBar(home: [.about])
        let found = navigation.selectTab(named: name)
        #expect(!found)
        #expect(navigation == tabBar(home: [.about]))
    }

    @Test func selectTabWithoutATabBarChangesNothing() {
        var navigation = Navigation(root: .home)
        let found = navigation.selectTab(named: "home")
        #expect(!found)
        #expect(navigation == Navigation(root: .home))
    }

    @Test func resetStackRebuildsTheNamedTabFromItsRoot() throws {
        var navigation = tabBar(home: [.about], memos: [.detail(1), .about], modals: [.of(.about)])
        try navigation.resetStack(forTab: "memos", path: [.detail(3)])
        #expect(navigation == tabBar(home: [.about], memos: [.detail(3)], modals: [.of(.about)]))
    }

    @Test func resetStackWithoutATabRebuildsTheSingleStack() throws {
        var navigation = Navigation(stack: .of(.home, .detail(1), .about))
        try navigation.resetStack(path: [])
        #expect(navigation == Navigation(root: .home))
        try navigation.resetStack(path: [.detail(4), .about])
        #expect(navigation == Navigation(stack: .of(.home, .detail(4), .about)))
    }

    @Test func resetStackOfTenThousandScreensSucceeds() throws {
        var navigation = Navigation(root: .home)
        try navigation.resetStack(path: deepStack(10_000).above)
        #expect(navigation == Navigation(stack: deepStack(10_000)))
    }

    @Test func resetStackOfMoreThanTenThousandScreensFailsAndChangesNothing() {
        let start = Navigation(stack: .of(.home, .about))
        let result = start.attempting { try $0.resetStack(path: deepStack(10_001).above) }
        #expect(result.error == .depthLimit)
        #expect(result.after == start)
    }

    @Test func resetStackOfTheSelectedTabCountsModals() throws {
        let start = tabBar(modals: [.of(.about, .about)])
        let result = start.attempting { try $0.resetStack(forTab: "home", path: deepStack(9_999).above) }
        #expect(result.error == .depthLimit)
        #expect(result.after == start)
        var navigation = start
        try navigation.resetStack(forTab: "memos", path: deepStack(9_999).above)
        #expect(navigation.stack(forTab: "memos") == Stack(root: .memoList, above: deepStack(9_999).above))
    }

    @Test func containsScreenLooksInEveryTabAndModal() {
        let navigation = tabBar(home: [.newMemo], settings: [.about], modals: [.of(.detail(9))])
        #expect(navigation.containsScreen { $0 == .newMemo })
        #expect(navigation.containsScreen { $0 == .about })
        #expect(navigation.containsScreen { $0 == .detail(9) })
        #expect(navigation.containsScreen { $0 == .memoList })
        #expect(!navigation.containsScreen { $0 == .preview })
    }

    // MARK: - apply

    @Test(arguments: [
        (NavigationIntent.push(.detail(1)), tabBar(home: [.about, .detail(2), .detail(1)])),
        (.pop(count: 2), tabBar()),
        (.popToRoot, tabBar()),
        (.popTo(RoutePattern("about")), tabBar(home: [.about])),
        (.replace(.detail(5)), tabBar(home: [.about, .detail(5)])),
        (.present(.about), tabBar(home: [.about, .detail(2)], modals: [.of(.about)])),
        (.back, tabBar(home: [.about])),
    ])
    func applyPerformsTheIntentOnTheActiveStack(intent: NavigationIntent, expected: Navigation) throws {
        var navigation = tabBar(home: [.about, .detail(2)])
        try navigation.apply(intent)
        #expect(navigation == expected)
    }

    @Test(arguments: [
        (NavigationIntent.pop(count: 3), NavigationError.atRoot(.pop(requested: 3, available: 2, root: .home))),
        (
            .popTo(RoutePattern("settings")),
            .notFound(RoutePattern("settings"), in: Stack(root: .home, above: [.about, .detail(2)]))
        ),
        (.dismiss, .noModal),
    ])
    func applyOfAFailingIntentThrowsAndChangesNothing(intent: NavigationIntent, error: NavigationError) {
        let start = tabBar(home: [.about, .detail(2)])
        let result = start.attempting { try $0.apply(intent) }
        #expect(result.error == error)
        #expect(result.after == start)
    }
}
