import CoordinatorKit

/// The article's AppDelegate: it keeps the running coordinator in a stored property, holding it
/// strongly. Without that reference the coordinator would be freed at once and the controllers'
/// weak references would lead nowhere (the article's own warning). It can swap the coordinator.
final class AppDelegate: Coordinator {
    /// Which of the two interchangeable coordinators runs.
    enum Style: String, CaseIterable {
        case push, modal
    }

    let name = "app"
    let controllers = Controllers()
    private let trace: TraceRecorder
    private(set) var coordinator: any MVCCoordinator

    var children: [any Coordinator] { [coordinator] }

    init(trace: TraceRecorder = TraceRecorder()) {
        self.trace = trace
        coordinator = PushCoordinator(controllers: controllers, trace: trace)
        coordinator.run()
    }

    var treeEntry: TreeEntry {
        let weakly = "holds its coordinator weakly: \(coordinator.name)"
        var controllerObjects = [HeldObject("first", type: "FirstViewController", facts: [weakly])]
        controllerObjects.append(
            controllers.secondIsMade
                ? HeldObject("second", type: "SecondViewController", facts: ["made lazily, reused", weakly])
                : HeldObject("second", type: "SecondViewController", facts: ["not made yet (lazy)"]))
        return TreeEntry(
            type: "AppDelegate", facts: ["holds the running coordinator strongly"],
            holds: [HeldObject("controllers", type: "Controllers", holds: controllerObjects)])
    }

    var style: Style { coordinator is ModalCoordinator ? .modal : .push }

    /// Swaps the coordinator and starts again at the first screen, with the same controllers:
    /// the new coordinator injects itself into them, and the old one is released.
    func use(_ style: Style) {
        let old = coordinator.name
        switch style {
        case .push: coordinator = PushCoordinator(controllers: controllers, trace: trace)
        case .modal: coordinator = ModalCoordinator(controllers: controllers, trace: trace)
        }
        trace.record(
            .handled(
                name,
                "replaces \(old) with \(coordinator.name), which injects itself into the same controllers and runs from first"
            ))
        coordinator.run()
    }
}
