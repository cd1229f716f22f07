import CommandLanguage
import CoordinatorKit
import Glibc

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
        /// SIGINT (or SIGTERM) arrived while a sourced file ran.
        case interrupted
    }

    /// How deep `:source` may nest.
    static let maxSourceDepth = 32

    let session: Session
    let reporter: Reporter
    let bail: Bool
    /// Failures that count towards the exit status.
    private(set) var failures = 0
    /// A failure that the next command may still excuse with `:expect error`.
    private var pendingFailure = false
    /// How many `:source` files are running, one inside the other.
    private var sourceDepth = 0

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

        if case .command(.shell(.source(let path))) = parsed {
            return source(path, input: input, place: place)
        }
        let result: LineResult
        switch parsed {
        case .command(let command): result = session.execute(command, input: input)
        case .failure(let error): result = session.fail(error, input: input)
        }
        reporter.report(result, input: input, place: place, state: session.report)

        if result.excusesPreviousFailure { pendingFailure = false }
        if !result.succeeded {
            if pendingFailure { failures += 1 }
            pendingFailure = true
        }
        return result.quits ? .quit : .next
    }

    /// Runs a script file's lines here, each reported as FILE:LINE. A failure inside counts, but
    /// cannot be excused from outside the file (`:expect error` after `:source` sees the
    /// `:source` line itself, which succeeded).
    private func source(_ path: String, input: String, place: Place) -> Step {
        guard sourceDepth < Self.maxSourceDepth else {
            return finishLine(session.fail(ShellError.sourceTooDeep(path), input: input), input: input, place: place)
        }
        let lines: LineInput
        do {
            lines = try session.files.lines(of: path)
        } catch {
            if Interrupts.stopRequested { return .interrupted }  // Ctrl-C while a FIFO waited for a writer
            return finishLine(session.fail(error, input: input), input: input, place: place)
        }
        reporter.report(LineResult(), input: input, place: place, state: session.report)
        sourceDepth += 1
        defer { sourceDepth -= 1 }
        var number = 0
        while let raw = lines.next() {
            number += 1
            if Interrupts.stopRequested { return .interrupted }
            let step = run(raw, place: Place(source: path, line: number))
            if step != .next { return step }
        }
        if lines.wasInterrupted { return .interrupted }
        if pendingFailure {
            pendingFailure = false
            failures += 1
            if bail { return .bail }
        }
        if let error = lines.readError {
            return finishLine(
                session.fail(ShellError.unreadable(path, reason: .system(error)), input: input), input: input,
                place: place)
        }
        _ = session.sourced(input)
        return .next
    }

    /// Prints a result and counts it, as `run` does for an ordinary line.
    private func finishLine(_ result: LineResult, input: String, place: Place) -> Step {
        reporter.report(result, input: input, place: place, state: session.report)
        if !result.succeeded { pendingFailure = true }
        return .next
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
