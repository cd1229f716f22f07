import CommandLanguage
import Testing

/// `#` starts a comment only at the start of a word, outside quotes, as in a POSIX shell
/// (SPEC 2): `:save x#1.json` keeps its `#`.
@Suite struct LexerCommentTests {
    @Test(arguments: [
        (":save x#1.json", [":save", "x#1.json"]),
        ("push#comment", ["push#comment"]),
        ("write C#", ["write", "C#"]),
        ("write C# # the language", ["write", "C#"]),
        (##"write "a"#b"##, ["write", "a#b"]),
        (##"write a"#"b"##, ["write", "a#b"]),
        ("write #tag", ["write"]),
        ("write\t#tag", ["write"]),
        ("a## b", ["a##", "b"]),
    ])
    func aHashInsideAWordIsText(line: String, words: [String]) throws {
        #expect(try Lexer.words(in: line).map(\.text) == words)
    }

    @Test(arguments: [
        ("push about # look", "push about"),
        (":save x#1.json", ":save x#1.json"),
        (":save x#1.json # keep", ":save x#1.json"),
        (##"write "a #b" #c"##, ##"write "a #b""##),
        (##"write "a"#b"##, ##"write "a"#b"##),
        ("#all", ""),
    ])
    func theCommentHelperFollowsTheSameRule(line: String, code: String) {
        #expect(line.trimmingComment == code)
    }
}
