import CoordinatorKit
import Testing

@Suite("User-name rules")
struct UserNameRuleTests {
    /// 3 to 8 letters or '_': no digits, no other symbol.
    static let club = UserNameRule(minLength: 3, maxLength: 8, digits: false, symbols: "_")

    @Test(arguments: ["ali", "al_b", "zoë_", "Алиса", "abcdefgh", "___"])
    func aRuleAcceptsWhatItAllows(name: String) {
        #expect(Self.club.accepts(name))
    }

    @Test(arguments: ["al", "abcdefghi", "alice1", "al.b", "a b", "", "٣ab"])
    func aRuleRefusesTheRest(name: String) {
        #expect(!Self.club.accepts(name))
    }

    @Test func theStandardRuleIsTheBuiltInAppsRule() {
        #expect(UserNameRule.standard.phrase == "of 1 to 32 letters, digits, '.', '_' or '-'")
        #expect(UserNameRule.standard.accepts("a.b_c-7") && !UserNameRule.standard.accepts("a@b"))
        #expect(UserNameRule.standard.example == "alice")
    }

    @Test(arguments: [
        (club, "of 3 to 8 letters or '_'"),
        (UserNameRule(minLength: 6, maxLength: 6, letters: false, symbols: ""), "of exactly 6 digits"),
        (UserNameRule(letters: false, digits: false, symbols: "+@"), "of 1 to 32 '+' or '@'"),
        (
            UserNameRule(minLength: 3, maxLength: 8, symbols: "!$%&@_~"),
            "of 3 to 8 letters, digits or the symbols !$%&@_~"
        ),
    ])
    func thePhraseSaysTheLengthsAndTheCharacters(rule: UserNameRule, phrase: String) {
        #expect(rule.phrase == phrase)
    }

    /// The example (help's, and the one `check` tries) is a name the rule accepts.
    @Test(arguments: [
        (club, "alice"),
        (UserNameRule(minLength: 7, maxLength: 9), "aliceal"),
        (UserNameRule(minLength: 1, maxLength: 3), "ali"),
        (UserNameRule(minLength: 6, maxLength: 6, letters: false, symbols: ""), "123451"),
        (UserNameRule(minLength: 2, letters: false, digits: false, symbols: "+"), "++"),
    ])
    func theExampleFollowsTheRule(rule: UserNameRule, example: String) {
        #expect(rule.example == example)
        #expect(rule.accepts(rule.example))
    }

    @Test func aRuleThatCannotBeUsedSaysWhy() {
        #expect(UserNameRule.standard.problems.isEmpty)
        #expect(Self.club.problems.isEmpty)
        let bad = UserNameRule(minLength: 0, maxLength: 65, letters: false, digits: false, symbols: "")
        #expect(bad.problems.map(\.key) == ["minLength", "maxLength", "letters"])
        #expect(
            UserNameRule(minLength: 9, maxLength: 8).problems.map(\.message) == ["8 is shorter than minLength, 9"])
        #expect(
            UserNameRule(symbols: "a #_").problems.map(\.message) == [
                "'a' is not a symbol a name can hold; symbols are taken from \(UserNameRule.possibleSymbols)",
                "' ' is not a symbol a name can hold; symbols are taken from \(UserNameRule.possibleSymbols)",
                "'#' is not a symbol a name can hold; symbols are taken from \(UserNameRule.possibleSymbols)",
            ])
        #expect(UserNameRule(symbols: "__").problems.map(\.message) == ["'_' is given twice"])
    }
}
