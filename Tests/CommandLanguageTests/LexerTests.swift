import Testing

@testable import CommandLanguage
@testable import CoordshShell

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
        // Longer than a string stored inline (15 bytes), and text that is not ASCII.
        (#"write "a memo longer than fifteen bytes""#, ["write", "a memo longer than fifteen bytes"]),
        (#"x"é ☕ \"q\""y"#, [#"xé ☕ "q"y"#]),
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

    /// Random lines of quotes, escapes, spaces, comments and multi-byte characters: the same
    /// words, ranges and errors as a plain model of the rules, byte by byte.
    @Test func randomLinesLexAsTheModelSays() {
        let pieces = ["a", "bc", "é", "☕", " ", "\t", "\"", "\"", "\\", "#", "x#", "defghijklmnopq"]
        var random = SplitMix64(seed: 16)
        for _ in 0..<3_000 {
            let line = (0..<random.below(14)).map { _ in pieces[random.below(pieces.count)] }.joined()
            let model = Result { () throws(ParseError) in try ModelLexer.words(in: line) }
            let lexed = Result { () throws(ParseError) in try Lexer.words(in: line) }
            #expect(lexed == model, "\(line.debugDescription)")
        }
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

/// The lexer's rules written plainly, one byte at a time into an array, for comparison.
private enum ModelLexer {
    static func words(in line: String) throws(ParseError) -> [Token] {
        let bytes = Array(line.utf8)
        var tokens: [Token] = []
        var index = 0
        while true {
            while index < bytes.count, Lexer.isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count, bytes[index] != UInt8(ascii: "#") else { return tokens }
            let start = index
            var word: [UInt8] = []
            while index < bytes.count, !Lexer.isSpace(bytes[index]) {
                guard bytes[index] == UInt8(ascii: "\"") else {
                    word.append(bytes[index])
                    index += 1
                    continue
                }
                let open = index
                index += 1
                while true {
                    guard index < bytes.count else {
                        throw .unterminatedQuote(column: Lexer.column(of: open, in: line))
                    }
                    if bytes[index] == UInt8(ascii: "\"") { break }
                    if bytes[index] == UInt8(ascii: "\\") {
                        guard index + 1 < bytes.count else {
                            throw .unterminatedQuote(column: Lexer.column(of: open, in: line))
                        }
                        let escaped = bytes[index + 1]
                        guard escaped == UInt8(ascii: "\"") || escaped == UInt8(ascii: "\\") else {
                            let rest = String(decoding: bytes[(index + 1)...], as: UTF8.self)
                            throw .unknownEscape(
                                "\\" + String(rest.prefix(1)), column: Lexer.column(of: index, in: line))
                        }
                        index += 1
                    }
                    word.append(bytes[index])
                    index += 1
                }
                index += 1
            }
            tokens.append(Token(String(decoding: word, as: UTF8.self), range: start..<index))
        }
    }
}
