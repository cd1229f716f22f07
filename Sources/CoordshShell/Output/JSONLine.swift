import CoordinatorKit
import FoundationEssentials

/// The object printed for each command line in `--json` mode (SPEC 5):
/// `{"error":{...},"input":"pop 9","line":4,"ok":false,"state":STATE}`, keys sorted. A failure
/// that the next command's `:expect error` excuses has `"expected":true` in its error object.
struct JSONLine: Encodable {
    struct ErrorObject: Encodable {
        let code: String
        /// `true` when the next command's `:expect error` excuses this failure; left out otherwise.
        let expected: Bool?
        let message: String
    }

    let line: Int
    let input: String
    let ok: Bool
    let error: ErrorObject?
    let output: String?
    let trace: [JSONTraceEvent]?
    let state: JSONState

    private enum CodingKeys: String, CodingKey {
        case line, input, ok, error, output, trace, state
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(line, forKey: .line)
        try container.encode(input, forKey: .input)
        try container.encode(ok, forKey: .ok)
        try container.encodeIfPresent(error, forKey: .error)
        try container.encodeIfPresent(output, forKey: .output)
        try container.encodeIfPresent(trace, forKey: .trace)
        try container.encode(state, forKey: .state)
    }
}

/// One step of a trace: `{"coordinator":"main","detail":"...","kind":"passed","text":"...","to":"feature"}`.
struct JSONTraceEvent: Encodable {
    let kind: String
    let coordinator: String?
    let to: String?
    let detail: String
    /// The step as the human output writes it.
    let text: String

    init(_ event: TraceEvent) {
        kind = event.kind.rawValue
        coordinator = event.coordinator
        to = event.target
        detail = event.detail
        text = event.description
    }
}

/// The final object of `--json --quiet`: `{"final":true,"ok":true,"state":STATE}`.
struct JSONFinal: Encodable {
    let final = true
    let ok: Bool
    let state: JSONState
}

/// STATE: the SPEC keys (`app`, `user`, `tab`, `stack`, `modals`, `screen`, `coordinators`),
/// `tabs` (each tab's stack, or null without a tab bar) and the keys the app adds.
struct JSONState: Encodable {
    let report: StateReport
    /// Every item of every list (`:state`), not a page of each.
    var showingAll = false

    private struct Key: CodingKey {
        let stringValue: String
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(report.app, forKey: Key("app"))
        try container.encode(report.user, forKey: Key("user"))
        try container.encode(report.tab, forKey: Key("tab"))
        try container.encode(report.stack.map(\.description), forKey: Key("stack"))
        try container.encode(report.modals.map { $0.map(\.description) }, forKey: Key("modals"))
        try container.encode(report.screen.description, forKey: Key("screen"))
        try container.encode(report.coordinators, forKey: Key("coordinators"))
        let navigation = report.navigation
        if navigation.tabNames.isEmpty {
            try container.encodeNil(forKey: Key("tabs"))
        } else {
            let tabs = Dictionary(
                uniqueKeysWithValues: zip(navigation.tabNames, navigation.stacks.map { $0.routes.map(\.description) }))
            try container.encode(tabs, forKey: Key("tabs"))
        }
        for extra in report.extras {
            if let value = extra.value(showingAll: showingAll) { try container.encode(value, forKey: Key(extra.key)) }
        }
    }
}

/// Encodes JSON lines: sorted keys (stable output), slashes and non-ASCII text kept as they are,
/// but every control character escaped: the encoder escapes C0; DEL and C1 (which a terminal
/// acts on) and U+2028 and U+2029 (which some line splitters take for line ends) are escaped
/// here, as `\u007f`, `\u009b`, `\u2028`, so a JSON line is always one line of inert text.
struct JSONLineEncoder {
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    func string(for value: some Encodable) -> String {
        do {
            return Self.escapingInvisibles(try encoder.encode(value))
        } catch {
            return #"{"ok":false,"error":{"code":"io","message":"could not encode the result as JSON"}}"#
        }
    }

    /// The JSON text with DEL, C1, U+2028 and U+2029 escaped. They can only be inside strings
    /// (JSON's syntax is ASCII), so their bytes are replaced wherever they are.
    static func escapingInvisibles(_ json: Data) -> String {
        // DEL is 7F; C1 is C2 80...C2 9F; U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
        guard json.contains(where: { $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }) else {
            return String(decoding: json, as: UTF8.self)
        }
        var result = ""
        for scalar in String(decoding: json, as: UTF8.self).unicodeScalars {
            switch scalar.value {
            case 0x7F...0x9F, 0x2028, 0x2029:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
