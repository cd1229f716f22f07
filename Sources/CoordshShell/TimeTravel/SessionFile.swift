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
/// Reading checks everything before anything changes: size, nesting, format, version, app,
/// every route and the state's consistency with the app's coordinator tree.
enum SessionFile {
    static let format = "coordsh session"
    static let version = 1
    /// The largest file `:load` reads.
    static let maxBytes = 16 << 20
    /// The deepest nesting of JSON arrays and objects `:load` reads (a saved session needs 8).
    static let maxNesting = 64

    /// The keys read before anything else, leniently: a JSON file of another kind (a
    /// `package.json`) is "not a coordsh session file", not a type error in some key.
    private struct Header: Decodable {
        let format: String?
        let version: Int?
        let app: String?

        private enum CodingKeys: String, CodingKey {
            case format, version, app
        }

        init(from decoder: any Decoder) throws {
            let container = try? decoder.container(keyedBy: CodingKeys.self)
            format = (try? container?.decodeIfPresent(String.self, forKey: .format)) ?? nil
            version = try Self.lenient { try container?.decodeIfPresent(Int.self, forKey: .version) }
            app = (try? container?.decodeIfPresent(String.self, forKey: .app)) ?? nil
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
        let state: State
    }

    /// The file's bytes for `app`'s state.
    static func encode(_ app: any CoordinatedApp) throws -> Data {
        try encode(opening: app)
    }

    private static func encode<App: CoordinatedApp>(opening app: App) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(Document(app: App.catalog.name, state: app.snapshot()))
        data.append(UInt8(ascii: "\n"))
        return data
    }

    /// The app in the state the file holds, or why the file cannot be loaded.
    static func decode(_ data: Data) throws(LoadError) -> any CoordinatedApp {
        guard data.count <= maxBytes else {
            throw LoadError(at: "", "the file has \(data.count) bytes; a saved session has at most \(maxBytes)")
        }
        try checkNesting(data)
        let header: Header
        do {
            header = try JSONDecoder().decode(Header.self, from: data)
        } catch {
            throw loadError(error)
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
        guard let name = header.app, let type = BuiltinApps.named(name), type.catalog.name == name else {
            throw LoadError(
                at: "app", "unknown app \((header.app ?? "").quoted); the apps are \(BuiltinApps.names.joinedAsList())")
        }
        return try decode(type, from: data)
    }

    private static func decode<App: CoordinatedApp>(_ type: App.Type, from data: Data) throws(LoadError) -> App {
        let document: Document<App.Snapshot>
        do {
            document = try JSONDecoder().decode(Document<App.Snapshot>.self, from: data)
        } catch {
            throw loadError(error)
        }
        try App.validate(document.state, at: "state")
        return App(restoring: document.state)
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

    /// A decoding error in words, with the JSON path where it happened.
    private static func loadError(_ error: any Error) -> LoadError {
        guard let error = error as? DecodingError else { return LoadError(at: "", "\(error)") }
        switch error {
        case .typeMismatch(let type, let context):
            return LoadError(at: LoadError.path(of: context.codingPath), "expected \(describe(type))")
        case .valueNotFound(let type, let context):
            return LoadError(at: LoadError.path(of: context.codingPath), "expected \(describe(type)), found null")
        case .keyNotFound(let key, let context):
            return LoadError(at: LoadError.path(of: context.codingPath + [key]), "missing")
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return LoadError(at: "", "not valid JSON (\(context.debugDescription))")
        case .dataCorrupted(let context):
            return LoadError(at: LoadError.path(of: context.codingPath), context.debugDescription)
        @unknown default:
            return LoadError(at: "", "\(error)")
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
