import CoordinatorKit

extension MemoApp {
    /// The memo app's tables (SPEC section 4, seed 004). The coordinators run on them: they
    /// check pushes and events against these rows, and help is derived from them.
    public static let catalog = AppCatalog(
        name: "memo",
        summary: "a coordinator tree: login -> main (tabs) -> feature (new memo)",
        linkScheme: "memo",
        linkExamples: ["memo://memos/detail/3", "memo://home/detail/42", "memo://settings/about", "memo://new"],
        linkPatterns: [":tab/*", "new"],
        links: [LinkSpec(":tab/*", shows: [.init(nil)]), LinkSpec("new", shows: [.init("newMemo")])],
        linksSignedOut: "kept until the next login",
        hasUsers: true,
        coordinators: [
            CoordinatorSpec(
                "app", parent: nil, kind: .app,
                role: "root: runs the login flow or the main flow, and keeps the memo store"),
            CoordinatorSpec(
                "login", parent: "app", role: "the signed-out screens: login, sign-up, forgot password",
                startedBy: "'logout'"),
            CoordinatorSpec(
                "main", parent: "app", kind: .tabBar, role: "the tab bar: home, memos, settings, one stack each",
                startedBy: "'login USER' on login or signup"),
            CoordinatorSpec(
                "feature", parent: "main", kind: .flow, role: "the new-memo flow: newMemo -> preview -> save",
                startedBy: "'new' on home"),
        ],
        routes: [
            RouteSpec("login", owner: "login", placement: .root, summary: "the login form"),
            RouteSpec("signup", owner: "login", placement: .pushable, summary: "the sign-up form"),
            RouteSpec("forgotPassword", owner: "login", placement: .pushable, summary: "password recovery"),
            RouteSpec("home", owner: "main", placement: .tabRoot(tab: "home"), summary: "home, with a new-memo button"),
            RouteSpec(
                "memoList", owner: "main", placement: .tabRoot(tab: "memos"), summary: "the signed-in user's memos"),
            RouteSpec("settings", owner: "main", placement: .tabRoot(tab: "settings"), summary: "settings"),
            RouteSpec(
                "detail", argument: ArgumentSpec("memo id", .integer), owner: "main", placement: .pushable,
                summary: "one memo; a missing memo shows as such"),
            RouteSpec("about", owner: "main", placement: .pushable, summary: "about the app"),
            RouteSpec(
                "newMemo", owner: "feature", placement: .flowOnly(shownBy: "'new' on home"),
                summary: "the memo editor"),
            RouteSpec(
                "preview", owner: "feature", placement: .flowOnly(shownBy: "'preview' on newMemo"),
                summary: "the draft before it is saved"),
        ],
        events: [
            EventSpec(
                "login", argument: ArgumentSpec("user", .userName(.standard)), from: .screens(["login", "signup"]),
                leadsTo: ["home"], by: .switchFlow,
                summary: "sign in as USER: the login flow ends and main starts on tab home"),
            EventSpec("signup", from: .screens(["login"]), leadsTo: ["signup"], summary: "show the sign-up form"),
            EventSpec(
                "forgot", from: .screens(["login"]), leadsTo: ["forgotPassword"], summary: "show password recovery"),
            EventSpec(
                "logout", from: .flow("main"), leadsTo: ["login"], by: .switchFlow,
                summary: "sign out: main and its children are released and login starts afresh"),
            EventSpec(
                "tab", argument: ArgumentSpec("tab", .choice(MemoTab.allCases.map(\.rawValue))), from: .flow("main"),
                leadsTo: MemoTab.allCases.map(\.root.name), by: .selectTab,
                summary: "select a tab; selecting the selected tab pops it to its root"),
            EventSpec(
                "new", from: .screens(["home"]), leadsTo: ["newMemo"],
                summary: "start the feature flow: newMemo on the home stack"),
            EventSpec(
                "write", argument: ArgumentSpec("text", .text, example: "Buy milk"), from: .screens(["newMemo"]),
                leadsTo: ["newMemo"],
                by: .stay,
                summary: "set the draft"),
            EventSpec(
                "preview", from: .screens(["newMemo"]), leadsTo: ["preview"],
                summary: "show the draft (it must not be empty)"),
            EventSpec(
                "save", from: .screens(["preview"]), leadsTo: ["memoList"], by: .selectTab,
                summary: "store the memo; the feature flow ends and the memo list shows"),
            EventSpec(
                "cancel", from: .screens(["newMemo", "preview"]), leadsTo: ["home"], by: .pop,
                summary: "drop the draft; the feature flow ends and its screens leave the stack"),
        ]
    )
}
