import CoordinatorKit

/// The article's coordinator: the action on the first screen pushes the second.
final class PushCoordinator: MVCCoordinator {
    let name = "pushCoordinator"
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
        try navigation.push(MVCScreen.second.route)
    }

    func perform(_ intent: NavigationIntent) throws {
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
