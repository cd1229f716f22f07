import CoordinatorKit
import TestSupport
import Testing

@testable import MoviesApp

/// The whole state: the base stack, modals, the view model serial of each screen (0 for the
/// shared home view model) and how many detail view models were made in all.
private func state(_ stack: [Route], modals: [[Route]] = [], viewModels: [Int], made: Int) -> MoviesSnapshot {
    MoviesSnapshot(
        navigation: Navigation(stack: Stack(stack)!, modals: modals.map { Stack($0)! }), viewModels: viewModels,
        detailViewModelsMade: made, homeViewModelIsMade: true)
}

@Suite("Movies app (seed 003)")
struct MoviesAppTests {
    @Test func startsOnHomeWithTheSharedHomeViewModel() {
        let app = MoviesApp()
        #expect(app.snapshot() == state([.home], viewModels: [0], made: 0))
        #expect(app.report().coordinators == ["coordinator"])
        #expect(Movie.catalogue.count >= 5 && Movie.catalogue.contains { $0.id == 42 })
    }

    @Test func tapPushesADetailWithANewViewModelEachTime() throws {
        let app = MoviesApp()
        let homeModel = app.coordinator.homeViewModel
        try app.send(AppEvent("tap", .integer(42)))
        #expect(app.snapshot() == state([.home, .detail(42)], viewModels: [0, 1], made: 1))
        try app.perform(.pop(count: 1))
        try app.send(AppEvent("tap", .integer(42)))
        #expect(app.snapshot() == state([.home, .detail(42)], viewModels: [0, 2], made: 2))
        try app.perform(.push(.detail(7)))
        #expect(app.snapshot() == state([.home, .detail(42), .detail(7)], viewModels: [0, 2, 3], made: 3))
        #expect(app.coordinator.homeViewModel === homeModel, "one home view model, made once")
    }

    @Test func screensThatStayKeepTheirViewModels() throws {
        let app = MoviesApp()
        try app.perform(.push(.detail(7)))
        try app.perform(.push(.detail(12)))
        try app.perform(.replace(.detail(101)))
        #expect(app.snapshot() == state([.home, .detail(7), .detail(101)], viewModels: [0, 1, 3], made: 3))
        try app.perform(.present(.detail(42)))
        #expect(
            app.snapshot()
                == state(
                    [.home, .detail(7), .detail(101)], modals: [[.detail(42)]], viewModels: [0, 1, 3, 4], made: 4))
        try app.perform(.dismiss)
        #expect(app.snapshot() == state([.home, .detail(7), .detail(101)], viewModels: [0, 1, 3], made: 4))
    }

    @Test func aMovieNotInTheCatalogueIsNotFound() throws {
        let app = MoviesApp()
        let message = "no movie with id 99; the catalogue has 7, 12, 42, 101 and 2001"
        expectFailure(app, .notFound, message) { try app.send(AppEvent("tap", .integer(99))) }
        expectFailure(app, .notFound, message) { try app.perform(.push(.detail(99))) }
        expectFailure(app, .notFound, message) { try app.perform(.present(.detail(99))) }
        try app.perform(.push(.detail(7)))
        expectFailure(app, .notFound, message) { try app.perform(.replace(.detail(99))) }
    }

    @Test func tapComesFromHomeOnly() throws {
        let app = MoviesApp()
        try app.send(AppEvent("tap", .integer(7)))
        expectFailure(app, .notAllowed, "'tap' comes from the home screen; the visible screen is detail(7)") {
            try app.send(AppEvent("tap", .integer(12)))
        }
        expectFailure(app, .notAllowed, "'home' is the root of the coordinator flow and cannot be pushed or presented")
        {
            try app.perform(.push(.home))
        }
    }

    @Test(arguments: [
        ("movies://detail/42", [Route.home, .detail(42)]),
        ("movies://home", [.home]),
        ("movies://home/detail/7/detail/2001", [.home, .detail(7), .detail(2001)]),
    ])
    func deepLinksRebuildTheStack(link: String, stack: [Route]) throws {
        let app = MoviesApp()
        try app.perform(.push(.detail(12)))
        try app.perform(.present(.detail(101)))
        try app.perform(.open(DeepLinkURL(link)))
        let report = app.report()
        #expect(report.stack == stack && report.modals.isEmpty)
        #expect(app.snapshot().viewModels.count == stack.count)
    }

    /// A link to a movie the catalogue does not have is `notFound`, as `push detail 5` is
    /// (SPEC 4); a link that is wrong in itself is `badArgument`.
    @Test(arguments: [
        (
            "movies://detail/5", ErrorCode.notFound,
            "cannot open 'movies://detail/5': 'detail' takes a movie id: 7, 12, 42, 101 or 2001; got '5'"
        ),
        (
            "movies://detail/five", .badArgument,
            "cannot open 'movies://detail/five': 'detail' takes a movie id: 7, 12, 42, 101 or 2001; got 'five'"
        ),
        (
            "movies://detail", .badArgument,
            "cannot open 'movies://detail': 'detail' needs a movie id: 7, 12, 42, 101 or 2001"
        ),
        (
            "movies://detail/42/home", .badArgument,
            "cannot open 'movies://detail/42/home': 'home' is not allowed after home"
        ),
    ])
    func badDeepLinks(link: String, code: ErrorCode, message: String) throws {
        let app = MoviesApp()
        expectFailure(app, code, message) { try app.perform(.open(DeepLinkURL(link))) }
    }

    @Test func theReportShowsTheVisibleMovieAndItsViewModel() throws {
        let app = MoviesApp()
        try app.send(AppEvent("tap", .integer(42)))
        let extras = app.report().extras
        #expect(extras.first { $0.key == "viewModel" }?.value == .string("MovieDetailsViewModel #1"))
        #expect(
            extras.first { $0.key == "movie" }?.value
                == .object([
                    "id": .integer(42), "title": .string("The Hitchhiker's Guide to the Galaxy"),
                    "year": .integer(2005),
                ]))
    }
}
