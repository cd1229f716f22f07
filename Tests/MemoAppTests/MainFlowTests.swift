import CoordinatorKit
import Testing

import func TestSupport.expectFailure

@testable import MemoApp

@Suite("Main flow: tabs and intents")
struct MainFlowTests {
    private func signedIn() throws -> MemoApp {
        let app = MemoApp()
        try app.login()
        return app
    }

    @Test func pushesGoOnTheSelectedTabsStack() throws {
        let app = try signedIn()
        try app.perform(.push(.detail(id: 42)))
        try app.perform(.push(.about))
        #expect(app.snapshot() == mainState(home: [.home, .detail(id: 42), .about]))
        #expect(app.report().screen == .about)
    }

    @Test func tabsKeepTheirStacksWhileAnotherTabIsSelected() throws {
        let app = try signedIn()
        try app.perform(.push(.detail(id: 1)))
        try app.send("tab", .text("settings"))
        try app.perform(.push(.about))
        #expect(
            app.snapshot()
                == mainState(home: [.home, .detail(id: 1)], settings: [.settings, .about], selected: .settings))
        try app.send("tab", .text("home"))
        #expect(
            app.snapshot() == mainState(home: [.home, .detail(id: 1)], settings: [.settings, .about], selected: .home))
    }

    @Test func selectingTheSelectedTabPopsItToItsRoot() throws {
        let app = try signedIn()
        try app.send("tab", .text("memos"))
        try app.perform(.push(.detail(id: 3)))
        try app.perform(.push(.about))
        try app.send("tab", .text("memos"))
        #expect(app.snapshot() == mainState(selected: .memos))
    }

    @Test func tabIsRefusedWhileAModalIsUp() throws {
        let app = try signedIn()
        try app.perform(.present(.about))
        expectFailure(
            app, .notAllowed,
            "'tab' is not available while a modal is up (the visible screen is about); 'dismiss' it first"
        ) {
            try app.send("tab", .text("memos"))
        }
    }

    @Test func popToPicksTheTopmostMatch() throws {
        let app = try signedIn()
        for route in [Route.detail(id: 1), .about, .detail(id: 2), .about] { try app.perform(.push(route)) }
        try app.perform(.popTo(RoutePattern("detail")))
        #expect(app.snapshot() == mainState(home: [.home, .detail(id: 1), .about, .detail(id: 2)]))
        try app.perform(.popTo(RoutePattern("detail", .integer(1))))
        #expect(app.snapshot() == mainState(home: [.home, .detail(id: 1)]))
        expectFailure(app, .notFound, "no detail(7) screen on the active stack home > detail(1)") {
            _ = try app.perform(.popTo(RoutePattern("detail", .integer(7))))
        }
        expectFailure(app, .notFound, "no about screen on the active stack home > detail(1)") {
            _ = try app.perform(.popTo(RoutePattern("about")))
        }
    }

    @Test func popCountAndRoot() throws {
        let app = try signedIn()
        for id in 1...4 { try app.perform(.push(.detail(id: id))) }
        try app.perform(.pop(count: 3))
        #expect(app.snapshot() == mainState(home: [.home, .detail(id: 1)]))
        expectFailure(app, .atRoot, "cannot pop 2 screens: only 1 screen is above home, the root screen") {
            _ = try app.perform(.pop(count: 2))
        }
        try app.perform(.popToRoot)
        #expect(app.snapshot() == mainState())
        try app.perform(.popToRoot)
        #expect(app.snapshot() == mainState())
    }

    @Test func replaceSwapsTheTopButNeverTheRoot() throws {
        let app = try signedIn()
        expectFailure(app, .atRoot, "cannot replace home, the root screen; 'push' a screen instead") {
            _ = try app.perform(.replace(.about))
        }
        try app.perform(.push(.detail(id: 1)))
        try app.perform(.replace(.about))
        #expect(app.snapshot() == mainState(home: [.home, .about]))
    }

    @Test func modalsStackOverTheTabsAndIntentsActOnTheTopOne() throws {
        let app = try signedIn()
        try app.perform(.push(.detail(id: 5)))
        try app.perform(.present(.about))
        try app.perform(.push(.detail(id: 6)))
        try app.perform(.present(.detail(id: 7)))
        #expect(
            app.snapshot()
                == mainState(
                    home: [.home, .detail(id: 5)], modals: [[.about, .detail(id: 6)], [.detail(id: 7)]]))
        let report = app.report()
        #expect(report.stack == [.home, .detail(id: 5)])
        #expect(report.modals == [[.about, .detail(id: 6)], [.detail(id: 7)]])
        #expect(report.screen == .detail(id: 7))

        try app.perform(.back)  // dismisses the top modal: only its root is left
        #expect(app.snapshot() == mainState(home: [.home, .detail(id: 5)], modals: [[.about, .detail(id: 6)]]))
        try app.perform(.back)  // pops inside the remaining modal
        #expect(app.snapshot() == mainState(home: [.home, .detail(id: 5)], modals: [[.about]]))
        try app.perform(.dismiss)
        #expect(app.snapshot() == mainState(home: [.home, .detail(id: 5)]))
        expectFailure(app, .notAllowed, "no modal is up to dismiss") { _ = try app.perform(.dismiss) }
    }

    @Test(arguments: [
        (Route.home, "'home' is the root of tab home and cannot be pushed or presented; select it with 'tab home'"),
        (
            .memoList,
            "'memoList' is the root of tab memos and cannot be pushed or presented; select it with 'tab memos'"
        ),
        (
            .newMemo,
            "'newMemo' cannot be pushed or presented by hand: the feature coordinator shows it after 'new' on home"
        ),
        (
            .preview,
            "'preview' cannot be pushed or presented by hand: the feature coordinator shows it after 'preview' on newMemo"
        ),
        (.signup, "'signup' belongs to the login flow, which is not running; start it with 'logout' first"),
    ])
    func routesThatCannotBePushedHere(route: Route, message: String) throws {
        let app = try signedIn()
        for intent in [NavigationIntent.push(route), .present(route)] {
            expectFailure(app, .notAllowed, message) { _ = try app.perform(intent) }
        }
        try app.perform(.push(.about))
        expectFailure(app, .notAllowed, message) { _ = try app.perform(.replace(route)) }
    }

    @Test func stacksStopAtTenThousandScreens() throws {
        let app = try signedIn()
        for id in 1..<Navigation.maxDepth { try app.perform(.push(.detail(id: id))) }
        #expect(app.report().stack.count == Navigation.maxDepth)
        let message = "navigation is limited to 10000 screens deep (base stack and modals); pop or dismiss first"
        expectFailure(app, .limit, message) { _ = try app.perform(.push(.about)) }
        expectFailure(app, .limit, message) { _ = try app.perform(.present(.about)) }
        try app.perform(.pop(count: 1))
        try app.perform(.present(.about))
        expectFailure(app, .limit, message) { _ = try app.perform(.push(.about)) }
    }

    @Test func logoutReleasesMainAndStartsLoginAfresh() throws {
        let app = try signedIn()
        try app.perform(.push(.detail(id: 2)))
        try app.perform(.present(.about))
        weak let main = app.main
        try app.send("logout")
        #expect(main == nil)
        #expect(app.snapshot() == loginState())
        #expect(app.runningCoordinators == ["app", "login"])
    }
}
