import CommandLanguage
import Testing

@Suite struct LexerTests {
    // MARK: - Words

    @Test(arguments: [
        ("push detail 42", ["push", "detail", "42"]),
        ("  push   detail\t42  ", ["push", "detail", "42"]),
        ("a\tb\rc\u{0B}d\u{0C}e", ["a", "b", "c", "d", "e"]),
        ("pop\r\n", ["pop"]),
        // Quotes group words, and may sit inside a word.
        (#"write "Buy milk""#, ["write", "Buy milk"]),
        (#"a"b c"d"#, ["ab cd"]),
        (#"x"  "y"#, ["x  y"]),
        (#""""#, [""]),
        (#""" """#, ["", ""]),
        (#"write """#, ["write", ""]),
        // Escapes inside quotes.
        (#""a\"b""#, [#"a"b"#]),
        (#""a\\b""#, [#"a\b"#]),
        (#""\\""#, [#"\"#]),
        (#""\"\"""#, [#""""#]),
        (#"write "say \"hi\" \\o/""#, ["write", #"say "hi" \o/"#]),
        // A backslash outside quotes is an ordinary character.
        (#"a\b"#, [#"a\b"#]),
        (#"a\nb"#, [#"a\nb"#]),
        // Comments.
        ("push detail 42 # look at it", ["push", "detail", "42"]),
        (##"write "#1""##, ["write", "#1"]),
        (##"write "a # b" # c"##, ["write", "a # b"]),
        // Non-ASCII text is kept exactly.
        (#"write "café ☕""#, ["write", "café ☕"]),
        ("login zoë", ["login", "zoë"]),
        ("login zoe\u{308}", ["login", "zoe\u{308}"]),
        ("Алиса 李雷 👩‍💻", ["Алиса", "李雷", "👩‍💻"]),
        ("a\u{A0}b", ["a\u{A0}b"]),
    ])
    func lineSplitsIntoWords(line: String, words: [String]) throws {
        #expect(try Lexer.words(in: line).map(\.text) == words)
    }

    @Test(arguments: ["", " ", "\t \r", "#", "# a comment", "   # push detail 42", "\t#\"unclosed"])
    func blankAndCommentLinesHaveNoWords(line: String) throws {
        #expect(try Lexer.words(in: line) == [])
    }

    @Test func tokensKnowTheirUTF8RangeQuotesIncluded() throws {
        #expect(
            try Lexer.words(in: #"write "Buy milk" x"#)
                == [Token("write", range: 0..<5), Token("Buy milk", range: 6..<16), Token("x", range: 17..<18)])
        #expect(try Lexer.words(in: "é  ☕") == [Token("é", range: 0..<2), Token("☕", range: 4..<7)])
    }

    // MARK: - Errors

    @Test(arguments: [
        (#"""#, ParseError.unterminatedQuote(column: 1)),
        (#""abc"#, .unterminatedQuote(column: 1)),
        (#"write "abc"#, .unterminatedQuote(column: 7)),
        (#"write "a" "b"#, .unterminatedQuote(column: 11)),
        (#"é "abc"#, .unterminatedQuote(column: 3)),
        (#"☕☕ x"abc"#, .unterminatedQuote(column: 5)),
        (#""a\nb""#, .unknownEscape(#"\n"#, column: 3)),
        (#"write "a\tb""#, .unknownEscape(#"\t"#, column: 9)),
        (#"x "é\q""#, .unknownEscape(#"\q"#, column: 5)),
        (#""\é""#, .unknownEscape(#"\é"#, column: 2)),
        (#""\'""#, .unknownEscape(#"\'"#, column: 2)),
        (#""\n"#, .unknownEscape(#"\n"#, column: 2)),
    ])
    func badQuotingIsASyntaxErrorWithItsColumn(line: String, error: ParseError) {
        #expect(throws: error) { try Lexer.words(in: line) }
    }

    @Test(
        .timeLimit(.minutes(1)),
        arguments: [
            (#""\"#, ParseError.unterminatedQuote(column: 1)),
            (#"write "abc\"#, .unterminatedQuote(column: 7)),
        ])
    func backslashAtTheEndOfAnOpenQuoteIsAnUnterminatedQuote(line: String, error: ParseError) {
        #expect(throws: error) { try Lexer.words(in: line) }
    }

    @Test func errorMessagesNameTheColumn() {
        let unterminated = ParseError.unterminatedQuote(column: 7)
        #expect(unterminated.code == .syntax)
        #expect(unterminated.message == #"unterminated quote: the '"' at column 7 has no closing '"'"#)
        let escape = ParseError.unknownEscape(#"\n"#, column: 3)
        #expect(escape.code == .syntax)
        #expect(escape.message == #"unknown escape '\n' at column 3; inside quotes only \" and \\ are escapes"#)
    }
}
