import CoordinatorKit

/// The article's `Coordinator`: it owns the navigation path, pushes pages, and builds each
/// page's view with its view model in `build(page:)`: one shared home view model, made lazily
/// and once, and a new detail view model for every detail page.
final class MoviesCoordinator: Coordinator {
    let name = "coordinator"
    var children: [any Coordinator] { [] }
    private(set) var navigation = Navigation(root: Page.home.route)
    private var madeHomeViewModel: HomeViewModel?
    private(set) var detailViewModelsMade = 0
    /// The views on screen, one per screen: the base stack's, then each modal's, bottom first.
    private(set) var views: [PageView] = []
    private let trace: TraceRecorder

    init(trace: TraceRecorder = TraceRecorder()) {
        self.trace = trace
        views = [build(page: .home)]
    }

    /// A coordinator in a restored state: its navigation, and for each screen the serial of its
    /// view model (0 for the shared home view model).
    init(navigation: Navigation, viewModelSerials: [Int], detailViewModelsMade: Int, trace: TraceRecorder) {
        self.trace = trace
        self.navigation = navigation
        self.detailViewModelsMade = detailViewModelsMade
        let home = homeViewModel
        views = zip(Self.screens(of: navigation), viewModelSerials).map { route, serial in
            guard case .detail(let movie)? = try? Page(route: route) else { return .home(home) }
            return .detail(MovieDetailsViewModel(movie: movie, serial: serial))
        }
    }

    var treeEntry: TreeEntry {
        let screens = Self.screens(of: navigation)
        let models = zip(screens, views).map { route, view -> HeldObject in
            switch view {
            case .home: HeldObject("\(route)", type: "HomeView", facts: ["homeViewModel, shared"])
            case .detail(let model):
                HeldObject(
                    "\(route)", type: "MovieDetailsView",
                    facts: ["MovieDetailsViewModel #\(model.serial): \(model.movie.title)"])
            }
        }
        let home = HeldObject(
            "homeViewModel", type: "HomeViewModel", facts: ["made lazily, once; \(Movie.catalogue.count) movies"])
        return TreeEntry(
            type: "Coordinator", facts: ["\(detailViewModelsMade) detail view models made so far"],
            navigation: navigation,
            holds: [home] + models)
    }

    /// The article's `lazy var homeViewModel`.
    var homeViewModel: HomeViewModel {
        if let madeHomeViewModel { return madeHomeViewModel }
        let model = HomeViewModel(movies: Movie.catalogue)
        madeHomeViewModel = model
        return model
    }

    /// Whether the home view model has been made.
    var homeViewModelIsMade: Bool { madeHomeViewModel != nil }

    /// The article's `push(page:)`.
    func push(page: Page) throws {
        trace.record(.handled(name, "push(page: \(page.traceDescription))"))
        try change { try $0.push(page.route) }
    }

    /// The article's `build(page:)`: the view for a page, with its view model.
    func build(page: Page) -> PageView {
        switch page {
        case .home:
            return .home(homeViewModel)
        case .detail(let movie):
            detailViewModelsMade += 1
            trace.record(
                .handled(name, "build(page:) makes MovieDetailsViewModel #\(detailViewModelsMade) for \(movie.title)"))
            return .detail(MovieDetailsViewModel(movie: movie, serial: detailViewModelsMade))
        }
    }

    /// Applies a navigation intent; a detail of a movie not in the catalogue is refused.
    func perform(_ intent: NavigationIntent, catalog: AppCatalog) throws {
        trace.record(.received(name, "'\(intent)'; it owns the path"))
        try catalog.checkPlacement(of: intent, in: navigation, onStackOf: name, running: [name])
        switch intent {
        case .push(let route), .present(let route), .replace(let route), .navigate(let route):
            _ = try Page(route: route)
        default: break
        }
        trace.recordDecision(of: intent, by: name, on: navigation)
        try change { try $0.apply(intent) }
    }

    /// Rebuilds the base stack from a deep link, dismissing every modal.
    func open(_ pages: [Page]) throws {
        trace.record(.handled(name, "dismisses every modal and sets the path to the link's pages"))
        try change { navigation throws in
            navigation.dismissAll()
            try navigation.resetStack(path: pages.map(\.route))
        }
    }

    /// Changes the navigation, then builds views for the screens that are new: like SwiftUI's
    /// navigationDestination, screens that stay keep their views.
    private func change(_ body: (inout Navigation) throws -> Void) throws {
        var changed = navigation
        try body(&changed)
        let before = Self.screens(of: navigation)
        let after = Self.screens(of: changed)
        let kept = zip(before, after).prefix { $0 == $1 }.count
        navigation = changed
        views = Array(views.prefix(kept))
        for route in after.dropFirst(kept) {
            guard let page = try? Page(route: route) else { continue }
            views.append(build(page: page))
        }
    }

    /// Every screen, the base stack's then each modal's, bottom first.
    static func screens(of navigation: Navigation) -> [Route] {
        navigation.baseStack.routes + navigation.modals.flatMap(\.routes)
    }
}
