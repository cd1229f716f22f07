import CoordinatorKit

/// What fails a script that `coordsh test` ran without a failed command: as it is, it would
/// pass while checking nothing.
enum TestProblem: CoordshError, Equatable {
    /// No command line ran: the file is empty, or holds only blank lines and comments.
    case runsNoCommand

    var code: ErrorCode { .notAllowed }

    var message: String {
        switch self {
        case .runsNoCommand:
            "runs no command (the file is empty or only comments); a test needs at least one command line"
        }
    }

    /// The failure as `coordsh test` reports it, at `place`.
    func failedLine(at place: Place) -> FailedLine {
        FailedLine(place: place, failure: CommandFailure(code, message))
    }
}
