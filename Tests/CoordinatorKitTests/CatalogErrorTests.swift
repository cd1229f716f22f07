import CoordinatorKit
import Testing

@Suite struct CatalogErrorTests {
    @Test(arguments: [
        (
            CatalogError.notPushable("welcome", reason: .flowRoot(flow: "auth")),
            "'welcome' is the root of the auth flow and cannot be pushed or presented"
        ),
        (
            .notPushable("inbox", reason: .tabRoot(tab: "inbox")),
            "'inbox' is the root of tab inbox and cannot be pushed or presented; select it with 'tab inbox'"
        ),
        (
            .notPushable("editor", reason: .flowOnly(owner: "compose", shownBy: "'write' on inbox")),
            "'editor' cannot be pushed or presented by hand: the compose coordinator shows it after 'write' on inbox"
        ),
        (
            .notPushable("register", reason: .flowNotRunning(flow: "auth", startedBy: "'logout'")),
            "'register' belongs to the auth flow, which is not running; start it with 'logout' first"
        ),
        (
            .notPushable("faq", reason: .flowNotRunning(flow: "help", startedBy: nil)),
            "'faq' belongs to the help flow, which is not running"
        ),
        (
            .notPushable("attachments", reason: .otherCoordinator(owner: .flow("compose"), active: .flow("main"))),
            "'attachments' belongs to the compose flow; the active stack belongs to the main flow"
        ),
        (
            .notPushable("workout", reason: .otherCoordinator(owner: .coordinator("app"), active: .flow("onboarding"))),
            "'workout' belongs to the app coordinator; the active stack belongs to the onboarding flow"
        ),
        (
            .eventNotHere(event: "send", from: .screens(["editor"]), visible: .attachments),
            "'send' comes from the editor screen; the visible screen is attachments"
        ),
        (
            .eventNotHere(event: "attach", from: .screens(["editor", "attachments"]), visible: .message(3)),
            "'attach' comes from the editor and attachments screens; the visible screen is message(3)"
        ),
        (
            .eventNotHere(event: "search", from: .screens(["inbox", "faq", "message"]), visible: .contact("zoë")),
            #"'search' comes from the inbox, faq and message screens; the visible screen is contact("zoë")"#
        ),
        (
            .eventNotHere(event: "vote", from: .flow("help"), visible: .inbox),
            "'vote' comes from any help screen; the visible screen is inbox"
        ),
        (
            .eventFlowNotRunning(event: "logout", from: .flow("main"), flow: "main", startedBy: "'login NAME'"),
            "'logout' comes from any main screen, and the main flow is not running; start it with 'login NAME' first"
        ),
        (
            .eventFlowNotRunning(
                event: "send", from: .screens(["editor"]), flow: "compose", startedBy: "'write' on inbox"),
            "'send' comes from the editor screen, and the compose flow is not running; start it with 'write' on inbox first"
        ),
        (
            .eventFlowNotRunning(event: "vote", from: .flow("help"), flow: "help", startedBy: nil),
            "'vote' comes from any help screen, and the help flow is not running"
        ),
    ])
    func messageQuotesTheNameAndSaysWhy(error: CatalogError, message: String) {
        #expect(error.code == .notAllowed)
        #expect(error.message == message)
    }

    /// The reason given for a route that is not in the app's table names no flow that exists.
    @Test func messageForARouteOfAnotherApp() {
        let error = CatalogError.notPushable("elsewhere", reason: .notInApp)
        #expect(error.code == .notAllowed)
        #expect(error.message == "'elsewhere' is not a route of this app")
    }
}
