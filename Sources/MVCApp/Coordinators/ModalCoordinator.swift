import CoordinatorKit

/// A second coordinator for the same controllers: the action presents the second screen
/// modally instead of pushing it. The controllers do not change; only the decision does.
final class ModalCoordinator: MVCCoordinator {
    let name = "modalCoordinator"
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
                name,
                "presents the second controller" + (controllers.secondIsMade ? " (reused)" : " (made now, lazily)")))
        prepareSecond()
        try navigation.present(MVCScreen.second.route)
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
            try navigation.present(MVCScreen.second.route)
        }
    }
}
