// Keys and strings of a JSON5 document: read, decoded when needed, and compared to find a key
// written twice.

extension JSON5Scanner {
    // MARK: - Keys and strings

    /// A key: a quoted string or an identifier (`name`, `$ref`, `_x`, letters of any script).
    mutating func memberName() throws(JSON5SyntaxError) -> String {
        guard let byte = peek else { throw error("the document ends where a key should be") }
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { return try string() }
        let start = index
        guard isIdentifierByte(at: index), !Self.isDigit(byte) else {
            throw error("unexpected \(describeHere()) where a key should be; keys are names or quoted strings")
        }
        while isIdentifierByte(at: index) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// A key as `check` keeps it: the place of its bytes when it is plain ASCII (the common case,
    /// compared byte by byte), else its text, read as `memberName` reads it.
    mutating func checkedMemberName() throws(JSON5SyntaxError) -> Key {
        guard let byte = peek else { throw error("the document ends where a key should be") }
        let start = index
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            var end = index + 1
            while end < bytes.count, bytes[end] != byte, bytes[end] < 0x80, bytes[end] != UInt8(ascii: "\\"),
                bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r")
            {
                end += 1
            }
            guard end < bytes.count, bytes[end] == byte else { return .text(try memberName()) }
            index = end + 1
            return .ascii(start + 1..<end)
        }
        guard isIdentifierByte(at: index), !Self.isDigit(byte) else { return .text(try memberName()) }
        var isASCII = true
        while isIdentifierByte(at: index) {
            isASCII = isASCII && bytes[index] < 0x80
            index += 1
        }
        return isASCII ? .ascii(start..<index) : .text(String(decoding: bytes[start..<index], as: UTF8.self))
    }

    /// The text of a key.
    func text(of key: Key) -> String {
        switch key {
        case .ascii(let range): String(decoding: bytes[range], as: UTF8.self)
        case .text(let text): text
        }
    }

    /// Whether two keys are the same: equal bytes when both are plain ASCII, else equal `String`s
    /// (which the decoder's keys are, so that `"\u0061"` is `a`, and canonically equivalent text is equal).
    func isSame(_ one: Key, _ other: Key) -> Bool {
        guard case .ascii(let first) = one, case .ascii(let second) = other else {
            return text(of: one) == text(of: other)
        }
        guard first.count == second.count else { return false }
        for offset in 0..<first.count where bytes[first.lowerBound + offset] != bytes[second.lowerBound + offset] {
            return false
        }
        return true
    }

    /// A quoted string; returns its text with escapes decoded.
    mutating func string() throws(JSON5SyntaxError) -> String {
        var text: [UInt8] = []
        try string(into: &text, keepingText: true)
        return String(decoding: text, as: UTF8.self)
    }

    /// A quoted string (a value, whose text is not needed).
    mutating func string(keepingText: Bool) throws(JSON5SyntaxError) {
        var text: [UInt8] = []
        try string(into: &text, keepingText: keepingText)
    }

    /// Reads a quoted string, appending its text with escapes decoded to `text` if `keepingText`.
    mutating func string(into text: inout [UInt8], keepingText: Bool) throws(JSON5SyntaxError) {
        let start = mark
        let quote = bytes[index]
        index += 1
        while let byte = peek {
            index += 1
            switch byte {
            case quote:
                return
            case UInt8(ascii: "\\"):
                try escape(into: &text, keepingText: keepingText, stringStart: start)
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                throw error("a line break inside a string; end the string first, or write \\n", at: start)
            default:
                if keepingText { text.append(byte) }
            }
        }
        throw error("a string is not closed: its \(quote == UInt8(ascii: "'") ? "'" : "\"") has no partner", at: start)
    }

    mutating func escape(into text: inout [UInt8], keepingText: Bool, stringStart: Mark)
        throws(JSON5SyntaxError)
    {
        guard let byte = peek else { throw error("a string is not closed", at: stringStart) }
        let backslash = index - 1
        index += 1
        switch byte {
        case UInt8(ascii: "x"):
            guard let value = hexValue(length: 2) else { throw error("'\\x' needs two hexadecimal digits") }
            if keepingText { text += Array(String(Unicode.Scalar(UInt8(value))).utf8) }
        case UInt8(ascii: "u"):
            guard let value = hexValue(length: 4) else { throw error("'\\u' needs four hexadecimal digits") }
            if keepingText { text += Array(String(Unicode.Scalar(value).map(Character.init) ?? "\u{FFFD}").utf8) }
        // A line continuation (a line break after the backslash: LF, CR LF, CR, U+2028, U+2029) adds nothing.
        case UInt8(ascii: "\r"):
            if peek == UInt8(ascii: "\n") { index += 1 }
            continueLine(from: backslash)
        case UInt8(ascii: "\n"):
            continueLine(from: backslash)
        case 0xE2 where peek == 0x80 && (self.byte(at: index + 1) == 0xA8 || self.byte(at: index + 1) == 0xA9):
            index += 2
            continueLine(from: backslash)
        default:
            guard keepingText else { return }
            switch byte {
            case UInt8(ascii: "n"): text.append(0x0A)
            case UInt8(ascii: "r"): text.append(0x0D)
            case UInt8(ascii: "t"): text.append(0x09)
            case UInt8(ascii: "b"): text.append(0x08)
            case UInt8(ascii: "f"): text.append(0x0C)
            case UInt8(ascii: "v"): text.append(0x0B)
            case UInt8(ascii: "0"): text.append(0)
            default: text.append(byte)
            }
        }
    }

    /// Records the line continuation from `backslash` to here, where a line starts.
    private mutating func continueLine(from backslash: Int) {
        newLine()
        lineContinuations.append(backslash..<index)
    }

    mutating func hexValue(length: Int) -> UInt32? {
        guard index + length <= bytes.count else { return nil }
        var value: UInt32 = 0
        for byte in bytes[index..<index + length] {
            guard Self.isDigit(byte) || Self.isHexLetter(byte) else { return nil }
            value =
                value * 16
                + UInt32(Self.isDigit(byte) ? byte - UInt8(ascii: "0") : (byte | 0x20) - UInt8(ascii: "a") + 10)
        }
        index += length
        return value
    }
}
