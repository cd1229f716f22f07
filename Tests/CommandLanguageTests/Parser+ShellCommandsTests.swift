import CommandLanguage
import CoordinatorKit
import MemoApp
import TestSupport
import Testing

private let parser = Parser(catalog: MemoApp.catalog)

@Suite struct ParserShellCommandsTests {
    // MARK: - Shell commands

    @Test(arguments: [
        (":help", ShellCommand.help(topic: nil)),
        ("help", .help(topic: nil)),
        ("HELP", .help(topic: nil)),
        (":help push", .help(topic: "push")),
        ("help :state", .help(topic: ":state")),
        (":help state", .help(topic: ":state")),
        (":help login", .help(topic: "login")),
        (":help quit", .help(topic: ":quit")),
        (":help PUSH", .help(topic: "push")),
        ("help LOGIN", .help(topic: "login")),
        ("help definitions", .help(topic: "definition")),
        (":help App-File", .help(topic: "definition")),
        (":help q", .help(topic: ":quit")),
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
        (":expect modal 1 about", .modal(1, [.about])),
        (":expect MODAL 2 About > detail(42) # the second", .modal(2, [.about, .detail(42)])),
        (":expect modal 3 about>detail(42)", .modal(3, [.about, .detail(42)])),
        (":expect coordinators app", .coordinators(["app"])),
        (":expect coordinators app > main > feature", .coordinators(["app", "main", "feature"])),
        (":expect coordinators APP>Main", .coordinators(["app", "main"])),
        (":expect coordinators app > login", .coordinators(["app", "login"])),
        (":expect error", .error(nil)),
        (":expect error atRoot", .error(.atRoot)),
        (":expect error ATROOT", .error(.atRoot)),
        (":expect error expectationfailed", .error(.expectationFailed)),
        // Any other word is a key of the app's data, checked when the line runs (a misspelt form too).
        (":expect sum 50", .data(key: "sum", value: "50", named: false)),
        (#":expect draft "Buy  milk""#, .data(key: "draft", value: "Buy  milk", named: false, quoted: true)),
        (#":expect draft "none""#, .data(key: "draft", value: "none", named: false, quoted: true)),
        (":expect draft none", .data(key: "draft", value: "none", named: false)),
        (":expect next push view3", .data(key: "next", value: "push view3", named: false)),
        (":expect scren home", .data(key: "scren", value: "home", named: false)),
        (":expect cart", .data(key: "cart", value: nil, named: false)),
        (#":expect draft """#, .data(key: "draft", value: "", named: false, quoted: true)),
        (":expect data sum 50", .data(key: "sum", value: "50", named: true)),
        (":expect DATA screen home", .data(key: "screen", value: "home", named: true)),
    ])
    func expectLine(line: String, expectation: CommandLanguage.Expectation) throws {
        #expect(try parser.parse(line) == .shell(.expect(expectation)))
    }

    @Test(arguments: ErrorCode.allCases)
    func expectErrorTakesEveryCode(code: ErrorCode) throws {
        #expect(try parser.parse(":expect error \(code.rawValue)") == .shell(.expect(.error(code))))
    }

    // MARK: - Errors

    @Test(arguments: [
        // Unknown shell commands.
        (":stat", ErrorCode.unknownCommand, "unknown command ':stat'. Did you mean ':state'?"),
        (":xyzzy", .unknownCommand, "unknown command ':xyzzy'; type 'help' for the list of commands"),
        (":push", .unknownCommand, "unknown command ':push'; type 'help' for the list of commands"),
        // Extra arguments.
        (":state x", .badArgument, "':state' takes no argument; got 'x'"),
        ("quit now", .badArgument, "'quit' takes no argument; got 'now'"),
        ("help push pop", .badArgument, "too many arguments to 'help': 'pop'; usage: :help [TOPIC|COMMAND]"),
        // A file name with spaces, unquoted.
        (
            ":source my tests.coord", .badArgument,
            #"too many arguments to ':source': 'tests.coord'; quote a file name with spaces: :source "my tests.coord""#
        ),
        (
            ":save a b c", .badArgument,
            #"too many arguments to ':save': 'b c'; quote a file name with spaces: :save "a b c""#
        ),
        (
            ":load my state.json", .badArgument,
            #"too many arguments to ':load': 'state.json'; quote a file name with spaces: :load "my state.json""#
        ),
        (
            ":record new test.coord", .badArgument,
            #"too many arguments to ':record': 'test.coord'; quote a file name with spaces: :record "new test.coord""#
        ),
        // A name already quoted: the words after it are too many, not its own.
        (
            #":source "a b.coord" extra"#, .badArgument,
            "too many arguments to ':source': 'extra'; usage: :source FILE"
        ),
        (":record off now", .badArgument, "too many arguments to ':record': 'now'; usage: :record FILE | :record off"),
        (
            ":app load my app.json5", .badArgument,
            #"too many arguments to ':app load': 'app.json5'; quote a file name with spaces: :app load "my app.json5""#
        ),
        // Help topics.
        (
            ":help xyz", .unknownCommand,
            "no help for 'xyz'; the topics are intents, events, shell, definition, test, check, paths and export, and 'help COMMAND' explains a command"
        ),
        (":help psh", .unknownCommand, "no help for 'psh'. Did you mean 'push'?"),
        ("help stat", .unknownCommand, "no help for 'stat'. Did you mean 'state'?"),
    ])
    func badShellLine(line: String, code: ErrorCode, message: String) {
        expectParseFailure(line, code, message, parser: parser)
    }

    @Test(arguments: [
        (
            ":expect", ErrorCode.badArgument,
            "':expect' needs what to check: screen, stack, tab, user, modals, modal, coordinators, error or data; usage: :expect WHAT VALUE"
        ),
        (":expect data", .badArgument, "':expect data' needs a key of the app's data; usage: :expect data KEY VALUE"),
        // Routes written as in output.
        (":expect stack", .badArgument, "':expect stack' needs routes; usage: :expect stack R1 > R2 > ..."),
        (
            ":expect screen home > about", .syntax,
            "':expect screen' takes one route, the visible screen, written as in output: name, name(42) or name(\"text\"); got '> about' after 'home' (':expect stack' checks a whole stack)"
        ),
        (
            ":expect screen home extra", .syntax,
            "':expect screen' takes one route, the visible screen, written as in output: name, name(42) or name(\"text\"); got 'extra' after 'home' (':expect stack' checks a whole stack)"
        ),
        (
            ":expect screen detail(42) about # a comment", .syntax,
            "':expect screen' takes one route, the visible screen, written as in output: name, name(42) or name(\"text\"); got 'about' after 'detail(42)' (':expect stack' checks a whole stack)"
        ),
        (
            ":expect stack detail", .syntax,
            "cannot read 'detail' as routes: 'detail' needs its memo id in parentheses, like detail(1); write routes as in output: name, name(42) or name(\"text\"), joined by '>'"
        ),
        (
            ":expect stack home > detail 42", .syntax,
            "cannot read 'home > detail 42' as routes: 'detail' needs its memo id in parentheses, like detail(1); write routes as in output: name, name(42) or name(\"text\"), joined by '>'"
        ),
        (
            ":expect stack about(1)", .syntax,
            "cannot read 'about(1)' as routes: route 'about' takes no argument; write routes as in output: name, name(42) or name(\"text\"), joined by '>'"
        ),
        (
            ":expect stack detail(42", .syntax,
            "cannot read 'detail(42' as routes: missing ')' after the argument of 'detail'; write routes as in output: name, name(42) or name(\"text\"), joined by '>'"
        ),
        (
            ":expect stack home detail(42)", .syntax,
            "cannot read 'home detail(42)' as routes: expected '>' between routes, got 'detail(42)'; write routes as in output: name, name(42) or name(\"text\"), joined by '>'"
        ),
        (
            ":expect stack > home", .syntax,
            "cannot read '> home' as routes: expected a route name at '> home'; write routes as in output: name, name(42) or name(\"text\"), joined by '>'"
        ),
        (
            ":expect stack home >> about", .syntax,
            "cannot read 'home >> about' as routes: expected a route name at '> about'; write routes as in output: name, name(42) or name(\"text\"), joined by '>'"
        ),
        (
            ":expect stack home, about", .syntax,
            "cannot read 'home, about' as routes: expected '>' between routes, got ', about'; write routes as in output: name, name(42) or name(\"text\"), joined by '>'"
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
        (":expect tab", .badArgument, "':expect tab' needs a tab name or none; usage: :expect tab NAME|none"),
        (
            ":expect tab memos home", .badArgument,
            "too many arguments to ':expect tab': 'home'; usage: :expect tab NAME|none"
        ),
        (":expect tab hom", .badArgument, "unknown tab 'hom'. Did you mean 'home'?"),
        (":expect tab xyz", .badArgument, "unknown tab 'xyz'; the tabs are home, memos, settings or none"),
        (":expect user", .badArgument, "':expect user' needs a user name or none; usage: :expect user NAME|none"),
        (
            ":expect user alice bob", .badArgument,
            "too many arguments to ':expect user': 'bob'; usage: :expect user NAME|none"
        ),
        (":expect modals", .badArgument, "':expect modals' needs a count; usage: :expect modals N"),
        (
            ":expect modal", .badArgument,
            "':expect modal' needs a modal's number (1 for the lowest); usage: :expect modal N R1 > R2 > ..."
        ),
        (":expect modal 1", .badArgument, "':expect modal' needs routes; usage: :expect modal N R1 > R2 > ..."),
        (
            ":expect modal 1 # the top one", .badArgument,
            "':expect modal' needs routes; usage: :expect modal N R1 > R2 > ..."
        ),
        (
            ":expect modal about", .badArgument,
            "':expect modal' takes the modal's number, 1 for the lowest (as output shows 'modal 1: ...'), then its stack; got 'about'"
        ),
        (
            ":expect modal 0 about", .badArgument,
            "':expect modal' takes the modal's number, 1 for the lowest (as output shows 'modal 1: ...'), then its stack; got '0'"
        ),
        (":expect modal 1 abot", .unknownRoute, "unknown route 'abot'. Did you mean 'about'?"),
        (":expect modals 1 2", .badArgument, "too many arguments to ':expect modals': '2'; usage: :expect modals N"),
        (":expect modals x", .badArgument, "':expect modals' takes a count, an integer from 0 to 2147483647; got 'x'"),
        (
            ":expect modals -1", .badArgument,
            "':expect modals' takes a count, an integer from 0 to 2147483647; got '-1'"
        ),
        (
            ":expect modals +1", .badArgument,
            "':expect modals' takes a count, an integer from 0 to 2147483647; got '+1'"
        ),
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
            "cannot read 'app > > main' as coordinators: a name is missing around '>'; write names joined by '>', root first"
        ),
        (
            ":expect coordinators app >", .syntax,
            "cannot read 'app >' as coordinators: a name is missing around '>'; write names joined by '>', root first"
        ),
        (
            ":expect coordinators app main", .syntax,
            "cannot read 'app main' as coordinators: expected '>' between names, got 'main'; write names joined by '>', root first"
        ),
        (
            ":expect coordinators app > main feature", .syntax,
            "cannot read 'app > main feature' as coordinators: expected '>' between names, got 'feature'; write names joined by '>', root first"
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
        (
            ":expect error atRoot limit", .badArgument,
            "too many arguments to ':expect error': 'limit'; usage: :expect error [CODE]"
        ),
    ])
    func badExpectLine(line: String, code: ErrorCode, message: String) {
        expectParseFailure(line, code, message, parser: parser)
    }

    // MARK: - Usage lines and quoting of what was written

    @Test func expectScreenWithoutARouteShowsItsOwnUsage() throws {
        let message = try #require(parseErrorMessage(":expect screen"))
        #expect(message == "':expect screen' needs a route; usage: :expect screen ROUTE")
    }

    @Test func expectCoordinatorsWithoutNamesShowsCoordinatorsInItsUsage() throws {
        let message = try #require(parseErrorMessage(":expect coordinators"))
        #expect(message.hasPrefix("':expect coordinators' needs coordinator names; usage: :expect coordinators "))
        #expect(message == "':expect coordinators' needs coordinator names; usage: :expect coordinators C1 > C2 > ...")
    }

    @Test func routeListEndingInAnArrowSaysTheNameIsMissingAtTheEnd() throws {
        let message = try #require(parseErrorMessage(":expect stack home >"))
        #expect(
            message
                == "cannot read 'home >' as routes: expected a route name at the end; write routes as in output: name, name(42) or name(\"text\"), joined by '>'"
        )
    }

    @Test(arguments: [
        (":expect stack detail(x)", "x"),
        (":expect stack detail(-1)", "-1"),
        (#":expect stack detail("4")"#, #""4""#),
    ])
    func badIntegerInARouteLiteralQuotesWhatWasWritten(line: String, given: String) throws {
        let message = try #require(parseErrorMessage(line))
        #expect(message == "'detail' takes a memo id, an integer from 1 to 2147483647; got \(given.quoted)")
    }
}
