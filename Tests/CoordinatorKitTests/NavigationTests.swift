import CoordinatorKit
import Foundation
import TestSupport
import Testing

@Suite struct NavigationTests {
    // MARK: - Initialisers and queries

    @Test func singleStackHasNoTabs() {
        let navigation = Navigation(root: .home)
        #expect(navigation.tabNames == [])
        #expect(navigation.selectedTab == nil)
        #expect(navigation.stacks == [.of(.home)])
        #expect(navigation.modals == [])
        #expect(navigation == Navigation(stack: .of(.home)))
    }

    /// Each tab's stack by position is the one `stacks` lists there, the selected one too.
    @Test func aTabsStackByPositionIsTheStackListedThere() throws {
        var navigation = Navigation(tabs: [("home", .home), ("memos", .memoList), ("settings", .settings)])
        navigation.selectTab(named: "memos")
        try navigation.apply(.push(.detail(7)))
        for index in navigation.tabNames.indices {
            #expect(navigation.stack(at: index).routes == navigation.stacks[index].routes)
        }
        #expect(navigation.stack(at: 1).routes == [.memoList, .detail(7)])
        #expect(Navigation(root: .home).stack(at: 0).routes == [.home])
    }

    /// Three tabs, each with a flow's screens (newMemo, and preview on settings) at some depth,
    /// home selected, and preview presented over it.
    static func flowOnEveryTab() throws -> Navigation {
        var navigation = Navigation(tabs: [("home", .home), ("memos", .memoList), ("settings", .settings)])
        try navigation.apply(.push(.newMemo))
        navigation.selectTab(named: "memos")
        try navigation.apply(.push(.detail(3)))
        try navigation.apply(.push(.newMemo))
        navigation.selectTab(named: "settings")
        try navigation.apply(.push(.newMemo))
        try navigation.apply(.push(.preview))
        try navigation.apply(.push(.about))
        navigation.selectTab(named: "home")
        try navigation.apply(.present(.preview))
        return navigation
    }

    /// `removeScreens` (a child flow ending) takes the lowest matching screen and those above it
    /// off every tab's stack, the selected one and each other one that has one, and dismisses a
    /// modal presented over a stack that lost screens; tabs without such a screen are untouched.
    @Test func removeScreensTakesAFlowsScreensOffEveryTab() throws {
        var navigation = try Self.flowOnEveryTab()
        let untouched = navigation

        navigation.removeScreens { $0 == .newMemo || $0 == .preview }
        #expect(navigation.stacks == [.of(.home), .of(.memoList, .detail(3)), .of(.settings)])
        #expect(navigation.modals == [])
        #expect(navigation.selectedTab == "home")
        #expect(untouched.stacks[2] == .of(.settings, .newMemo, .preview, .about))

        var unchanged = untouched
        unchanged.removeScreens { $0 == .detail(99) }
        #expect(unchanged == untouched)
    }

    /// `removeScreens(named:)` and `containsScreen(namedAnyOf:)` (by names, as a flow's end asks)
    /// act as `removeScreens(where:)` and `containsScreen(where:)` with a predicate on the name,
    /// on every tab, the selected one and the modals.
    @Test(arguments: [["newMemo", "preview"], ["detail"], ["about"], ["home"], ["elsewhere"], []] as [[RouteName]])
    func removeScreensNamedActsAsThePredicateOnTheName(names: [RouteName]) throws {
        var navigation = try Self.flowOnEveryTab()
        try navigation.apply(.push(.about))

        #expect(
            navigation.containsScreen(namedAnyOf: names) == navigation.containsScreen { names.contains($0.name) })
        var byNames = navigation
        byNames.removeScreens(named: names)
        var byPredicate = navigation
        byPredicate.removeScreens { names.contains($0.name) }
        #expect(byNames == byPredicate)
        #expect(byNames.stacks == byPredicate.stacks)
        #expect(byNames.modals == byPredicate.modals)
    }

    @Test func tabBarStartsOnTheFirstTab() {
        let navigation = Navigation(tabs: [("home", .home), ("memos", .memoList), ("settings", .settings)])
        #expect(navigation == tabBar())
        #expect(navigation.tabNames == ["home", "memos", "settings"])
        #expect(navigation.selectedTab == "home")
        #expect(navigation.selectedIndex == 0)
    }

    @Test func tabBarSelectsTheNamedTab() {
        let navigation = tabBar(selected: "memos")
        #expect(navigation.selectedTab == "memos")
        #expect(navigation.selectedIndex == 1)
    }

    @Test func stackForTabNamesOneTab() {
        let navigation = tabBar(memos: [.detail(3)])
        #expect(navigation.stack(forTab: "memos") == .of(.memoList, .detail(3)))
        #expect(navigation.stack(forTab: "home") == .of(.home))
        #expect(navigation.stack(forTab: "elsewhere") == nil)
    }

    // MARK: - Active stack

    @Test func activeStackIsTheSingleStackWithoutModals() {
        let navigation = Navigation(stack: .of(.home, .detail(1)))
        #expect(navigation.baseStack == .of(.home, .detail(1)))
        #expect(navigation.activeStack == .of(.home, .detail(1)))
        #expect(navigation.visibleScreen == .detail(1))
        #expect(navigation.depth == 2)
    }

    @Test func activeStackIsTheSelectedTabsStackWithoutModals() {
        let navigation = tabBar(home: [.about], memos: [.detail(3)], selected: "memos")
        #expect(navigation.baseStack == .of(.memoList, .detail(3)))
        #expect(navigation.activeStack == .of(.memoList, .detail(3)))
        #expect(navigation.visibleScreen == .detail(3))
        #expect(navigation.depth == 2)
    }

    @Test func activeStackIsTheTopModal() {
        let navigation = tabBar(memos: [.detail(3)], selected: "memos", modals: [.of(.about), .of(.detail(7), .about)])
        #expect(navigation.baseStack == .of(.memoList, .detail(3)))
        #expect(navigation.activeStack == .of(.detail(7), .about))
        #expect(navigation.visibleScreen == .about)
        #expect(navigation.depth == 5)
    }

    /// The visible screen's name read in place is `visibleScreen`'s: a single stack's top, the
    /// selected tab's root or top, the top modal's root or top.
    @Test func visibleScreenNameIsTheVisibleScreensName() {
        let navigations = [
            Navigation(stack: .of(.home, .detail(1))),
            tabBar(selected: "memos"),
            tabBar(home: [.about], memos: [.detail(3)], selected: "memos"),
            tabBar(memos: [.detail(3)], selected: "memos", modals: [.of(.detail(7))]),
            tabBar(memos: [.detail(3)], selected: "memos", modals: [.of(.about), .of(.detail(7), .about)]),
        ]
        for navigation in navigations {
            let name = navigation.visibleScreen.name
            #expect(navigation.visibleScreenName { $0 == name })
            #expect(!navigation.visibleScreenName { $0 != name })
        }
    }

    // MARK: - Modals

    /// The modals under the top one are a persistent list: a copy is a value all the same, and
    /// equality compares the stacks, whether or not the lists share their nodes.
    @Test func modalsAreValuesComparedByTheirStacks() throws {
        var navigation = Navigation(root: .home)
        try navigation.present(.about)
        try navigation.present(.detail(7))
        try navigation.push(.about)
        try navigation.present(.memoList)
        let copy = navigation
        try navigation.dismiss()
        try navigation.dismiss()

        #expect(copy.modals == [.of(.about), .of(.detail(7), .about), .of(.memoList)])
        #expect(copy.modalCount == 3 && copy.depth == 5)
        #expect(navigation.modals == [.of(.about)])
        #expect(navigation.modalCount == 1 && navigation.depth == 2)
        let rebuilt = Navigation(stack: .of(.home), modals: [.of(.about), .of(.detail(7), .about), .of(.memoList)])
        #expect(copy == rebuilt)
        #expect(
            copy != Navigation(stack: .of(.home), modals: [.of(.settings), .of(.detail(7), .about), .of(.memoList)]))
        #expect(copy != Navigation(stack: .of(.home), modals: [.of(.detail(7), .about), .of(.memoList)]))
        #expect(copy.containsScreen { $0 == .detail(7) } && !navigation.containsScreen { $0 == .detail(7) })
    }

    /// 9,999 modals over a root (the limit), kept by a copy while the original dismisses them
    /// all; then both go, each freeing a long chain of nodes without deep recursion.
    @Test func theMostModalsComeAndGo() throws {
        var navigation = Navigation(root: .home)
        for _ in 1..<Navigation.maxDepth { try navigation.present(.about) }
        #expect(navigation.modalCount == 9_999 && navigation.depth == Navigation.maxDepth)
        var copy: Navigation? = navigation
        while navigation.modalCount > 0 { try navigation.dismiss() }
        #expect(navigation == Navigation(root: .home))
        #expect(copy?.modalCount == 9_999)
        copy = nil
        #expect(copy == nil)
    }

    // MARK: - Hashable

    /// `coordsh check` keeps states in a hash table: navigations that differ anywhere, below the
    /// top of a stack, on a tab not selected, in a modal under the top one, must hash apart.
    @Test func navigationsThatDifferAnywhereHashApart() throws {
        let variants = [
            tabBar(home: [.about, .detail(1)], memos: [], selected: "home", modals: []),
            tabBar(home: [.detail(1), .detail(1)], memos: [], selected: "home", modals: []),
            tabBar(home: [.detail(2), .detail(1)], memos: [], selected: "home", modals: []),
            tabBar(home: [.about, .detail(1)], memos: [.about], selected: "home", modals: []),
            tabBar(home: [.about, .detail(1)], memos: [.detail(3)], selected: "home", modals: []),
            tabBar(home: [.about, .detail(1)], memos: [], selected: "home", modals: [.of(.about), .of(.settings)]),
            tabBar(
                home: [.about, .detail(1)], memos: [], selected: "home", modals: [.of(.detail(4)), .of(.settings)]),
        ]
        #expect(Set(variants.map(\.hashValue)).count == variants.count)
        #expect(Set(variants).count == variants.count)
        let copy = tabBar(home: [.about, .detail(1)], memos: [.about], selected: "home", modals: [])
        #expect(copy.hashValue == variants[3].hashValue && copy == variants[3])
    }

    /// The roots of single stacks and of modals (with their arguments) count too: a flow's
    /// stack is told from another's by its root, a modal's root is the screen presented.
    @Test func navigationsThatDifferOnlyInARootHashApart() {
        let variants = [
            Navigation(root: .home), Navigation(root: .about), Navigation(root: .detail(1)),
            Navigation(stack: .of(.home), modals: [.of(.detail(1))]),
            Navigation(stack: .of(.home), modals: [.of(.detail(2))]),
            Navigation(stack: .of(.home), modals: [.of(.about)]),
        ]
        #expect(Set(variants.map(\.hashValue)).count == variants.count)
        #expect(Set(variants).count == variants.count)
    }

    /// `==` answers at once for a navigation and a copy that shares its parts (what a failed
    /// command leaves), and still sees a change in any stack once either moves on.
    @Test func aCopyIsEqualUntilAnyOfItsStacksChanges() throws {
        let navigation = tabBar(
            home: [.about], memos: [.detail(3)], selected: "memos", modals: [.of(.about), .of(.detail(4))])
        #expect(navigation == navigation)
        var pushed = navigation
        try pushed.push(.detail(5))
        var dismissed = navigation
        try dismissed.dismiss()
        var modal = Navigation(stack: .of(.home), modals: [.of(.detail(1))])
        let before = modal
        #expect(modal == before)
        try modal.dismiss()
        try modal.present(.detail(2))
        for changed in [pushed, dismissed] {
            #expect(changed != navigation && navigation != changed)
        }
        #expect(modal != before)
    }

    // MARK: - Codable

    @Test func encodesAndDecodesToAnEqualNavigation() throws {
        let navigation = tabBar(home: [.about], memos: [.detail(3)], selected: "memos", modals: [.of(.about)])
        let data = try JSONEncoder().encode(navigation)
        #expect(try JSONDecoder().decode(Navigation.self, from: data) == navigation)
    }
}
