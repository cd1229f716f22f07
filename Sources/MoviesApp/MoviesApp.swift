import CoordinatorKit

/// The movies app of seed 003: a `Page` enum with associated values and one coordinator that
/// pushes pages and builds their views.
///
///     let app = MoviesApp()
///     try app.send(AppEvent("tap", .integer(42)))  // home > detail(42)
public final class MoviesApp: BuiltInApp {
    public static let kind = AppKind(builtIn: MoviesApp.self)
    public let trace = TraceRecorder()
    let coordinator: MoviesCoordinator

    public init() {
        coordinator = MoviesCoordinator(trace: trace)
    }

    public init(restoring snapshot: MoviesSnapshot) {
        coordinator = MoviesCoordinator(
            navigation: snapshot.navigation, viewModelSerials: snapshot.viewModels,
            detailViewModelsMade: snapshot.detailViewModelsMade, trace: trace)
    }

    public var rootCoordinator: any Coordinator { coordinator }

    public var currentNavigation: Navigation { coordinator.navigation }

    @discardableResult
    public func perform(_ intent: NavigationIntent) throws -> Outcome {
        try traced {
            if case .open(let url) = intent {
                try coordinator.open(try Self.pages(in: url))
            } else {
                try coordinator.perform(intent, catalog: catalog)
            }
            return .none
        }
    }

    /// `tap ID` on home: the home view reports the tapped movie, the coordinator pushes its page.
    @discardableResult
    public func send(_ event: AppEvent) throws -> Outcome {
        try traced {
            let screen = coordinator.navigation.visibleScreen
            trace.record(.received(coordinator.name, "'\(event)' reported by the \(screen) view"))
            guard let spec = catalog.row(of: event)?.spec, case .integer(let id)? = event.argument else {
                throw CommandFailure(.unknownCommand, "the movies app has no event \(event.name.quoted)")
            }
            try catalog.checkEvent(spec, visibleScreen: screen, running: runningCoordinators)
            try coordinator.push(page: .detail(try Movie.with(id: id)))
            return .none
        }
    }

    /// `movies://detail/42`: the pages above home, in order (`movies://home` for none).
    static func pages(in url: DeepLinkURL) throws(DeepLinkError) -> [Page] {
        guard url.scheme == catalog.linkScheme else { throw .wrongScheme(url.text, expected: catalog.linkScheme) }
        var segments = url.segments[...]
        if segments.first?.lowercased() == "home" { segments = segments.dropFirst() }
        var pages: [Page] = []
        for route in try catalog.routes(fromLinkSegments: segments, of: url) {
            guard route.name.rawValue == "detail", case .integer(let id)? = route.argument else {
                throw .unexpectedSegment(url.text, segment: route.name.rawValue, expected: "allowed after home")
            }
            guard let movie = Movie.catalogue.first(where: { $0.id == id }) else {
                throw .unexpectedSegment(
                    url.text, segment: String(id),
                    expected:
                        "a movie id of the catalogue: \(Movie.catalogue.map { String($0.id) }.joinedAsList(conjunction: "or"))"
                )
            }
            pages.append(.detail(movie))
        }
        guard pages.count < Navigation.maxDepth else { throw .tooDeep(url.text) }
        return pages
    }
}
