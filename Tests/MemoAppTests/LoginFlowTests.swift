import CoordinatorKit
import Testing

import func TestSupport.expectFailure

@testable import MemoApp

@Suite("Login flow")
struct LoginFlowTests {
    @Test func startsOnTheLoginScreenWithTheLoginCoordinator() {
        let app = MemoApp()
        #expect(app.snapshot() == loginState())
        let report = app.report()
        #expect(report.coordinators == ["app", "login"])
        #expect(report.user == nil)
        #expect(report.tab == nil)
        #expect(app.runningCoordinators == ["app", "login"])
    }

    @Test func signupAndForgotPushTheirScreens() throws {
        let app = MemoApp()
        try app.send("signup")
        #expect(app.snapshot() == loginState([.login, .signup]))
        try app.perform(.pop(count: 1))
        try app.send("forgot")
        #expect(app.snapshot() == loginState([.login, .forgotPassword]))
    }

    @Test(arguments: [[Route.login], [Route.login, .signup]])
    func loginEndsTheLoginFlowAndStartsMainOnHome(from routes: [Route]) throws {
        let app = MemoApp()
        if routes.count > 1 { try app.send("signup") }
        try app.login("zoë")
        #expect(app.snapshot() == mainState(user: "zoë"))
        #expect(app.report().coordinators == ["app", "main"])
        #expect(app.runningCoordinators == ["app", "main"])
    }

    @Test func loginLeavesNothingToGoBackTo() throws {
        let app = MemoApp()
        try app.login()
        expectFailure(app, .notAllowed, "nothing to go back to: home is the root and no modal is up") {
            _ = try app.perform(.back)
        }
        expectFailure(app, .atRoot, "cannot pop 1 screen: nothing is above home, the root screen") {
            _ = try app.perform(.pop(count: 1))
        }
    }

    @Test func theLoginCoordinatorIsReleasedAfterLogin() throws {
        let app = MemoApp()
        weak let login = app.coordinator.children.first as? LoginCoordinator
        #expect(login != nil)
        try app.login()
        #expect(login == nil)
    }

    @Test func eventsOfOtherScreensAreRefusedWithTheScreenThatEmitsThem() throws {
        let app = MemoApp()
        try app.send("forgot")
        expectFailure(
            app, .notAllowed, "'login' comes from the login and signup screens; the visible screen is forgotPassword"
        ) {
            try app.login()
        }
        expectFailure(app, .notAllowed, "'signup' comes from the login screen; the visible screen is forgotPassword") {
            try app.send("signup")
        }
    }

    @Test(
        arguments: [
            (
                "logout", nil,
                "'logout' comes from any main screen, and the main flow is not running; start it with 'login USER' on login or signup first"
            ),
            (
                "tab", Argument.text("memos"),
                "'tab' comes from any main screen, and the main flow is not running; start it with 'login USER' on login or signup first"
            ),
            (
                "new", nil,
                "'new' comes from the home screen, and the main flow is not running; start it with 'login USER' on login or signup first"
            ),
            (
                "save", nil,
                "'save' comes from the preview screen, and the feature flow is not running; start it with 'new' on home first"
            ),
        ] as [(String, Argument?, String)])
    func mainEventsAreRefusedWhileSignedOut(name: String, argument: Argument?, message: String) {
        let app = MemoApp()
        expectFailure(app, .notAllowed, message) { try app.send(name, argument) }
    }

    @Test func mainScreensCannotBePushedWhileSignedOut() {
        let app = MemoApp()
        expectFailure(
            app, .notAllowed,
            "'detail' belongs to the main flow, which is not running; start it with 'login USER' on login or signup first"
        ) {
            _ = try app.perform(.push(.detail(id: 42)))
        }
        expectFailure(app, .notAllowed, "'login' is the root of the login flow and cannot be pushed or presented") {
            _ = try app.perform(.push(.login))
        }
    }

    @Test func loginScreensCanBePresentedAndDismissed() throws {
        let app = MemoApp()
        try app.perform(.present(.signup))
        #expect(app.snapshot() == loginState(modals: [[.signup]]))
        try app.login("bob")
        #expect(app.snapshot() == mainState(user: "bob"))
    }
}
