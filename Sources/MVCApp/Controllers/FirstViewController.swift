/// The first screen. It knows nothing of navigation: it reports its button to its delegate,
/// which it holds weakly (the coordinator owns the controllers, not the other way round).
final class FirstViewController {
    weak var coordinator: (any FirstControllerDelegate)?

    /// The user tapped the action button.
    func actionTapped() throws {
        guard let coordinator else { throw MVCError.noCoordinator(controller: "first") }
        try coordinator.firstControllerDidTapAction(self)
    }
}
