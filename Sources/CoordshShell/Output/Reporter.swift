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
        /// Flush stdout after every command (pipes and terminals), or only when the buffer fills.
        var flushEachCommand = true
        /// Separate the outputs of consecutive commands by a blank line (scripts, not the prompt).
        var separateCommands = true
    }

    let out: any TextOutput
    let err: any TextOutput
    let settings: Settings
    private let formatter: StateFormatter
    private let errorStyle: Style
    private let json = JSONLineEncoder()
    private var printedBefore = false
    /// Whether the last output was `:echo` narration: consecutive `:echo` lines form one paragraph.
    private var lastWasNarration = false

    init(out: any TextOutput, err: any TextOutput, settings: Settings) {
        self.out = out
        self.err = err
        self.settings = settings
        formatter = StateFormatter(style: Style(enabled: settings.colorOut))
        errorStyle = Style(enabled: settings.colorErrors)
    }

    func report(_ result: LineResult, input: String, place: Place, state: @autoclosure () -> StateReport) {
        if settings.json {
            reportJSON(result, input: input, place: place, state: state())
        } else {
            reportHuman(result, input: input, place: place, state: state)
        }
        if settings.flushEachCommand { out.flush() }
    }

    /// The final state of a `--quiet` run.
    func reportFinal(_ state: StateReport, ok: Bool) {
        if settings.json {
            out.write(json.string(for: JSONFinal(ok: ok, state: JSONState(report: state))) + "\n")
        } else {
            var text = TextBuffer()
            formatter.write(state, to: &text)
            write(text)
        }
        out.flush()
    }

    /// An error that belongs to no command line, such as an unreadable script.
    func reportError(_ message: String, place: Place? = nil) {
        out.flush()
        var text = TextBuffer()
        text += shownOnStderr(place?.prefix ?? "")
        errorStyle.write("error:", as: .error, to: &text)
        text += " " + shownOnStderr(message) + "\n"
        err.write(text)
        err.flush()
    }

    // MARK: - Human form

    private func reportHuman(_ result: LineResult, input: String, place: Place, state: () -> StateReport) {
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
            return
        }
        guard !settings.quiet else { return }
        // Narration (`:echo`) prints once, as plain text, even with --echo.
        var isNarration = false
        if case .narration = result.display { isNarration = true }
        var text = TextBuffer()
        if settings.echo, !isNarration { writeEcho(input, to: &text) }
        switch result.display {
        case .nothing: break
        case .state: formatter.write(state(), to: &text)
        case .text(let output), .narration(let output): text += shown(output) + "\n"
        }
        for note in result.notes {
            formatter.style.write("note:", as: .note, to: &text)
            text += " " + shown(note) + "\n"
        }
        writeTrace(result, to: &text)
        if let tour = result.tour {
            // A blank line between what the command showed and what the tour says about it.
            if result.display != .nothing { text += "\n" }
            text += shown(tour) + "\n"
        }
        write(text, continuingNarration: isNarration && lastWasNarration)
        lastWasNarration = isNarration
    }

    private func writeEcho(_ input: String, to text: inout TextBuffer) {
        text += "> " + shown(input) + "\n"
    }

    /// The trace of an intent or event, one `trace:` line per step.
    private func writeTrace(_ result: LineResult, to text: inout TextBuffer) {
        for event in result.trace ?? [] {
            formatter.writeLine("trace", to: &text) { $0 += shown(event.description) }
        }
    }

    /// `text` as stdout shows it: on a terminal, with its control characters escaped.
    private func shown(_ text: String) -> String {
        settings.escapeOut ? TerminalText.escaped(text) : text
    }

    private func shownOnStderr(_ text: String) -> String {
        settings.escapeErrors ? TerminalText.escaped(text) : text
    }

    /// Writes the lines of one command, each ending in a newline.
    private func write(_ text: TextBuffer, continuingNarration: Bool = false) {
        guard !text.isEmpty else { return }
        if settings.separateCommands, printedBefore, !continuingNarration { out.write("\n") }
        out.write(text)
        printedBefore = true
    }

    // MARK: - JSON form

    private func reportJSON(_ result: LineResult, input: String, place: Place, state: StateReport) {
        guard !settings.quiet || !result.succeeded else { return }
        var output: String?
        if case .text(let text) = result.display { output = text }
        if case .narration(let text) = result.display { output = text }
        let extra = result.notes + (result.tour.map { [$0] } ?? [])
        if !extra.isEmpty {
            output = ((output.map { [$0] } ?? []) + extra).joined(separator: "\n")
        }
        let line = JSONLine(
            line: place.line, input: input, ok: result.succeeded,
            error: result.failure.map { JSONLine.ErrorObject(code: $0.code.rawValue, message: $0.message) },
            output: output, trace: result.trace.map { $0.map(JSONTraceEvent.init) }, state: JSONState(report: state))
        out.write(json.string(for: line) + "\n")
    }
}
