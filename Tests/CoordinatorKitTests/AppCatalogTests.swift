import CoordinatorKit
import Testing

private let catalog = MailCatalog.catalog

@Suite struct AppCatalogTests {
    // MARK: - Lookups

    @Test(arguments: [
        ("message", "message"),
        ("MESSAGE", "message"),
        ("Attachments", "attachments"),
    ])
    func routeNamedIgnoresCase(name: String, canonical: RouteName) {
        #expect(catalog.route(named: name)?.name == canonical)
    }

    @Test func routeNamedIsNilForAnUnknownName() {
        #expect(catalog.route(named: "mesage") == nil)
        #expect(catalog.route(named: "") == nil)
    }

    @Test func specOfARouteIgnoresItsArgument() {
        #expect(catalog.spec(of: .message(3)) == catalog.routes[4])
        #expect(catalog.spec(of: Route("elsewhere")) == nil)
    }

    @Test func eventNamedIgnoresCase() {
        #expect(catalog.event(named: "LOGOUT") == catalog.events[1])
        #expect(catalog.event(named: "logot") == nil)
    }

    @Test func rowOfAnEventTheParserMadeIsTheRowItCameWith() throws {
        let row = try #require(catalog.row(of: AppEvent(catalog.events[1])))
        #expect(row.spec === catalog.events[1])
        #expect(row.position == 1)
    }

    @Test func rowOfAnEventMadeFromItsNameIsFoundByTheName() throws {
        let row = try #require(catalog.row(of: AppEvent("logout")))
        #expect(row.spec === catalog.events[1])
        #expect(row.position == 1)
        #expect(catalog.row(of: AppEvent("logot")) == nil)
    }

    @Test func rowOfAnEventWithAnotherCatalogsRowIsThisCatalogsRowOfThatName() throws {
        let elsewhere = EventSpec("logout", from: .flow("main"), summary: "another app's logout")
        let row = try #require(catalog.row(of: AppEvent(elsewhere)))
        #expect(row.spec === catalog.events[1])
        #expect(row.position == 1)
        let unknown = EventSpec("wave", from: .flow("main"), summary: "no such event here")
        #expect(catalog.row(of: AppEvent(unknown)) == nil)
    }

    /// An event's screens by their names alone: listed screens, and a flow's screens by owner.
    @Test(
        arguments: [
            ("login", "register", true), ("login", "inbox", false), ("attach", "attachments", true),
            ("logout", "message", true), ("logout", "welcome", false), ("vote", "faq", true), ("vote", "inbox", false),
        ] as [(String, RouteName, Bool)])
    func emitsOnAScreenNamed(event: String, screen: RouteName, emits: Bool) throws {
        let spec = try #require(catalog.event(named: event))
        #expect(catalog.emits(spec, onScreenNamed: screen) == emits)
        #expect(catalog.emits(spec, on: Route(screen)) == emits)
    }

    @Test func eventsAreEqualWhateverRowTheyCameWith() {
        let parsed = AppEvent(catalog.events[1])
        let named = AppEvent("logout")
        #expect(parsed == named)
        #expect(parsed.hashValue == named.hashValue)
        #expect(parsed != AppEvent("logout", .integer(1)))
    }

    @Test func coordinatorNamedMatchesExactly() {
        #expect(catalog.coordinator(named: "compose")?.parent == "main")
        #expect(catalog.coordinator(named: "Compose") == nil)
    }

    @Test(arguments: [
        ("compose", "compose", true),
        ("compose", "main", true),
        ("compose", "app", true),
        ("main", "compose", false),
        ("auth", "main", false),
        ("elsewhere", "main", false),
        ("elsewhere", "elsewhere", true),
    ])
    func coordinatorIsWithinFollowsParents(name: String, ancestor: String, isWithin: Bool) {
        #expect(catalog.coordinator(name, isWithin: ancestor) == isWithin)
    }

    @Test func namesAreInTableOrder() {
        #expect(
            catalog.routeNames == [
                "welcome", "register", "inbox", "archive", "message", "contact", "editor", "attachments", "faq",
            ])
        #expect(catalog.tabNames == ["inbox", "archived"])
        #expect(catalog.eventNames == ["login", "logout", "write", "send", "attach", "vote", "search"])
    }

    @Test func usageLinesShowArgumentPlaceholders() {
        #expect(catalog.routes.map(\.usage)[3...5] == ["archive", "message ID", "contact CONTACT"])
        #expect(catalog.events.map(\.usage)[0...1] == ["login CONTACT", "logout"])
    }

    // MARK: - checkPushable

    @Test(arguments: [
        (Route.register, "auth", ["app", "auth"]),
        (.message(1), "main", ["app", "main"]),
        (.contact("zoë"), "main", ["app", "main", "compose"]),
        (.attachments, "compose", ["app", "main", "compose"]),
    ])
    func checkPushableAcceptsTheStackOwnersPushableRoutes(route: Route, owner: String, running: [String]) throws {
        try catalog.checkPushable(route, onStackOf: owner, running: running)
    }

    @Test(arguments: [
        (Route.welcome, "auth", ["app", "auth"], CatalogError.notPushable("welcome", reason: .flowRoot(flow: "auth"))),
        (.inbox, "main", ["app", "main"], .notPushable("inbox", reason: .tabRoot(tab: "inbox"))),
        (.archive, "main", ["app", "main"], .notPushable("archive", reason: .tabRoot(tab: "archived"))),
        (
            .editor, "compose", ["app", "main", "compose"],
            .notPushable("editor", reason: .flowOnly(owner: "compose", shownBy: "'write' on inbox"))
        ),
        (
            .register, "main", ["app", "main"],
            .notPushable("register", reason: .flowNotRunning(flow: "auth", startedBy: "'logout'"))
        ),
        (
            .attachments, "main", ["app", "main"],
            .notPushable("attachments", reason: .flowNotRunning(flow: "compose", startedBy: "'write' on inbox"))
        ),
        (.faq, "main", ["app", "main"], .notPushable("faq", reason: .flowNotRunning(flow: "help", startedBy: nil))),
        (
            .attachments, "main", ["app", "main", "compose"],
            .notPushable("attachments", reason: .otherCoordinator(owner: .flow("compose"), active: .flow("main")))
        ),
        (
            .message(1), "compose", ["app", "main", "compose"],
            .notPushable("message", reason: .otherCoordinator(owner: .flow("main"), active: .flow("compose")))
        ),
        (
            Route("elsewhere"), "main", ["app", "main"],
            .notPushable("elsewhere", reason: .notInApp)
        ),
    ])
    func checkPushableRefusesWithTheReason(route: Route, owner: String, running: [String], error: CatalogError) {
        #expect(throws: error) { try catalog.checkPushable(route, onStackOf: owner, running: running) }
    }

    @Test(arguments: [
        NavigationIntent.push(.welcome), .present(.welcome), .replace(.welcome),
    ])
    func checkPlacementChecksIntentsThatPutARouteOnTheStack(intent: NavigationIntent) {
        #expect(throws: CatalogError.notPushable("welcome", reason: .flowRoot(flow: "auth"))) {
            try catalog.checkPlacement(of: intent, onStackOf: "auth", running: ["app", "auth"])
        }
    }

    @Test(arguments: [
        NavigationIntent.pop(count: 1), .popToRoot, .popTo(RoutePattern("welcome")), .dismiss, .back,
        .push(.register), .present(.register), .replace(.register),
    ])
    func checkPlacementLetsOtherIntentsPass(intent: NavigationIntent) throws {
        try catalog.checkPlacement(of: intent, onStackOf: "auth", running: ["app", "auth"])
    }

    @Test func checkPlacementLetsOpenPass() throws {
        try catalog.checkPlacement(
            of: .open(try DeepLinkURL("mail://inbox")), onStackOf: "auth", running: ["app", "auth"])
    }

    // MARK: - checkEvent

    @Test(arguments: [
        ("login", Route.welcome, ["app", "auth"]),
        ("login", .register, ["app", "auth"]),
        ("logout", .inbox, ["app", "main"]),
        ("logout", .message(3), ["app", "main"]),
        ("logout", .editor, ["app", "main", "compose"]),
        ("write", .inbox, ["app", "main"]),
        ("send", .editor, ["app", "main", "compose"]),
        ("attach", .attachments, ["app", "main", "compose"]),
        ("search", .faq, ["app", "main", "help"]),
    ])
    func checkEventAcceptsAnEventOfTheVisibleScreen(name: String, visible: Route, running: [String]) throws {
        let event = try #require(catalog.event(named: name))
        try catalog.checkEvent(event, visibleScreen: visible, running: running)
    }

    @Test(arguments: [
        (
            "send", Route.attachments, ["app", "main", "compose"],
            CatalogError.eventNotHere(event: "send", from: .screens(["editor"]), visible: .attachments)
        ),
        (
            "attach", .inbox, ["app", "main", "compose"],
            .eventNotHere(event: "attach", from: .screens(["editor", "attachments"]), visible: .inbox)
        ),
        (
            "write", .message(3), ["app", "main"],
            .eventNotHere(event: "write", from: .screens(["inbox"]), visible: .message(3))
        ),
        (
            "search", .message(3), ["app", "main"],
            .eventNotHere(event: "search", from: .screens(["inbox", "faq"]), visible: .message(3))
        ),
        (
            "vote", .inbox, ["app", "main", "help"],
            .eventNotHere(event: "vote", from: .flow("help"), visible: .inbox)
        ),
        (
            "logout", .welcome, ["app", "auth"],
            .eventFlowNotRunning(event: "logout", from: .flow("main"), flow: "main", startedBy: "'login NAME'")
        ),
        (
            "login", .inbox, ["app", "main"],
            .eventFlowNotRunning(
                event: "login", from: .screens(["welcome", "register"]), flow: "auth", startedBy: "'logout'")
        ),
        (
            "send", .inbox, ["app", "main"],
            .eventFlowNotRunning(
                event: "send", from: .screens(["editor"]), flow: "compose", startedBy: "'write' on inbox")
        ),
        (
            "vote", .inbox, ["app", "main"],
            .eventFlowNotRunning(event: "vote", from: .flow("help"), flow: "help", startedBy: nil)
        ),
        (
            "search", .welcome, ["app", "auth"],
            .eventFlowNotRunning(
                event: "search", from: .screens(["inbox", "faq"]), flow: "main", startedBy: "'login NAME'")
        ),
    ])
    func checkEventRefusesWithTheReason(name: String, visible: Route, running: [String], error: CatalogError) throws {
        let event = try #require(catalog.event(named: name))
        #expect(throws: error) { try catalog.checkEvent(event, visibleScreen: visible, running: running) }
    }

    // MARK: - routes(fromLinkSegments:of:)

    @Test(arguments: [
        ("mail://inbox", [Route]()),
        ("mail://inbox/message/3", [.message(3)]),
        ("mail://inbox/MESSAGE/3/Contact/zoë", [.message(3), .contact("zoë")]),
        ("mail://inbox/message/3/message/3", [.message(3), .message(3)]),
        ("mail://inbox/contact/%D0%90%D0%BB%D0%B8%D1%81%D0%B0", [.contact("Алиса")]),
        ("mail://inbox/faq/attachments", [.faq, .attachments]),
    ])
    func routesFromLinkSegmentsReadsNamesAndArguments(text: String, routes: [Route]) throws {
        let link = try DeepLinkURL(text)
        #expect(try catalog.routes(fromLinkSegments: link.segments.dropFirst(), of: link) == routes)
    }

    @Test(arguments: [
        (
            "mail://inbox/mesage/3",
            DeepLinkError.unknownRoute("mail://inbox/mesage/3", segment: "mesage", suggestion: "message")
        ),
        ("mail://inbox/xyz", .unknownRoute("mail://inbox/xyz", segment: "xyz", suggestion: nil)),
        ("mail://inbox/message/3/4", .unknownRoute("mail://inbox/message/3/4", segment: "4", suggestion: nil)),
        (
            "mail://inbox/message",
            .badArgument(
                "mail://inbox/message", ArgumentError(owner: "message", spec: MailCatalog.messageID, problem: .missing))
        ),
        (
            "mail://inbox/message/x",
            .badArgument(
                "mail://inbox/message/x",
                ArgumentError(owner: "message", spec: MailCatalog.messageID, problem: .given("x")))
        ),
        (
            "mail://inbox/message/0/faq",
            .badArgument(
                "mail://inbox/message/0/faq",
                ArgumentError(owner: "message", spec: MailCatalog.messageID, problem: .given("0")))
        ),
        (
            "mail://inbox/contact/a%20b",
            .badArgument(
                "mail://inbox/contact/a%20b",
                ArgumentError(owner: "contact", spec: MailCatalog.contactName, problem: .given("a b")))
        ),
    ])
    func routesFromLinkSegmentsRefusesBadSegments(text: String, error: DeepLinkError) throws {
        let link = try DeepLinkURL(text)
        #expect(throws: error) { try catalog.routes(fromLinkSegments: link.segments.dropFirst(), of: link) }
    }
}
