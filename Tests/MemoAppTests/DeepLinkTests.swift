import CoordinatorKit
import Testing

import func TestSupport.expectFailure

@testable import MemoApp

@Suite("Deep links")
struct DeepLinkTests {
    @Test(arguments: [
        ("memo://home", mainState()),
        ("memo://memos", mainState(selected: .memos)),
        ("memo://memos/detail/3", mainState(memosTab: [.memoList, .detail(id: 3)], selected: .memos)),
        ("memo://home/detail/42", mainState(home: [.home, .detail(id: 42)])),
        ("memo://settings/about", mainState(settings: [.settings, .about], selected: .settings)),
        (
            "MEMO://Settings/About/detail/1",
            mainState(settings: [.settings, .about, .detail(id: 1)], selected: .settings)
        ),
        ("memo://home/", mainState()),
        ("memo://new", mainState(home: [.home, .newMemo], draft: "")),
    ])
    func linksRebuildTheTargetTab(link: String, expected: MemoSnapshot) throws {
        let app = MemoApp()
        try app.login()
        #expect(try app.open(link) == .none)
        #expect(app.snapshot() == expected)
    }

    @Test func aLinkDismissesModalsAndResetsOnlyTheTargetTab() throws {
        let app = MemoApp()
        try app.login()
        try app.perform(.push(.about))
        try app.send("tab", .text("memos"))
        try app.perform(.push(.detail(id: 1)))
        try app.perform(.present(.about))
        _ = try app.open("memo://memos/detail/2")
        #expect(
            app.snapshot()
                == mainState(home: [.home, .about], memosTab: [.memoList, .detail(id: 2)], selected: .memos))
    }

    @Test func aLinkToAnotherTabKeepsARunningFeatureFlow() throws {
        let app = MemoApp()
        try app.login()
        try app.send("new")
        weak let feature = app.feature
        _ = try app.open("memo://settings/about")
        #expect(feature != nil)
        #expect(
            app.snapshot()
                == mainState(home: [.home, .newMemo], settings: [.settings, .about], selected: .settings, draft: ""))
    }

    @Test func aLinkOpenedWhileSignedOutWaitsForTheNextLogin() throws {
        let app = MemoApp()
        let outcome = try app.open("memo://memos/detail/3")
        #expect(outcome.notes == ["signed out: memo://memos/detail/3 will open right after the next login"])
        let link = MemoLink.tab(.memos, path: [.detail(id: 3)])
        #expect(app.snapshot() == loginState(pendingLink: link))
        try app.send("signup")
        let login = try app.send("login", .text("alice"))
        #expect(login.notes == ["opened memo://memos/detail/3, kept while signed out"])
        #expect(app.snapshot() == mainState(memosTab: [.memoList, .detail(id: 3)], selected: .memos))
    }

    @Test func theLatestLinkOpenedWhileSignedOutWins() throws {
        let app = MemoApp()
        _ = try app.open("memo://memos")
        _ = try app.open("memo://new")
        try app.login()
        #expect(app.snapshot() == mainState(home: [.home, .newMemo], draft: ""))
        #expect(app.feature != nil)
    }

    @Test(arguments: [
        ("steps://view2", ErrorCode.badArgument, "cannot open 'steps://view2': this app's links start with memo://"),
        (
            "memo://inbox", .badArgument,
            "cannot open 'memo://inbox': 'inbox' is not a tab or 'new': home, memos, settings or new"
        ),
        (
            "memo://memoz", .badArgument,
            "cannot open 'memo://memoz': 'memoz' is not a tab or 'new': home, memos, settings or new. Did you mean 'memos'?"
        ),
        ("memo://new/about", .badArgument, "cannot open 'memo://new/about': 'about' is not allowed after 'new'"),
        (
            "memo://home/detial/3", .unknownRoute,
            "cannot open 'memo://home/detial/3': unknown route 'detial'. Did you mean 'detail'?"
        ),
        (
            "memo://home/detail", .badArgument,
            "cannot open 'memo://home/detail': 'detail' needs a memo id, an integer from 1 to 2147483647"
        ),
        (
            "memo://home/detail/x", .badArgument,
            "cannot open 'memo://home/detail/x': 'detail' takes a memo id, an integer from 1 to 2147483647; got 'x'"
        ),
        (
            "memo://home/newMemo", .badArgument,
            "cannot open 'memo://home/newMemo': 'newMemo' is not a screen a tab can push: detail or about"
        ),
        (
            "memo://home/home", .badArgument,
            "cannot open 'memo://home/home': 'home' is not a screen a tab can push: detail or about"
        ),
    ])
    func badLinksAreRefusedAndChangeNothing(link: String, code: ErrorCode, message: String) throws {
        let signedOut = MemoApp()
        expectFailure(signedOut, code, message) { _ = try signedOut.open(link) }
        let signedIn = MemoApp()
        try signedIn.login()
        try signedIn.perform(.push(.about))
        expectFailure(signedIn, code, message) { _ = try signedIn.open(link) }
    }

    @Test func aLinkDeeperThanTheLimitIsRefused() throws {
        let app = MemoApp()
        try app.login()
        let path = Array(repeating: "about", count: Navigation.maxDepth).joined(separator: "/")
        // The message quotes the link's first 200 characters and gives its size.
        let shown = "memo://home/" + path.prefix(200 - "memo://home/".count)
        expectFailure(app, .limit, "cannot open '\(shown)…' (60011 bytes): it would build more than 10000 screens") {
            _ = try app.open("memo://home/" + path)
        }
        let fits = Array(repeating: "about", count: Navigation.maxDepth - 1).joined(separator: "/")
        _ = try app.open("memo://home/" + fits)
        #expect(app.report().stack.count == Navigation.maxDepth)
    }
}
