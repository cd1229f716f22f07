extension String {
    /// The string as a Swift string literal: in double quotes, with `"` and `\` escaped,
    /// and control characters (C0, DEL and C1) written as escapes. Everything else is kept exactly.
    ///
    ///     "Buy \"milk\"".swiftLiteral  // "\"Buy \\\"milk\\\"\""
    public var swiftLiteral: String {
        var result = ""
        writeSwiftLiteral(to: &result)
        return result
    }

    /// Writes `swiftLiteral` straight into `target`.
    @inlinable public func writeSwiftLiteral<Target: TextOutputStream>(to target: inout Target) {
        target.write("\"")
        defer { target.write("\"") }
        // Most text needs no escape at all: then it is written as it is, in one piece.
        // (0xC2 starts the UTF-8 of U+0080...U+00BF, which holds the C1 controls.)
        // (Scanned as contiguous bytes: walking `utf8` element by element cost about 40
        // instructions a byte.)
        guard
            withUTF8Bytes({ bytes in bytes.contains(where: Self.startsEscape) })
        else {
            target.write(self)
            return
        }
        var escaped = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _ where scalar.isControlCharacter:
                escaped += "\\u{\(String(scalar.value, radix: 16))}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        target.write(escaped)
    }

    /// Writes `swiftLiteral` into a text buffer: the quotes as bytes, and text that needs no
    /// escape (nearly all) as it is, in one piece (a list screen writes five after every command).
    public func writeSwiftLiteral(to text: inout TextBuffer) {
        let plain = withUTF8Bytes { bytes in
            guard !Self.anyStartsEscape(bytes) else { return false }
            text.append(byte: UInt8(ascii: "\""))
            text.append(bytes)
            text.append(byte: UInt8(ascii: "\""))
            return true
        }
        if plain { return }
        var literal = ""
        writeSwiftLiteral(to: &literal)
        text.write(literal)
    }

    /// Whether a byte of UTF-8 text may need an escape in a Swift literal (0xC2 starts the UTF-8
    /// of U+0080...U+00BF, which holds the C1 controls).
    @usableFromInline
    static func startsEscape(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || byte == 0x7F || byte == 0xC2
    }

    /// Whether any of `bytes` `startsEscape`, tested eight at a time (`anyWord`): a list screen
    /// writes five texts after every command, and a byte at a time cost 14 instructions a byte.
    static func anyStartsEscape(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        anyWord(of: bytes, where: wordStartsEscape)
    }

    /// Whether a byte of `word` `startsEscape`: for each test, a byte's high bit is set where
    /// the byte is zero, or below 0x20, after subtracting ones from every byte (exact for whether
    /// any byte is: a borrow runs only from a byte that is).
    @inline(__always)
    private static func wordStartsEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func anyZero(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highs }
        let control = (word &- (0x20 &* ones)) & ~word & highs
        let quote = anyZero(word ^ (0x22 &* ones))
        let backslash = anyZero(word ^ (0x5C &* ones))
        let delete = anyZero(word ^ (0x7F &* ones))
        let c1 = anyZero(word ^ (0xC2 &* ones))
        return (control | quote | backslash | delete | c1) != 0
    }

    /// The string in single quotes, as error messages quote what the user typed.
    /// Control characters (C0, DEL and C1) are escaped so that a message always stays on one line,
    /// and so are invisible ones (`isInvisible`: a no-break space, a zero-width space), which would
    /// make the quote read like valid input; a text of more than `quotedLimit` characters is cut
    /// there, with its size: a message stays readable when the word is 64 KiB of garbage.
    ///
    ///     "pusj".quoted                                   // 'pusj'
    ///     "push\u{A0}about".quoted                        // 'push\u{a0}about'
    ///     String(repeating: "x", count: 65_000).quoted    // 'xxx…xxx…' (65000 bytes), 200 x's
    public var quoted: String {
        // The usual word, printable ASCII within the limit, goes in as it is: appending it a
        // scalar at a time cost thousands of instructions, and a failed line quotes two or three.
        let plain = withUTF8Bytes { bytes in
            bytes.count <= Self.quotedLimit && bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
        }
        if plain { return "'" + self + "'" }
        var result = "'"
        var index = unicodeScalars.startIndex
        var written = 0
        while index < unicodeScalars.endIndex, written < Self.quotedLimit {
            let scalar = unicodeScalars[index]
            if scalar.isControlCharacter || scalar.isInvisible {
                result += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
            written += 1
            unicodeScalars.formIndex(after: &index)
        }
        guard index == unicodeScalars.endIndex else { return result + "…' (\(utf8.count) bytes)" }
        return result + "'"
    }

    /// How many characters (Unicode scalars) of a text `quoted` shows.
    public static let quotedLimit = 200
}

extension String {
    /// "an" before a word that starts with a, e, i or o, else "a": `an account`, `a movie`, and
    /// `a user` (a "u" that sounds "you" is the common case in names).
    public var indefiniteArticle: String {
        guard let first = first?.lowercased() else { return "a" }
        return "aeio".contains(first) ? "an" : "a"
    }
}

extension Array where Element == String {
    /// The elements as an English list: `a`, `a and b`, `a, b and c`.
    public func joinedAsList(conjunction: String = "and") -> String {
        // Built by hand: the first `joined(separator:)` on a slice of strings costs a loaded
        // definition's start-up about 200,000 instructions (the runtime looks up the slice's
        // associated types, once), for a list of a few words.
        var text = ""
        for (index, element) in enumerated() {
            if index > 0 { text += index == count - 1 ? " \(conjunction) " : ", " }
            text += element
        }
        return text
    }
}

extension Unicode.Scalar {
    /// Whether this shows as nothing, or as a plain space, though it is not one: white space other
    /// than U+0020 (a no-break space, an ideographic space, ...) and format characters (a
    /// zero-width space, a byte-order mark, direction marks), but the zero-width joiner, which
    /// belongs inside emoji. A message escapes them in what it quotes.
    public var isInvisible: Bool {
        guard value >= 0x80, value != 0x200D else { return false }
        return properties.isWhitespace || properties.generalCategory == .format
    }

    /// Whether this is a control character: C0 (below U+0020), DEL, or C1 (U+0080...U+009F).
    /// A terminal acts on them (U+009B starts a command, as ESC [ does), so text shows them escaped.
    @inlinable public var isControlCharacter: Bool {
        value < 0x20 || (0x7F...0x9F).contains(value)
    }
}
