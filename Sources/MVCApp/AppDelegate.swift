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
    private(set) var coordinator: any MVCCoordinator

    var children: [any Coordinator] { [coordinator] }

    init() {
        coordinator = PushCoordinator(controllers: controllers)
        coordinator.run()
    }

    var style: Style { coordinator is ModalCoordinator ? .modal : .push }

    /// Swaps the coordinator and starts again at the first screen, with the same controllers:
    /// the new coordinator injects itself into them, and the old one is released.
    func use(_ style: Style) {
        switch style {
        case .push: coordinator = PushCoordinator(controllers: controllers)
        case .modal: coordinator = ModalCoordinator(controllers: controllers)
        }
        coordinator.run()
    }
}
