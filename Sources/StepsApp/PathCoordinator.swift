import CoordinatorKit

/// A screen type a `PathCoordinator` can hold: a `Hashable` value that has a route.
protocol PathDestination: Hashable {
    var route: Route { get }
    init?(route: Route)
}

/// The article's `CoordinatorProtocol`: push, pop, pop to a screen, pop to the root, in terms of
/// the app's own destination type.
protocol PathNavigating: AnyObject {
    associatedtype Destination: PathDestination
    func push(_ destination: Destination) throws
    func pop() throws
    func popToView(_ destination: Destination) throws
    func popToRoot()
}

/// The article's generic `Coordinator<T: Hashable>`: one coordinator over a flat path of
/// destinations. Unlike the article, popping at the root is an error instead of a crash
/// (`removeLast` on an empty array), `popToView` picks the topmost match (the article took the
/// first), and nothing here prints: the shell shows what happened.
final class PathCoordinator<Destination: PathDestination>: Coordinator, PathNavigating {
    let name = "coordinator"
    var children: [any Coordinator] { [] }
    private(set) var navigation: Navigation
    private let trace: TraceRecorder

    init(root: Destination, trace: TraceRecorder = TraceRecorder()) {
        navigation = Navigation(root: root.route)
        self.trace = trace
    }

    /// A coordinator with this navigation, for a restored state.
    init(navigation: Navigation, trace: TraceRecorder) {
        self.navigation = navigation
        self.trace = trace
    }

    var treeEntry: TreeEntry {
        TreeEntry(
            type: "PathCoordinator<\(Destination.self)>",
            facts: ["path [\(path.map { "\($0)" }.joined(separator: ", "))]"], navigation: navigation)
    }

    /// The article's `paths`: the destinations above the root of the base stack.
    var path: [Destination] {
        navigation.baseStack.above.compactMap(Destination.init(route:))
    }

    /// The destination the user sees.
    var visible: Destination? {
        Destination(route: navigation.visibleScreen)
    }

    // MARK: - CoordinatorProtocol

    func push(_ destination: Destination) throws {
        trace.record(.handled(name, "push(.\(destination))"))
        try navigation.push(destination.route)
    }

    func pop() throws {
        trace.record(.handled(name, "pop()"))
        try navigation.pop()
    }

    func popToView(_ destination: Destination) throws {
        trace.record(.handled(name, "popToView(.\(destination))"))
        try navigation.pop(to: RoutePattern(destination.route.name))
    }

    func popToRoot() {
        trace.record(.handled(name, "popToRoot()"))
        navigation.popToRoot()
    }

    // MARK: - Everything else the shell can ask

    /// Applies any stack intent, after checking the route against the app's tables.
    func perform(_ intent: NavigationIntent, catalog: AppCatalog) throws {
        trace.record(.received(name, "'\(intent)'; it owns the path"))
        try catalog.checkPlacement(of: intent, in: navigation, onStackOf: name, running: [name])
        trace.recordDecision(of: intent, by: name, on: navigation)
        try navigation.apply(intent)
    }

    /// Rebuilds the base stack from a deep link's destinations, dismissing every modal.
    func open(_ destinations: [Destination]) throws {
        trace.record(.handled(name, "dismisses every modal and sets its path to the link's destinations"))
        var rebuilt = navigation
        rebuilt.dismissAll()
        try rebuilt.resetStack(path: destinations.map(\.route))
        navigation = rebuilt
    }
}
