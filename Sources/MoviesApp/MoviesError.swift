import CoordinatorKit

/// Why a movies-app command was refused. The state is unchanged whenever one is thrown.
enum MoviesError: CoordshError, Equatable {
    case noSuchMovie(Int)
    case notAPage(Route)

    var code: ErrorCode {
        switch self {
        case .noSuchMovie: .notFound
        case .notAPage: .notAllowed
        }
    }

    var message: String {
        switch self {
        case .noSuchMovie(let id):
            "no movie with id \(id); the catalogue has \(Movie.catalogue.map { String($0.id) }.joinedAsList())"
        case .notAPage(let route):
            "\(route) is not a page of the movies app"
        }
    }
}
