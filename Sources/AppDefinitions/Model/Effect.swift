/// One step of what an event or a deep link does: the closed set of things a coordinator can
/// decide (SPEC 9). Each is applied to the whole state in turn; if one fails, the command fails and
/// nothing changes.
public indirect enum Effect: Hashable, Sendable, Codable {
    // Navigation of the active stack
    case push(RouteTarget)
    case present(RouteTarget)
    case pop(count: Int)
    case popTo(RouteTarget)
    case root
    case replace(RouteTarget)
    case dismiss
    case dismissAll
    /// Select a tab; selecting the selected tab pops it to its root, as a tab bar does.
    case selectTab(ValueExpression)
    /// Dismiss every modal, bring a stack back to its root (the tab's, selecting it, or the
    /// active flow's single stack), then push the routes a link's `*` matched, if `pushesLinkPath`.
    case reset(tab: ValueExpression?, pushesLinkPath: Bool)

    // Coordinators
    /// Start a child flow: it shows its first screen, pushed or presented.
    case start(String)
    /// End a child flow: its screens leave the stacks and it is released.
    case end(String)
    /// Swap the running variant for another (`use push`).
    case use(ValueExpression)

    // Users
    case signIn(ValueExpression)
    case signOut
    /// Signed in, nothing; signed out: run these effects (show a sign-in screen), keep the
    /// command to run again right after the next sign-in, and stop here.
    case signInFirst([Effect])
    /// Forget a command kept until sign-in.
    case dropPending

    // Data
    case set(String, to: ValueExpression)
    case clear(String)
    /// Add a value (a draft's text, the visible product) to a collection as a new item.
    case add(ValueExpression, to: String)

    /// Fail with this message (code `notAllowed`) unless the condition holds.
    case refuse(String, unless: Condition)
}

/// A route an effect shows: its name and, for a route that takes one, its argument.
public struct RouteTarget: Hashable, Sendable, Codable {
    public var route: String
    public var argument: ValueExpression?

    public init(_ route: String, argument: ValueExpression? = nil) {
        self.route = route
        self.argument = argument
    }
}
