import CommandLanguage
import CoordinatorKit
import MemoApp
import TestSupport
import Testing

private let parser = Parser(catalog: MemoApp.catalog)

@Suite struct ParserTests {
    // MARK: - Intents

    @Test(arguments: [
        ("push detail 42", NavigationIntent.push(.detail(42))),
        ("PUSH Detail 42", .push(.detail(42))),
        ("push detail 2147483647", .push(.detail(2_147_483_647))),
        ("push about", .push(.about)),
        ("push forgotpassword", .push(.forgotPassword)),
        // Whether a route may go on the active stack is for the app to say, not the parser.
        ("push home", .push(.home)),
        ("pop", .pop(count: 1)),
        ("pop 3", .pop(count: 3)),
        ("Pop 1", .pop(count: 1)),
        ("root", .popToRoot),
        ("popto detail", .popTo(RoutePattern("detail"))),
        ("popto detail 42", .popTo(RoutePattern("detail", .integer(42)))),
        ("POPTO Home", .popTo(RoutePattern("home"))),
        ("replace about", .replace(.about)),
        ("replace detail 7", .replace(.detail(7))),
        ("present about", .present(.about)),
        ("present detail 1", .present(.detail(1))),
        ("dismiss", .dismiss),
        ("back", .back),
        ("BACK", .back),
        ("push detail 42 # a comment", .push(.detail(42))),
        ("  pop\t2  ", .pop(count: 2)),
        (#""push" "detail" "42""#, .push(.detail(42))),
    ])
    func intentLine(line: String, intent: NavigationIntent) throws {
        #expect(try parser.parse(line) == .intent(intent))
    }

    @Test(arguments: [
        ("open memo://memos/detail/3", "memo://memos/detail/3"),
        ("OPEN memo://home", "memo://home"),
        ("open MEMO://Home/", "MEMO://Home/"),
        ("open memo://caf%C3%A9", "memo://caf%C3%A9"),
        // Which scheme is this app's is for the app to say.
        ("open steps://view2/view3", "steps://view2/view3"),
    ])
    func openLineReadsTheLink(line: String, link: String) throws {
        #expect(try parser.parse(line) == .intent(.open(try DeepLinkURL(link))))
    }

    // MARK: - Events

    @Test(arguments: [
        ("login alice", AppEvent("login", .text("alice"))),
        ("LOGIN zoë", AppEvent("login", .text("zoë"))),
        ("login Алиса", AppEvent("login", .text("Алиса"))),
        ("login a.b_c-d", AppEvent("login", .text("a.b_c-d"))),
        ("signup", AppEvent("signup")),
        ("forgot", AppEvent("forgot")),
        ("logout", AppEvent("logout")),
        ("tab memos", AppEvent("tab", .text("memos"))),
        ("Tab SETTINGS", AppEvent("tab", .text("settings"))),
        ("tab Home", AppEvent("tab", .text("home"))),
        ("new", AppEvent("new")),
        (#"write "Buy milk""#, AppEvent("write", .text("Buy milk"))),
        ("write milk", AppEvent("write", .text("milk"))),
        (#"write "café ☕""#, AppEvent("write", .text("café ☕"))),
        (#"write """#, AppEvent("write", .text(""))),
        (#"write "say \"hi\" \\o/""#, AppEvent("write", .text(#"say "hi" \o/"#))),
        (##"write "# not a comment""##, AppEvent("write", .text("# not a comment"))),
        ("preview", AppEvent("preview")),
        ("PREVIEW", AppEvent("preview")),
        ("save", AppEvent("save")),
        ("cancel", AppEvent("cancel")),
    ])
    func eventLine(line: String, event: AppEvent) throws {
        #expect(try parser.parse(line) == .event(event))
    }

    /// An event spelled in camelCase (a definition's `addToCart`) is found in any case, as routes
    /// and the memo app's one-word events are: not only when the typed word, lowercased, happens
    /// to be its spelling.
    @Test(arguments: ["addToCart", "addtocart", "ADDTOCART", "AddToCart"])
    func aCamelCaseEventIsFoundIgnoringCase(word: String) throws {
        let catalog = AppCatalog(
            name: "shop", summary: "a test app", linkScheme: "shop", linkExamples: [], hasUsers: false,
            coordinators: [CoordinatorSpec("app", parent: nil, role: "root")],
            routes: [RouteSpec("productList", owner: "app", placement: .root, summary: "the products")],
            events: [EventSpec("addToCart", from: .flow("app"), summary: "adds the product")])
        #expect(try Parser(catalog: catalog).parse(word) == .event(AppEvent("addToCart")))
        #expect(try Parser(catalog: catalog).parse("push PRODUCTLIST") == .intent(.push(Route("productList"))))
    }

    // MARK: - Nothing to do

    @Test(arguments: ["", "   ", "\t", "#", "# a comment", "   # push detail 42"])
    func blankOrCommentLineIsNil(line: String) throws {
        #expect(try parser.parse(line) == nil)
    }

    // MARK: - Errors

    @Test(arguments: [
        // Unknown commands.
        ("psh", ErrorCode.unknownCommand, "unknown command 'psh'. Did you mean 'push'?"),
        ("logot", .unknownCommand, "unknown command 'logot'. Did you mean 'logout'?"),
        ("xyzzy", .unknownCommand, "unknown command 'xyzzy'; type 'help' for the list of commands"),
        // Unknown routes.
        ("push detial 4", .unknownRoute, "unknown route 'detial'. Did you mean 'detail'?"),
        ("popto abuot", .unknownRoute, "unknown route 'abuot'. Did you mean 'about'?"),
        // A route as output writes it: the command types its argument as a word of its own.
        ("push detail(42)", .unknownRoute, "unknown route 'detail(42)'. Did you mean 'detail 42'?"),
        ("popto detail(7)", .unknownRoute, "unknown route 'detail(7)'. Did you mean 'detail 7'?"),
        ("push about()", .unknownRoute, "unknown route 'about()'. Did you mean 'about'?"),
        (
            "push xyz", .unknownRoute,
            "unknown route 'xyz'; the memo app's routes are login, signup, forgotPassword, home, memoList, settings, detail, about, newMemo and preview"
        ),
        (
            #"push """#, .unknownRoute,
            "unknown route ''; the memo app's routes are login, signup, forgotPassword, home, memoList, settings, detail, about, newMemo and preview"
        ),
        // Missing arguments.
        ("push", .badArgument, "'push' needs a route; usage: push ROUTE [ARG]"),
        ("popto", .badArgument, "'popto' needs a route; usage: popto ROUTE [ARG]"),
        ("replace", .badArgument, "'replace' needs a route; usage: replace ROUTE [ARG]"),
        ("present", .badArgument, "'present' needs a route; usage: present ROUTE [ARG]"),
        ("push detail", .badArgument, "'detail' needs a memo id, an integer from 1 to 2147483647"),
        ("open", .badArgument, "'open' needs a URL such as memo://memos/detail/3; usage: open URL"),
        ("login", .badArgument, "'login' needs a user name of 1 to 32 letters, digits, '.', '_' or '-'"),
        ("tab", .badArgument, "'tab' needs one of home, memos or settings"),
        ("write", .badArgument, "'write' needs text (quote it if it has spaces)"),
        // Extra arguments.
        ("push detail 4 5", .badArgument, "too many arguments to 'push': '5'; usage: push ROUTE [ARG]"),
        ("push detail x 5", .badArgument, "too many arguments to 'push': '5'; usage: push ROUTE [ARG]"),
        ("popto detail 3 4", .badArgument, "too many arguments to 'popto': '4'; usage: popto ROUTE [ARG]"),
        ("push about x y", .badArgument, "route 'about' takes no argument; got 'x'"),
        ("popto about 3", .badArgument, "route 'about' takes no argument; got '3'"),
        ("pop 1 2 3", .badArgument, "too many arguments to 'pop': '2 3'; usage: pop [N]"),
        ("root x", .badArgument, "'root' takes no argument; got 'x'"),
        ("dismiss now", .badArgument, "'dismiss' takes nothing (the top modal) or 'all' (every modal); got 'now'"),
        ("back 2", .badArgument, "'back' takes no argument; got '2'"),
        ("open memo://home memo://new", .badArgument, "too many arguments to 'open': 'memo://new'; usage: open URL"),
        ("login alice bob", .badArgument, "too many arguments to 'login': 'bob'; usage: login USER"),
        // Text with spaces typed without quotes: the message shows the command quoted.
        (
            "write Buy milk", .badArgument,
            #"too many arguments to 'write': 'milk'; quote text with spaces: write "Buy milk""#
        ),
        (
            #"write "a \"q\"" b"#, .badArgument,
            #"too many arguments to 'write': 'b'; quote text with spaces: write "a \"q\" b""#
        ),
        ("signup x", .badArgument, "'signup' takes no argument; got 'x'"),
        ("tab memos x", .badArgument, "too many arguments to 'tab': 'x'; usage: tab TAB"),
        // Wrong argument types.
        ("push detail x", .badArgument, "'detail' takes a memo id, an integer from 1 to 2147483647; got 'x'"),
        ("push detail 0", .badArgument, "'detail' takes a memo id, an integer from 1 to 2147483647; got '0'"),
        ("push detail -1", .badArgument, "'detail' takes a memo id, an integer from 1 to 2147483647; got '-1'"),
        (
            "push detail 2147483648", .badArgument,
            "'detail' takes a memo id, an integer from 1 to 2147483647; got '2147483648'"
        ),
        ("popto detail 4a", .badArgument, "'detail' takes a memo id, an integer from 1 to 2147483647; got '4a'"),
        ("pop 0", .badArgument, "'pop' takes a count, an integer from 1 to 2147483647; got '0'"),
        ("pop two", .badArgument, "'pop' takes a count, an integer from 1 to 2147483647; got 'two'"),
        (
            "login a/b", .badArgument,
            "'login' takes a user name of 1 to 32 letters, digits, '.', '_' or '-'; got 'a/b'"
        ),
        (
            #"login "a b""#, .badArgument,
            "'login' takes a user name of 1 to 32 letters, digits, '.', '_' or '-'; got 'a b'"
        ),
        ("tab hme", .badArgument, "'tab' takes one of home, memos or settings; got 'hme'. Did you mean 'home'?"),
        ("tab xyz", .badArgument, "'tab' takes one of home, memos or settings; got 'xyz'"),
        // Bad links.
        ("open foo", .badArgument, "cannot open 'foo': a link has the form SCHEME://PATH"),
        ("open memo://", .badArgument, "cannot open 'memo://': the link has no path after '://'"),
        (
            "open ://x", .badArgument,
            "cannot open '://x': the scheme must be a letter followed by letters, digits, '+', '-' or '.'"
        ),
        (
            "open MEMO://a#b", .badArgument,
            "cannot open 'MEMO://a#b': '#' is not supported; a link is SCHEME://SEGMENT/SEGMENT/..., then optionally ?NAME=VALUE&..."
        ),
        ("open memo://home//about", .badArgument, "cannot open 'memo://home//about': empty segment ('//') in the path"),
        (
            "open memo://%zz", .badArgument,
            "cannot open 'memo://%zz': a '%' escape is not two hex digits of UTF-8 text without control characters"
        ),
        // Bad quoting.
        (#"write "abc"#, .syntax, #"unterminated quote: the '"' at column 7 has no closing '"'"#),
        (
            #"write "a\nb""#, .syntax,
            #"unknown escape '\n' at column 9; inside quotes only \" and \\ are escapes"#
        ),
    ])
    func badLine(line: String, code: ErrorCode, message: String) {
        expectParseFailure(line, code, message, parser: parser)
    }

    // MARK: - Command words

    @Test func commandWordsAreEveryIntentEventAndShellCommand() {
        #expect(
            parser.commandWords == [
                "push", "pop", "root", "popto", "navigate", "replace", "present", "dismiss", "back", "open",
                "login", "signup", "forgot", "logout", "tab", "new", "write", "preview", "save", "cancel",
                "help", "quit", "exit", ":help", ":state", ":expect", ":tree", ":trace", ":routes", ":graph", ":undo",
                ":redo", ":history", ":reset", ":save", ":load", ":source", ":record", ":apps",
                ":app", ":echo", ":tour", ":hint", ":quit", ":q",
            ])
    }
}

extension ParserTests {
    /// A lesson's number is read as any other number is (`push detail 042` is detail 42).
    @Test(arguments: [(":tour 3", 3), (":tour 03", 3), (":tour 009", 9)])
    func aLessonNumberMayHaveLeadingZeros(line: String, lesson: Int) throws {
        let parser = Parser(catalog: MemoApp.catalog, lessonCount: 9)
        #expect(try parser.parse(line) == .shell(.tour(.start(lesson))))
    }

    @Test(arguments: [":tour 10", ":tour 0", ":tour 00"])
    func aLessonNumberOutOfRangeIsRefusedWithTheChoices(line: String) {
        let parser = Parser(catalog: MemoApp.catalog, lessonCount: 9)
        #expect(throws: ParseError.self) { try parser.parse(line) }
    }
}
