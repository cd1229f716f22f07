import AppDefinitions
import CoordinatorKit
import FoundationEssentials

/// The file `:save` writes and `:load` reads: versioned, pretty-printed JSON, keys sorted.
///
///     {
///       "app" : "memo",
///       "format" : "coordsh session",
///       "state" : { ...the app's snapshot... },
///       "version" : 1
///     }
///
/// An app made from a definition also has `"definition" : {"digest" : "...", "file" : "..."}`:
/// loading the state with another definition of the same name is refused, naming both.
/// Reading checks everything before anything changes: size, nesting, format, version, app (and
/// definition), every route and the state's consistency with the app's coordinator tree.
enum SessionFile {
    static let format = "coordsh session"
    static let version = 1
    /// The largest file `:load` reads.
    static let maxBytes = 16 << 20
    /// The deepest nesting of JSON arrays and objects `:load` reads (a saved session needs 8).
    static let maxNesting = 64

    /// Which definition a state belongs to: its digest, and the digest of what it makes of a
    /// state (`AppKind.stateDigest`; absent from files saved before it was recorded).
    private struct DefinitionStamp: Codable, Equatable {
        let digest: String
        var stateDigest: String?
        let file: String
    }

    /// The keys read before anything else, leniently: a JSON file of another kind (a
    /// `package.json`) is "not a coordsh session file", not a type error in some key.
    private struct Header: Decodable {
        let format: String?
        let version: Int?
        let app: String?
        let definition: DefinitionStamp?

        private enum CodingKeys: String, CodingKey {
            case format, version, app, definition
        }

        init(from decoder: any Decoder) throws {
            let container = try? decoder.container(keyedBy: CodingKeys.self)
            format = (try? container?.decodeIfPresent(String.self, forKey: .format)) ?? nil
            version = try Self.lenient { try container?.decodeIfPresent(Int.self, forKey: .version) }
            app = (try? container?.decodeIfPresent(String.self, forKey: .app)) ?? nil
            definition = (try? container?.decodeIfPresent(DefinitionStamp.self, forKey: .definition)) ?? nil
        }

        /// The value, or `nil` if it has another type; a number out of range is still invalid JSON.
        private static func lenient<Value>(_ decode: () throws -> Value??) rethrows -> Value? {
            do {
                return try decode() ?? nil
            } catch DecodingError.typeMismatch {
                return nil
            }
        }
    }

    private struct Document<State: Codable>: Codable {
        var format = SessionFile.format
        var version = SessionFile.version
        let app: String
        let definition: DefinitionStamp?
        let state: State
    }

    /// The file's bytes for `app`'s state.
    static func encode(_ app: any CoordinatedApp) throws -> Data {
        try encode(opening: app)
    }

    private static func encode<App: CoordinatedApp>(opening app: App) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var stamp: DefinitionStamp?
        if case .definition(let path) = app.kind.origin, let digest = app.kind.digest {
            stamp = DefinitionStamp(digest: digest, stateDigest: app.kind.stateDigest, file: path)
        }
        var data = try encoder.encode(Document(app: app.kind.name, definition: stamp, state: app.snapshot()))
        data.append(UInt8(ascii: "\n"))
        return data
    }

    /// The app in the state the file holds, or why the file cannot be loaded. The app must be
    /// one of `registry`'s: a built-in one, or a definition loaded with the same digest.
    static func decode(_ data: Data, registry: AppRegistry) throws(LoadError) -> any CoordinatedApp {
        guard data.count <= maxBytes else {
            throw LoadError(at: "", "the file has \(data.count) bytes; a saved session has at most \(maxBytes)")
        }
        guard data.contains(where: { !Self.isJSONSpace($0) }) else {
            throw LoadError(at: "", "the file is empty; ':save FILE' writes a session to load")
        }
        try checkNesting(data)
        let header: Header
        do {
            header = try JSONDecoder().decode(Header.self, from: data)
        } catch {
            throw loadError(error, in: data)
        }
        guard header.format == format else {
            throw LoadError(at: "format", "this is not a coordsh session file (format \(format.quoted) expected)")
        }
        guard header.version == version else {
            throw LoadError(
                at: "version",
                "this coordsh reads session files of version \(version); got \(header.version.map(String.init) ?? "none")"
            )
        }
        let kind = try self.kind(for: header, in: registry)
        let decoder = JSONDecoder()
        decoder.userInfo[StateDocument.kindKey] = kind
        do {
            return try decoder.decode(StateDocument.self, from: data).app
        } catch let error as LoadError {
            throw error
        } catch {
            throw loadError(error, in: data)
        }
    }

    /// The registry's app that the header names; a definition must be loaded, with the same digest.
    private static func kind(for header: Header, in registry: AppRegistry) throws(LoadError) -> AppKind {
        guard let name = header.app, let kind = registry.kind(named: name), kind.name == name else {
            if let name = header.app, let stamp = header.definition {
                throw LoadError(
                    at: "app",
                    "the file holds a state of the app \(name.quoted) defined in \(stamp.file.quoted), which is not loaded; load it first with ':app load \(stamp.file)'"
                )
            }
            throw LoadError(
                at: "app", "unknown app \((header.app ?? "").quoted); the apps are \(registry.names.joinedAsList())")
        }
        switch (kind.origin, header.definition) {
        case (.builtIn, nil):
            return kind
        case (.builtIn, let stamp?):
            throw LoadError(
                at: "definition",
                "the file holds a state of a definition named \(name.quoted) (\(stamp.file.quoted)), but \(name) is a built-in app"
            )
        case (.definition(let path), nil):
            throw LoadError(
                at: "app",
                "the file holds a state of the built-in app \(name.quoted), but the loaded \(name) is defined in \(path.quoted)"
            )
        case (.definition(let path), let stamp?):
            let digest = kind.digest ?? ""
            // The same definition, or one whose texts only were reworded.
            guard stamp.digest == digest || (stamp.stateDigest != nil && stamp.stateDigest == kind.stateDigest) else {
                throw LoadError(
                    at: "definition.digest",
                    "the file was saved with the definition of \(name.quoted) in \(stamp.file.quoted) (digest \(stamp.digest.prefix(12))), but the loaded one, from \(path.quoted), differs (digest \(digest.prefix(12))); a state loads only into the definition it was saved with (summaries, roles, labels and examples aside): make it again with this one (':record' again, from the app's start, for a recording's .start.json)"
                )
            }
            return kind
        }
    }

    /// The `state` of a session file, decoded by the app kind given in the decoder's `userInfo`.
    private struct StateDocument: Decodable {
        static let kindKey = CodingUserInfoKey(rawValue: "coordsh.appKind")!
        private enum Keys: String, CodingKey { case state }

        let app: any CoordinatedApp

        init(from decoder: any Decoder) throws {
            guard let kind = decoder.userInfo[Self.kindKey] as? AppKind else {
                throw LoadError(at: "", "internal error: no app kind to decode the state with")
            }
            let container = try decoder.container(keyedBy: Keys.self)
            guard container.contains(.state) else {
                throw DecodingError.keyNotFound(Keys.state, .init(codingPath: [], debugDescription: "missing"))
            }
            app = try kind.restore(from: container.superDecoder(forKey: .state), at: "state")
        }
    }

    /// Refuses deep nesting before the decoder sees it: hostile files must not exhaust the stack.
    private static func checkNesting(_ data: Data) throws(LoadError) {
        var depth = 0
        var inString = false
        var escaped = false
        for (offset, byte) in data.enumerated() {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > maxNesting {
                    throw LoadError(
                        at: "",
                        "nesting deeper than \(maxNesting) levels at byte \(offset + 1); a saved session is much flatter"
                    )
                }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
    }

    /// Whether `byte` is JSON's white space (space, tab, line feed, carriage return).
    private static func isJSONSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// A decoding error in words, with the JSON path where it happened; for a file that is not
    /// JSON, where and why, as a definition's syntax error says it.
    private static func loadError(_ error: any Error, in data: Data) -> LoadError {
        guard let error = error as? DecodingError else { return LoadError(at: "", "\(error)") }
        switch error {
        case .typeMismatch(let type, let context):
            return LoadError(at: LoadError.path(of: context.codingPath), "expected \(describe(type))")
        case .valueNotFound(let type, let context):
            return LoadError(at: LoadError.path(of: context.codingPath), "expected \(describe(type)), found null")
        case .keyNotFound(let key, let context):
            return LoadError(at: LoadError.path(of: context.codingPath + [key]), "missing")
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            if let problem = syntaxProblem(in: data) { return LoadError(at: "", "not valid JSON: \(problem)") }
            return LoadError(at: "", "not valid JSON (\(context.debugDescription))")
        case .dataCorrupted(let context):
            return LoadError(at: LoadError.path(of: context.codingPath), context.debugDescription)
        @unknown default:
            return LoadError(at: "", "\(error)")
        }
    }

    /// Where and why `data`, which the decoder refused whole, is not JSON (its message says only
    /// "The given data was not valid JSON."): not UTF-8 text, or the first syntax error the JSON5
    /// scanner finds, with its line and column (JSON is JSON5). `nil` when the scanner finds none:
    /// JSON5 allows more than the decoder reads (a number too large for it, a comment).
    private static func syntaxProblem(in data: Data) -> String? {
        let bytes = [UInt8](data)
        guard String(validating: bytes, as: UTF8.self) != nil else { return "it is not UTF-8 text" }
        do throws(JSON5SyntaxError) {
            _ = try JSON5Scanner.check(bytes)
            return nil
        } catch {
            return "at \(error.position): \(error.message)"
        }
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "an integer"
        case is Bool.Type: "true or false"
        case is [Any].Type: "an array"
        case is [String: Any].Type: "an object"
        default: "\(type)"
        }
    }
}
