/// The value of a route's or an event's argument: `42` in `detail(42)`, `"alice"` in `profile("alice")`.
public enum Argument: Hashable, Sendable, CustomStringConvertible {
    case integer(Int)
    case text(String)

    /// The argument as written in output: integers in decimal, text as a Swift string literal.
    public var description: String {
        var text = ""
        write(to: &text)
        return text
    }

    /// Writes `description` straight into `target`.
    @inlinable public func write<Target: TextOutputStream>(to target: inout Target) {
        switch self {
        case .integer(let value): target.write(String(value))
        case .text(let value): value.writeSwiftLiteral(to: &target)
        }
    }

    /// The argument as it is typed in a command: integers in decimal, text as it is, or quoted
    /// when it is empty or has a space, a quote or a `#` (`write "Buy milk"`).
    public var typed: String {
        switch self {
        case .integer(let value): String(value)
        case .text(let text):
            text.isEmpty || text.contains(where: { $0 == " " || $0 == "\"" || $0 == "#" }) ? text.swiftLiteral : text
        }
    }

    /// The integer, if this is an integer argument.
    public var integer: Int? {
        if case .integer(let value) = self { value } else { nil }
    }

    /// The text, if this is a text argument.
    public var text: String? {
        if case .text(let value) = self { value } else { nil }
    }
}

// MARK: - Codable

extension Argument: Codable {
    /// Encoded as a bare JSON number or string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else {
            self = .text(try container.decode(String.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .integer(let value): try container.encode(value)
        case .text(let value): try container.encode(value)
        }
    }
}
