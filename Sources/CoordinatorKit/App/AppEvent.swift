/// An app event as the parser read it: the canonical event name and its argument, checked
/// against the event's `EventSpec`. Apps turn it into their own event enum at their edge.
public struct AppEvent: Hashable, Sendable, CustomStringConvertible {
    public let name: String
    public let argument: Argument?

    public init(_ name: String, _ argument: Argument? = nil) {
        self.name = name
        self.argument = argument
    }

    /// The event as it is typed: `tab home`, `write "Buy milk"`, `tap 42`.
    public var description: String {
        switch argument {
        case nil: name
        case .integer(let value)?: "\(name) \(value)"
        case .text(let text)?:
            "\(name) "
                + (text.isEmpty || text.contains(where: { $0 == " " || $0 == "\"" || $0 == "#" })
                    ? text.swiftLiteral : text)
        }
    }
}
