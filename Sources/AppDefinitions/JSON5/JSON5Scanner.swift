/// Reads a JSON5 document once to learn where things are: the line and column of every value and
/// key by path, keys written twice, and the place and nature of the first syntax error. It keeps no
/// values: Foundation's `JSONDecoder` (with `allowsJSON5`) decodes the document; this scanner only
/// gives its problems a place, which the decoder cannot.
///
///     let map = try JSON5Scanner.scan(Array("{ routes: [ { name: 'home' } ] }".utf8))
///     map.position(of: "routes[0].name")  // 1:22
///
/// It also refuses nesting deeper than `maxNesting`, before the decoder (which recurses) sees it.
public struct JSON5Scanner {
    /// The deepest nesting of objects and arrays a definition may have (one needs about eight).
    public static let maxNesting = 64

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    /// The byte offset where the current line starts, for columns.
    private var lineStart = 0
    private var depth = 0
    private var map = SourceMap()
    /// Whether places are recorded (`scan`), or only the document checked (`check`).
    private var mapping: Bool
    /// Off while the value of a duplicate key is scanned.
    private var recording = true
    /// Whether `check` found a key written twice in one object.
    private var foundDuplicate = false
    /// The keys of the objects being read, innermost object last, to find a key written twice.
    private var openKeys: [Key] = []
    /// What `check` lists: the keys of each object whose keys are all plain ASCII, by its path.
    private var objectKeys: [String: [String]] = [:]
    /// The last place whose column was counted: its byte offset and column.
    private var counted = (offset: 0, column: 1)

    private init(_ bytes: [UInt8], mapping: Bool) {
        self.bytes = bytes
        self.mapping = mapping
    }

    /// Checks the document without recording places: whether it is valid JSON5, no deeper than
    /// `maxNesting`, and whether a key is written twice in an object. The fast path of a valid
    /// file; duplicate keys or a thrown error mean `scan` should map it to place the problems.
    public static func check(_ bytes: [UInt8]) throws(JSON5SyntaxError) -> CheckedDocument {
        var scanner = JSON5Scanner(bytes, mapping: false)
        try scanner.document()
        return CheckedDocument(hasDuplicateKeys: scanner.foundDuplicate, objectKeys: scanner.objectKeys)
    }

    /// The map of `bytes`, or the first syntax error with its place.
    public static func scan(_ bytes: [UInt8]) throws(JSON5SyntaxError) -> SourceMap {
        var scanner = JSON5Scanner(bytes, mapping: true)
        try scanner.document()
        return scanner.map
    }

    private mutating func document() throws(JSON5SyntaxError) {
        let bytes = self.bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        try skipSpace()
        guard index < bytes.count else { throw error("the file is empty; a definition is one object") }
        try value(at: "")
        try skipSpace()
        guard index == bytes.count else {
            throw error("unexpected \(describeHere()) after the end of the document")
        }
    }

    // MARK: - Values

    private mutating func value(at path: String) throws(JSON5SyntaxError) {
        if mapping, recording { map.values[path] = position }
        guard let byte = peek else { throw error("the document ends where a value should be") }
        switch byte {
        case UInt8(ascii: "{"): try object(at: path)
        case UInt8(ascii: "["): try array(at: path)
        case UInt8(ascii: "\""), UInt8(ascii: "'"): try string(keepingText: false)
        case UInt8(ascii: "t"): try word("true")
        case UInt8(ascii: "f"): try word("false")
        case UInt8(ascii: "n"): try word("null")
        case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "I"), UInt8(ascii: "N"):
            try number()
        default:
            throw error(
                "unexpected \(describeHere()); a value is an object, an array, a string, a number, true, false or null")
        }
    }

    private mutating func object(at path: String) throws(JSON5SyntaxError) {
        try enter()
        index += 1
        let firstKey = openKeys.count
        while true {
            try skipSpace()
            guard let byte = peek else { throw error("the document ends inside an object: a '}' is missing") }
            if byte == UInt8(ascii: "}") { break }
            let keyPosition = mapping ? position : SourcePosition(line: 0, column: 0)
            let key = mapping ? Key.text(try memberName()) : try checkedMemberName()
            let memberPath = mapping ? SourceMap.member(text(of: key), of: path) : ""
            let isDuplicate = openKeys[firstKey...].contains { isSame($0, key) }
            openKeys.append(key)
            if isDuplicate {
                foundDuplicate = true
                if mapping { map.duplicateKeys.append((memberPath, keyPosition)) }
            } else if mapping, recording {
                map.keys[memberPath] = keyPosition
            }
            try skipSpace()
            guard peek == UInt8(ascii: ":") else {
                throw error("expected ':' after the key \(text(of: key).quotedKey), found \(describeHere())")
            }
            index += 1
            try skipSpace()
            // `check` needs the paths of objects only (to list their keys).
            let valuePath = mapping || !isAtContainer ? memberPath : SourceMap.member(text(of: key), of: path)
            if isDuplicate {
                // Scanned, but the places of the first one are kept: the decoder keeps that one.
                let wasRecording = recording
                recording = false
                try value(at: valuePath)
                recording = wasRecording
            } else {
                try value(at: valuePath)
            }
            try skipSpace()
            if peek == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard peek == UInt8(ascii: "}") else {
                throw error(
                    "expected ',' or '}' after the value of \(text(of: key).quotedKey), found \(describeHere())")
            }
            break
        }
        if !mapping, !openKeys[firstKey...].contains(where: \.isText) {
            var keys: [String] = []
            keys.reserveCapacity(openKeys.count - firstKey)
            for key in openKeys[firstKey...] { keys.append(text(of: key)) }
            objectKeys[path] = keys
        }
        openKeys.removeSubrange(firstKey...)
        index += 1
        depth -= 1
    }

    private mutating func array(at path: String) throws(JSON5SyntaxError) {
        try enter()
        index += 1
        var count = 0
        while true {
            try skipSpace()
            guard let byte = peek else { throw error("the document ends inside an array: a ']' is missing") }
            if byte == UInt8(ascii: "]") { break }
            try value(at: mapping || isAtContainer ? SourceMap.element(count, of: path) : "")
            count += 1
            try skipSpace()
            if peek == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard peek == UInt8(ascii: "]") else {
                throw error("expected ',' or ']' after an element of the array, found \(describeHere())")
            }
            break
        }
        index += 1
        depth -= 1
    }

    private mutating func enter() throws(JSON5SyntaxError) {
        depth += 1
        guard depth <= Self.maxNesting else {
            throw error("objects and arrays nest more than \(Self.maxNesting) deep; a definition needs far fewer")
        }
    }

    private mutating func word(_ word: StaticString) throws(JSON5SyntaxError) {
        guard startsWith(word), !isIdentifierByte(at: index + word.utf8CodeUnitCount) else {
            throw error("unexpected \(describeHere()); did you mean \(word.description.quotedKey)? Strings need quotes")
        }
        index += word.utf8CodeUnitCount
    }

    /// Whether the bytes at `index` are `word`'s.
    private func startsWith(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let start = word.utf8Start
        for offset in 0..<count where bytes[index + offset] != start[offset] { return false }
        return true
    }

    // MARK: - Numbers

    private mutating func number() throws(JSON5SyntaxError) {
        let start = mark
        if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
        if startsWith("Infinity") {
            index += 8
        } else if startsWith("NaN") {
            index += 3
        } else if peek == UInt8(ascii: "0"), let next = byte(at: index + 1), next | 0x20 == UInt8(ascii: "x") {
            index += 2
            guard digits(hex: true) > 0 else { throw error("a hexadecimal number needs digits after '0x'", at: start) }
        } else {
            let whole = digits(hex: false)
            var fraction = 0
            if peek == UInt8(ascii: ".") {
                index += 1
                fraction = digits(hex: false)
            }
            guard whole + fraction > 0 else { throw error("a number needs digits", at: start) }
            if let byte = peek, byte | 0x20 == UInt8(ascii: "e") {
                index += 1
                if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
                guard digits(hex: false) > 0 else { throw error("an exponent needs digits", at: start) }
            }
        }
        guard !isIdentifierByte(at: index) else { throw error("unexpected \(describeHere()) in a number", at: start) }
    }

    private mutating func digits(hex: Bool) -> Int {
        var count = 0
        while let byte = peek, Self.isDigit(byte) || (hex && Self.isHexLetter(byte)) {
            index += 1
            count += 1
        }
        return count
    }

    // MARK: - Keys and strings

    /// A key: a quoted string or an identifier (`name`, `$ref`, `_x`, letters of any script).
    private mutating func memberName() throws(JSON5SyntaxError) -> String {
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
    private mutating func checkedMemberName() throws(JSON5SyntaxError) -> Key {
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
    private func text(of key: Key) -> String {
        switch key {
        case .ascii(let range): String(decoding: bytes[range], as: UTF8.self)
        case .text(let text): text
        }
    }

    /// Whether two keys are the same: equal bytes when both are plain ASCII, else equal `String`s
    /// (which the decoder's keys are, so that `"\u0061"` is `a`, and canonically equivalent text is equal).
    private func isSame(_ one: Key, _ other: Key) -> Bool {
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
    private mutating func string() throws(JSON5SyntaxError) -> String {
        var text: [UInt8] = []
        try string(into: &text, keepingText: true)
        return String(decoding: text, as: UTF8.self)
    }

    /// A quoted string (a value, whose text is not needed).
    private mutating func string(keepingText: Bool) throws(JSON5SyntaxError) {
        var text: [UInt8] = []
        try string(into: &text, keepingText: keepingText)
    }

    /// Reads a quoted string, appending its text with escapes decoded to `text` if `keepingText`.
    private mutating func string(into text: inout [UInt8], keepingText: Bool) throws(JSON5SyntaxError) {
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

    private mutating func escape(into text: inout [UInt8], keepingText: Bool, stringStart: Mark)
        throws(JSON5SyntaxError)
    {
        guard let byte = peek else { throw error("a string is not closed", at: stringStart) }
        index += 1
        switch byte {
        case UInt8(ascii: "x"):
            guard let value = hexValue(length: 2) else { throw error("'\\x' needs two hexadecimal digits") }
            if keepingText { text += Array(String(Unicode.Scalar(UInt8(value))).utf8) }
        case UInt8(ascii: "u"):
            guard let value = hexValue(length: 4) else { throw error("'\\u' needs four hexadecimal digits") }
            if keepingText { text += Array(String(Unicode.Scalar(value).map(Character.init) ?? "\u{FFFD}").utf8) }
        case UInt8(ascii: "\r"):
            if peek == UInt8(ascii: "\n") { index += 1 }
            newLine()
        case UInt8(ascii: "\n"):
            newLine()
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

    private mutating func hexValue(length: Int) -> UInt32? {
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

    // MARK: - White space and comments

    private mutating func skipSpace() throws(JSON5SyntaxError) {
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

    private mutating func newLine() {
        line += 1
        lineStart = index
    }

    // MARK: - Bytes and places

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Whether an object or an array starts at `index`.
    private var isAtContainer: Bool { peek == UInt8(ascii: "{") || peek == UInt8(ascii: "[") }

    private func byte(at offset: Int) -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    /// The place of the byte at `index`: columns count characters, not bytes. Counting goes on
    /// from the last place asked for on the same line, so a long line costs linear time.
    private var position: SourcePosition {
        mutating get {
            let end = Swift.min(index, bytes.count)
            if counted.offset < lineStart || counted.offset > end { counted = (lineStart, 1) }
            counted.column += bytes[counted.offset..<end].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
            counted.offset = end
            return SourcePosition(line: line, column: counted.column)
        }
    }

    /// Where the scanner is, kept cheaply to place an error later.
    private var mark: Mark { Mark(index: index, line: line, lineStart: lineStart) }

    /// The place of `mark`, as `position` was there.
    private func place(of mark: Mark) -> SourcePosition {
        let end = Swift.min(mark.index, bytes.count)
        let column = bytes[mark.lineStart..<end].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return SourcePosition(line: mark.line, column: column)
    }

    private func isIdentifierByte(at offset: Int) -> Bool {
        guard let byte = byte(at: offset) else { return false }
        return Self.isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func isHexLetter(_ byte: UInt8) -> Bool {
        byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f")
    }

    /// What is at `index`, for messages: `'x'`, `a line break`, `the end of the file`.
    private func describeHere() -> String {
        guard let byte = peek else { return "the end of the file" }
        if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return "a line break" }
        var end = index + 1
        while let next = self.byte(at: end), next & 0xC0 == 0x80 { end += 1 }
        return String(decoding: bytes[index..<end], as: UTF8.self).quotedKey
    }

    private mutating func error(_ message: String) -> JSON5SyntaxError {
        JSON5SyntaxError(position: position, message: message)
    }

    private func error(_ message: String, at start: Mark) -> JSON5SyntaxError {
        JSON5SyntaxError(position: place(of: start), message: message)
    }

    /// A key of an object: its bytes (plain ASCII with no escapes), or its decoded text.
    private enum Key {
        case ascii(Range<Int>)
        case text(String)

        var isText: Bool {
            if case .text = self { true } else { false }
        }
    }

    /// A place in the bytes, whose line and column are counted only when needed.
    private struct Mark {
        let index: Int
        let line: Int
        let lineStart: Int
    }
}

/// What `JSON5Scanner.check` learns of a valid document.
public struct CheckedDocument: Sendable {
    /// Whether an object has a key written twice (`scan` places them).
    public let hasDuplicateKeys: Bool
    /// The keys of each object, in the order written, by the object's path: of the objects whose
    /// keys are all plain ASCII (with no escapes), which are the keys the decoder sees.
    let objectKeys: [String: [String]]
}

/// The first syntax error of a JSON5 document, with its place.
public struct JSON5SyntaxError: Error, Equatable, Sendable {
    public let position: SourcePosition
    public let message: String
}

extension String {
    /// The text in single quotes, as messages quote keys and characters.
    fileprivate var quotedKey: String { "'\(self)'" }
}
