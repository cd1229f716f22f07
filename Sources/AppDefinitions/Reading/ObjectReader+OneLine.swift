import CoordinatorKit

extension ObjectReader {
    /// An optional text member that is shown on one line (a summary in a table, a label in usage
    /// lines): `nil`, with a problem logged, when it is mistyped or holds a line break of any kind
    /// (`\n`, `\r`, U+2028, ...), which would break the table.
    ///
    /// - Parameter rule: what the problem says after the text, such as `a label is one line`.
    func oneLine(_ key: String, _ expected: @autoclosure () -> String, rule: String) -> String? {
        guard let text: String = optional(key, expected()) else { return nil }
        guard !text.contains(where: \.isNewline) else {
            log.add(at: path(key), "\(Self.quoted(text)) has a line break; \(rule)")
            return nil
        }
        return text
    }

    /// `text` as a Swift literal, with the line breaks it leaves as they are written out too.
    private static func quoted(_ text: String) -> String {
        var quoted = ""
        for scalar in text.swiftLiteral.unicodeScalars {
            if [0x85, 0x2028, 0x2029].contains(scalar.value) {
                quoted += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted
    }
}
