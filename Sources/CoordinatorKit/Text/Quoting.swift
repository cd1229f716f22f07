extension String {
    /// The string as a Swift string literal: in double quotes, with `"` and `\` escaped,
    /// and control characters written as escapes. Everything else is kept exactly.
    ///
    ///     "Buy \"milk\"".swiftLiteral  // "\"Buy \\\"milk\\\"\""
    public var swiftLiteral: String {
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

    /// The string in single quotes, as error messages quote what the user typed.
    /// Control characters are escaped so that a message always stays on one line.
    public var quoted: String {
        var result = "'"
        for scalar in unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F {
                result += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "'"
    }
}

extension Array where Element == String {
    /// The elements as an English list: `a`, `a and b`, `a, b and c`.
    public func joinedAsList(conjunction: String = "and") -> String {
        switch count {
        case 0: return ""
        case 1: return self[0]
        default: return dropLast().joined(separator: ", ") + " \(conjunction) " + self[count - 1]
        }
    }
}
