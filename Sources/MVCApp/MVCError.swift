import CoordinatorKit

/// Why an mvc-app command was refused. The state is unchanged whenever one is thrown.
enum MVCError: CoordshError, Equatable {
    /// The one second controller is already on screen.
    case secondAlreadyShown
    /// A controller reported an event with no coordinator to hear it (a wiring mistake).
    case noCoordinator(controller: String)

    var code: ErrorCode { .notAllowed }

    var message: String {
        switch self {
        case .secondAlreadyShown:
            "second is already shown: the coordinator reuses its one SecondViewController, and UIKit cannot show the same controller twice"
        case .noCoordinator(let controller):
            "the \(controller) controller has no coordinator to report to"
        }
    }
}
