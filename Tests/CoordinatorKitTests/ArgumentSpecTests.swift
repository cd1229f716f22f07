import CoordinatorKit
import Testing

@Suite struct ArgumentSpecTests {
    static let memoID = ArgumentSpec("memo id", .integer)
    static let user = ArgumentSpec("user", .userName(.standard))
    static let text = ArgumentSpec("text", .text)
    static let tab = ArgumentSpec("tab", .choice(["home", "memos", "settings"]))

    // MARK: - Integers

    @Test(arguments: [
        ("1", 1),
        ("42", 42),
        ("2147483647", 2_147_483_647),
        ("007", 7),
    ])
    func integerAcceptsDecimalsFromOneToInt32Max(text: String, value: Int) throws {
        #expect(try Self.memoID.value(from: text, for: "detail") == .integer(value))
    }

    @Test(arguments: [
        "0", "00", "-1", "+5", "2147483648", "99999999999999999999", "", "4a", " 4", "4 ", "٣", "４", "1e3",
        "0x10", "1_000", "1,000", "4.0",
    ])
    func integerRejectsAnythingElse(text: String) {
        #expect(throws: ArgumentError(owner: "detail", spec: Self.memoID, problem: .given(text))) {
            try Self.memoID.value(from: text, for: "detail")
        }
    }

    /// Read from a word's bytes (the parser's usual line), an integer is what `value(from:for:)`
    /// accepts, fixed ids included; any word it refuses, and any other kind, gives `nil`.
    @Test(arguments: [
        "1", "42", "2147483647", "007", "0", "-1", "2147483648", "", "4a", " 4", "٣", "1e3", "8", "9",
    ])
    func anIntegerFromBytesIsWhatTheTextGives(text: String) {
        for spec in [Self.memoID, Self.productID] {
            let fromBytes = Array(text.utf8).withUnsafeBufferPointer { spec.integerValue(fromUTF8: $0) }
            #expect(fromBytes == (try? spec.value(from: text, for: "detail")), "\(spec.label) \(text)")
        }
        for spec in [Self.text, Self.user, Self.tab] {
            #expect(Array(text.utf8).withUnsafeBufferPointer { spec.integerValue(fromUTF8: $0) } == nil)
        }
    }

    @Test func maxIntegerIsInt32Max() {
        #expect(ArgumentSpec.maxInteger == Int(Int32.max))
    }

    // MARK: - Ids of fixed data

    static let productID = ArgumentSpec("product id", oneOf: [1, 2, 7, 9])

    @Test(arguments: [
        ("1", 1),
        ("7", 7),
        ("009", 9),
    ])
    func fixedIDAcceptsTheIDsThereAre(text: String, value: Int) throws {
        #expect(try Self.productID.value(from: text, for: "product") == .integer(value))
        #expect(Self.productID.kind == .integer)
    }

    /// An integer no item has is refused as the parser reads it, as `notFound`: there is no
    /// such item (as a missing movie is in the movies app).
    @Test(arguments: ["8", "3", "10", "2147483647"])
    func fixedIDRefusesAnIntegerNoItemHas(text: String) {
        let error = ArgumentError(owner: "product", spec: Self.productID, problem: .unknownID(text))
        #expect(throws: error) {
            try Self.productID.value(from: text, for: "product")
        }
        #expect(error.code == .notFound)
        #expect(error.message == "'product' takes a product id: 1, 2, 7 or 9; got '\(text)'")
    }

    /// A word that is no integer at all is a bad argument, with the same list.
    @Test(arguments: ["abc", "0", "-1", "", "7.0", "2147483648"])
    func fixedIDRefusesAWordThatIsNoInteger(text: String) {
        let error = ArgumentError(owner: "product", spec: Self.productID, problem: .given(text))
        #expect(throws: error) {
            try Self.productID.value(from: text, for: "product")
        }
        #expect(error.code == .badArgument)
        #expect(error.message == "'product' takes a product id: 1, 2, 7 or 9; got '\(text)'")
    }

    @Test func aMissingFixedIDNamesTheIDs() {
        let error = ArgumentError(owner: "product", spec: Self.productID, problem: .missing)
        #expect(error.code == .badArgument)
        #expect(error.message == "'product' needs a product id: 1, 2, 7 or 9")
    }

    @Test func fixedIDsAreNotPlainIntegers() {
        #expect(Self.productID != ArgumentSpec("product id", .integer))
        #expect(ArgumentSpec("product id", .integer).fixedIDs == nil)
        #expect(Self.productID.fixedIDs == [1, 2, 7, 9])
    }

    // MARK: - User names

    @Test(arguments: [
        "alice", "zoë", "zoe\u{308}", "Алиса", "李雷", "a.b_c-d", "007", "x", String(repeating: "a", count: 32),
        String(repeating: "ж", count: 32),
    ])
    func userNameAcceptsOneToThirtyTwoLettersDigitsAndPunctuation(name: String) throws {
        #expect(try Self.user.value(from: name, for: "login") == .text(name))
    }

    @Test(arguments: [
        String(repeating: "a", count: 33), String(repeating: "ж", count: 33), "a b", "", "a/b", "a@b", "😀",
        "a\u{0}", "a\tb", "'alice'", "\u{301}a",
    ])
    func userNameRejectsAnythingElse(name: String) {
        #expect(throws: ArgumentError(owner: "login", spec: Self.user, problem: .given(name))) {
            try Self.user.value(from: name, for: "login")
        }
    }

    /// `none` is what the state shows when no one is signed in (`user: none`) and what `:expect
    /// user none` checks: a user of that name could not be told from no one (the soak found
    /// `login none` then `:expect user none` failing), so it is refused, and says why.
    @Test(arguments: ["none", "None", "NONE"])
    func userNameIsNeverNone(name: String) {
        #expect(throws: ArgumentError(owner: "login", spec: Self.user, problem: .meansNoUser(name))) {
            try Self.user.value(from: name, for: "login")
        }
        #expect(
            ArgumentError(owner: "login", spec: Self.user, problem: .meansNoUser(name)).message
                == "'login' takes a user name of 1 to 32 letters, digits, '.', '_' or '-'; got '\(name)', which the state shows when no one is signed in ('user: none', ':expect user none'); choose another name"
        )
        #expect(!UserNameRule(minLength: 4, maxLength: 4, digits: false, symbols: "").accepts(name))
        #expect(UserNameRule.standard.accepts("nonet") && UserNameRule.standard.accepts("non"))
    }

    // MARK: - Text and choices

    @Test(arguments: ["", "Buy milk", "café ☕", "a\"b\\c"])
    func textAcceptsAnyText(text: String) throws {
        #expect(try Self.text.value(from: text, for: "write") == .text(text))
    }

    @Test(arguments: [
        ("home", "home"),
        ("MEMOS", "memos"),
        ("Settings", "settings"),
    ])
    func choiceIgnoresCaseAndReturnsTheCanonicalSpelling(text: String, choice: String) throws {
        #expect(try Self.tab.value(from: text, for: "tab") == .text(choice))
    }

    @Test(arguments: ["hme", "", "home ", "tabs"])
    func choiceRejectsOtherWords(text: String) {
        #expect(throws: ArgumentError(owner: "tab", spec: Self.tab, problem: .given(text))) {
            try Self.tab.value(from: text, for: "tab")
        }
    }

    // MARK: - Examples

    /// Help's examples take a value each spec accepts: a catalogue's first id, not 42.
    @Test(arguments: [
        (memoID, Argument.integer(42), "42"),
        (productID, .integer(1), "1"),
        (ArgumentSpec("movie id", oneOf: [7, 12]), .integer(7), "7"),
        (text, .text("some text"), #""some text""#),
        (ArgumentSpec("address", .text), .text("some address"), #""some address""#),
        (ArgumentSpec("text", .text, example: "Buy milk"), .text("Buy milk"), #""Buy milk""#),
        (ArgumentSpec("title", .text, example: "Soup"), .text("Soup"), "Soup"),
        (
            ArgumentSpec("title", .text, example: #"Mum's "best" #1"#), .text(#"Mum's "best" #1"#),
            #""Mum's \"best\" #1""#
        ),
        (user, .text("alice"), "alice"),
        (tab, .text("settings"), "settings"),
    ])
    func exampleIsAValueTheSpecAccepts(spec: ArgumentSpec, value: Argument, word: String) throws {
        #expect(spec.exampleValue == value)
        #expect(spec.exampleWord == word)
        #expect(try spec.value(from: value.text ?? word, for: "x") == value)
    }

    // MARK: - Placeholders and messages

    @Test(arguments: [
        (memoID, "ID"),
        (user, "USER"),
        (text, "TEXT"),
        (ArgumentSpec("a  b", .text), "B"),
    ])
    func placeholderIsTheLastWordOfTheLabelInCapitals(spec: ArgumentSpec, placeholder: String) {
        #expect(spec.placeholder == placeholder)
    }

    @Test(arguments: [
        (memoID, "a memo id, an integer from 1 to 2147483647"),
        (ArgumentSpec("id", .integer), "an id, an integer from 1 to 2147483647"),
        (ArgumentSpec("count", .integer), "a count, an integer from 1 to 2147483647"),
        (user, "a user name of 1 to 32 letters, digits, '.', '_' or '-'"),
        (text, "text (quote it if it has spaces)"),
        (tab, "one of home, memos or settings"),
        (ArgumentSpec("mode", .choice(["push", "modal"])), "one of push or modal"),
        (productID, "a product id: 1, 2, 7 or 9"),
        (ArgumentSpec("movie id", oneOf: [42]), "a movie id: 42"),
        (ArgumentSpec("item id", oneOf: [7, 3]), "an item id: 7 or 3"),
        (ArgumentSpec("item id", oneOf: Array(1...12)), "an item id: 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 or 12"),
        (
            ArgumentSpec("item id", oneOf: Array(1...39) + [500]),
            "an item id: 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, ... or 500 (40 ids)"
        ),
    ])
    func expectationNamesWhatIsAccepted(spec: ArgumentSpec, expectation: String) {
        #expect(spec.expectation == expectation)
    }

    @Test(arguments: [
        (
            ArgumentError(owner: "detail", spec: memoID, problem: .missing),
            "'detail' needs a memo id, an integer from 1 to 2147483647"
        ),
        (
            ArgumentError(owner: "detail", spec: memoID, problem: .given("0")),
            "'detail' takes a memo id, an integer from 1 to 2147483647; got '0'"
        ),
        (
            ArgumentError(owner: "login", spec: user, problem: .missing),
            "'login' needs a user name of 1 to 32 letters, digits, '.', '_' or '-'"
        ),
        (
            ArgumentError(owner: "login", spec: user, problem: .given("a b")),
            "'login' takes a user name of 1 to 32 letters, digits, '.', '_' or '-'; got 'a b'"
        ),
        (
            ArgumentError(owner: "write", spec: text, problem: .missing),
            "'write' needs text (quote it if it has spaces)"
        ),
        (
            ArgumentError(owner: "tab", spec: tab, problem: .missing),
            "'tab' needs one of home, memos or settings"
        ),
        (
            ArgumentError(owner: "tab", spec: tab, problem: .given("hme")),
            "'tab' takes one of home, memos or settings; got 'hme'. Did you mean 'home'?"
        ),
        (
            ArgumentError(owner: "tab", spec: tab, problem: .given("MEMSO")),
            "'tab' takes one of home, memos or settings; got 'MEMSO'. Did you mean 'memos'?"
        ),
        (
            ArgumentError(owner: "tab", spec: tab, problem: .given("xyz")),
            "'tab' takes one of home, memos or settings; got 'xyz'"
        ),
        (
            ArgumentError(owner: "detail", spec: memoID, problem: .given("4\n2")),
            "'detail' takes a memo id, an integer from 1 to 2147483647; got '4\\u{a}2'"
        ),
        (
            ArgumentError(owner: "detail", spec: memoID, problem: .given("detial")),
            "'detail' takes a memo id, an integer from 1 to 2147483647; got 'detial'"
        ),
    ])
    func argumentErrorMessage(error: ArgumentError, message: String) {
        #expect(error.code == .badArgument)
        #expect(error.message == message)
    }
}
