/// Splits a command line into words (SPEC 2).
///
/// Words are separated by white space. Double quotes group words and may sit inside a word
/// (`a"b c"d` is one word, `ab cd`); inside them `\"` and `\\` are the only escapes. A `#` at
/// the start of a word, outside quotes, starts a comment that runs to the end of the line, as in
/// a POSIX shell; inside a word it is an ordinary character (`x#1.json`).
///
///     try Lexer.words(in: #"write "Buy milk" # groceries"#).map(\.text)  // ["write", "Buy milk"]
///     try Lexer.words(in: ":save x#1.json").map(\.text)                  // [":save", "x#1.json"]
public enum Lexer {
    public static func words(in line: String) throws(ParseError) -> [Token] {
        var tokens: [Token] = []
        try words(in: line, into: &tokens)
        return tokens
    }

    /// Puts the words of `line` into `tokens` in place of what it held, reusing its storage: a
    /// caller that lexes line after line allocates no list per line.
    public static func words(in line: String, into tokens: inout [Token]) throws(ParseError) {
        tokens.removeAll(keepingCapacity: true)
        var contiguous = line
        let result = contiguous.withUTF8 { bytes in
            Result { () throws(ParseError) in try words(in: bytes, line: line, into: &tokens) }
        }
        try result.get()
    }

    private static func words(
        in bytes: UnsafeBufferPointer<UInt8>, line: String, into tokens: inout [Token]
    ) throws(ParseError) {
        var index = 0
        while true {
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count, bytes[index] != hash else { return }
            let start = index
            while index < bytes.count, !isSpace(bytes[index]), bytes[index] != quote {
                index += 1
            }
            guard index < bytes.count, bytes[index] == quote else {
                // A plain word, the usual case: its text is the bytes as they are.
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                tokens.append(Token(text, range: start..<index))
                continue
            }
            // A word with quotes: measured (and checked) first, then its text written straight
            // into the string's storage, which for up to 15 bytes is the string itself.
            let (end, length) = try scanWord(bytes, from: start, line: line)
            let text = String(unsafeUninitializedCapacity: length) { text in
                unquote(UnsafeBufferPointer(rebasing: bytes[start..<end]), into: text)
            }
            tokens.append(Token(text, range: start..<end))
            index = end
        }
    }

    /// Checks the word with quotes starting at `start`; returns where it ends and how many bytes
    /// its text has once the quotes are removed and the escapes applied.
    private static func scanWord(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, line: String
    ) throws(ParseError) -> (end: Int, length: Int) {
        var index = start
        var length = 0
        while index < bytes.count, !isSpace(bytes[index]) {
            guard bytes[index] == quote else {
                length += 1
                index += 1
                continue
            }
            let open = index
            index += 1
            while true {
                guard index < bytes.count else { throw .unterminatedQuote(column: column(of: open, in: line)) }
                let byte = bytes[index]
                if byte == quote { break }
                if byte == backslash {
                    guard index + 1 < bytes.count else { throw .unterminatedQuote(column: column(of: open, in: line)) }
                    let escaped = bytes[index + 1]
                    guard escaped == quote || escaped == backslash else {
                        let rest = String(decoding: line.utf8.dropFirst(index + 1), as: UTF8.self)
                        throw .unknownEscape("\\" + String(rest.prefix(1)), column: column(of: index, in: line))
                    }
                    index += 1
                }
                length += 1
                index += 1
            }
            index += 1
        }
        return (index, length)
    }

    /// Writes the text of `word`, a word `scanWord` checked, into `text`: the quotes removed and
    /// the escapes applied. Returns how many bytes it wrote.
    private static func unquote(_ word: UnsafeBufferPointer<UInt8>, into text: UnsafeMutableBufferPointer<UInt8>) -> Int
    {
        var written = 0
        var index = 0
        var quoted = false
        while index < word.count {
            var byte = word[index]
            index += 1
            if byte == quote {
                quoted.toggle()
                continue
            }
            if quoted, byte == backslash {
                byte = word[index]
                index += 1
            }
            text[written] = byte
            written += 1
        }
        return written
    }

    /// The 1-based character column of a byte offset, for messages.
    static func column(of offset: Int, in line: String) -> Int {
        String(decoding: line.utf8.prefix(offset), as: UTF8.self).count + 1
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }

    /// Whether the first word of the line `bytes` is `word` (lowercase ASCII) in any case, as
    /// the lexer splits words. Reads no further than that word: a failing line may be one word
    /// of 64 KiB.
    ///
    ///     Lexer.firstWord(of: line, is: ":expect")  // true for "  :EXPECT error"
    public static func firstWord(of bytes: UnsafeBufferPointer<UInt8>, is word: String) -> Bool {
        var index = 0
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
        for expected in word.utf8 {
            guard index < bytes.count else { return false }
            let byte = bytes[index]
            let lowered = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
            guard lowered == expected else { return false }
            index += 1
        }
        return index == bytes.count || isSpace(bytes[index])
    }

    private static let quote = UInt8(ascii: "\"")
    private static let backslash = UInt8(ascii: "\\")
    private static let hash = UInt8(ascii: "#")
}
