// White space, comments, bytes and places of a JSON5 document: where the scanner is, and the
// errors it gives there.

extension JSON5Scanner {
    // MARK: - White space and comments

    mutating func skipSpace() throws(JSON5SyntaxError) {
        while let current = peek {
            switch current {
            case UInt8(ascii: " "), 0x09, 0x0B, 0x0C:
                index += 1
            case UInt8(ascii: "\n"):
                index += 1
                newLine()
            case UInt8(ascii: "\r"):
                index += 1
                if peek == UInt8(ascii: "\n") { index += 1 }
                newLine()
            case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "/"):
                while let next = peek, next != UInt8(ascii: "\n"), next != UInt8(ascii: "\r") { index += 1 }
            case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "*"):
                let start = mark
                index += 2
                while true {
                    guard let next = peek else { throw error("a '/*' comment is not closed with '*/'", at: start) }
                    if next == UInt8(ascii: "*"), byte(at: index + 1) == UInt8(ascii: "/") {
                        index += 2
                        break
                    }
                    index += 1
                    if next == UInt8(ascii: "\n") { newLine() }
                }
            case 0xC2 where byte(at: index + 1) == 0xA0:  // no-break space
                index += 2
            case 0xEF where byte(at: index + 1) == 0xBB && byte(at: index + 2) == 0xBF:  // byte-order mark
                index += 3
            case 0xE2 where byte(at: index + 1) == 0x80 && (byte(at: index + 2) == 0xA8 || byte(at: index + 2) == 0xA9):
                index += 3  // line and paragraph separators
                newLine()
            default:
                return
            }
        }
    }

    mutating func newLine() {
        line += 1
        lineStart = index
    }

    // MARK: - Bytes and places

    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Whether an object or an array starts at `index`.
    var isAtContainer: Bool { peek == UInt8(ascii: "{") || peek == UInt8(ascii: "[") }

    func byte(at offset: Int) -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    /// The place of the byte at `index`: columns count characters, not bytes. Counting goes on
    /// from the last place asked for on the same line, so a long line costs linear time.
    var position: SourcePosition {
        mutating get {
            let end = Swift.min(index, bytes.count)
            if counted.offset < lineStart || counted.offset > end { counted = (lineStart, 1) }
            counted.column += bytes[counted.offset..<end].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
            counted.offset = end
            return SourcePosition(line: line, column: counted.column)
        }
    }

    /// Where the scanner is, kept cheaply to place an error later.
    var mark: Mark { Mark(index: index, line: line, lineStart: lineStart) }

    /// The place of `mark`, as `position` was there.
    func place(of mark: Mark) -> SourcePosition {
        let end = Swift.min(mark.index, bytes.count)
        let column = bytes[mark.lineStart..<end].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return SourcePosition(line: mark.line, column: column)
    }

    func isIdentifierByte(at offset: Int) -> Bool {
        guard let byte = byte(at: offset) else { return false }
        return Self.isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    static func isHexLetter(_ byte: UInt8) -> Bool {
        byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f")
    }

    /// What is at `index`, for messages: `'x'`, `a line break`, `the end of the file`.
    func describeHere() -> String {
        guard let byte = peek else { return "the end of the file" }
        if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return "a line break" }
        // Quoted, a control character shows as nothing ('') or moves the cursor: its code point.
        if byte < 0x20 || byte == 0x7F {
            let hex = String(byte, radix: 16, uppercase: true)
            return "U+\(String(repeating: "0", count: 4 - hex.count))\(hex) (a control character)"
        }
        var end = index + 1
        while let next = self.byte(at: end), next & 0xC0 == 0x80 { end += 1 }
        return String(decoding: bytes[index..<end], as: UTF8.self).quotedKey
    }

    /// What lies here after a value that no ',' followed, for the message that says so: a word or
    /// number whole (`'coordinators'`, not its first letter), a string as "a string", and, when it
    /// can start a key or a value, the question whether a ',' is missing before it.
    func describeAfterValue() -> String {
        guard let byte = peek else { return describeHere() }
        let found: String
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            found = "a string"
        } else if isIdentifierByte(at: index) {
            var end = index + 1
            while end - index <= 40, isIdentifierByte(at: end) { end += 1 }
            // A word cut inside a character, or longer than 40 bytes, is shown by its first character.
            guard end - index <= 40, let word = String(validating: bytes[index..<end], as: UTF8.self) else {
                return describeHere() + Self.missingComma
            }
            found = word.quotedKey
        } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
        {
            found = describeHere()
        } else {
            return describeHere()
        }
        return found + Self.missingComma
    }

    private static let missingComma = "; is a ',' missing before it?"

    /// The word of letters (any script's), digits, `_` and `$` that starts here with an ASCII
    /// letter, if it is at most 40 bytes long: a value written without quotes (another is shown
    /// by its first character).
    func bareWord() -> String? {
        guard let first = peek, first | 0x20 >= UInt8(ascii: "a"), first | 0x20 <= UInt8(ascii: "z") else {
            return nil
        }
        var end = index + 1
        while end - index <= 40, isIdentifierByte(at: end) { end += 1 }
        guard end - index <= 40 else { return nil }
        // A word cut inside a character is none: the file is checked as UTF-8 before it is scanned.
        return String(validating: bytes[index..<end], as: UTF8.self)
    }

    mutating func error(_ message: String) -> JSON5SyntaxError {
        JSON5SyntaxError(position: position, message: message)
    }

    func error(_ message: String, at start: Mark) -> JSON5SyntaxError {
        JSON5SyntaxError(position: place(of: start), message: message)
    }

    /// A key of an object: its bytes (plain ASCII with no escapes), or its decoded text.
    enum Key {
        case ascii(Range<Int>)
        case text(String)

        var isText: Bool {
            if case .text = self { true } else { false }
        }
    }

    /// A place in the bytes, whose line and column are counted only when needed.
    struct Mark {
        let index: Int
        let line: Int
        let lineStart: Int
    }
}

extension String {
    /// The text in single quotes, as messages quote keys and characters.
    var quotedKey: String { "'\(self)'" }
}
