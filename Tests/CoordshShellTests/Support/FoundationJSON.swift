import CoordinatorKit
import FoundationEssentials

@testable import CoordshShell

/// The JSON lines as Foundation's encoder writes them: the oracle `JSONWriter` is checked
/// against (it printed `--json` until issue 16). Sorted keys, slashes kept, and DEL, C1, U+2028
/// and U+2029, which the encoder leaves as they are, escaped afterwards.
struct FoundationJSON {
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    func string(for value: some Encodable) throws -> String {
        Self.escapingInvisibles(try encoder.encode(value))
    }

    static func escapingInvisibles(_ json: Data) -> String {
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

/// What `JSONWriter` writes for a line, as a string.
func written(_ write: (inout JSONWriter) -> Void) -> String {
    var json = JSONWriter()
    write(&json)
    return String(decoding: json.bytes, as: UTF8.self)
}

extension JSONLine: Encodable {
    private enum CodingKeys: String, CodingKey {
        case line, input, ok, error, output, trace, state
    }

    public func encode(to encoder: any Encoder) throws {
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

extension JSONLine.ErrorObject: Encodable {
    private enum CodingKeys: String, CodingKey { case code, expected, message }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(code, forKey: .code)
        try container.encodeIfPresent(expected, forKey: .expected)
        try container.encode(message, forKey: .message)
    }
}

extension JSONTraceEvent: Encodable {
    private enum CodingKeys: String, CodingKey { case kind, coordinator, to, detail, text }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encodeIfPresent(coordinator, forKey: .coordinator)
        try container.encodeIfPresent(to, forKey: .to)
        try container.encode(detail, forKey: .detail)
        try container.encode(text, forKey: .text)
    }
}

extension JSONFinal: Encodable {
    private enum CodingKeys: String, CodingKey { case final, ok, state }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(true, forKey: .final)
        try container.encode(ok, forKey: .ok)
        try container.encode(state, forKey: .state)
    }
}

extension JSONState: Encodable {
    private struct Key: CodingKey {
        let stringValue: String
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }

    public func encode(to encoder: any Encoder) throws {
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
