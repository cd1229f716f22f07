/// What `popto` looks for: every screen with a route name, or only one exact value.
///
///     RoutePattern("detail")                 // matches detail(1), detail(42), ...
///     RoutePattern("detail", .integer(42))   // matches detail(42) only
public struct RoutePattern: Hashable, Sendable, CustomStringConvertible {
    public let name: RouteName
    public let argument: Argument?

    public init(_ name: RouteName, _ argument: Argument? = nil) {
        self.name = name
        self.argument = argument
    }

    public func matches(_ route: Route) -> Bool {
        route.name == name && (argument == nil || route.argument == argument)
    }

    public var description: String {
        Route(name, argument).description
    }
}
