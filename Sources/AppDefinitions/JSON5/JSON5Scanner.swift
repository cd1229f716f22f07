import CoordinatorKit

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

    let bytes: [UInt8]
    var index = 0
    var line = 1
    /// The byte offset where the current line starts, for columns.
    var lineStart = 0
    var depth = 0
    var map = SourceMap()
    /// Whether places are recorded (`scan`), or only the document checked (`check`).
    var mapping: Bool
    /// Off while the value of a duplicate key is scanned.
    var recording = true
    /// Whether `check` found a key written twice in one object.
    var foundDuplicate = false
    /// The keys of the objects being read, innermost object last, to find a key written twice.
    var openKeys: [Key] = []
    /// What `check` lists: the keys of each object whose keys are all plain ASCII, by its path.
    var objectKeys: [String: [String]] = [:]
    /// The line continuations in strings: a backslash and the line break after it, as byte ranges.
    var lineContinuations: [Range<Int>] = []
    /// The last place whose column was counted: its byte offset and column.
    var counted = (offset: 0, column: 1)

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
        return CheckedDocument(
            hasDuplicateKeys: scanner.foundDuplicate, objectKeys: scanner.objectKeys,
            lineContinuations: scanner.lineContinuations)
    }

    /// The map of `bytes`, or the first syntax error with its place.
    public static func scan(_ bytes: [UInt8]) throws(JSON5SyntaxError) -> SourceMap {
        var scanner = JSON5Scanner(bytes, mapping: true)
        try scanner.document()
        return scanner.map
    }

    mutating func document() throws(JSON5SyntaxError) {
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

    mutating func value(at path: String) throws(JSON5SyntaxError) {
        if mapping, recording { map.values[path] = position }
        guard let byte = peek else { throw error("the document ends where a value should be") }
        switch byte {
        case UInt8(ascii: "{"): try object(at: path)
        case UInt8(ascii: "["): try array(at: path)
        case UInt8(ascii: "\""), UInt8(ascii: "'"): try string(keepingText: false)
        case UInt8(ascii: "t"): try word("true")
        case UInt8(ascii: "f"): try word("false")
        case UInt8(ascii: "n"): try word("null")
        case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try number()
        case UInt8(ascii: "I") where startsWith("Infinity"), UInt8(ascii: "N") where startsWith("NaN"):
            try number()
        default:
            throw unexpectedValue()
        }
    }

    /// The problem of what starts here where a value should be: a word without quotes, or
    /// something else (shown by its first character).
    private mutating func unexpectedValue() -> JSON5SyntaxError {
        if let word = bareWord() { return error(Self.unquoted(word)) }
        return error(
            "unexpected \(describeHere()); a value is an object, an array, a string, a number, true, false or null")
    }

    /// The problem of a word without quotes where a value should be: a name left unquoted (keys
    /// may be, values not), or a misspelt `true`, `false` or `null`.
    private static func unquoted(_ word: String) -> String {
        if let literal = Suggestion.nearest(to: word, in: ["true", "false", "null"]) {
            return "unexpected \(word.quotedKey); did you mean \(literal.quotedKey)? Strings need quotes"
        }
        return
            "unexpected \(word.quotedKey); a string needs quotes (\"\(word)\"); other values are objects, arrays, numbers, true, false or null"
    }

    mutating func object(at path: String) throws(JSON5SyntaxError) {
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
                    "expected ',' or '}' after the value of \(text(of: key).quotedKey), found \(describeAfterValue())")
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

    mutating func array(at path: String) throws(JSON5SyntaxError) {
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
                throw error("expected ',' or ']' after an element of the array, found \(describeAfterValue())")
            }
            break
        }
        index += 1
        depth -= 1
    }

    mutating func enter() throws(JSON5SyntaxError) {
        depth += 1
        guard depth <= Self.maxNesting else {
            throw error("objects and arrays nest more than \(Self.maxNesting) deep; a definition needs far fewer")
        }
    }

    mutating func word(_ word: StaticString) throws(JSON5SyntaxError) {
        guard startsWith(word), !isIdentifierByte(at: index + word.utf8CodeUnitCount) else {
            throw unexpectedValue()
        }
        index += word.utf8CodeUnitCount
    }

    /// Whether the bytes at `index` are `word`'s.
    func startsWith(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let start = word.utf8Start
        for offset in 0..<count where bytes[index + offset] != start[offset] { return false }
        return true
    }

    // MARK: - Numbers

    mutating func number() throws(JSON5SyntaxError) {
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

    mutating func digits(hex: Bool) -> Int {
        var count = 0
        while let byte = peek, Self.isDigit(byte) || (hex && Self.isHexLetter(byte)) {
            index += 1
            count += 1
        }
        return count
    }
}
