import CoordinatorKit

extension MoviesApp {
    /// The movies app's tables (SPEC section 4, seed 003).
    public static let catalog = AppCatalog(
        name: "movies",
        summary: "a Page enum and a build(page:) factory making views and view models",
        linkScheme: "movies",
        linkExamples: ["movies://detail/42", "movies://home"],
        linkPatterns: ["home/*", "*"],
        links: [LinkSpec("home/*", shows: [.init(nil)]), LinkSpec("*", shows: [.init(nil)])],
        fixedIDs: Movie.catalogue.map(\.id),
        hasUsers: false,
        coordinators: [
            CoordinatorSpec(
                "coordinator", parent: nil, kind: .stack,
                role: "the article's Coordinator: the navigation path, push(page:) and build(page:)")
        ],
        routes: [
            RouteSpec(
                "home", owner: "coordinator", placement: .root, summary: "the movie list (HomeViewModel, shared)"),
            RouteSpec(
                "detail", argument: movieID, owner: "coordinator", placement: .pushable,
                summary: "one movie (a new MovieDetailsViewModel each time)"),
        ],
        events: [
            EventSpec(
                "tap", argument: movieID, from: .screens(["home"]), leadsTo: ["detail"],
                summary: "tap a movie in the list: its detail page is pushed")
        ]
    )

    /// The argument of `detail` and `tap`: a movie of the catalogue, so that the parser refuses
    /// any other id with the list of those there are, before a coordinator sees it.
    private static let movieID = ArgumentSpec("movie id", oneOf: Movie.catalogue.map(\.id))
}
