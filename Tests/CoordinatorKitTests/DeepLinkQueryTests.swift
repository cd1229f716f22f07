import CoordinatorKit
import Testing

/// Query strings in deep links (SPEC 2.1, `open`): `steps://view2?ref=mail` is accepted, as every
/// router accepts it. The link keeps the parameters, percent-decoded and in order, as values an
/// app (or an app definition) may read; the built-in apps ignore them.
@Suite struct DeepLinkQueryTests {
    typealias Item = DeepLinkURL.QueryItem

    @Test(arguments: [
        ("steps://view2?ref=mail", ["view2"], [Item(name: "ref", value: "mail")]),
        ("memo://memos/detail/3?ref=mail&utm=x", ["memos", "detail", "3"], [Item("ref", "mail"), Item("utm", "x")]),
        ("memo://home?", ["home"], []),
        ("memo://home/?", ["home"], []),
        ("memo://home?a=1&a=2", ["home"], [Item("a", "1"), Item("a", "2")]),
        ("memo://home?flag", ["home"], [Item("flag", nil)]),
        ("memo://home?empty=", ["home"], [Item("empty", "")]),
        ("memo://home?a=1&&b=2&", ["home"], [Item("a", "1"), Item("b", "2")]),
        ("memo://home?q=a=b", ["home"], [Item("q", "a=b")]),
        ("memo://home?next=/memos/detail/3?x", ["home"], [Item("next", "/memos/detail/3?x")]),
        ("memo://home?name=zo%C3%AB&text=a%20b%26c", ["home"], [Item("name", "zoë"), Item("text", "a b&c")]),
        ("memo://home?plus=a+b", ["home"], [Item("plus", "a+b")]),
        ("memo://home?caf%C3%A9=%E2%98%95", ["home"], [Item("café", "☕")]),
    ])
    func theQueryIsReadIntoItemsInOrder(text: String, segments: [String], items: [Item]) throws {
        let link = try DeepLinkURL(text)
        #expect(link.segments == segments)
        #expect(link.queryItems == items)
        #expect(link.text == text)
    }

    @Test func aLinkWithoutAQueryHasNoItems() throws {
        #expect(try DeepLinkURL("memo://home/detail/42").queryItems == [])
    }

    @Test func theFirstValueOfANameCanBeLookedUp() throws {
        let link = try DeepLinkURL("shop://product/7?ref=mail&ref=push&flag")
        #expect(link.queryValue(named: "ref") == "mail")
        #expect(link.queryValues(named: "ref") == ["mail", "push"])
        #expect(link.queryValue(named: "flag") == "")
        #expect(link.queryValue(named: "missing") == nil)
    }

    @Test(arguments: [
        ("memo://home?=x", DeepLinkError.queryWithoutName("memo://home?=x")),
        ("memo://home?a=1&=2", .queryWithoutName("memo://home?a=1&=2")),
        ("memo://home?a=%zz", .badEscape("memo://home?a=%zz")),
        ("memo://home?%0A=1", .badEscape("memo://home?%0A=1")),
        ("memo://?a=1", .empty("memo://?a=1")),
        ("memo://home?a=1#top", .unsupported("memo://home?a=1#top", "#")),
        ("memo://home#top", .unsupported("memo://home#top", "#")),
    ])
    func badQueriesAreRefusedWithTheReason(text: String, error: DeepLinkError) {
        #expect(throws: error) { try DeepLinkURL(text) }
    }

    @Test func aQueryWithoutANameSaysWhatIsAccepted() {
        let error = DeepLinkError.queryWithoutName("memo://home?=x")
        #expect(error.code == .badArgument)
        #expect(
            error.message
                == "cannot open 'memo://home?=x': a query parameter has no name before its '='; write ?NAME=VALUE&NAME=VALUE"
        )
    }
}

extension DeepLinkURL.QueryItem {
    fileprivate init(_ name: String, _ value: String?) {
        self.init(name: name, value: value)
    }
}
