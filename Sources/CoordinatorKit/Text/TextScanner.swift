/// A cursor over the characters of a string, for small hand-written grammars.
public struct TextScanner {
    private let characters: [Character]
    private var index = 0

    public init(_ text: String) {
        characters = Array(text)
    }

    /// What is left, or `nil` at the end.
    public var rest: String? {
        index < characters.count ? String(characters[index...]) : nil
    }

    public mutating func skipSpaces() {
        while index < characters.count, characters[index] == " " || characters[index] == "\t" { index += 1 }
    }

    public mutating func take(_ character: Character) -> Bool {
        guard index < characters.count, characters[index] == character else { return false }
        index += 1
        return true
    }

    public mutating func takeWhile(_ predicate: (Character) -> Bool) -> String {
        let start = index
        while index < characters.count, predicate(characters[index]) { index += 1 }
        return String(characters[start..<index])
    }

    /// The body of a string literal after its opening quote, up to and past the closing quote,
    /// with the escapes that output uses (`\"`, `\\`, `\n`, `\r`, `\t`, `\u{...}`) decoded.
    public mutating func takeStringLiteralBody() -> String? {
        var value = ""
        while index < characters.count {
            let character = characters[index]
            index += 1
            switch character {
            case "\"":
                return value
            case "\\":
                guard let escaped = takeEscape() else { return nil }
                value.append(escaped)
            default:
                value.append(character)
            }
        }
        return nil
    }

    private mutating func takeEscape() -> Character? {
        guard index < characters.count else { return nil }
        let character = characters[index]
        index += 1
        switch character {
        case "\"", "\\": return character
        case "n": return "\n"
        case "r": return "\r"
        case "t": return "\t"
        case "u":
            guard take("{") else { return nil }
            let hex = takeWhile { $0.isHexDigit }
            guard take("}"), let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else { return nil }
            return Character(scalar)
        default: return nil
        }
    }
}
