/// Turns a design's names into Swift identifiers: `my-route` becomes `myRoute`, a keyword is put
/// in backticks (`` `default` ``), and the few words backticks cannot rescue in every place they
/// would appear (`self`, `Type`, `init`, ...) get a suffix. Pure functions; what changed is said by
/// the caller, which knows what the name is.
enum SwiftName {
    /// Swift's reserved words: as an identifier they need backticks.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where",
        "while", "as", "Any", "false", "is", "nil", "super", "self", "Self", "throws", "true", "try", "await",
        "async", "consume", "copy", "discard", "borrowing", "consuming", "sending", "some", "any", "Protocol", "Type",
    ]

    /// Words that stay awkward even in backticks (a case `` `self` `` or `` `Type` `` reads as the
    /// type itself in some places): they are renamed instead.
    static let renamed: Set<String> = ["self", "Self", "Type", "Protocol", "init", "deinit", "subscript", "super"]

    /// The words of a name: split at anything that is not an ASCII letter or digit, and where a
    /// lowercase letter or digit is followed by an uppercase one (`memoList` is `memo`, `List`).
    static func words(of name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in name {
            guard character.isASCII, character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previous = nil
                continue
            }
            if let previous, character.isUppercase, previous.isLowercase || previous.isNumber, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `lowerCamelCase`: the first word as written but starting lowercase, the others capitalised.
    /// A name that is already an identifier in that style is kept exactly (`forgotPassword`).
    static func lowerCamel(_ name: String) -> String {
        if isPlainIdentifier(name), name.first?.isLowercase == true { return name }
        let parts = words(of: name)
        guard let first = parts.first else { return "value" }
        var result = lowercasedFirst(first)
        for word in parts.dropFirst() { result += capitalisedFirst(word) }
        return result.first?.isNumber == true ? "_" + result : result
    }

    /// `UpperCamelCase`, for type names.
    static func upperCamel(_ name: String) -> String {
        let parts = words(of: name)
        guard !parts.isEmpty else { return "Value" }
        let result = parts.map(capitalisedFirst).joined()
        return result.first?.isNumber == true ? "_" + result : result
    }

    /// An identifier for `name` as written in code: a keyword in backticks, or renamed with
    /// `suffix` when backticks would not do.
    static func escaped(_ identifier: String, suffix: String) -> String {
        if renamed.contains(identifier) { return identifier + suffix }
        return keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// The identifier without backticks (for building other names from it).
    static func bare(_ identifier: String) -> String {
        identifier.hasPrefix("`") ? String(identifier.dropFirst().dropLast()) : identifier
    }

    /// Whether `name` is already a Swift identifier of ASCII letters, digits and `_`, not starting
    /// with a digit.
    static func isPlainIdentifier(_ name: String) -> Bool {
        guard let first = name.first, first.isASCII, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }

    private static func capitalisedFirst(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    private static func lowercasedFirst(_ word: String) -> String {
        word.prefix(1).lowercased() + word.dropFirst()
    }
}

extension String {
    /// This text as a Swift string literal, quotes included: `"Buy \"milk\""`.
    var swiftStringLiteral: String {
        var result = "\""
        for scalar in unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// This text inside a `///` or `//` comment: on one line, without what would end it.
    var commentText: String {
        String(map { $0.isNewline ? " " : $0 })
    }
}
