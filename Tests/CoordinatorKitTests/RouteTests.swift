import CoordinatorKit
import Foundation
import TestSupport
import Testing

@Suite struct RouteTests {
    // MARK: - Written as in output

    @Test(arguments: [
        (Route.home, "home"),
        (.detail(42), "detail(42)"),
        (Route("profile", .text("alice")), #"profile("alice")"#),
        (Route("note", .text("say \"hi\"\n")), #"note("say \"hi\"\n")"#),
        (Route("note", .text("café ☕")), #"note("café ☕")"#),
    ])
    func routeIsWrittenLikeASwiftEnumCaseValue(route: Route, text: String) {
        #expect(route.description == text)
    }

    @Test(
        arguments: [
            ([Route.home], "home"),
            ([.home, .detail(42)], "home > detail(42)"),
            ([.memoList, .detail(3), .about], "memoList > detail(3) > about"),
            ([], ""),
        ] as [([Route], String)])
    func pathIsWrittenRootFirst(routes: [Route], text: String) {
        #expect(routes.pathDescription == text)
    }

    @Test func argumentIsWrittenAsInOutput() {
        #expect(Argument.integer(7).description == "7")
        #expect(Argument.text("a\"b").description == #""a\"b""#)
        #expect(Argument.integer(7).integer == 7)
        #expect(Argument.integer(7).text == nil)
        #expect(Argument.text("x").text == "x")
        #expect(Argument.text("7").integer == nil)
    }

    // MARK: - Patterns

    @Test(arguments: [
        (RoutePattern("detail"), Route.detail(1), true),
        (RoutePattern("detail"), .detail(42), true),
        (RoutePattern("detail", .integer(42)), .detail(42), true),
        (RoutePattern("detail", .integer(42)), .detail(1), false),
        (RoutePattern("detail"), .about, false),
        (RoutePattern("about"), .about, true),
        (RoutePattern("about", .integer(1)), .about, false),
        (RoutePattern("detail", .text("42")), .detail(42), false),
    ])
    func patternMatchesByNameAndOptionallyArgument(pattern: RoutePattern, route: Route, matches: Bool) {
        #expect(pattern.matches(route) == matches)
    }

    @Test func patternIsWrittenLikeARoute() {
        #expect(RoutePattern("detail").description == "detail")
        #expect(RoutePattern("detail", .integer(42)).description == "detail(42)")
    }

    // MARK: - Codable

    @Test(arguments: [
        (Route.home, #""home""#),
        (.detail(42), #""detail(42)""#),
        (Route("profile", .text("alice")), #""profile(\"alice\")""#),
        (Route("note", .text("a\nb \"c\"")), #""note(\"a\\nb \\\"c\\\"\")""#),
    ])
    func routeIsSavedAsWrittenInOutput(route: Route, json: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(route), as: UTF8.self) == json)
        #expect(try JSONDecoder().decode(Route.self, from: Data(json.utf8)) == route)
    }
}

@Suite("Reading routes as written in output")
struct RouteTextTests {
    @Test(arguments: ["home", "detail(42)", #"profile("alice")"#, #"note("tab\there \u{1b} \"q\"")"#])
    func readsWhatItWrites(text: String) throws {
        let route = try #require(Route(text: text))
        #expect(route.description == text)
    }

    @Test(arguments: [
        "", "42", "detail(", "detail(4", "detail()", "detail(x)", #"detail("x)"#, "detail(1) ", "de tail", "détail",
        "detail(99999999999999999999)",
    ])
    func refusesAnythingElse(text: String) {
        #expect(Route(text: text) == nil)
    }
}
