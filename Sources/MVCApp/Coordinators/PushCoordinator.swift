import CoordinatorKit

/// The article's coordinator: the action on the first screen pushes the second.
final class PushCoordinator: MVCCoordinator {
    let name = "pushCoordinator"
    var children: [any Coordinator] { [] }
    let controllers: Controllers
    let trace: TraceRecorder
    var navigation = Navigation(root: MVCScreen.first.route)

    init(controllers: Controllers, trace: TraceRecorder, navigation: Navigation? = nil) {
        self.controllers = controllers
        self.trace = trace
        if let navigation { self.navigation = navigation }
    }

    let showVerb = "pushes"

    func showSecond(on navigation: inout Navigation) throws {
        try navigation.push(MVCScreen.second.route)
    }
}
