import CoordinatorKit

/// A second coordinator for the same controllers: the action presents the second screen
/// modally instead of pushing it. The controllers do not change; only the decision does.
final class ModalCoordinator: MVCCoordinator {
    let name = "modalCoordinator"
    var children: [any Coordinator] { [] }
    let controllers: Controllers
    let trace: TraceRecorder
    var navigation = Navigation(root: MVCScreen.first.route)

    init(controllers: Controllers, trace: TraceRecorder, navigation: Navigation? = nil) {
        self.controllers = controllers
        self.trace = trace
        if let navigation { self.navigation = navigation }
    }

    let showVerb = "presents"

    func showSecond(on navigation: inout Navigation) throws {
        try navigation.present(MVCScreen.second.route)
    }
}
