import CommandLanguage
import CoordinatorKit

/// What running one command line produced. The runner turns it into output.
public struct LineResult: Sendable {
    /// What the shell shows after the command, besides an error.
    public enum Display: Equatable, Sendable {
        /// Nothing (a successful `:expect`).
        case nothing
        /// The state as the screen shows it, after an intent or an event: a list shows its
        /// newest few items (`StateReport.pageSize`).
        case state
        /// The whole state (`:state`): every item of every list.
        case wholeState
        /// Text, such as `:help`.
        case text(String)
        /// Narration (`:echo`): consecutive lines form one paragraph, printed once with --echo.
        case narration(String)
    }

    /// Why the command failed; `nil` when it succeeded.
    public let failure: CommandFailure?
    public let display: Display
    /// Notes from the app, such as a deep link kept until the next login, and from the runner.
    public internal(set) var notes: [String]
    /// Whether this `:expect error` excused the failure of the previous command.
    public let excusesPreviousFailure: Bool
    /// Whether the command asks to leave.
    public let quits: Bool
    /// How the command travelled through the coordinator tree, when trace is on: the events
    /// for an intent or an event, none for other commands; `nil` when trace is off.
    public internal(set) var trace: [TraceEvent]?
    /// What the running lesson of the tour says about the command, or a lesson's introduction.
    public internal(set) var tour: String?

    public var succeeded: Bool { failure == nil }

    init(
        failure: CommandFailure? = nil, display: Display = .nothing, notes: [String] = [],
        excusesPreviousFailure: Bool = false, quits: Bool = false
    ) {
        self.failure = failure
        self.display = display
        self.notes = notes
        self.excusesPreviousFailure = excusesPreviousFailure
        self.quits = quits
        trace = nil
        tour = nil
    }

    /// A failed line.
    static func failed(_ error: any CoordshError) -> LineResult {
        LineResult(failure: CommandFailure(error.code, error.message))
    }
}

extension Command {
    /// Whether this is `:expect error [CODE]`, which looks at the previous command's failure.
    public var isExpectError: Bool {
        if case .shell(.expect(.error)) = self { true } else { false }
    }
}
