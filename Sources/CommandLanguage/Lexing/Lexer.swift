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
            var word = Array(bytes[start..<index])
            while index < bytes.count, !isSpace(bytes[index]) {
                if bytes[index] == quote {
                    index = try readQuoted(bytes, from: index, into: &word, line: line)
                } else {
                    word.append(bytes[index])
                    index += 1
                }
            }
            tokens.append(Token(String(decoding: word, as: UTF8.self), range: start..<index))
        }
    }

    /// Reads a quoted part starting at the opening quote; returns the index after the closing one.
    private static func readQuoted(
        _ bytes: UnsafeBufferPointer<UInt8>, from open: Int, into word: inout [UInt8], line: String
    ) throws(ParseError) -> Int {
        var index = open + 1
        while index < bytes.count {
            switch bytes[index] {
            case quote:
                return index + 1
            case backslash:
                guard index + 1 < bytes.count else { throw .unterminatedQuote(column: column(of: open, in: line)) }
                let escaped = bytes[index + 1]
                guard escaped == quote || escaped == backslash else {
                    let rest = String(decoding: line.utf8.dropFirst(index + 1), as: UTF8.self)
                    throw .unknownEscape("\\" + String(rest.prefix(1)), column: column(of: index, in: line))
                }
                word.append(escaped)
                index += 2
            default:
                word.append(bytes[index])
                index += 1
            }
        }
        throw .unterminatedQuote(column: column(of: open, in: line))
    }

    /// The 1-based character column of a byte offset, for messages.
    static func column(of offset: Int, in line: String) -> Int {
        String(decoding: line.utf8.prefix(offset), as: UTF8.self).count + 1
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }

    private static let quote = UInt8(ascii: "\"")
    private static let backslash = UInt8(ascii: "\\")
    private static let hash = UInt8(ascii: "#")
}
