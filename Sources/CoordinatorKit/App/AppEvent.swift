/// An app event as the parser read it: the canonical event name and its argument, checked
/// against the event's `EventSpec`. Apps turn it into their own event enum at their edge.
public struct AppEvent: Hashable, Sendable, CustomStringConvertible {
    public let name: String
    public let argument: Argument?

    public init(_ name: String, _ argument: Argument? = nil) {
        self.name = name
        self.argument = argument
    }

    public var description: String {
        argument.map { "\(name) \($0)" } ?? name
    }
}
