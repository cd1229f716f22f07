import CommandLanguage
import CoordinatorKit
import DesignCheck
import TestSupport
import Testing

@testable import DesignCheck

/// The commands `coordsh check` tries, and the text it writes for them.
@Suite("Command domain")
struct CommandDomainTests {
    /// Every command tried in the first states of every app, written as text, is read back by
    /// the parser as the same command: the scripts check and paths write run as they say.
    @Test(arguments: TestApps.names + TestApps.definitions.map(\.name))
    func everyCommandTriedReadsBackAsItself(app: String) throws {
        let kind = try #require(TestApps.kind(app))
        let exploration = Explorer(bounds: ExplorationBounds(depth: 2)).explore(kind)
        let parser = Parser(catalog: kind.catalog)
        var checked = 0
        for state in 0..<exploration.stateCount {
            for command in CommandDomain(catalog: kind.catalog).commands(for: exploration.app(in: state)).commands {
                let text = CommandText.line(for: command)
                #expect(try parser.parse(text) == command, "\(text)")
                checked += 1
            }
        }
        #expect(checked > 0)
    }

    @Test(arguments: [
        ("Buy milk", #""Buy milk""#),
        ("", #""""#),
        ("plain", "plain"),
        (#"say "hi""#, #""say \"hi\"""#),
        (#"back\slash"#, #"back\slash"#),
        (#"a b\c"#, #""a b\\c""#),
        ("C#", #""C#""#),
        ("café ☕", #""café ☕""#),
    ])
    func wordsAreQuotedOnlyWhenTheLexerNeedsIt(text: String, word: String) throws {
        #expect(CommandText.word(text) == word)
        let event = Command.event(AppEvent("write", .text(text)))
        #expect(try Parser(catalog: TestApps.catalog("memo")!).parse(CommandText.line(for: event)) == event)
    }

    @Test(arguments: [
        ([], [], [1]),
        ([1, 2], [], [1, 2, 3]),
        ([2], [], [2, 1]),
        ([], [7, 12, 42], [7, 1]),
        ([1], [1, 2, 7, 9], [1, 3]),
        ([3], [1, 2], [1, 3, 4]),
    ])
    func idsAreThoseOfTheStateOneOfTheFixedDataAndOneAbsent(present: [Int], fixed: [Int], ids: [Int]) {
        #expect(ArgumentDomain(present: present, fixed: fixed).ids.sorted() == ids.sorted())
        #expect(ArgumentDomain(present: present, fixed: fixed).ids.last == ids.last, "the absent one is last")
    }

    @Test func theInvalidUserNameNeverMakesACommand() {
        let spec = ArgumentSpec("user", .userName(.standard))
        #expect(ArgumentDomain(present: []).values(for: spec, owner: "login") == [.text("alice")])
    }

    /// A text is tried empty and as the argument's example: a recipes app's title is not the
    /// memo app's "Buy milk".
    @Test(arguments: [
        (ArgumentSpec("text", .text, example: "Buy milk"), ["", "Buy milk"]),
        (ArgumentSpec("title", .text, example: "Pea soup"), ["", "Pea soup"]),
        (ArgumentSpec("address", .text), ["", "some address"]),
    ])
    func textsAreTheEmptyOneAndTheExample(spec: ArgumentSpec, texts: [String]) {
        #expect(ArgumentDomain(present: []).values(for: spec, owner: "write") == texts.map(Argument.text))
    }

    /// A catalogue's ids are fixed, and the parser refuses any other: the ids of the state that
    /// are not the catalogue's, and the absent one, make no command for its argument.
    @Test func anIDNoCatalogueItemHasMakesNoCommand() {
        let domain = ArgumentDomain(present: [2, 3], fixed: [1, 2, 7, 9])
        let productID = ArgumentSpec("product id", oneOf: [1, 2, 7, 9])
        #expect(domain.values(for: productID, owner: "show") == [.integer(1), .integer(2)])
        let memoID = ArgumentSpec("memo id", .integer)
        #expect(domain.values(for: memoID, owner: "detail") == [1, 2, 3, 4].map(Argument.integer))
    }

    @Test func linkPatternsAreFilledWithTabsIdsAndPushableRoutes() throws {
        let memo = try #require(TestApps.catalog("memo"))
        let links = LinkCandidates.links(for: memo, domain: ArgumentDomain(present: [])).map(\.text)
        #expect(
            links == [
                "memo://home", "memo://home/signup", "memo://home/forgotPassword", "memo://home/detail/1",
                "memo://home/about", "memo://memos", "memo://memos/signup", "memo://memos/forgotPassword",
                "memo://memos/detail/1", "memo://memos/about", "memo://settings", "memo://settings/signup",
                "memo://settings/forgotPassword", "memo://settings/detail/1", "memo://settings/about", "memo://new",
            ])
        let shop = try #require(TestApps.kind("shop")?.catalog)
        #expect(shop.linkPatterns == ["product/:id", "product?id=:id", "catalog/product/:id", "checkout", ":tab/*"])
        let shopLinks = LinkCandidates.links(for: shop, domain: ArgumentDomain(present: [], fixed: shop.fixedIDs))
        #expect(
            shopLinks.prefix(5).map(\.text) == [
                "shop://product/1", "shop://product/3", "shop://product?id=1", "shop://product?id=3",
                "shop://catalog/product/1",
            ])
    }

    @Test(arguments: [("a b", "a%20b"), ("x", "x"), ("é", "%C3%A9"), ("a/b", "a%2Fb")])
    func linkTextsArePercentEncoded(text: String, encoded: String) {
        #expect(LinkCandidates.percentEncoded(text) == encoded)
    }
}

extension CommandDomainTests {
    /// Under a rule that refuses `alice`, `check` tries a name the rule accepts.
    @Test func theUserNameTriedFollowsTheAppsRule() {
        let rule = UserNameRule(minLength: 6, maxLength: 6, letters: false, symbols: "")
        let spec = ArgumentSpec("user", .userName(rule))
        #expect(ArgumentDomain(present: []).values(for: spec, owner: "login") == [.text("123451")])
    }
}
