/// An app event as the parser read it: the canonical event name and its argument, checked
/// against the event's `EventSpec`. Apps turn it into their own event enum at their edge.
public struct AppEvent: Hashable, Sendable, CustomStringConvertible {
    public let name: String
    public let argument: Argument?
    /// The row of the event table the parser found the event in, so that the app it goes to
    /// finds its row (`AppCatalog.row(of:)`) without looking the name up again; `nil` for an
    /// event made from its name (a test, an event kept until sign-in). Not part of equality.
    public let spec: EventSpec?

    /// The event named `name`; the app finds its row by the name.
    public init(_ name: String, _ argument: Argument? = nil) {
        self.name = name
        self.argument = argument
        spec = nil
    }

    /// The event of the row `spec`, as the parser makes it.
    public init(_ spec: EventSpec, _ argument: Argument? = nil) {
        name = spec.name
        self.argument = argument
        self.spec = spec
    }

    /// The identity of `spec`, the row the parser found the event in.
    var rowIdentifier: ObjectIdentifier? {
        guard let spec else { return nil }
        return ObjectIdentifier(spec)
    }

    public static func == (lhs: AppEvent, rhs: AppEvent) -> Bool {
        lhs.name == rhs.name && lhs.argument == rhs.argument
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(argument)
    }

    /// The event as it is typed: `tab home`, `write "Buy milk"`, `tap 42`.
    public var description: String {
        guard let argument else { return name }
        return "\(name) \(argument.typed)"
    }
}
