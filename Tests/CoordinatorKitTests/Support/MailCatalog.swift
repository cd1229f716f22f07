import CoordinatorKit

/// A small app table with one row of every kind, so that every branch of the catalog checks
/// can be reached: a root flow, a tab-bar flow with a child flow, and a flow that no command
/// starts.
///
///     app -> auth (welcome, register)
///         -> main (tabs inbox, archive; message ID, contact NAME) -> compose (editor, attachments)
///         -> help (faq)
enum MailCatalog {
    static let messageID = ArgumentSpec("message id", .integer)
    static let contactName = ArgumentSpec("contact", .userName(.standard))

    static let catalog = AppCatalog(
        name: "mail",
        summary: "a test app",
        linkScheme: "mail",
        linkExamples: ["mail://inbox/message/3"],
        hasUsers: true,
        coordinators: [
            CoordinatorSpec("app", parent: nil, role: "root"),
            CoordinatorSpec("auth", parent: "app", role: "signed out", startedBy: "'logout'"),
            CoordinatorSpec("main", parent: "app", role: "tabs", startedBy: "'login NAME'"),
            CoordinatorSpec("compose", parent: "main", role: "writing", startedBy: "'write' on inbox"),
            CoordinatorSpec("help", parent: "app", role: "help pages"),
        ],
        routes: [
            RouteSpec("welcome", owner: "auth", placement: .root, summary: "welcome"),
            RouteSpec("register", owner: "auth", placement: .pushable, summary: "register"),
            RouteSpec("inbox", owner: "main", placement: .tabRoot(tab: "inbox"), summary: "inbox"),
            RouteSpec("archive", owner: "main", placement: .tabRoot(tab: "archived"), summary: "archive"),
            RouteSpec("message", argument: messageID, owner: "main", placement: .pushable, summary: "a message"),
            RouteSpec("contact", argument: contactName, owner: "main", placement: .pushable, summary: "a contact"),
            RouteSpec(
                "editor", owner: "compose", placement: .flowOnly(shownBy: "'write' on inbox"), summary: "the editor"),
            RouteSpec("attachments", owner: "compose", placement: .pushable, summary: "attachments"),
            RouteSpec("faq", owner: "help", placement: .pushable, summary: "questions"),
        ],
        events: [
            EventSpec("login", argument: contactName, from: .screens(["welcome", "register"]), summary: "sign in"),
            EventSpec("logout", from: .flow("main"), summary: "sign out"),
            EventSpec("write", from: .screens(["inbox"]), summary: "start compose"),
            EventSpec("send", from: .screens(["editor"]), summary: "send"),
            EventSpec("attach", from: .screens(["editor", "attachments"]), summary: "attach"),
            EventSpec("vote", from: .flow("help"), summary: "vote"),
            EventSpec("search", from: .screens(["inbox", "faq"]), summary: "search"),
        ])
}

extension Route {
    static let welcome = Route("welcome")
    static let register = Route("register")
    static let inbox = Route("inbox")
    static let archive = Route("archive")
    static let editor = Route("editor")
    static let attachments = Route("attachments")
    static let faq = Route("faq")

    static func message(_ id: Int) -> Route { Route("message", .integer(id)) }
    static func contact(_ name: String) -> Route { Route("contact", .text(name)) }
}
