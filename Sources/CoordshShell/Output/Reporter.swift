import CoordinatorKit

/// Prints what each command line produced, in the human or the JSON form (SPEC 5).
final class Reporter {
    struct Settings {
        var json = false
        var echo = false
        var quiet = false
        /// Colour on stdout and on stderr.
        var colorOut = false
        var colorErrors = false
        /// Escape control characters in what stdout and stderr show (each a terminal): text a
        /// user or a script wrote must not drive the terminal.
        var escapeOut = false
        var escapeErrors = false
        /// Flush stdout after every command (at the prompt). Scripts flush only before a read
        /// that would wait (`LineInput`'s `beforeWaiting`) and when the buffer fills.
        var flushEachCommand = true
        /// Flush stdout before writing an error, so that the two streams show in order where
        /// they meet (`Terminal.stderrMeetsStdout`).
        var flushBeforeErrors = true
        /// Separate the outputs of consecutive commands by a blank line (scripts, not the prompt).
        var separateCommands = true
        /// Pages text longer than the terminal (`:help`, `:graph`, ...): the interactive session only.
        var pager: Pager?
        /// In JSON, the only state keys written, when set (see `StateJSON.keptKeys`).
        var keptStateKeys: Set<String>?
    }

    let out: any TextOutput
    let err: any TextOutput
    /// `out`, when it is a file's (stdout): the usual line's state goes straight into its buffer.
    private let fileOut: FileOutput?
    let settings: Settings
    private let stateLines: StateLines
    private let style: Style
    private let errorStyle: Style
    private var printedBefore = false
    /// Whether the last output was `:echo` narration: consecutive `:echo` lines form one paragraph.
    private var lastWasNarration = false
    /// The state keys left out of JSON lines for `keptStateKeys` (each with a value somewhere).
    var droppedStateKeys: Set<String> = []
    /// Where each JSON line is written before it goes out, kept so that its storage is reused.
    var json = JSONWriter()
    /// The order of the state's keys, from line to line.
    let keyOrders = JSONKeyOrders()
    /// The JSON of stacks and pages that stay the same from line to line.
    let fragments = JSONFragments()
    /// How a line's state is written as it shows on screen, with what is kept from line to line.
    let stateOptions: StateJSON
    /// The start of a JSON line, kept for the file its lines come from.
    var lineStart = JSONLineStart()

    init(out: any TextOutput, err: any TextOutput, settings: Settings) {
        self.out = out
        self.err = err
        fileOut = out as? FileOutput
        self.settings = settings
        stateLines = StateLines(colored: settings.colorOut, fragments: OutputFragments())
        stateOptions = StateJSON(keyOrders: keyOrders, fragments: fragments)
        style = Style(enabled: settings.colorOut)
        errorStyle = Style(enabled: settings.colorErrors)
    }

    /// Prints one line's result and the state of `app` after it. `expected` marks a failure
    /// that the next command excuses with `:expect error`: it is printed as such on stdout
    /// (nothing with `--quiet`), not as an error. `app` is asked for only when something is
    /// written (a `--quiet` run's command that succeeds writes nothing).
    func report(
        _ result: LineResult, input: LineText, place: Place, expected: Bool = false,
        app: @autoclosure () -> any CoordinatedApp
    ) {
        if settings.json {
            reportJSON(result, input: input, place: place, expected: expected, app: app())
        } else if expected, let failure = result.failure {
            reportExpected(failure, result, input: input, place: place)
        } else if !settings.quiet || !result.succeeded {
            reportHuman(result, input: input, place: place, app: app())
        }
        if settings.flushEachCommand { out.flush() }
    }

    /// The final state of a `--quiet` run.
    func reportFinal(_ state: StateReport, ok: Bool) {
        if settings.json {
            json.removeAll()
            JSONFinal(ok: ok, state: JSONState(report: state)).write(to: &json)
            writeJSONLine()
        } else {
            var text = TextBuffer()
            stateLines.write(state, to: &text)
            write(text)
        }
        out.flush()
    }

    /// An error that belongs to no command line, such as an unreadable script.
    func reportError(_ message: String, place: Place? = nil) {
        // What stdout holds goes first, so that the two streams interleave in order on a terminal
        // or in one file. If that finds stdout closed, the run ends here, as SIGPIPE would end
        // it: the error is not shown. (Where the two never meet, stdout waits for its buffer to
        // fill: a script's every failure cost a write of stdout through a pipe.)
        if settings.flushBeforeErrors { out.flush() }
        guard !out.isClosed else { return }
        // Written in pieces straight into stderr's buffer: the prefix, the message and the
        // line's end joined into texts of their own cost more than the rest of a failed line.
        err.write { text in
            if let place { writePrefix(of: place, to: &text, shownBy: shownOnStderr) }
            errorStyle.write("error:", as: .error, to: &text)
            text.append(" ")
            text += shownOnStderr(message)
            text.append(byte: UInt8(ascii: "\n"))
        }
        err.flush()
    }

    /// The line that ends a failing run (or a `:source` at the prompt) on stderr:
    /// `coordsh: 6 commands failed, the first at pass.coord:8: 'pop 9'`. Not in JSON mode, where
    /// errors are only in the objects.
    func reportSummary(_ summary: String) {
        guard !settings.json else { return }
        out.flush()
        err.write("coordsh: " + shownOnStderr(summary) + "\n")
        err.flush()
    }

    /// A line that belongs to no command, such as a recording written as the session ended, on
    /// stdout; nothing with `--quiet` or in JSON mode (whose lines are objects).
    func reportNote(_ note: String) {
        guard !settings.json, !settings.quiet else { return }
        out.write(shown(note) + "\n")
        out.flush()
    }

    /// The summary of a whole run, if anything failed.
    func reportSummary(_ tally: FailureTally, stoppedByBail: Bool) {
        if let summary = tally.summary(stoppedByBail: stoppedByBail) { reportSummary(summary) }
    }

    // MARK: - Human form

    /// A failure the next command expects: `FILE:LINE: failed as expected: MESSAGE` on stdout.
    private func reportExpected(_ failure: CommandFailure, _ result: LineResult, input: LineText, place: Place) {
        guard !settings.quiet else { return }
        var text = TextBuffer()
        if settings.echo { writeEcho(input, to: &text) }
        writeTrace(result, to: &text)
        writePrefix(of: place, to: &text, shownBy: shown)
        style.write("failed as expected:", as: .note, to: &text)
        text += " " + failure.message + "\n"
        if let tour = result.tour { text += tour + "\n" }
        write(text)
        lastWasNarration = false
    }

    private func reportHuman(_ result: LineResult, input: LineText, place: Place, app: any CoordinatedApp) {
        if let failure = result.failure {
            if !settings.quiet {
                var text = TextBuffer()
                if settings.echo { writeEcho(input, to: &text) }
                writeTrace(result, to: &text)
                write(text)
            }
            reportError(failure.message, place: place)
            // The tour's answer comes after the error it is about.
            if !settings.quiet, let tour = result.tour { out.write(shown(tour) + "\n") }
            // A failed command ends a paragraph of narration, as any other command does.
            lastWasNarration = false
            return
        }
        guard !settings.quiet else { return }
        if let fileOut, case .state = result.display, result.hasOnlyDisplay, !settings.echo {
            return writeState(of: app, into: fileOut)
        }
        // Narration (`:echo`) prints once, as plain text, even with --echo.
        var isNarration = false
        if case .narration = result.display { isNarration = true }
        if case .text = result.display, let pager = settings.pager {
            var text = TextBuffer()
            writeHuman(result, input: input, app: app, to: &text)
            if page(text, through: pager) {
                lastWasNarration = false
                return
            }
            write(text)
        } else {
            // Straight into the output's buffer: a script prints a state after every command.
            write(continuingNarration: isNarration && lastWasNarration) {
                writeHuman(result, input: input, app: app, to: &$0)
            }
        }
        lastWasNarration = isNarration
    }

    /// The usual line of a script: a command that succeeded and shows the state, nothing else.
    /// Written straight into stdout's buffer, with no closures between (`writeSeparated` is
    /// inlined): a script of a million commands prints a million states.
    private func writeState(of app: any CoordinatedApp, into output: FileOutput) {
        lastWasNarration = false
        guard !output.isClosed else { return }
        writeSeparated(continuingNarration: false, into: &output.buffer) { app.writeState(stateLines, to: &$0) }
        output.flushIfFull()
    }

    /// What a command that succeeded shows, in the human form: the line echoed (`--echo`),
    /// the state or the text, the notes, the trace, what the tour says.
    private func writeHuman(_ result: LineResult, input: LineText, app: any CoordinatedApp, to text: inout TextBuffer) {
        var isNarration = false
        if case .narration = result.display { isNarration = true }
        if settings.echo, !isNarration { writeEcho(input, to: &text) }
        switch result.display {
        case .nothing: break
        case .state: app.writeState(stateLines, to: &text)
        case .wholeState: stateLines.write(app.report(), showingAll: true, to: &text)
        case .text(let output), .narration(let output): text += shown(output) + "\n"
        }
        // Nearly every command: no notes, trace or tour to look for.
        if result.hasOnlyDisplay { return }
        for note in result.notes {
            style.write("note:", as: .note, to: &text)
            text += " " + shown(note) + "\n"
        }
        writeTrace(result, to: &text)
        if let tour = result.tour {
            // A blank line between what the command showed and what the tour says about it.
            if result.display != .nothing { text += "\n" }
            text += shown(tour) + "\n"
        }
    }

    /// Shows `text` through the pager if it is longer than the terminal; `false` if it was not
    /// shown there (short enough, or the pager could not run).
    private func page(_ text: borrowing TextBuffer, through pager: Pager) -> Bool {
        let string = text.string
        guard pager.needsPaging(string) else { return false }
        out.flush()
        guard pager.show(string) else { return false }
        printedBefore = true
        return true
    }

    private func writeEcho(_ input: LineText, to text: inout TextBuffer) {
        text += "> " + shown(input.text) + "\n"
    }

    /// The trace of an intent or event, one `trace:` line per step.
    private func writeTrace(_ result: LineResult, to text: inout TextBuffer) {
        for event in result.trace ?? [] {
            stateLines.beginLine("trace:", to: &text)
            text += shown(event.description)
            text.append("\n")
        }
    }

    /// `text` as stdout shows it: on a terminal, with its control characters escaped.
    private func shown(_ text: String) -> String {
        settings.escapeOut ? TerminalText.escaped(text) : text
    }

    /// The prefix of an error line, `FILE:LINE: `, or nothing at the prompt; the file's name
    /// as `shown` shows it.
    private func writePrefix(of place: Place, to text: inout TextBuffer, shownBy shown: (String) -> String) {
        guard let source = place.source else { return }
        text += shown(source)
        text.append(":")
        text.write(place.line)
        text.append(": ")
    }

    private func shownOnStderr(_ text: String) -> String {
        settings.escapeErrors ? TerminalText.escaped(text) : text
    }

    /// Writes the lines of one command, each ending in a newline.
    private func write(_ text: borrowing TextBuffer) {
        write(continuingNarration: false) { buffer in text.withBytes { buffer.append($0) } }
    }

    /// Writes the lines of one command, as `body` writes them straight into the output's buffer.
    private func write(continuingNarration: Bool, _ body: (inout TextBuffer) -> Void) {
        out.write { text in writeSeparated(continuingNarration: continuingNarration, into: &text, body) }
    }

    /// Writes what `body` writes into `text` after the blank line that separates commands (not
    /// within a paragraph of narration), and takes the blank line back if `body` writes nothing.
    @inline(__always)
    private func writeSeparated(
        continuingNarration: Bool, into text: inout TextBuffer, _ body: (inout TextBuffer) -> Void
    ) {
        let start = text.count
        if settings.separateCommands && printedBefore && !continuingNarration { text.append(byte: UInt8(ascii: "\n")) }
        let contentStart = text.count
        body(&text)
        if text.count == contentStart {
            text.removeAll(after: start)
        } else {
            printedBefore = true
        }
    }
}
