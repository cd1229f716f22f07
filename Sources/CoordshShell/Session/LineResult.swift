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

    public let display: Display
    /// Whether this `:expect error` excused the failure of the previous command.
    public let excusesPreviousFailure: Bool
    /// Whether the command asks to leave.
    public let quits: Bool
    /// What few results have, kept apart: an ordinary result, which goes from the session to
    /// the runner to the reporter after every command, is then a few words with nothing in them
    /// to retain and release. `nil` when there are none.
    private var details: Details?

    private struct Rare: Sendable {
        var failure: CommandFailure?
        var notes: [String] = []
        var trace: [TraceEvent]?
        var tour: String?

        var isEmpty: Bool { failure == nil && notes.isEmpty && trace == nil && tour == nil }
    }

    private final class Details: Sendable {
        let rare: Rare

        init(_ rare: Rare) {
            self.rare = rare
        }
    }

    private var rare: Rare { details?.rare ?? Rare() }

    /// Changes one of the rare parts (a new `Details`: results are values).
    private mutating func update<Part>(_ part: WritableKeyPath<Rare, Part>, to value: Part) {
        var rare = self.rare
        rare[keyPath: part] = value
        details = rare.isEmpty ? nil : Details(rare)
    }

    /// Why the command failed; `nil` when it succeeded.
    public var failure: CommandFailure? { details?.rare.failure }

    /// Notes from the app, such as a deep link kept until the next login, and from the runner.
    public internal(set) var notes: [String] {
        get { rare.notes }
        set { update(\.notes, to: newValue) }
    }

    /// How the command travelled through the coordinator tree, when trace is on: the events
    /// for an intent or an event, none for other commands; `nil` when trace is off.
    public internal(set) var trace: [TraceEvent]? {
        get { details?.rare.trace }
        set { update(\.trace, to: newValue) }
    }

    /// What the running lesson of the tour says about the command, or a lesson's introduction.
    public internal(set) var tour: String? {
        get { details?.rare.tour }
        set { update(\.tour, to: newValue) }
    }

    public var succeeded: Bool { details?.rare.failure == nil }

    /// Whether it has nothing but its display: it succeeded, with no notes, trace or tour (the
    /// result of nearly every command of a script).
    public var hasOnlyDisplay: Bool { details == nil }

    init(
        failure: CommandFailure? = nil, display: Display = .nothing, notes: [String] = [],
        excusesPreviousFailure: Bool = false, quits: Bool = false
    ) {
        self.display = display
        self.excusesPreviousFailure = excusesPreviousFailure
        self.quits = quits
        let rare = Rare(failure: failure, notes: notes)
        details = rare.isEmpty ? nil : Details(rare)
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
