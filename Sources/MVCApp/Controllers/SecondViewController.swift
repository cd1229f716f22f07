/// The second screen. Like the first, it holds its coordinator weakly and knows nothing of
/// where it is shown: pushed or presented is the coordinator's choice.
final class SecondViewController {
    weak var coordinator: (any FirstControllerDelegate)?
}
