import CommandLanguage
import CoordinatorKit
import Testing

/// Route literals (`detail(42)`, `profile("alice")`) as `:expect screen` and `:expect stack` read
/// them; the memo app's are in `ParserTests`, text arguments here.
@Suite struct RouteLiteralParserTests {
    let parser = Parser(catalog: ContactsCatalog.catalog)

    @Test(arguments: [
        (#":expect screen profile("alice")"#, [Route.profile("alice")]),
        (#":expect screen PROFILE("zoë")"#, [.profile("zoë")]),
        (#":expect stack list > profile("Алиса")"#, [.list, .profile("Алиса")]),
        (#":expect stack list > note("Buy milk") > note("")"#, [.list, .note("Buy milk"), .note("")]),
        (#":expect screen note("say \"hi\"")"#, [.note(#"say "hi""#)]),
        (#":expect screen note("a\\b")"#, [.note(#"a\b"#)]),
        (#":expect stack list > note("a > b") > list"#, [.list, .note("a > b"), .list]),
        (#":expect screen note("(x)")"#, [.note("(x)")]),
        (#":expect screen note("café ☕")"#, [.note("café ☕")]),
        (#":expect screen tag("RED")"#, [.tag("red")]),
    ])
    func textArgumentsAreSwiftStringLiterals(line: String, routes: [Route]) throws {
        let command = try parser.parse(line)
        if routes.count == 1, line.contains("screen") {
            #expect(command == .shell(.expect(.screen(routes[0]))))
        } else {
            #expect(command == .shell(.expect(.stack(routes))))
        }
    }

    @Test(arguments: [
        Route.list, .profile("a.b_c-d"), .note(#"say "hi" \o/"#), .note("café ☕"), .tag("green"),
    ])
    func routeAsWrittenInOutputReadsBack(route: Route) throws {
        #expect(try parser.parse(":expect screen \(route)") == .shell(.expect(.screen(route))))
    }

    @Test(arguments: [
        (
            ":expect screen profile(alice)", ErrorCode.syntax,
            "cannot read 'profile(alice)' as routes: the argument of 'profile' is text: write it in double quotes; write routes as in output: name, name(42) or name(\"text\"), joined by '>'"
        ),
        (
            #":expect screen profile("a b")"#, .badArgument,
            "'profile' takes a user name of 1 to 32 letters, digits, '.', '_' or '-'; got 'a b'"
        ),
        (
            #":expect screen tag("blue")"#, .badArgument,
            "'tag' takes one of red or green; got 'blue'"
        ),
        (
            #":expect screen note("x""#, .syntax,
            #"cannot read 'note("x"' as routes: missing ')' after the argument of 'note'; write routes as in output: name, name(42) or name("text"), joined by '>'"#
        ),
        (
            #":expect screen note("x)"#, .syntax,
            #"cannot read 'note("x)' as routes: the text of 'note' needs a closing '"', and only \" \\ \n \r \t \u{...} as escapes; write routes as in output: name, name(42) or name("text"), joined by '>'"#
        ),
        (
            ":expect screen note", .syntax,
            "cannot read 'note' as routes: 'note' needs its text in parentheses, like note(1); write routes as in output: name, name(42) or name(\"text\"), joined by '>'"
        ),
    ])
    func badTextArgument(line: String, code: ErrorCode, message: String) {
        expectParseFailure(line, code, message, parser: parser)
    }

    /// Output writes control characters in text as `\n`, `\t`, `\u{1b}` (`String.swiftLiteral`).
    @Test(arguments: ["a\nb", "tab\there", "esc\u{1b}"])
    func routeWithControlCharactersAsWrittenInOutputReadsBack(text: String) throws {
        let line = ":expect screen \(Route.note(text))"
        let command = try parser.parse(line)
        #expect(command == .shell(.expect(.screen(.note(text)))))
    }
}
