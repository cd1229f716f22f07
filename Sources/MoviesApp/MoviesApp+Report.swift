import CoordinatorKit

/// The movies app's whole state: the navigation, the view models on screen (by serial; 0 for
/// the shared home view model) and how many detail view models were made.
public struct MoviesSnapshot: Hashable, Sendable {
    let navigation: Navigation
    let viewModels: [Int]
    let detailViewModelsMade: Int
    let homeViewModelIsMade: Bool
}

extension MoviesApp {
    /// Besides the SPEC keys, the JSON state has `movie` (the visible detail's movie, or null)
    /// and `viewModel` (the visible screen's view model).
    public func report() -> StateReport {
        var movie = JSONValue.null
        var movieSummary: String?
        var viewModel = "HomeViewModel (shared)"
        switch coordinator.views.last {
        case .detail(let model)?:
            movie = .object([
                "id": .integer(model.movie.id), "title": .string(model.movie.title), "year": .integer(model.movie.year),
            ])
            movieSummary = "\(model.movie.id) \(model.movie.title.swiftLiteral) (\(model.movie.year))"
            viewModel = "MovieDetailsViewModel #\(model.serial)"
        case .home?, nil:
            break
        }
        let list = Movie.catalogue.map { String($0.id) }.joined(separator: ", ") + " ('tap ID' opens one)"
        let onHome = coordinator.navigation.visibleScreen == Page.home.route
        return StateReport(
            app: catalog.name, hasUsers: false, user: nil, navigation: coordinator.navigation,
            coordinators: [coordinator.name],
            extras: [
                .init("movies", nil, summary: onHome ? list : nil),
                .init("movie", movie, summary: movieSummary),
                .init("viewModel", .string(viewModel), summary: viewModel),
            ])
    }

    public func snapshot() -> MoviesSnapshot {
        let serials = coordinator.views.map { view -> Int in
            if case .detail(let model) = view { model.serial } else { 0 }
        }
        return MoviesSnapshot(
            navigation: coordinator.navigation, viewModels: serials,
            detailViewModelsMade: coordinator.detailViewModelsMade, homeViewModelIsMade: coordinator.homeViewModelIsMade
        )
    }
}
