import CoordinatorKit
import Foundation
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

    // MARK: - Codable

    @Test func encodesAndDecodesToAnEqualNavigation() throws {
        let navigation = tabBar(home: [.about], memos: [.detail(3)], selected: "memos", modals: [.of(.about)])
        let data = try JSONEncoder().encode(navigation)
        #expect(try JSONDecoder().decode(Navigation.self, from: data) == navigation)
    }
}
