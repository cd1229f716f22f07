import CoordinatorKit

/// The article's `Page`: every screen the coordinator can build, with the data it needs.
enum Page: Hashable, Sendable {
    case home
    case detail(Movie)

    /// The page as the article writes it: `.home`, `.detail(Movie 42)`.
    var traceDescription: String {
        switch self {
        case .home: ".home"
        case .detail(let movie): ".detail(\(movie.title.swiftLiteral))"
        }
    }

    /// The page as a route on a stack: `home`, `detail(42)`.
    var route: Route {
        switch self {
        case .home: Route("home")
        case .detail(let movie): Route("detail", .integer(movie.id))
        }
    }

    /// The page of a route; a detail of a movie not in the catalogue is a `notFound` error.
    init(route: Route) throws(MoviesError) {
        switch (route.name.rawValue, route.argument) {
        case ("home", nil): self = .home
        case ("detail", .integer(let id)?): self = .detail(try Movie.with(id: id))
        default: throw .notAPage(route)
        }
    }
}
