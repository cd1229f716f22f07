/// An app event as the parser read it: the canonical event name and its argument, checked
/// against the event's `EventSpec`. Apps turn it into their own event enum at their edge.
public struct AppEvent: Hashable, Sendable, CustomStringConvertible {
    /// The row the event was found in, or its name. One or the other, not both: the name of an
    /// event the parser made is its row's, and a copy of it, kept beside the row, was retained
    /// and released with every event (some 25 instructions a command line of the memo script).
    private let identity: Identity
    public let argument: Argument?

    private enum Identity: Sendable {
        case row(EventSpec)
        case name(String)
    }

    /// The event named `name`; the app finds its row by the name.
    public init(_ name: String, _ argument: Argument? = nil) {
        identity = .name(name)
        self.argument = argument
    }

    /// The event of the row `spec`, as the parser makes it.
    public init(_ spec: EventSpec, _ argument: Argument? = nil) {
        identity = .row(spec)
        self.argument = argument
    }

    /// The canonical event name.
    public var name: String {
        switch identity {
        case .row(let spec): spec.name
        case .name(let name): name
        }
    }

    /// The row of the event table the parser found the event in, so that the app it goes to
    /// finds its row (`AppCatalog.row(of:)`) without looking the name up again; `nil` for an
    /// event made from its name (a test, an event kept until sign-in). Not part of equality.
    public var spec: EventSpec? {
        if case .row(let spec) = identity { spec } else { nil }
    }

    /// The identity of `spec`, the row the parser found the event in.
    var rowIdentifier: ObjectIdentifier? {
        if case .row(let spec) = identity { ObjectIdentifier(spec) } else { nil }
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
