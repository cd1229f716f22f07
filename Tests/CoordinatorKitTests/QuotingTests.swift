import CoordinatorKit
import Testing

@Suite struct QuotingTests {
    @Test(arguments: [
        ("alice", #""alice""#),
        ("", #""""#),
        ("Buy \"milk\"", #""Buy \"milk\"""#),
        (#"C:\temp"#, #""C:\\temp""#),
        ("a\nb", #""a\nb""#),
        ("a\rb\tc", #""a\rb\tc""#),
        ("\u{0}\u{1b}\u{7f}", #""\u{0}\u{1b}\u{7f}""#),
        ("café ☕ 👩‍💻", "\"café ☕ 👩‍💻\""),
        ("e\u{301}", "\"e\u{301}\""),
        ("'single'", #""'single'""#),
    ])
    func swiftLiteralEscapesQuotesBackslashesAndControlCharacters(text: String, literal: String) {
        #expect(text.swiftLiteral == literal)
    }

    @Test(arguments: [
        ("detial", "'detial'"),
        ("", "''"),
        ("a b", "'a b'"),
        ("say \"hi\"", "'say \"hi\"'"),
        (#"a\b"#, #"'a\b'"#),
        ("zoë ☕", "'zoë ☕'"),
        ("a\nb", #"'a\u{a}b'"#),
        ("\t\r\u{1b}\u{7f}", #"'\u{9}\u{d}\u{1b}\u{7f}'"#),
    ])
    func quotedKeepsTheTextOnOneLine(text: String, quoted: String) {
        #expect(text.quoted == quoted)
    }

    @Test(
        arguments: [
            ([], "and", ""),
            (["a"], "and", "a"),
            (["a", "b"], "and", "a and b"),
            (["a", "b", "c"], "and", "a, b and c"),
            (["home", "memos", "settings"], "or", "home, memos or settings"),
            (["push", "modal"], "or", "push or modal"),
        ] as [([String], String, String)])
    func joinedAsListReadsAsEnglish(items: [String], conjunction: String, list: String) {
        #expect(items.joinedAsList(conjunction: conjunction) == list)
    }

    @Test func joinedAsListDefaultsToAnd() {
        #expect(["a", "b", "c"].joinedAsList() == "a, b and c")
    }
}
