import CoordinatorKit
import TestSupport
import Testing

/// A child flow's end (`removeScreens(named:)`) skips a tab's stack whose summary of names (kept
/// in its nodes, worked out on first use and shared by copies) says it holds none of the flow's
/// screens. These tests change stacks in every way between ends, so that summaries worked out
/// before lie under new nodes, and check that the names still act as the predicate on the name.
@Suite struct ScreenNameSummaryTests {
    static let tabs: [(String, Route)] = [("home", .home), ("memos", .memoList), ("settings", .settings)]
    static let screens: [Route] = [.newMemo, .preview, .about, .detail(1), Route("detail2"), Route("x"), Route("y")]
    static let flows: [[RouteName]] = [["newMemo", "preview"], ["about"], ["detail"], ["x", "y"], ["detail2"]]

    /// The end by names leaves the same navigation as the end by a predicate on the name.
    static func expectEndsAgree(_ navigation: Navigation, _ names: [RouteName]) {
        var byNames = navigation
        byNames.removeScreens(named: names)
        var byPredicate = navigation
        byPredicate.removeScreens { names.contains($0.name) }
        #expect(byNames == byPredicate, "ending \(names) on \(navigation.stacks)")
        #expect(byNames.stacks == byPredicate.stacks)
    }

    /// Pushes, pops, replacements, tab changes and modals in a fixed pseudo-random order, with an
    /// end after each step (whose summaries stay in the nodes the next steps build on).
    @Test func endsByNameAgreeWithThePredicateAcrossEveryChange() throws {
        var navigation = Navigation(tabs: Self.tabs)
        var seed: UInt64 = 12_345
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        for step in 0..<2_000 {
            switch next(8) {
            case 0, 1, 2: try? navigation.push(Self.screens[next(Self.screens.count)])
            case 3: try? navigation.pop()
            case 4: try? navigation.replaceTop(with: Self.screens[next(Self.screens.count)])
            case 5: navigation.selectTab(at: next(Self.tabs.count))
            case 6: if next(4) == 0 { try? navigation.present(Self.screens[next(Self.screens.count)]) }
            default: try? navigation.dismiss()
            }
            let names = Self.flows[next(Self.flows.count)]
            Self.expectEndsAgree(navigation, names)
            if step % 50 == 49 { navigation.removeScreens(named: names) }
        }
    }

    /// Names are equal as Strings are, by canonical equivalence: a screen spelled otherwise than
    /// the flow names it (decomposed, or with the Kelvin sign for `K`; a loaded session keeps the
    /// spelling its file has) still leaves with the flow, from the selected tab and another.
    @Test func namesAnotherSpellingEqualsAreNeverSkipped() throws {
        let spellings: [(onStack: String, inFlow: String)] = [
            ("de\u{301}tail", "d\u{E9}tail"), ("d\u{E9}tail", "de\u{301}tail"), ("pic\u{212A}", "picK"),
            ("picK", "pic\u{212A}"),
        ]
        for (onStack, inFlow) in spellings {
            #expect(RouteName(onStack) == RouteName(inFlow))
            var navigation = Navigation(tabs: Self.tabs)
            navigation.selectTab(named: "memos")
            try navigation.push(Route(RouteName(onStack)))
            navigation.selectTab(named: "home")
            try navigation.push(Route(RouteName(onStack)))
            Self.expectEndsAgree(navigation, [RouteName(inFlow)])
            navigation.removeScreens(named: [RouteName(inFlow)])
            #expect(
                navigation.stacks.allSatisfy { $0.count == 1 },
                "\(onStack.debugDescription) left on \(navigation.stacks)")
        }
    }

    /// A stack deeper than 64 screens, whose summary is worked out without recursion, on a tab
    /// other than the selected one: an end finds a screen at its bottom, and one pushed later.
    @Test func aDeepStackOnAnotherTabLosesTheFlowsScreens() throws {
        var navigation = Navigation(tabs: Self.tabs)
        navigation.selectTab(named: "memos")
        try navigation.push(.newMemo)
        for id in 0..<200 { try navigation.push(.detail(id)) }
        navigation.selectTab(named: "home")
        Self.expectEndsAgree(navigation, ["about"])
        Self.expectEndsAgree(navigation, ["newMemo"])

        navigation.selectTab(named: "memos")
        try navigation.push(.about)
        navigation.selectTab(named: "home")
        var ended = navigation
        ended.removeScreens(named: ["about"])
        #expect(ended.stacks[1].count == 202)
        ended.removeScreens(named: ["newMemo", "preview"])
        #expect(ended.stacks[1] == .of(.memoList))
        Self.expectEndsAgree(navigation, ["about"])
    }
}
