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
        // C1: U+009B starts a command on many terminals, as ESC [ does.
        ("\u{9b}2J\u{80}\u{9f}", #""\u{9b}2J\u{80}\u{9f}""#),
        ("\u{a0}é", "\"\u{a0}é\""),
        ("café ☕ 👩‍💻", "\"café ☕ 👩‍💻\""),
        ("e\u{301}", "\"e\u{301}\""),
        ("'single'", #""'single'""#),
    ])
    func swiftLiteralEscapesQuotesBackslashesAndControlCharacters(text: String, literal: String) {
        #expect(text.swiftLiteral == literal)
        // Written straight into a text buffer (as a list screen writes its items), the same.
        var buffer = TextBuffer()
        buffer.append("x")
        text.writeSwiftLiteral(to: &buffer)
        #expect(buffer.string == "x" + literal)
    }

    /// Written into a text buffer, a text is tested for escapes several bytes at a time: a
    /// character to escape is found at every place of texts of every length (within the first
    /// word, in the last, where words overlap), and a text without one, of characters on either
    /// side of those that need one, is written as it is.
    @Test(arguments: ["\"", "\\", "\n", "\u{0}", "\u{1f}", "\u{7f}", "\u{9b}"])
    func aTextBufferFindsTheCharacterToEscapeWhereverItIs(special: String) {
        for length in 1...20 {
            for place in 0..<length {
                let text =
                    String(repeating: "m", count: place) + special + String(repeating: "m", count: length - 1 - place)
                var buffer = TextBuffer()
                text.writeSwiftLiteral(to: &buffer)
                #expect(buffer.string == text.swiftLiteral, "\(length) characters, the escape at \(place)")
                #expect(buffer.string != "\"" + text + "\"")
            }
        }
    }

    @Test func aTextBufferWritesTextWithoutEscapesAsItIs() {
        let neighbours = [" ", "!", "#", "[", "]", "~", "\u{c0}", "\u{100}", "é", "\u{a0}", "☕"]
        for length in 0...20 {
            for start in neighbours.indices {
                let text = (0..<length).map { neighbours[($0 + start) % neighbours.count] }.joined()
                var buffer = TextBuffer()
                text.writeSwiftLiteral(to: &buffer)
                #expect(buffer.string == "\"" + text + "\"", "\(text.debugDescription)")
            }
        }
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
        ("\u{9b}31m", #"'\u{9b}31m'"#),
        // Invisible: a no-break space, a zero-width space, a byte-order mark, a thin space, a
        // right-to-left mark; a zero-width joiner inside an emoji and a plain space are kept.
        ("push\u{a0}about", #"'push\u{a0}about'"#),
        ("\u{200b}\u{feff}a\u{2009}b\u{200f}", #"'\u{200b}\u{feff}a\u{2009}b\u{200f}'"#),
        ("👩\u{200d}💻 x", "'👩\u{200d}💻 x'"),
    ])
    func quotedKeepsTheTextOnOneLine(text: String, quoted: String) {
        #expect(text.quoted == quoted)
    }

    /// Up to 200 characters are quoted whole; a longer text is cut after 200, with its size in
    /// bytes, so that a 64 KiB word makes a readable message.
    @Test func quotedCutsALongTextAndGivesItsSize() {
        let x200 = String(repeating: "x", count: 200)
        #expect(x200.quoted == "'" + x200 + "'")
        #expect((x200 + "y").quoted == "'" + x200 + "…' (201 bytes)")
        #expect(String(repeating: "x", count: 65_000).quoted == "'" + x200 + "…' (65000 bytes)")
        let accents = String(repeating: "é", count: 300)
        #expect(accents.quoted == "'" + String(repeating: "é", count: 200) + "…' (600 bytes)")
        let controls = String(repeating: "\u{1b}", count: 201)
        #expect(controls.quoted == "'" + String(repeating: #"\u{1b}"#, count: 200) + "…' (201 bytes)")
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

    @Test(arguments: [
        ("account", "an"), ("item", "an"), ("order", "an"), ("Editor", "an"), ("movie", "a"), ("user", "a"), ("", "a"),
    ])
    func aWordTakesTheArticleItSoundsLike(word: String, article: String) {
        #expect(word.indefiniteArticle == article)
    }
}
