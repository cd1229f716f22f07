import CoordinatorKit

/// What fails a script that `coordsh test` ran without a failed command: as it is, it would
/// pass while checking nothing, or while skipping its checks.
enum TestProblem: CoordshError, Equatable {
    /// No command line ran: the file holds only blank lines, comments, `:quit`, or `:source` of
    /// files like that.
    case runsNoCommand
    /// A `:quit` ended the script with commands after it: (its word as typed, how many, where
    /// the first is).
    case quitsBeforeCommands(String, count: Int, first: Place?)

    var code: ErrorCode { .notAllowed }

    var message: String {
        switch self {
        case .runsNoCommand:
            "runs no command (its lines are blank, comments, ':quit' or ':source' of such files); a test needs at least one command line"
        case .quitsBeforeCommands(let word, 1, let first):
            "\(word.quoted) ends the script here, so the command after it\(Self.at(first, "at")) never runs; remove it, or the command after it"
        case .quitsBeforeCommands(let word, let count, let first):
            "\(word.quoted) ends the script here, so the \(count) commands after it\(Self.at(first, "the first at")) never run; remove it, or the commands after it"
        }
    }

    /// ` (at FILE:LINE)`, or nothing without a place.
    private static func at(_ place: Place?, _ words: String) -> String {
        guard let place, let source = place.source else { return "" }
        return " (\(words) \(source):\(place.line))"
    }

    /// The failure as `coordsh test` reports it, at `place`.
    func failedLine(at place: Place) -> FailedLine {
        FailedLine(place: place, failure: CommandFailure(code, message))
    }
}
