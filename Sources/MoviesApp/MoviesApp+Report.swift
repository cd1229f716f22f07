import CoordinatorKit

/// The movies app's whole state: the navigation, the view models on screen (by serial; 0 for
/// the shared home view model) and how many detail view models were made.
public struct MoviesSnapshot: Hashable, Sendable, Codable {
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
        let list = StateReport.catalogueLine(Movie.catalogue.map { ($0.id, $0.title) }, opener: "tap ID")
        let onHome = coordinator.navigation.visibleScreen == Page.home.route
        return StateReport(
            catalog: catalog, user: nil, navigation: coordinator.navigation,
            coordinators: [coordinator.name],
            extras: [
                .init("movies", nil, summary: onHome ? list : nil),
                .init("movie", movie, summary: movieSummary),
                .init("viewModel", .string(viewModel), summary: viewModel),
            ])
    }

    /// One stack with home at its root; details of movies in the catalogue; one view model per
    /// screen: 0 (the shared home view model) for home, a distinct number up to
    /// `detailViewModelsMade` for each detail.
    public static func validate(_ snapshot: MoviesSnapshot, at path: String) throws(LoadError) {
        let navigation = snapshot.navigation
        guard navigation.tabNames.isEmpty else {
            throw LoadError(at: "\(path).navigation", "the movies app has one stack, not a tab bar")
        }
        let flowRule = catalog.flowRule(root: "home", owner: "coordinator")
        try catalog.checkSaved(navigation, at: "\(path).navigation") { route, place in
            if let problem = flowRule(route, place) { return problem }
            if case .integer(let id)? = route.argument, !Movie.catalogue.contains(where: { $0.id == id }) {
                return MoviesError.noSuchMovie(id).message
            }
            return nil
        }
        let screens = MoviesCoordinator.screens(of: navigation)
        guard snapshot.viewModels.count == screens.count else {
            throw LoadError(
                at: "\(path).viewModels",
                "one view model per screen: \(screens.count) screens, \(snapshot.viewModels.count) view models")
        }
        guard snapshot.homeViewModelIsMade else {
            throw LoadError(
                at: "\(path).homeViewModelIsMade", "the home screen is on screen, so its view model is made")
        }
        var seen = Set<Int>()
        for (index, (route, serial)) in zip(screens, snapshot.viewModels).enumerated() {
            let isHome = route.name == Page.home.route.name
            let valid =
                isHome
                ? serial == 0 : serial >= 1 && serial <= snapshot.detailViewModelsMade && seen.insert(serial).inserted
            guard valid else {
                let expected =
                    isHome
                    ? "0, the shared home view model"
                    : "a detail view model number from 1 to \(snapshot.detailViewModelsMade), used once"
                throw LoadError(at: "\(path).viewModels[\(index)]", "\(route) needs \(expected); got \(serial)")
            }
        }
    }

    public func saved(changedBy command: String, reusing spare: inout (any SavedAppState)?) -> any SavedAppState {
        SavedApp<MoviesApp>.keep(snapshot(), changedBy: command, reusing: &spare)
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
