import CoordinatorKit

/// Reads one JSON object of a definition leniently: a missing, unknown or mistyped member is
/// written to the problem log with its path and what is accepted, and reading goes on, so that a
/// file's problems are all found in one pass.
struct ObjectReader {
    let container: KeyedDecodingContainer<AnyKey>
    let log: ProblemLog
    /// The path of the object (`events[3]`).
    let path: String
    /// Its keys (a short list, cheaper to search than the decoder's table).
    private let keys: [String]
    /// The allowed keys that an unknown key of the object looks like (`ownr`: `owner`): the
    /// problem logged for the unknown key names them ("Did you mean"), so a missing one of
    /// them is not logged again (one mistake, one report).
    private var misspelt: [String] = []

    /// Opens the object `decoder` holds, checking that every key is one of `allowed`; `nil` (with
    /// a problem logged) when the value is not an object.
    ///
    /// - Parameters:
    ///   - path: the object's path (`decoder`'s coding path, which costs far more to ask for).
    ///   - what: what the object is, for messages: `a route`.
    ///   - expected: what the value may be, for the message when it is no object; `nil` for
    ///     `what` and its keys (`a route (an object { name, owner, ... })`).
    init?(
        _ decoder: any Decoder, at path: String, log: ProblemLog, what: String, allowed: [String],
        expected: String? = nil
    ) {
        assert(path == LoadError.path(of: decoder.codingPath), "\(path) is read at \(decoder.codingPath)")
        guard let container = try? decoder.container(keyedBy: AnyKey.self) else {
            let expected = expected ?? "\(what) (an object \(Self.braces(allowed)))"
            log.add(at: path, "expected \(expected), found \(Self.found(in: decoder))")
            return nil
        }
        self.init(container, log: log, path: path, what: what, allowed: allowed)
    }

    /// Reads the object `container` opened, checking that every key is one of `allowed`.
    init(_ container: KeyedDecodingContainer<AnyKey>, log: ProblemLog, path: String, what: String, allowed: [String]) {
        self.container = container
        self.log = log
        self.path = path
        keys = Self.keys(of: container, log: log, at: path)
        for key in keys where !allowed.contains(key) {
            let nearest = Suggestion.nearest(to: key, in: allowed)
            if let nearest {
                misspelt.append(nearest)
                if !keys.contains(nearest) { log.noteMisspelt(SourceMap.member(nearest, of: path)) }
            }
            let suggestion = nearest.map { " Did you mean '\($0)'?" } ?? ""
            log.add(
                at: SourceMap.member(key, of: path),
                "unknown key '\(key)' in \(what).\(suggestion) Its keys are \(allowed.joinedAsList())",
                isAboutKey: true)
        }
    }

    /// The keys of the object at `path`: as the scanner listed them, else as the decoder has them.
    static func keys(of container: KeyedDecodingContainer<AnyKey>, log: ProblemLog, at path: String) -> [String] {
        log.keys(ofObjectAt: path) ?? container.allKeys.map(\.stringValue)
    }

    /// Whether the object has `key`.
    func has(_ key: String) -> Bool {
        keys.contains(key)
    }

    /// Logs that the member `key` is missing, with `message`, unless an unknown key of the
    /// object was taken for a misspelling of it: that problem says so already.
    func logMissing(_ key: String, _ message: @autoclosure () -> String) {
        if !misspelt.contains(key) { log.add(at: path, message()) }
    }

    /// The path of member `key`.
    func path(_ key: String) -> String {
        SourceMap.member(key, of: path)
    }

    /// A member read by its own reader (an object of the definition), if it is there.
    func nested<T: DefinitionReadable>(_ key: String) -> T? {
        guard has(key), let decoder = try? container.superDecoder(forKey: AnyKey(key)) else { return nil }
        return Self.read(decoder, at: path(key), log: log)
    }

    /// A member that must be an array of values read by their own reader; problems of an element
    /// are logged and the others are still read. `[]` when it is missing (logged if `required`).
    /// An element that cannot be read is left out, and the log notes where the others are in the
    /// file, for the problems found in them later (`SkippedElements`).
    func list<T: DefinitionReadable>(_ key: String, _ expected: @autoclosure () -> String, required: Bool = false)
        -> [T]
    {
        guard has(key) else {
            if required { logMissing(key, "missing '\(key)': \(expected())") }
            return []
        }
        // Each element is read through a decoder of its own: no generic wrapper types, whose
        // metadata would be made at run time (a large share of a definition's start-up).
        guard var elements = try? container.nestedUnkeyedContainer(forKey: AnyKey(key)) else {
            let found = (try? container.superDecoder(forKey: AnyKey(key))).map(Self.found) ?? "something else"
            log.add(at: path(key), "expected \(expected()), found \(found)")
            return []
        }
        var values: [T] = []
        let listPath = path(key)
        // The file's index of each element kept, made only once one is left out.
        var kept: [Int]?
        while !elements.isAtEnd {
            let index = elements.currentIndex
            let elementPath = SourceMap.element(index, of: listPath)
            guard let decoder = try? elements.superDecoder() else { break }
            if let value: T = Self.read(decoder, at: elementPath, log: log) {
                values.append(value)
                kept?.append(index)
            } else if kept == nil {
                kept = Array(values.indices)
            }
        }
        if let kept { log.note(kept: kept, ofListAt: listPath) }
        return values
    }

    /// A value read by its own reader, at `path`, which must be `decoder`'s coding path.
    private static func read<T: DefinitionReadable>(_ decoder: any Decoder, at path: String, log: ProblemLog) -> T? {
        assert(path == LoadError.path(of: decoder.codingPath), "\(path) is read at \(decoder.codingPath)")
        return (try? T.read(decoder, at: path, log: log)) ?? nil
    }

    /// The member `key` if it is an array of texts, read quietly (nothing is logged): `nil` when
    /// it is not there or not such an array. One text at a time by the decoder's own method,
    /// which costs far less than decoding `[String]` by its generic one.
    func texts(_ key: String) -> [String]? {
        guard has(key), var elements = try? container.nestedUnkeyedContainer(forKey: AnyKey(key)) else { return nil }
        var texts: [String] = []
        while !elements.isAtEnd {
            guard let text = try? elements.decode(String.self) else { return nil }
            texts.append(text)
        }
        return texts
    }

    /// How many elements the array member `key` has, read or not; `nil` when it is not an array.
    func count(_ key: String) -> Int? {
        guard has(key), let elements = try? container.nestedUnkeyedContainer(forKey: AnyKey(key)) else { return nil }
        return elements.count
    }

    /// A member that must be there; `nil` with a problem logged when it is missing or mistyped.
    ///
    /// - Parameter expected: what it should be, for messages (made only for one).
    func required<T: Decodable>(_ key: String, _ expected: @autoclosure () -> String) -> T? {
        guard has(key) else {
            logMissing(key, "missing '\(key)': \(expected())")
            return nil
        }
        return optional(key, expected())
    }

    /// A member that may be missing; `nil` with a problem logged when it is mistyped, or `null`
    /// (which is not the key left out: the JSON Schema refuses it too).
    func optional<T: Decodable>(_ key: String, _ expected: @autoclosure () -> String) -> T? {
        guard has(key) else { return nil }
        do {
            // The key is there, so no value is a null.
            guard let value = try decodeIfPresent(T.self, forKey: AnyKey(key)) else {
                log.add(at: path(key), "expected \(expected()), found null")
                return nil
            }
            return value
        } catch let error as DecodingError {
            let found = (try? container.superDecoder(forKey: AnyKey(key))).map(Self.found) ?? "something else"
            logMismatch(error, expected: expected(), found: found, at: path(key))
            return nil
        } catch {
            // Foundation's decoder reports a number it read but cannot hold as the integer asked
            // for (1.5, 1e999) with an error of its own, not a DecodingError; `found` names it.
            let found = (try? container.superDecoder(forKey: AnyKey(key))).map(Self.found) ?? "something else"
            log.add(at: path(key), "expected \(expected()), found \(found)")
            return nil
        }
    }

    /// `a number too large (1e999)` from the decoder's error for a number too large for a
    /// `Double`, else `something else`.
    private static func unheldNumber(in error: any Error) -> String {
        let text = "\(error)"
        guard let start = text.firstRange(of: "parsed: \"")?.upperBound,
            let end = text[start...].firstIndex(of: "\"")
        else { return "something else" }
        return "a number too large (\(text[start..<end].prefix(40)))"
    }

    /// The member `key` as a `T`: through the decoder's own method for the type where it has one,
    /// which costs far less than its generic one.
    private func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: AnyKey) throws -> T? {
        if T.self == String.self { return try container.decodeIfPresent(String.self, forKey: key) as? T }
        if T.self == Bool.self { return try container.decodeIfPresent(Bool.self, forKey: key) as? T }
        if T.self == Int.self { return try container.decodeIfPresent(Int.self, forKey: key) as? T }
        return try container.decodeIfPresent(T.self, forKey: key)
    }

    /// A text member that must be a non-empty name: ASCII letters, digits, `_` and `-`, starting
    /// with an ASCII letter, 64 characters at most (`isName`).
    func name(_ key: String, _ what: String, required: Bool = true) -> String? {
        let expected = "\(what) (a name: an ASCII letter, then ASCII letters, digits, '_' or '-')"
        let value: String? = required ? self.required(key, expected) : optional(key, expected)
        guard let value else { return nil }
        guard Self.isName(value) else {
            log.add(
                at: path(key),
                "'\(value)' is not a name: \(what) starts with an ASCII letter, followed by ASCII letters, digits, '_' or '-', \(Self.maxNameLength) characters at most"
            )
            return nil
        }
        return value
    }

    /// The most characters a name has.
    static let maxNameLength = 64

    /// Whether `text` is a name: an ASCII letter, then ASCII letters, digits, `_` or `-`, at most
    /// `maxNameLength` (the schema's `^[A-Za-z][A-Za-z0-9_-]{0,63}$`).
    static func isName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCIILetter, text.utf8.count <= maxNameLength else {
            return false
        }
        return text.unicodeScalars.allSatisfy { $0.isASCIILetter || ("0"..."9").contains($0) || $0 == "_" || $0 == "-" }
    }

    private func logMismatch(_ error: DecodingError, expected: String, found: String, at fallback: String) {
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            let at = context.codingPath.isEmpty ? fallback : LoadError.path(of: context.codingPath)
            log.add(at: at, at == fallback ? "expected \(expected), found \(found)" : "expected \(expected)")
        case .keyNotFound(let key, let context):
            log.add(at: LoadError.path(of: context.codingPath), "missing '\(key.stringValue)'")
        @unknown default:
            log.add(at: fallback, "expected \(expected)")
        }
    }

    /// `{ name, owner, ... }` for messages.
    static func braces(_ keys: [String]) -> String {
        "{ " + keys.prefix(4).joined(separator: ", ") + (keys.count > 4 ? ", ..." : "") + " }"
    }

    /// What kind of JSON value `decoder` holds: `a string`, `a number`, `an array`, ...
    static func found(in decoder: any Decoder) -> String {
        if (try? decoder.unkeyedContainer()) != nil { return "an array" }
        if (try? decoder.container(keyedBy: AnyKey.self)) != nil { return "an object" }
        guard let single = try? decoder.singleValueContainer() else { return "something else" }
        if single.decodeNil() { return "null" }
        if let text = try? single.decode(String.self) { return "the string '\(text.prefix(40))'" }
        if let flag = try? single.decode(Bool.self) { return flag ? "true" : "false" }
        do {
            return "the number \(try single.decode(Double.self).formatted)"
        } catch {
            // A number too large for a Double (1e400): the decoder's error quotes it.
            return unheldNumber(in: error)
        }
    }
}

/// A coding key of any name, for objects whose keys are checked by hand.
struct AnyKey: CodingKey, Hashable {
    let stringValue: String
    let intValue: Int?

    init(_ string: String) {
        stringValue = string
        intValue = nil
    }

    init?(stringValue: String) { self.init(stringValue) }

    init?(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
}

extension Unicode.Scalar {
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}

extension Double {
    /// `7` for 7.0, `0.5` for 0.5.
    fileprivate var formatted: String {
        rounded() == self && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}

/// A value of a definition that reads itself leniently: it logs its problems and returns `nil`
/// (or a best guess) instead of throwing, so that reading goes on.
protocol DefinitionReadable {
    /// - Parameters:
    ///   - path: the value's path in the file (`events[3].do`): `decoder`'s coding path, made
    ///     by the reader of the enclosing object, as asking the decoder for it costs far more.
    ///   - log: where its problems are written.
    static func read(_ decoder: any Decoder, at path: String, log: ProblemLog) throws -> Self?
}

/// Decodes a `DefinitionReadable` without ever failing: what it cannot read is `nil`.
struct Read<T: DefinitionReadable>: Decodable {
    let value: T?

    init(from decoder: any Decoder) throws {
        value = try T.read(decoder, at: LoadError.path(of: decoder.codingPath), log: ProblemLog.of(decoder))
    }
}
