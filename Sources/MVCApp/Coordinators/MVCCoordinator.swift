import CoordinatorKit

/// What both interchangeable coordinators do: own the navigation controller, inject themselves
/// into the controllers, and decide what the controllers' events mean. They differ in one
/// decision only, how the second controller is shown (`showSecond(on:)`), so swapping the
/// coordinator changes that decision and nothing else.
protocol MVCCoordinator: Coordinator, FirstControllerDelegate {
    init(controllers: Controllers, trace: TraceRecorder, navigation: Navigation?)

    /// The navigation controller's stack and the modals over it.
    var navigation: Navigation { get set }
    /// The controllers this coordinator drives.
    var controllers: Controllers { get }
    /// Where it records what it decides.
    var trace: TraceRecorder { get }

    /// Shows the second controller: pushes or presents it. The one decision that differs.
    func showSecond(on navigation: inout Navigation) throws
    /// What `showSecond` does, for the trace: `pushes`, `presents`.
    var showVerb: String { get }
}

extension MVCCoordinator {
    /// The article's `run()`: shows the first controller and becomes the controllers' delegate.
    func run() {
        navigation = Navigation(root: MVCScreen.first.route)
        injectIntoControllers()
    }

    /// The first controller's action: show the second controller, this coordinator's way.
    func firstControllerDidTapAction(_ controller: FirstViewController) throws {
        trace.record(.received(name, "'action' from the first controller, through FirstControllerDelegate"))
        try checkCanShow(MVCScreen.second.route, in: navigation)
        trace.record(
            .handled(
                name,
                "\(showVerb) the second controller" + (controllers.secondIsMade ? " (reused)" : " (made now, lazily)")))
        var changed = navigation
        try showSecond(on: &changed)
        prepareSecond()
        navigation = changed
    }

    /// Applies a navigation intent typed by the user. Showing second by hand makes its
    /// controller too, as UIKit needs one to show.
    func perform(_ intent: NavigationIntent) throws {
        trace.record(.handled(name, "owns the navigation controller; applies it"))
        try check(intent, in: navigation)
        try navigation.apply(intent)
        let shown: Route? =
            switch intent {
            case .push(let route), .present(let route), .replace(let route), .navigate(let route): route
            default: nil
            }
        if shown == MVCScreen.second.route { prepareSecond() }
    }

    /// Rebuilds the navigation from a deep link: first, then second (this coordinator's way) if
    /// `showsSecond`.
    func open(showingSecond showsSecond: Bool) throws {
        var changed = Navigation(root: MVCScreen.first.route)
        if showsSecond { try showSecond(on: &changed) }
        run()
        if showsSecond { prepareSecond() }
        navigation = changed
    }

    /// Injects this coordinator into the controllers, as the article's lazy vars do.
    func injectIntoControllers() {
        controllers.first.coordinator = self
        if controllers.secondIsMade { controllers.second.coordinator = self }
    }

    /// The one `second` controller cannot be shown twice: UIKit would crash on pushing or
    /// presenting a controller that is already on screen.
    func checkCanShow(_ route: Route, in navigation: Navigation) throws {
        guard route.name == MVCScreen.second.route.name, navigation.containsScreen(where: { $0 == route }) else {
            return
        }
        throw MVCError.secondAlreadyShown
    }

    /// The checks every intent gets: the tables, then the one-instance rule.
    func check(_ intent: NavigationIntent, in navigation: Navigation) throws {
        // The app owns the controllers (see `Controllers`); a coordinator only shows them.
        try MVCApp.catalog.checkPlacement(of: intent, in: navigation, onStackOf: "app", running: ["app"])
        switch intent {
        case .push(let route), .present(let route): try checkCanShow(route, in: navigation)
        case .replace(let route) where navigation.activeStack.top != route: try checkCanShow(route, in: navigation)
        case .navigate(let route) where !navigation.activeStack.contains(route): try checkCanShow(route, in: navigation)
        default: break
        }
        trace.recordDecision(of: intent, by: name, on: navigation)
    }

    /// Makes the second controller on first use (and injects this coordinator into it).
    func prepareSecond() {
        controllers.second.coordinator = self
    }
}

extension MVCCoordinator {
    var treeEntry: TreeEntry {
        TreeEntry(
            type: String(describing: type(of: self)), facts: ["owns the navigation controller"], navigation: navigation,
            holds: [HeldObject("controllers", type: "Controllers", facts: ["shared with the app delegate"])])
    }
}
