import CommandLanguage
import CoordinatorKit
import Glibc

/// Runs command lines one at a time against a session, prints each result and keeps the
/// count of failures for the exit status.
///
/// A failure becomes final when the next command is not `:expect error` (which may excuse it),
/// or at the end of the run. With `--bail` the run stops as soon as a failure is final. When the
/// lines that follow can be read without waiting (a file, `-c`, a pipe that holds them already),
/// the runner looks ahead before printing a failure: one that the next command excuses is printed
/// as expected, not as an error.
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

    /// A failure that the next command may still excuse with `:expect error`.
    private struct Pending {
        let failure: FailureTally.Failure
        /// The failure with its message, for `firstFailure`.
        let line: FailedLine
        /// Whether it was printed as expected (the look ahead found the `:expect error`).
        let shownAsExpected: Bool
        /// Whether the line is an `:expect`, one that did not hold or could not be read.
        let isExpectation: Bool
    }

    /// A `:quit` that ended the run: where it was, its word as typed (`:quit`, `:q`, `quit` or
    /// `exit`), and how many commands after it, in its file and in the files that source it,
    /// never ran, with where the first is (counted only with `countsCommandsAfterQuit`).
    struct Quit: Equatable {
        let place: Place
        let word: String
        var commandsAfter = 0
        var firstAfter: Place?
    }

    /// How deep `:source` may nest.
    static let maxSourceDepth = 32
    /// How many blank and comment lines a look ahead reads past before it gives up.
    static let maxLookahead = 1_000

    let session: Session
    let reporter: Reporter
    let bail: Bool
    /// Whether a `:source` line that had failures ends with a summary of them (at the prompt,
    /// where the run does not end with one).
    let summarisesSources: Bool
    /// Whether a `:quit` reads the lines after it and counts the commands among them
    /// (`coordsh test`, where they would be checks that never run). A plain run reads nothing
    /// after it: at a terminal or from a pipe, that would wait for lines nobody means to send.
    let countsCommandsAfterQuit: Bool
    /// Failed commands that count towards the exit status.
    private(set) var tally = FailureTally()
    /// Failures that are not commands (a script that stopped on a read error); their error says it all.
    private var otherFailures = 0
    private var pending: Pending?
    /// The first failure that counted, with its place and message: what `coordsh test` reports.
    private(set) var firstFailure: FailedLine?
    /// The first `:expect` that failed and counted, whether it did not hold or could not be read
    /// (`coordsh export` refuses a script with one).
    private(set) var firstFailedExpectation: FailedLine?
    /// How many `:source` files are running, one inside the other.
    private var sourceDepth = 0
    /// How many lines ran as commands other than `:quit` and `:source` (whose files' lines count
    /// for themselves): a test that ran none checked nothing.
    private(set) var commandsRun = 0
    /// The `:quit` that ended the run, if one did.
    private(set) var quit: Quit?
    /// Whether a line that succeeds with nothing to add is printed not at all and flushes
    /// nothing (`--quiet`, not at the prompt): `run` then only counts it.
    private let silentOnSuccess: Bool

    init(
        session: Session, reporter: Reporter, bail: Bool, summarisesSources: Bool = false,
        countsCommandsAfterQuit: Bool = false
    ) {
        self.session = session
        self.reporter = reporter
        self.bail = bail
        self.summarisesSources = summarisesSources
        self.countsCommandsAfterQuit = countsCommandsAfterQuit
        let settings = reporter.settings
        silentOnSuccess = settings.quiet && !settings.json && !settings.flushEachCommand
    }

    /// How many failures count so far.
    var failures: Int { tally.count + otherFailures }

    /// Runs one line. `lookahead` gives the lines after it, if they can be read ahead.
    func run(_ raw: RawLine, place: Place, lookahead: (any Lookahead)? = nil) -> Step {
        // The command goes from the parser to the session as it is, never wrapped in another
        // value: a line costs a few thousand instructions, and every copy of a command counts.
        switch raw {
        case .text(let line):
            switch session.parse(line) {
            case .success(nil):
                return .next
            case .success(let command?):
                if !command.isExpectError, let step = settlePending() { return step }
                if case .shell(.source(let path)) = command {
                    return source(path, input: line.text, place: place)
                }
                let result = session.execute(command, input: line)
                // The usual line of a `--quiet` run succeeded with nothing to say: `conclude`
                // would only count it (its call, for a result it reads and drops, cost some 60
                // instructions a line).
                if silentOnSuccess, result.hasOnlyDisplay, !result.quits, !result.excusesPreviousFailure {
                    commandsRun += 1
                    return .next
                }
                return conclude(
                    result, input: line, place: place, lookahead: lookahead, judgesPrevious: command.isExpectError)
            case .failure(let error):
                if let step = settlePending() { return step }
                return conclude(session.fail(error, input: line), input: line, place: place, lookahead: lookahead)
            }
        case .problem(let problem, let preview):
            if let step = settlePending() { return step }
            let input = LineText(preview)
            return conclude(session.fail(problem, input: input), input: input, place: place, lookahead: lookahead)
        }
    }

    /// Counts the pending failure, which the line about to run cannot excuse; `.bail` if the
    /// run stops there.
    private func settlePending() -> Step? {
        // The tag is tested in place first: `guard let` copied the whole pending failure (80
        // bytes) out of the runner before every command to find that there was none.
        guard case .some = pending, let pending else { return nil }
        self.pending = nil
        count(pending)
        return bail ? .bail : nil
    }

    /// Prints a line's result and keeps its failure, which the next line may excuse. Without
    /// `lookahead` (a `:source` line that failed), nothing is known of the next line.
    /// `judgesPrevious`: the line is an `:expect error`, whose own failure (the previous command
    /// failed otherwise than expected) says more than the failure it judged, and is what
    /// `firstFailure` keeps, unless what it judged was a failed `:expect`.
    private func conclude(
        _ result: consuming LineResult, input: LineText, place: Place, lookahead: (any Lookahead)?,
        judgesPrevious: Bool = false
    ) -> Step {
        if result.excusesPreviousFailure, let excused = pending {
            if !excused.shownAsExpected {
                result.notes.append("the error above (\(excused.failure.place)) was expected")
            }
            pending = nil
        }
        let isExpectation = result.failure != nil && input.withUTF8 { Lexer.firstWord(of: $0, is: ":expect") }
        let expected = result.failure.map { nextLineExcuses($0, byExpectation: isExpectation, lookahead) } ?? false
        reporter.report(result, input: input, place: place, expected: expected, app: session.app)

        if let failure = result.failure {
            // (A failed `:expect` stays first: a bare `:expect error` after it fails for it.)
            if let pending { count(pending, canBeFirst: !judgesPrevious || pending.isExpectation) }
            pending = Pending(
                failure: .init(place: place, line: input), line: FailedLine(place: place, failure: failure),
                shownAsExpected: expected, isExpectation: isExpectation)
        }
        guard result.quits else {
            commandsRun += 1
            return .next
        }
        let word = input.text
        quit = Quit(place: place, word: word.split(whereSeparator: \.isWhitespace).first.map(String.init) ?? word)
        return .quit
    }

    /// After a `:quit` in `source`, whose line `lineNumber` ran last, with
    /// `countsCommandsAfterQuit`: reads the rest of it, as far as it can be read without waiting,
    /// and adds the commands in it (not blank or comment lines) to the quit's `commandsAfter`.
    /// Called for the file of the `:quit`, then for each file that sourced it, so the first
    /// command found is the first that did not run.
    func countCommandsAfterQuit(in source: ScriptSource, after lineNumber: Int) {
        guard countsCommandsAfterQuit, quit != nil else { return }
        var number = lineNumber
        while case .line(let raw) = source.peek(0) {
            _ = source.next()
            number += 1
            if case .text(let line) = raw, case .success(nil) = session.parse(line) { continue }
            quit?.commandsAfter += 1
            if quit?.firstAfter == nil { quit?.firstAfter = Place(source: source.name, line: number) }
        }
    }

    /// Whether the next command, past blank and comment lines, is an `:expect error` that
    /// excuses `failure` (an `:expect`'s, `byExpectation`, only by its code); `false` when that
    /// cannot be known without waiting.
    private func nextLineExcuses(
        _ failure: CommandFailure, byExpectation: Bool, _ lookahead: (any Lookahead)?
    ) -> Bool {
        guard let lookahead else { return false }
        for offset in 0..<Self.maxLookahead {
            guard case .line(.text(let line)) = lookahead.peek(offset) else { return false }
            switch session.parse(line) {
            case .success(nil): continue
            case .success(.shell(.expect(.error(let code)))?):
                return code == failure.code || (code == nil && !byExpectation)
            default: return false
            }
        }
        return false
    }

    /// Runs a script file's lines here, each reported as FILE:LINE. A failure inside counts, but
    /// cannot be excused from outside the file (`:expect error` after `:source` sees the
    /// `:source` line itself, which succeeded).
    private func source(_ typed: String, input: String, place: Place) -> Step {
        let line = LineText(input)
        guard sourceDepth < Self.maxSourceDepth else {
            return conclude(
                session.fail(ShellError.sourceTooDeep(typed), input: line), input: line, place: place, lookahead: nil)
        }
        let file: LineInput
        let path: String
        do {
            (file, path) = try session.read(typed) { path throws(ShellError) in
                try session.files.refuseDocumentAsScript(path)
                return try session.files.lines(of: path)
            }
        } catch {
            if Interrupts.stopRequested { return .interrupted }  // Ctrl-C while a FIFO waited for a writer
            return conclude(session.fail(error, input: line), input: line, place: place, lookahead: nil)
        }
        reporter.report(LineResult(), input: line, place: place, app: session.app)
        let sourceLine = session.sourcing(input)
        let lines = ScriptSource(name: path, input: file)
        let outerScript = session.scriptPath
        session.scriptPath = path
        sourceDepth += 1
        let outer = tally
        tally = FailureTally()
        defer {
            session.scriptPath = outerScript
            sourceDepth -= 1
            if summarisesSources, let summary = tally.summary(in: path) { reporter.reportSummary(summary) }
            tally = outer.merged(with: tally)
        }
        var number = 0
        while let raw = lines.next() {
            number += 1
            if Interrupts.stopRequested { return .interrupted }
            let step = run(raw, place: Place(source: path, line: number), lookahead: lines)
            if step == .quit { countCommandsAfterQuit(in: lines, after: number) }
            if step != .next { return step }
        }
        if lines.wasInterrupted { return .interrupted }
        if let pending {
            self.pending = nil
            count(pending)
            if bail { return .bail }
        }
        if let error = lines.readErrorNumber {
            let failure = ShellError.unreadable(path, reason: .system(error))
            return conclude(
                session.sourceFailed(failure, input: input, number: sourceLine), input: line, place: place,
                lookahead: nil)
        }
        session.sourced(input, number: sourceLine)
        return .next
    }

    /// Counts a failure that nothing can excuse any more (the end of the run).
    /// Returns whether any failure counted.
    func finish() -> Bool {
        if let pending {
            self.pending = nil
            count(pending)
        }
        return failures > 0
    }

    /// Counts a failure outside any command line, such as a script that stopped on a read error.
    func countFailure(_ line: FailedLine) {
        otherFailures += 1
        if firstFailure == nil { firstFailure = line }
    }

    /// Counts a failure that nothing can excuse any more; it is `firstFailure` if none counted
    /// before and `canBeFirst`.
    private func count(_ pending: Pending, canBeFirst: Bool = true) {
        tally.add(pending.failure)
        if firstFailure == nil, canBeFirst { firstFailure = pending.line }
        if firstFailedExpectation == nil, pending.isExpectation { firstFailedExpectation = pending.line }
    }
}

/// A command line that failed, and where: what `coordsh test` reports for a failed script.
struct FailedLine: Equatable {
    let place: Place
    let failure: CommandFailure
}
