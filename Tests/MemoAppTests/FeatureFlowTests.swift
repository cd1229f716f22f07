import CoordinatorKit
import Testing

import func TestSupport.expectFailure

@testable import MemoApp

@Suite("Feature flow: new memo -> preview -> save")
struct FeatureFlowTests {
    private func writing(_ text: String? = nil) throws -> MemoApp {
        let app = MemoApp()
        try app.login()
        try app.send("new")
        if let text { try app.send("write", .text(text)) }
        return app
    }

    @Test func newStartsTheFeatureCoordinatorOnTheHomeStack() throws {
        let app = try writing()
        #expect(app.snapshot() == mainState(home: [.home, .newMemo], draft: ""))
        #expect(app.report().coordinators == ["app", "main", "feature"])
        #expect(app.runningCoordinators == ["app", "main", "feature"])
    }

    @Test func writeSetsTheDraftAndKeepsTextExactly() throws {
        let app = try writing("café ☕ \"quoted\"")
        #expect(app.snapshot() == mainState(home: [.home, .newMemo], draft: "café ☕ \"quoted\""))
    }

    @Test func previewNeedsADraft() throws {
        let app = try writing()
        expectFailure(app, .notAllowed, "the draft is empty; 'write TEXT' first") { try app.send("preview") }
        try app.send("write", .text("Buy milk"))
        try app.send("preview")
        #expect(app.snapshot() == mainState(home: [.home, .newMemo, .preview], draft: "Buy milk"))
    }

    @Test func saveStoresTheMemoEndsTheFlowAndShowsTheMemoList() throws {
        let app = try writing("Buy milk")
        try app.send("preview")
        weak let feature = app.feature
        try app.send("save")
        #expect(feature == nil)
        let memos = ["alice": [Memo(id: 1, text: "Buy milk")]]
        #expect(app.snapshot() == mainState(selected: .memos, memos: memos))
        #expect(app.report().coordinators == ["app", "main"])
    }

    /// A save stays in the store's recent memos until a state is taken, which has every memo.
    @Test func aStateTakenAfterSavesHasEveryMemo() throws {
        let app = try writing("Buy milk")
        try app.send("preview")
        try app.send("save")
        #expect(app.snapshot() == mainState(selected: .memos, memos: ["alice": [Memo(id: 1, text: "Buy milk")]]))
        try app.send("tab", .text("home"))
        try app.send("new")
        try app.send("write", .text("Call Bob"))
        try app.send("preview")
        try app.send("save")
        let memos = ["alice": [Memo(id: 1, text: "Buy milk"), Memo(id: 2, text: "Call Bob")]]
        #expect(app.snapshot() == mainState(selected: .memos, memos: memos))
    }

    /// The memos of a session have a documented bound (`MemoStore.capacityBytes`): past it,
    /// `save` is a `limit` error that changes nothing, where memory would otherwise run out.
    @Test func saveIsRefusedWhenTheMemosWouldExceedTheirBound() throws {
        let perMemo = MemoStore.bytesPerMemo
        let big = Memo(id: 1, text: String(repeating: "m", count: MemoStore.capacityBytes - 2 * perMemo - 10))
        let full = mainState(home: [.home, .newMemo, .preview], draft: "0123456789x", memos: ["bob": [big]])
        let app = MemoApp(restoring: full)
        expectFailure(
            app, .limit,
            "cannot save: the memos would take more than 64 MiB, the most a session keeps (67108864 bytes, "
                + "counting 32 for each memo); 'cancel' drops this one"
        ) { try app.send("save") }
        try app.send("cancel")
        try app.send("new")
        try app.send("write", .text("0123456789"))
        try app.send("preview")
        try app.send("save")  // exactly at the bound: kept
        #expect(
            app.snapshot()
                == mainState(selected: .memos, memos: ["bob": [big], "alice": [Memo(id: 1, text: "0123456789")]]))
    }

    @Test func saveShowsTheListEvenWhenTheMemosTabHadAScreenPushed() throws {
        let app = MemoApp()
        try app.login()
        try app.send("tab", .text("memos"))
        try app.perform(.push(.about))
        try app.send("tab", .text("home"))
        try app.send("new")
        try app.send("write", .text("x"))
        try app.send("preview")
        try app.send("save")
        #expect(app.snapshot() == mainState(selected: .memos, memos: ["alice": [Memo(id: 1, text: "x")]]))
    }

    @Test func memoIdsCountPerUserAndMemosOutliveLogout() throws {
        let app = MemoApp()
        func write(_ text: String) throws {
            try app.send("tab", .text("home"))
            try app.send("new")
            try app.send("write", .text(text))
            try app.send("preview")
            try app.send("save")
        }
        try app.login("alice")
        try write("one")
        try write("two")
        try app.send("logout")
        try app.login("bob")
        try write("bob's")
        try app.send("logout")
        try app.login("alice")
        let memos = [
            "alice": [Memo(id: 1, text: "one"), Memo(id: 2, text: "two")],
            "bob": [Memo(id: 1, text: "bob's")],
        ]
        #expect(app.snapshot() == mainState(memos: memos))
    }

    @Test(arguments: [false, true])
    func cancelDropsTheDraftAndTheFlowsScreens(fromPreview: Bool) throws {
        let app = try writing("draft")
        if fromPreview { try app.send("preview") }
        weak let feature = app.feature
        try app.send("cancel")
        #expect(feature == nil)
        #expect(app.snapshot() == mainState())
    }

    @Test func eventsOfTheFlowNameTheScreenThatEmitsThem() throws {
        let app = try writing("x")
        expectFailure(app, .notAllowed, "'save' comes from the preview screen; the visible screen is newMemo") {
            try app.send("save")
        }
        try app.send("preview")
        expectFailure(app, .notAllowed, "'write' comes from the newMemo screen; the visible screen is preview") {
            try app.send("write", .text("y"))
        }
        expectFailure(app, .notAllowed, "'new' comes from the home screen; the visible screen is preview") {
            try app.send("new")
        }
    }

    @Test func theFlowSurvivesATripToAnotherTab() throws {
        let app = try writing("x")
        try app.send("tab", .text("memos"))
        #expect(app.snapshot() == mainState(home: [.home, .newMemo], selected: .memos, draft: "x"))
        #expect(app.report().coordinators == ["app", "main"])
        try app.send("tab", .text("home"))
        #expect(app.snapshot() == mainState(home: [.home, .newMemo], draft: "x"))
        #expect(app.report().coordinators == ["app", "main", "feature"])
    }

    @Test func theFlowSurvivesScreensPushedAboveIt() throws {
        let app = try writing("x")
        try app.perform(.push(.detail(id: 9)))
        #expect(app.snapshot() == mainState(home: [.home, .newMemo, .detail(id: 9)], draft: "x"))
        #expect(app.report().coordinators == ["app", "main"])
        try app.perform(.pop(count: 1))
        try app.send("preview")
        #expect(app.snapshot() == mainState(home: [.home, .newMemo, .preview], draft: "x"))
    }

    /// However its screens leave the stacks, the feature coordinator goes with them.
    @Test(arguments: [
        "pop", "pop twice from preview", "root", "popto home", "replace", "tab reselect", "deep link to home",
        "deep link to new", "logout",
    ])
    func theFeatureCoordinatorIsReleasedWhenItsScreensAreGone(way: String) throws {
        let app = try writing("x")
        weak let feature = app.feature
        #expect(feature != nil)
        var expected = mainState()
        switch way {
        case "pop": try app.perform(.pop(count: 1))
        case "pop twice from preview":
            try app.send("preview")
            try app.perform(.pop(count: 2))
        case "root": try app.perform(.popToRoot)
        case "popto home": try app.perform(.popTo(RoutePattern("home")))
        case "replace":
            try app.perform(.replace(.about))
            expected = mainState(home: [.home, .about])
        case "tab reselect": try app.send("tab", .text("home"))
        case "deep link to home":
            _ = try app.open("memo://home/detail/3")
            expected = mainState(home: [.home, .detail(id: 3)])
        case "deep link to new":
            _ = try app.open("memo://new")
            expected = mainState(home: [.home, .newMemo], draft: "")
            #expect(app.feature !== nil)
        case "logout":
            try app.send("logout")
            expected = loginState()
        default: Issue.record("unknown way \(way)")
        }
        #expect(feature == nil)
        #expect(app.snapshot() == expected)
    }

    @Test func poppingPreviewKeepsTheFlowAndItsDraft() throws {
        let app = try writing("x")
        try app.send("preview")
        weak let feature = app.feature
        try app.perform(.back)
        #expect(feature != nil)
        #expect(app.snapshot() == mainState(home: [.home, .newMemo], draft: "x"))
    }
    /// A report shows the state it was made in, in both forms, however the app changes after:
    /// its extras keep values (the draft, the user's memos as they were), not the live app.
    @Test func aReportKeepsTheStateItWasMadeIn() throws {
        let app = try writing("first")
        let drafting = app.report()
        try app.send("write", .text("second"))
        try app.send("preview")
        try app.send("save")
        try app.perform(.push(.detail(id: 1)))
        let showing = app.report()
        try app.send("tab", .text("home"))
        try app.send("new")
        try app.send("write", .text("third"))
        try app.send("preview")
        try app.send("save")

        func extra(_ key: String, of report: StateReport) -> StateReport.Extra? {
            report.extras.first { $0.key == key }
        }
        #expect(extra("draft", of: drafting)?.summary == #""first""#)
        #expect(extra("draft", of: drafting)?.value == .string("first"))
        #expect(extra("memo", of: showing)?.summary == #"1 "second""#)
        #expect(
            extra("memos", of: showing)?.value
                == .object([
                    "count": .integer(1), "page": .array([.object(["id": .integer(1), "text": .string("second")])]),
                ]))
        #expect(extra("draft", of: showing)?.value == .null && extra("draft", of: showing)?.summary == nil)
        guard case .object(let memos)? = extra("memos", of: app.report())?.value else {
            Issue.record("no memos object")
            return
        }
        #expect(memos["count"] == .integer(2))
    }
}
