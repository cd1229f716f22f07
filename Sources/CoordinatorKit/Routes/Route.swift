/// One screen's identity on a stack: a route name and, for routes that take one, its argument.
///
/// Routes are values: two `detail(42)` screens are equal. An app's `AppCatalog` says which
/// names exist and what argument each takes; the parser only builds routes that fit it.
///
///     let route = Route("detail", .integer(42))
///     route.description  // "detail(42)"
public struct Route: Hashable, Sendable, CustomStringConvertible {
    public let name: RouteName
    public let argument: Argument?

    public init(_ name: RouteName, _ argument: Argument? = nil) {
        self.name = name
        self.argument = argument
    }

    /// The route as written in output, like a Swift enum case value: `home`, `detail(42)`.
    public var description: String {
        guard argument != nil else { return name.rawValue }
        var text = ""
        write(to: &text)
        return text
    }
}

extension Route: TextOutputStreamable {
    /// Writes `description` straight into `target`: the human output writes many routes per
    /// command, and building each one's string first would cost an allocation apiece.
    @inlinable public func write<Target: TextOutputStream>(to target: inout Target) {
        target.write(name.rawValue)
        guard let argument else { return }
        target.write("(")
        argument.write(to: &target)
        target.write(")")
    }

    /// Writes `description` into a text buffer: fixed text and numbers go in without strings
    /// (the human output writes several routes after every command).
    public func write(to buffer: inout TextBuffer) {
        buffer.write(name.rawValue)
        guard let argument else { return }
        buffer.append("(")
        switch argument {
        case .integer(let value): buffer.write(value)
        case .text(let value): value.writeSwiftLiteral(to: &buffer)
        }
        buffer.append(")")
    }
}

extension [Route] {
    /// The routes as written in output, root first: `home > detail(42)`.
    public var pathDescription: String {
        var text = ""
        writePath(to: &text)
        return text
    }

    /// Writes `pathDescription` straight into `target`.
    @inlinable public func writePath<Target: TextOutputStream>(to target: inout Target) {
        for (index, route) in enumerated() {
            if index > 0 { target.write(" > ") }
            route.write(to: &target)
        }
    }
}

// MARK: - Reading routes as written in output

extension Route {
    /// Reads a route written as in output: `home`, `detail(42)`, `profile("alice")`, with the
    /// escapes `String.swiftLiteral` writes. The name is taken as written; whether the app has
    /// such a route, with such an argument, is for its catalog to check.
    public init?(text: String) {
        var scanner = TextScanner(text)
        let name = scanner.takeWhile { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        guard let first = name.first, first.isLetter else { return nil }
        var argument: Argument?
        if scanner.take("(") {
            if scanner.take("\"") {
                guard let body = scanner.takeStringLiteralBody() else { return nil }
                argument = .text(body)
            } else {
                let digits = scanner.takeWhile { $0.isASCII && $0.isNumber }
                guard digits.count <= 18, let value = Int(digits) else { return nil }
                argument = .integer(value)
            }
            guard scanner.take(")") else { return nil }
        }
        guard scanner.rest == nil else { return nil }
        self.init(RouteName(name), argument)
    }
}

// MARK: - Codable

extension Route: Codable {
    /// Encoded as written in output: `"detail(42)"`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let route = Route(text: text) else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "\(text.quoted) is not a route as written in output, like home or detail(42)"))
        }
        self = route
    }
}
