/// One row of an app's route table: a route's name, its argument, the coordinator that owns
/// its screens, and how a screen of it gets on a stack.
/// Rows never change: they are shared, not copied (a lookup costs one retain).
public final class RouteSpec: Hashable, Sendable {
    /// How a route's screens get on a stack.
    public enum Placement: Hashable, Sendable {
        /// The root of a flow's single stack; never pushed.
        case root
        /// The root of the named tab's stack; `tab NAME` selects it.
        case tabRoot(tab: String)
        /// `push`, `present` and `replace` may put it on any stack of its owner's flow.
        case pushable
        /// Only its coordinator shows it, in reaction to an event; `shownBy` says which.
        case flowOnly(shownBy: String)
    }

    public let name: RouteName
    public let argument: ArgumentSpec?
    /// The coordinator that owns this route's screens.
    public let owner: String
    public let placement: Placement
    /// What the screen shows, in a few words.
    public let summary: String

    public init(
        _ name: RouteName, argument: ArgumentSpec? = nil, owner: String, placement: Placement,
        summary: String
    ) {
        self.name = name
        self.argument = argument
        self.owner = owner
        self.placement = placement
        self.summary = summary
    }

    /// The route as written in a command: `detail ID`.
    public var usage: String {
        argument.map { "\(name) \($0.placeholder)" } ?? name.rawValue
    }

    public static func == (lhs: RouteSpec, rhs: RouteSpec) -> Bool {
        lhs === rhs
            || (lhs.name == rhs.name && lhs.argument == rhs.argument && lhs.owner == rhs.owner
                && lhs.placement == rhs.placement && lhs.summary == rhs.summary)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }
}
