import CommandLanguage
import CoordinatorKit

/// Runs command lines one at a time against a session, prints each result and keeps the
/// count of failures for the exit status.
///
/// A failure becomes final when the next command is not `:expect error` (which may excuse it),
/// or at the end of the run. With `--bail` the run stops as soon as a failure is final.
final class CommandRunner {
    /// What the caller should do after a line.
    enum Step: Equatable {
        case next
        /// `:quit` was run.
        case quit
        /// `--bail` and a failure became final.
        case bail
    }

    let session: Session
    let reporter: Reporter
    let bail: Bool
    /// Failures that count towards the exit status.
    private(set) var failures = 0
    /// A failure that the next command may still excuse with `:expect error`.
    private var pendingFailure = false

    init(session: Session, reporter: Reporter, bail: Bool) {
        self.session = session
        self.reporter = reporter
        self.bail = bail
    }

    func run(_ raw: RawLine, place: Place) -> Step {
        let input: String
        let parsed: Parsed
        switch raw {
        case .text(let line):
            input = line
            switch session.parse(line) {
            case .success(nil): return .next
            case .success(let command?): parsed = .command(command)
            case .failure(let error): parsed = .failure(error)
            }
        case .problem(let problem, let preview):
            input = preview
            parsed = .failure(problem)
        }

        if pendingFailure, !parsed.isExpectError {
            pendingFailure = false
            failures += 1
            if bail { return .bail }
        }

        let result: LineResult
        switch parsed {
        case .command(let command): result = session.execute(command)
        case .failure(let error): result = session.fail(error)
        }
        reporter.report(result, input: input, place: place, state: session.report)

        if result.excusesPreviousFailure { pendingFailure = false }
        if !result.succeeded {
            if pendingFailure { failures += 1 }
            pendingFailure = true
        }
        return result.quits ? .quit : .next
    }

    /// A line read as a command, or why it could not be.
    private enum Parsed {
        case command(Command)
        case failure(any CoordshError)

        var isExpectError: Bool {
            if case .command(let command) = self { command.isExpectError } else { false }
        }
    }

    /// Counts a failure that nothing can excuse any more (the end of the run).
    /// Returns whether any failure counted.
    func finish() -> Bool {
        if pendingFailure {
            pendingFailure = false
            failures += 1
        }
        return failures > 0
    }

    /// Counts a failure outside any command line, such as a script that stopped on a read error.
    func countFailure() {
        failures += 1
    }
}
