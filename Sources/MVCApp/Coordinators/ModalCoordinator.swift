import CoordinatorKit

/// A second coordinator for the same controllers: the action presents the second screen
/// modally instead of pushing it. The controllers do not change; only the decision does.
final class ModalCoordinator: MVCCoordinator {
    let name = "modalCoordinator"
    var children: [any Coordinator] { [] }
    let controllers: Controllers
    private(set) var navigation = Navigation(root: MVCScreen.first.route)

    init(controllers: Controllers) {
        self.controllers = controllers
    }

    func run() {
        navigation = Navigation(root: MVCScreen.first.route)
        injectIntoControllers()
    }

    func firstControllerDidTapAction(_ controller: FirstViewController) throws {
        try checkCanShow(MVCScreen.second.route, in: navigation)
        prepareSecond()
        try navigation.present(MVCScreen.second.route)
    }

    func perform(_ intent: NavigationIntent) throws {
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
