/// One screen's identity on a stack: a route name and, for routes that take one, its argument.
///
/// Routes are values: two `detail(42)` screens are equal. An app's `AppCatalog` says which
/// names exist and what argument each takes; the parser only builds routes that fit it.
///
///     let route = Route("detail", .integer(42))
///     route.description  // "detail(42)"
public struct Route: Hashable, Sendable, Codable, CustomStringConvertible {
    public let name: RouteName
    public let argument: Argument?

    public init(_ name: RouteName, _ argument: Argument? = nil) {
        self.name = name
        self.argument = argument
    }

    /// The route as written in output, like a Swift enum case value: `home`, `detail(42)`.
    public var description: String {
        guard let argument else { return name.rawValue }
        return "\(name.rawValue)(\(argument))"
    }
}

extension [Route] {
    /// The routes as written in output, root first: `home > detail(42)`.
    public var pathDescription: String {
        map(\.description).joined(separator: " > ")
    }
}
