import CoordinatorKit
import Testing

@Suite struct DeepLinkURLTests {
    // MARK: - Valid links

    @Test(arguments: [
        ("memo://home", "memo", ["home"]),
        ("memo://memos/detail/3", "memo", ["memos", "detail", "3"]),
        ("memo://home/detail/42", "memo", ["home", "detail", "42"]),
        ("memo://settings/about", "memo", ["settings", "about"]),
        ("memo://new", "memo", ["new"]),
        ("memo://home/", "memo", ["home"]),
        ("memo://memos/detail/3/", "memo", ["memos", "detail", "3"]),
        ("MEMO://Home", "memo", ["Home"]),
        ("steps://view2/view3", "steps", ["view2", "view3"]),
        ("x-app.v2+beta://a", "x-app.v2+beta", ["a"]),
        ("a1://b", "a1", ["b"]),
        ("memo://caf%C3%A9", "memo", ["café"]),
        ("memo://a%20b/%2F", "memo", ["a b", "/"]),
        ("memo://%e2%98%95", "memo", ["☕"]),
        ("memo://%25", "memo", ["%"]),
        ("memo://zoë/☕", "memo", ["zoë", "☕"]),
    ])
    func validLinkSplitsIntoSchemeAndSegments(text: String, scheme: String, segments: [String]) throws {
        let link = try DeepLinkURL(text)
        #expect(link.scheme == scheme)
        #expect(link.segments == segments)
        #expect(link.text == text)
        #expect(link.description == text)
    }

    // MARK: - Invalid links

    @Test(arguments: [
        ("home", DeepLinkError.noScheme("home")),
        ("", .noScheme("")),
        ("memo:/home", .noScheme("memo:/home")),
        ("memo:home", .noScheme("memo:home")),
        ("://home", .badScheme("://home")),
        ("1memo://home", .badScheme("1memo://home")),
        ("-memo://home", .badScheme("-memo://home")),
        ("me mo://home", .badScheme("me mo://home")),
        ("mémo://home", .badScheme("mémo://home")),
        ("me_mo://home", .badScheme("me_mo://home")),
        ("memo://home#top", .unsupported("memo://home#top", "#")),
        ("memo://", .empty("memo://")),
        ("memo:///", .emptySegment("memo:///")),
        ("memo:///home", .emptySegment("memo:///home")),
        ("memo://home//detail", .emptySegment("memo://home//detail")),
        ("memo://home//", .emptySegment("memo://home//")),
        ("memo://%", .badEscape("memo://%")),
        ("memo://%2", .badEscape("memo://%2")),
        ("memo://%zz", .badEscape("memo://%zz")),
        ("memo://%FF", .badEscape("memo://%FF")),
        ("memo://%C3", .badEscape("memo://%C3")),
    ])
    func invalidLinkThrows(text: String, error: DeepLinkError) {
        #expect(throws: error) { try DeepLinkURL(text) }
    }

    // MARK: - Messages and codes

    @Test(arguments: [
        (
            DeepLinkError.noScheme("home"), ErrorCode.badArgument,
            "cannot open 'home': a link has the form SCHEME://PATH"
        ),
        (
            .badScheme("1x://a"), .badArgument,
            "cannot open '1x://a': the scheme must be a letter followed by letters, digits, '+', '-' or '.'"
        ),
        (
            .unsupported("memo://a#b", "#"), .badArgument,
            "cannot open 'memo://a#b': '#' is not supported; a link is SCHEME://SEGMENT/SEGMENT/..., then optionally ?NAME=VALUE&..."
        ),
        (.empty("memo://"), .badArgument, "cannot open 'memo://': the link has no path after '://'"),
        (.emptySegment("memo://a//b"), .badArgument, "cannot open 'memo://a//b': empty segment ('//') in the path"),
        (
            .badEscape("memo://%zz"), .badArgument,
            "cannot open 'memo://%zz': a '%' escape is not two hex digits of UTF-8 text without control characters"
        ),
        (
            .wrongScheme("steps://view2", expected: "memo"), .badArgument,
            "cannot open 'steps://view2': this app's links start with memo://"
        ),
        (
            .unexpectedSegment(
                "memo://inbox", segment: "inbox", expected: "a tab or 'new': home, memos, settings or new"),
            .badArgument,
            "cannot open 'memo://inbox': 'inbox' is not a tab or 'new': home, memos, settings or new"
        ),
        (
            .unknownRoute("memo://home/detial/3", segment: "detial", suggestion: "detail"), .unknownRoute,
            "cannot open 'memo://home/detial/3': unknown route 'detial'. Did you mean 'detail'?"
        ),
        (
            .unknownRoute("memo://home/xyz", segment: "xyz", suggestion: nil), .unknownRoute,
            "cannot open 'memo://home/xyz': unknown route 'xyz'"
        ),
        (
            .badArgument(
                "memo://home/detail/0",
                ArgumentError(owner: "detail", spec: ArgumentSpec("memo id", .integer), problem: .given("0"))),
            .badArgument,
            "cannot open 'memo://home/detail/0': 'detail' takes a memo id, an integer from 1 to 2147483647; got '0'"
        ),
        (
            .badArgument(
                "memo://home/detail",
                ArgumentError(owner: "detail", spec: ArgumentSpec("memo id", .integer), problem: .missing)),
            .badArgument,
            "cannot open 'memo://home/detail': 'detail' needs a memo id, an integer from 1 to 2147483647"
        ),
        (
            .tooDeep("memo://home/about/about"), .limit,
            "cannot open 'memo://home/about/about': it would build more than 10000 screens"
        ),
    ])
    func messageAndCode(error: DeepLinkError, code: ErrorCode, message: String) {
        #expect(error.code == code)
        #expect(error.message == message)
    }

    @Test func messageKeepsALinkWithControlCharactersOnOneLine() {
        #expect(
            DeepLinkError.noScheme("a\nb").message
                == #"cannot open 'a\u{a}b': a link has the form SCHEME://PATH"#)
    }
}
