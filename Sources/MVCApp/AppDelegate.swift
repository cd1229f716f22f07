import CoordinatorKit

/// The article's AppDelegate: it keeps the running coordinator in a stored property, holding it
/// strongly. Without that reference the coordinator would be freed at once and the controllers'
/// weak references would lead nowhere (the article's own warning). It can swap the coordinator.
final class AppDelegate: Coordinator {
    /// Which of the two interchangeable coordinators runs.
    enum Style: String, CaseIterable {
        case push, modal

        var coordinatorType: any MVCCoordinator.Type {
            switch self {
            case .push: PushCoordinator.self
            case .modal: ModalCoordinator.self
            }
        }

        /// The style whose coordinator is named `name`.
        init?(coordinatorName name: String) {
            guard let style = Self.allCases.first(where: { "\($0.rawValue)Coordinator" == name }) else { return nil }
            self = style
        }
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

    /// An app delegate in a restored state: `style`'s coordinator with this navigation, and the
    /// second controller made if it had been.
    init(trace: TraceRecorder, style: Style, navigation: Navigation, secondIsMade: Bool) {
        self.trace = trace
        if secondIsMade { _ = controllers.second }
        coordinator = style.coordinatorType.init(controllers: controllers, trace: trace, navigation: navigation)
        coordinator.injectIntoControllers()
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
        coordinator = style.coordinatorType.init(controllers: controllers, trace: trace, navigation: nil)
        trace.record(
            .handled(
                name,
                "replaces \(old) with \(coordinator.name), which injects itself into the same controllers and runs from first"
            ))
        coordinator.run()
    }
}
