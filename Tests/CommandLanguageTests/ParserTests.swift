import CommandLanguage
import CoordinatorKit
import MemoApp
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

    // MARK: - Shell commands

    @Test(arguments: [
        (":help", ShellCommand.help(topic: nil)),
        ("help", .help(topic: nil)),
        ("HELP", .help(topic: nil)),
        (":help push", .help(topic: "push")),
        ("help :state", .help(topic: ":state")),
        (":help state", .help(topic: "state")),
        (":help login", .help(topic: "login")),
        (":help quit", .help(topic: "quit")),
        (":help q", .help(topic: "q")),
        (":state", .state),
        (":STATE", .state),
        (":quit", .quit),
        (":Quit", .quit),
        (":q", .quit),
        ("quit", .quit),
        ("exit", .quit),
        ("EXIT", .quit),
    ])
    func shellLine(line: String, command: ShellCommand) throws {
        #expect(try parser.parse(line) == .shell(command))
    }

    // MARK: - :expect

    @Test(arguments: [
        (":expect screen home", CommandLanguage.Expectation.screen(.home)),
        (":expect screen detail(42)", .screen(.detail(42))),
        (":EXPECT SCREEN Detail(42)", .screen(.detail(42))),
        (":expect screen memolist", .screen(.memoList)),
        (":expect screen detail(2147483647)", .screen(.detail(2_147_483_647))),
        (":expect stack home", .stack([.home])),
        (":expect stack home > detail(42)", .stack([.home, .detail(42)])),
        (":expect stack home>detail(42)", .stack([.home, .detail(42)])),
        (":expect stack   memoList  >  detail(3) >about  ", .stack([.memoList, .detail(3), .about])),
        (":expect stack home\t>\tabout", .stack([.home, .about])),
        (":expect stack HOME > Detail(42) > ABOUT", .stack([.home, .detail(42), .about])),
        (":expect stack home > detail(42) # after the comment: > about", .stack([.home, .detail(42)])),
        (":expect tab memos", .tab("memos")),
        (":expect tab Settings", .tab("settings")),
        (":expect tab none", .tab(nil)),
        (":expect tab NONE", .tab(nil)),
        (":expect user alice", .user("alice")),
        (":expect user zoë", .user("zoë")),
        (":expect user Alice", .user("Alice")),
        (":expect user none", .user(nil)),
        (":expect user None", .user(nil)),
        (":expect modals 0", .modals(0)),
        (":expect modals 3", .modals(3)),
        (":expect modals 2147483647", .modals(2_147_483_647)),
        (":expect coordinators app", .coordinators(["app"])),
        (":expect coordinators app > main > feature", .coordinators(["app", "main", "feature"])),
        (":expect coordinators APP>Main", .coordinators(["app", "main"])),
        (":expect coordinators app > login", .coordinators(["app", "login"])),
        (":expect error", .error(nil)),
        (":expect error atRoot", .error(.atRoot)),
        (":expect error ATROOT", .error(.atRoot)),
        (":expect error expectationfailed", .error(.expectationFailed)),
    ])
    func expectLine(line: String, expectation: CommandLanguage.Expectation) throws {
        #expect(try parser.parse(line) == .shell(.expect(expectation)))
    }

    @Test(arguments: ErrorCode.allCases)
    func expectErrorTakesEveryCode(code: ErrorCode) throws {
        #expect(try parser.parse(":expect error \(code.rawValue)") == .shell(.expect(.error(code))))
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
        (":stat", .unknownCommand, "unknown command ':stat'. Did you mean ':state'?"),
        (":xyzzy", .unknownCommand, "unknown command ':xyzzy'; type 'help' for the list of commands"),
        (":push", .unknownCommand, "unknown command ':push'; type 'help' for the list of commands"),
        // Unknown routes.
        ("push detial 4", .unknownRoute, "unknown route 'detial'. Did you mean 'detail'?"),
        ("popto abuot", .unknownRoute, "unknown route 'abuot'. Did you mean 'about'?"),
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
        ("write", .badArgument, "'write' needs a text (quote it if it has spaces)"),
        // Extra arguments.
        ("push detail 4 5", .badArgument, "too many arguments to 'push': '5'; usage: push ROUTE [ARG]"),
        ("push detail x 5", .badArgument, "too many arguments to 'push': '5'; usage: push ROUTE [ARG]"),
        ("popto detail 3 4", .badArgument, "too many arguments to 'popto': '4'; usage: popto ROUTE [ARG]"),
        ("push about x y", .badArgument, "route 'about' takes no argument; got 'x'"),
        ("popto about 3", .badArgument, "route 'about' takes no argument; got '3'"),
        ("pop 1 2 3", .badArgument, "too many arguments to 'pop': '2 3'; usage: pop [N]"),
        ("root x", .badArgument, "too many arguments to 'root': 'x'; usage: root"),
        ("dismiss now", .badArgument, "too many arguments to 'dismiss': 'now'; usage: dismiss"),
        ("back 2", .badArgument, "too many arguments to 'back': '2'; usage: back"),
        ("open memo://home memo://new", .badArgument, "too many arguments to 'open': 'memo://new'; usage: open URL"),
        ("login alice bob", .badArgument, "too many arguments to 'login': 'bob'; usage: login USER"),
        ("write Buy milk", .badArgument, "too many arguments to 'write': 'milk'; usage: write TEXT"),
        ("signup x", .badArgument, "too many arguments to 'signup': 'x'; usage: signup"),
        ("tab memos x", .badArgument, "too many arguments to 'tab': 'x'; usage: tab TAB"),
        (":state x", .badArgument, "too many arguments to ':state': 'x'; usage: :state"),
        ("quit now", .badArgument, "too many arguments to 'quit': 'now'; usage: :quit"),
        ("help push pop", .badArgument, "too many arguments to 'help': 'pop'; usage: :help [COMMAND]"),
        // Wrong argument types.
        ("push detail x", .badArgument, "'detail' takes a memo id, an integer from 1 to 2147483647; got 'x'"),
        ("push detail 0", .badArgument, "'detail' takes a memo id, an integer from 1 to 2147483647; got '0'"),
        ("push detail -1", .badArgument, "'detail' takes a memo id, an integer from 1 to 2147483647; got '-1'"),
        ("push detail 2147483648", .badArgument, "'detail' takes a memo id, an integer from 1 to 2147483647; got '2147483648'"),
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
        ("open foo", .badArgument, "cannot open 'foo': a link starts with a scheme, like memo://home"),
        ("open memo://", .badArgument, "cannot open 'memo://': the link has no path after '://'"),
        (
            "open ://x", .badArgument,
            "cannot open '://x': the scheme must be a letter followed by letters, digits, '+', '-' or '.'"
        ),
        (
            "open MEMO://a?b", .badArgument,
            "cannot open 'MEMO://a?b': '?' is not supported; a link is SCHEME://SEGMENT/SEGMENT/..."
        ),
        ("open memo://home//about", .badArgument, "cannot open 'memo://home//about': empty segment ('//') in the path"),
        ("open memo://%zz", .badArgument, "cannot open 'memo://%zz': a '%' escape is not two hex digits of UTF-8"),
        // Bad quoting.
        (#"write "abc"#, .syntax, #"unterminated quote: the '"' at column 7 has no closing '"'"#),
        (
            #"write "a\nb""#, .syntax,
            #"unknown escape '\n' at column 9; inside quotes only \" and \\ are escapes"#
        ),
        // Help topics.
        (":help xyz", .unknownCommand, "no help for 'xyz'; type 'help' for the list of commands"),
        (":help psh", .unknownCommand, "no help for 'psh'. Did you mean 'push'?"),
        ("help stat", .unknownCommand, "no help for 'stat'. Did you mean 'state'?"),
    ])
    func badLine(line: String, code: ErrorCode, message: String) {
        do {
            let command = try parser.parse(line)
            Issue.record("parsed as \(String(describing: command))")
        } catch {
            #expect(error.code == code)
            #expect(error.message == message)
        }
    }

    @Test(arguments: [
        (":expect", ErrorCode.badArgument, "':expect' needs what to check: screen, stack, tab, user, modals, coordinators or error; usage: :expect WHAT VALUE"),
        (":expect scren home", .badArgument, "cannot expect 'scren'. Did you mean 'screen'?"),
        (":expect colour red", .badArgument, "cannot expect 'colour'; expect one of screen, stack, tab, user, modals, coordinators or error"),
        // Routes written as in output.
        (":expect stack", .badArgument, "':expect stack' needs routes; usage: :expect stack R1 > R2 > ..."),
        (
            ":expect screen home > about", .syntax,
            "cannot read 'home > about' as routes: one screen is visible, so give one route; write routes as in output, e.g. home > detail(42)"
        ),
        (
            ":expect stack detail", .syntax,
            "cannot read 'detail' as routes: 'detail' needs its memo id in parentheses, like detail(1); write routes as in output, e.g. home > detail(42)"
        ),
        (
            ":expect stack home > detail 42", .syntax,
            "cannot read 'home > detail 42' as routes: 'detail' needs its memo id in parentheses, like detail(1); write routes as in output, e.g. home > detail(42)"
        ),
        (
            ":expect stack about(1)", .syntax,
            "cannot read 'about(1)' as routes: route 'about' takes no argument; write routes as in output, e.g. home > detail(42)"
        ),
        (
            ":expect stack detail(42", .syntax,
            "cannot read 'detail(42' as routes: missing ')' after the argument of 'detail'; write routes as in output, e.g. home > detail(42)"
        ),
        (
            ":expect stack home detail(42)", .syntax,
            "cannot read 'home detail(42)' as routes: expected '>' between routes, got 'detail(42)'; write routes as in output, e.g. home > detail(42)"
        ),
        (
            ":expect stack > home", .syntax,
            "cannot read '> home' as routes: expected a route name at '> home'; write routes as in output, e.g. home > detail(42)"
        ),
        (
            ":expect stack home >> about", .syntax,
            "cannot read 'home >> about' as routes: expected a route name at '> about'; write routes as in output, e.g. home > detail(42)"
        ),
        (
            ":expect stack home, about", .syntax,
            "cannot read 'home, about' as routes: expected '>' between routes, got ', about'; write routes as in output, e.g. home > detail(42)"
        ),
        (
            ":expect stack detail(0)", .badArgument,
            "'detail' takes a memo id, an integer from 1 to 2147483647; got '0'"
        ),
        (
            ":expect stack detail(2147483648)", .badArgument,
            "'detail' takes a memo id, an integer from 1 to 2147483647; got '2147483648'"
        ),
        (":expect screen detial(42)", .unknownRoute, "unknown route 'detial'. Did you mean 'detail'?"),
        (
            ":expect stack home > xyz", .unknownRoute,
            "unknown route 'xyz'; the memo app's routes are login, signup, forgotPassword, home, memoList, settings, detail, about, newMemo and preview"
        ),
        // Tabs, users, counts.
        (":expect tab", .badArgument, "':expect tab' needs a tab name or none; usage: :expect tab NAME"),
        (":expect tab memos home", .badArgument, "too many arguments to ':expect tab': 'home'; usage: :expect tab NAME"),
        (":expect tab hom", .badArgument, "unknown tab 'hom'. Did you mean 'home'?"),
        (":expect tab xyz", .badArgument, "unknown tab 'xyz'; the tabs are home, memos, settings or none"),
        (":expect user", .badArgument, "':expect user' needs a user name or none; usage: :expect user NAME"),
        (":expect user alice bob", .badArgument, "too many arguments to ':expect user': 'bob'; usage: :expect user NAME"),
        (":expect modals", .badArgument, "':expect modals' needs a count; usage: :expect modals N"),
        (":expect modals 1 2", .badArgument, "too many arguments to ':expect modals': '2'; usage: :expect modals N"),
        (":expect modals x", .badArgument, "':expect modals' takes a count, an integer from 0 to 2147483647; got 'x'"),
        (":expect modals -1", .badArgument, "':expect modals' takes a count, an integer from 0 to 2147483647; got '-1'"),
        (":expect modals +1", .badArgument, "':expect modals' takes a count, an integer from 0 to 2147483647; got '+1'"),
        (
            ":expect modals 2147483648", .badArgument,
            "':expect modals' takes a count, an integer from 0 to 2147483647; got '2147483648'"
        ),
        (
            ":expect modals 99999999999999999999", .badArgument,
            "':expect modals' takes a count, an integer from 0 to 2147483647; got '99999999999999999999'"
        ),
        // Coordinators.
        (
            ":expect coordinators app > > main", .syntax,
            "cannot read 'app > > main' as coordinators: a name is missing around '>'; write e.g. app > main > feature"
        ),
        (
            ":expect coordinators app >", .syntax,
            "cannot read 'app >' as coordinators: a name is missing around '>'; write e.g. app > main > feature"
        ),
        (":expect coordinators app > mian", .badArgument, "unknown coordinator 'mian'. Did you mean 'main'?"),
        (
            ":expect coordinators app > xyz", .badArgument,
            "unknown coordinator 'xyz'; the coordinators are app, login, main and feature"
        ),
        // Error codes.
        (":expect error atRot", .badArgument, "unknown error code 'atRot'. Did you mean 'atRoot'?"),
        (
            ":expect error xyzzy", .badArgument,
            "unknown error code 'xyzzy'; the codes are syntax, unknownCommand, unknownRoute, badArgument, notAllowed, notFound, atRoot, limit, io or expectationFailed"
        ),
        (":expect error atRoot limit", .badArgument, "too many arguments to ':expect error': 'limit'; usage: :expect error [CODE]"),
    ])
    func badExpectLine(line: String, code: ErrorCode, message: String) {
        do {
            let command = try parser.parse(line)
            Issue.record("parsed as \(String(describing: command))")
        } catch {
            #expect(error.code == code)
            #expect(error.message == message)
        }
    }

    // MARK: - Known problems (see the report)

    @Test func expectScreenWithoutARouteShowsItsOwnUsage() throws {
        let message = try #require(parseErrorMessage(":expect screen"))
        withKnownIssue("the usage shown is ':expect screen R1 > R2 > ...', the form of :expect stack") {
            #expect(message == "':expect screen' needs a route; usage: :expect screen ROUTE")
        }
    }

    @Test func expectCoordinatorsWithoutNamesShowsCoordinatorsInItsUsage() throws {
        let message = try #require(parseErrorMessage(":expect coordinators"))
        #expect(message.hasPrefix("':expect coordinators' needs coordinator names; usage: :expect coordinators "))
        withKnownIssue("the usage shown is ':expect coordinators R1 > R2 > ...': routes, not coordinators") {
            #expect(!message.contains("R1 > R2"))
        }
    }

    @Test func routeListEndingInAnArrowSaysTheNameIsMissingAtTheEnd() throws {
        let message = try #require(parseErrorMessage(":expect stack home >"))
        withKnownIssue("the message quotes 'the end' as if the user had typed it") {
            #expect(
                message
                    == "cannot read 'home >' as routes: expected a route name at the end; write routes as in output, e.g. home > detail(42)"
            )
        }
    }

    @Test(arguments: [
        (":expect stack detail(x)", "x"),
        (":expect stack detail(-1)", "-1"),
        (#":expect stack detail("4")"#, #""4""#),
    ])
    func badIntegerInARouteLiteralQuotesWhatWasWritten(line: String, given: String) throws {
        let message = try #require(parseErrorMessage(line))
        withKnownIssue("the message says got '' instead of quoting what is between the parentheses") {
            #expect(message == "'detail' takes a memo id, an integer from 1 to 2147483647; got \(given.quoted)")
        }
    }

    // MARK: - Command words

    @Test func commandWordsAreEveryIntentEventAndShellCommand() {
        #expect(
            parser.commandWords == [
                "push", "pop", "root", "popto", "replace", "present", "dismiss", "back", "open",
                "login", "signup", "forgot", "logout", "tab", "new", "write", "preview", "save", "cancel",
                "help", "quit", "exit", ":help", ":state", ":expect", ":quit", ":q",
            ])
    }
}

/// The message of the error that parsing `line` throws, or `nil` if it parses.
func parseErrorMessage(_ line: String, parser: Parser = Parser(catalog: MemoApp.catalog)) -> String? {
    do {
        _ = try parser.parse(line)
        return nil
    } catch {
        return error.message
    }
}
