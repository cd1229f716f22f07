import CoordinatorKit

/// Reads routes written as in output, for `:expect screen` and `:expect stack`:
/// `home > detail(42)`, `profile("alice")`. Names match ignoring case; arguments must fit the
/// route's table entry.
struct RouteLiteralParser {
    let parser: Parser

    /// The routes in `text`, up to a `#` comment; `nil` when there are none at all.
    func routes(in line: String) throws(ParseError) -> [Route]? {
        let text = line.trimmingComment.trimmingLeadingSpaces
        guard !text.isEmpty else { return nil }
        var scanner = Scanner(text)
        var routes: [Route] = []
        repeat {
            scanner.skipSpaces()
            routes.append(try route(&scanner, text: text))
            scanner.skipSpaces()
        } while scanner.take(">")
        if let rest = scanner.rest {
            throw .badRouteLiteral(text, reason: "expected '>' between routes, got \(rest.quoted)")
        }
        return routes
    }

    private func route(_ scanner: inout Scanner, text: String) throws(ParseError) -> Route {
        let name = scanner.takeWhile { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !name.isEmpty else {
            throw .badRouteLiteral(
                text, reason: "expected a route name " + (scanner.rest.map { "at \($0.quoted)" } ?? "at the end"))
        }
        let spec = try parser.routeSpec(named: name)
        guard scanner.take("(") else {
            if let argument = spec.argument {
                throw .badRouteLiteral(
                    text,
                    reason:
                        "\(spec.name.rawValue.quoted) needs its \(argument.label) in parentheses, like \(spec.name)(1)")
            }
            return Route(spec.name)
        }
        guard let argumentSpec = spec.argument else {
            throw .badRouteLiteral(text, reason: "route \(spec.name.rawValue.quoted) takes no argument")
        }
        let argument = try readArgument(&scanner, text: text, route: spec.name.rawValue, spec: argumentSpec)
        guard scanner.take(")") else {
            throw .badRouteLiteral(text, reason: "missing ')' after the argument of \(spec.name.rawValue.quoted)")
        }
        return Route(spec.name, argument)
    }

    private func readArgument(_ scanner: inout Scanner, text: String, route: String, spec: ArgumentSpec)
        throws(ParseError) -> Argument
    {
        if case .integer = spec.kind {
            // Everything up to the closing parenthesis, so that a bad value is quoted as written.
            let written = scanner.takeWhile { $0 != ")" }
            return try parser.argument(written, spec, for: route)
        }
        guard scanner.take("\"") else {
            throw .badRouteLiteral(text, reason: "the argument of \(route.quoted) is text: write it in double quotes")
        }
        guard let value = scanner.takeStringLiteralBody() else {
            throw .badRouteLiteral(
                text,
                reason:
                    "the text of \(route.quoted) needs a closing '\"', and only \\\" \\\\ \\n \\r \\t \\u{...} as escapes"
            )
        }
        return try parser.argument(value, spec, for: route)
    }
}

/// A cursor over the characters of a string, for small hand-written grammars.
private struct Scanner {
    private let characters: [Character]
    private var index = 0

    init(_ text: String) {
        characters = Array(text)
    }

    /// What is left, or `nil` at the end.
    var rest: String? {
        index < characters.count ? String(characters[index...]) : nil
    }

    mutating func skipSpaces() {
        while index < characters.count, characters[index] == " " || characters[index] == "\t" { index += 1 }
    }

    mutating func take(_ character: Character) -> Bool {
        guard index < characters.count, characters[index] == character else { return false }
        index += 1
        return true
    }

    mutating func takeWhile(_ predicate: (Character) -> Bool) -> String {
        let start = index
        while index < characters.count, predicate(characters[index]) { index += 1 }
        return String(characters[start..<index])
    }

    /// The body of a string literal after its opening quote, up to and past the closing quote,
    /// with the escapes that output uses (`\"`, `\\`, `\n`, `\r`, `\t`, `\u{...}`) decoded.
    mutating func takeStringLiteralBody() -> String? {
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

extension String {
    fileprivate var trimmingLeadingSpaces: String {
        String(drop(while: \.isWhitespace))
    }
}
