import CoordinatorKit

/// The article's coordinator: the action on the first screen pushes the second.
final class PushCoordinator: MVCCoordinator {
    let name = "pushCoordinator"
    var children: [any Coordinator] { [] }
    let controllers: Controllers
    let trace: TraceRecorder
    private(set) var navigation = Navigation(root: MVCScreen.first.route)

    init(controllers: Controllers, trace: TraceRecorder, navigation: Navigation? = nil) {
        self.controllers = controllers
        self.trace = trace
        if let navigation { self.navigation = navigation }
    }

    func run() {
        navigation = Navigation(root: MVCScreen.first.route)
        injectIntoControllers()
    }

    func firstControllerDidTapAction(_ controller: FirstViewController) throws {
        trace.record(.received(name, "'action' from the first controller, through FirstControllerDelegate"))
        try checkCanShow(MVCScreen.second.route, in: navigation)
        trace.record(
            .handled(
                name, "pushes the second controller" + (controllers.secondIsMade ? " (reused)" : " (made now, lazily)"))
        )
        prepareSecond()
        try navigation.push(MVCScreen.second.route)
    }

    func perform(_ intent: NavigationIntent) throws {
        trace.record(.handled(name, "owns the navigation controller; applies it"))
        try check(intent, in: navigation)
        try navigation.apply(intent)
    }

    func open(showingSecond showsSecond: Bool) throws {
        run()
        if showsSecond {
            prepareSecond()
            try navigation.push(MVCScreen.second.route)
        }
    }
}
