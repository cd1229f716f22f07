import CoordinatorKit

/// Reads routes written as in output, for `:expect screen` and `:expect stack`:
/// `home > detail(42)`, `profile("alice")`. Names match ignoring case; arguments must fit the
/// route's table entry.
struct RouteLiteralParser {
    let parser: Parser

    /// The routes in `text`, up to a `#` comment; `nil` when there are none at all. With `one`
    /// (`:expect screen`), anything after the first route is an error that says one is taken.
    func routes(in line: String, one: Bool = false) throws(ParseError) -> [Route]? {
        let text = line.trimmingComment.trimmingLeadingSpaces
        guard !text.isEmpty else { return nil }
        var scanner = TextScanner(text)
        var routes: [Route] = []
        repeat {
            scanner.skipSpaces()
            routes.append(try route(&scanner, text: text))
            scanner.skipSpaces()
            if one, let rest = scanner.rest {
                let route = String(text.dropLast(rest.count)).trimmingTrailingSpaces
                throw .extraAfterScreen(route: route, rest: rest.trimmingTrailingSpaces)
            }
        } while scanner.take(">")
        if let rest = scanner.rest {
            throw .badRouteLiteral(text, reason: "expected '>' between routes, got \(rest.quoted)")
        }
        return routes
    }

    private func route(_ scanner: inout TextScanner, text: String) throws(ParseError) -> Route {
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

    private func readArgument(_ scanner: inout TextScanner, text: String, route: String, spec: ArgumentSpec)
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

extension String {
    fileprivate var trimmingLeadingSpaces: String {
        String(drop(while: \.isWhitespace))
    }
}
