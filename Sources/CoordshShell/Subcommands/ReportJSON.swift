import FoundationEssentials

/// The JSON of a subcommand's report (`coordsh check --json`, `coordsh test --json`): one line,
/// written once per run by Foundation's encoder (keys sorted, slashes and non-ASCII text kept),
/// then with every character that could act on a terminal escaped as `JSONWriter` escapes it in
/// `--json` lines: DEL, C1 controls, U+2028 and U+2029 (the encoder escapes C0 itself). Such
/// characters can only be inside strings, where an escape means the same text.
enum ReportJSON {
    static func line(for value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let text: String
        do {
            text = String(decoding: try encoder.encode(value), as: UTF8.self)
        } catch {
            text = #"{"error":{"code":"io","message":"could not encode the report as JSON"},"ok":false}"#
        }
        return escapingTerminalControls(text) + "\n"
    }

    /// `text` with DEL, C1, U+2028 and U+2029 written as `\uXXXX`.
    static func escapingTerminalControls(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var escaped = ""
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                escaped.unicodeScalars.append(scalar)
                continue
            }
            let hex = String(scalar.value, radix: 16)
            escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
        return escaped
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }
}
