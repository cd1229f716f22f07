import CommandLanguage
import CoordinatorKit
import Testing

@Suite struct ParseErrorTests {
    static let memoID = ArgumentSpec("memo id", .integer)

    @Test(arguments: [
        (
            ParseError.unterminatedQuote(column: 7), ErrorCode.syntax,
            #"unterminated quote: the '"' at column 7 has no closing '"'"#
        ),
        (
            .unknownEscape(#"\n"#, column: 3), .syntax,
            #"unknown escape '\n' at column 3; inside quotes only \" and \\ are escapes"#
        ),
        (.unknownCommand("psh", suggestion: "push"), .unknownCommand, "unknown command 'psh'. Did you mean 'push'?"),
        (
            .unknownCommand("xyzzy", suggestion: nil), .unknownCommand,
            "unknown command 'xyzzy'; type 'help' for the list of commands"
        ),
        (
            .unknownRoute("detial", suggestion: "detail", app: "memo", known: ["home", "detail"]), .unknownRoute,
            "unknown route 'detial'. Did you mean 'detail'?"
        ),
        (
            .unknownRoute("xyz", suggestion: nil, app: "steps", known: ["root", "view2", "view3"]), .unknownRoute,
            "unknown route 'xyz'; the steps app's routes are root, view2 and view3"
        ),
        (.unknownHelpTopic("psh", suggestion: "push"), .unknownCommand, "no help for 'psh'. Did you mean 'push'?"),
        (
            .unknownHelpTopic("xyz", suggestion: nil), .unknownCommand,
            "no help for 'xyz'; the topics are intents, events, shell, definition, test, check, paths and export, and 'help COMMAND' explains a command"
        ),
        (
            .unknownTab("hom", suggestion: "home", known: ["home", "memos"]), .badArgument,
            "unknown tab 'hom'. Did you mean 'home'?"
        ),
        (
            .unknownTab("xyz", suggestion: nil, known: ["home", "memos"]), .badArgument,
            "unknown tab 'xyz'; the tabs are home, memos or none"
        ),
        (
            .unknownTab("xyz", suggestion: nil, known: []), .badArgument,
            "cannot expect tab 'xyz': this app has no tabs, so only 'none' can be expected"
        ),
        (
            .userInAppWithoutUsers("bob"), .badArgument,
            "cannot expect user 'bob': this app signs nobody in, so only 'none' can be expected"
        ),
        (
            .unknownCoordinator("mian", suggestion: "main", known: ["app", "main"]), .badArgument,
            "unknown coordinator 'mian'. Did you mean 'main'?"
        ),
        (
            .unknownCoordinator("xyz", suggestion: nil, known: ["app", "main"]), .badArgument,
            "unknown coordinator 'xyz'; the coordinators are app and main"
        ),
        (
            .unknownErrorCode("atRot", suggestion: "atRoot"), .badArgument,
            "unknown error code 'atRot'. Did you mean 'atRoot'?"
        ),
        (
            .unknownErrorCode("xyzzy", suggestion: nil), .badArgument,
            "unknown error code 'xyzzy'; the codes are syntax, unknownCommand, unknownRoute, badArgument, notAllowed, notFound, atRoot, limit, io or expectationFailed"
        ),
        (
            .missingArgument(command: "push", what: "a route", usage: "push ROUTE [ARG]"), .badArgument,
            "'push' needs a route; usage: push ROUTE [ARG]"
        ),
        (
            .unexpectedArgument(command: "pop", given: "2 3", usage: "pop [N]"), .badArgument,
            "too many arguments to 'pop': '2 3'; usage: pop [N]"
        ),
        (
            .routeTakesNoArgument(route: "about", given: "3"), .badArgument,
            "route 'about' takes no argument; got '3'"
        ),
        (
            .argument(ArgumentError(owner: "detail", spec: memoID, problem: .given("x"))), .badArgument,
            "'detail' takes a memo id, an integer from 1 to 2147483647; got 'x'"
        ),
        (.badCount("x"), .badArgument, "':expect modals' takes a count, an integer from 0 to 2147483647; got 'x'"),
        (.deepLink(.noScheme("foo")), .badArgument, "cannot open 'foo': a link has the form SCHEME://PATH"),
        (
            .deepLink(.unknownRoute("memo://home/x", segment: "x", suggestion: nil)), .unknownRoute,
            "cannot open 'memo://home/x': unknown route 'x'"
        ),
        (
            .deepLink(.tooDeep("memo://home")), .limit,
            "cannot open 'memo://home': it would build more than 10000 screens"
        ),
        (
            .badRouteLiteral("home detail(42)", reason: "expected '>' between routes, got 'detail(42)'"), .syntax,
            "cannot read 'home detail(42)' as routes: expected '>' between routes, got 'detail(42)'; write routes as in output: name, name(42) or name(\"text\"), joined by '>'"
        ),
        (
            .extraAfterScreen(route: "home", rest: "about"), .syntax,
            "':expect screen' takes one route, the visible screen, written as in output: name, name(42) or name(\"text\"); got 'about' after 'home' (':expect stack' checks a whole stack)"
        ),
        (
            .badCoordinatorList("app > > main", reason: "a name is missing around '>'"), .syntax,
            "cannot read 'app > > main' as coordinators: a name is missing around '>'; write names joined by '>', root first"
        ),
    ])
    func messageAndCode(error: ParseError, code: ErrorCode, message: String) {
        #expect(error.code == code)
        #expect(error.message == message)
    }
}
