/// The interactive session: a banner, then prompt, read, run, print, until `:quit`, Ctrl-D,
/// SIGTERM or SIGHUP.
/// Errors print as `error: MESSAGE` and the session goes on; it always exits with status 0.
struct InteractiveLoop {
    let runner: CommandRunner
    let reader: any LineReader
    /// The banner goes to stdout, so `--json` leaves it out.
    var showsBanner = true
    /// Where the reader writes the prompt, so that the prompt's line ends there when input
    /// ends: stdout, or stderr when `--json` keeps stdout for the objects; `nil` for stdout.
    var promptOutput: (any TextOutput)?
    /// Starts with the tour's list of lessons (`--tour`), after the banner, which then does not
    /// point to the tour.
    var startsWithTour = false

    /// The banner: how to get help, leave, and learn.
    static func banner(app: String, pointsToTour: Bool = true) -> String {
        let first = "coordsh \(Version.current): the \(app) app. Type 'help' for commands, 'quit' to leave."
        guard pointsToTour else { return first }
        return first + "\nNew to coordinators? ':tour' teaches the pattern, one checked lesson at a time."
    }

    /// The prompt: the app and the visible screen, `memo home> `; while `:record` records,
    /// `memo home (rec)> `.
    static func prompt(app: String, screen: String, recording: Bool = false) -> String {
        "\(app) \(screen)\(recording ? " (rec)" : "")> "
    }

    func run() {
        let out = runner.reporter.out
        if showsBanner { out.write(Self.banner(app: runner.session.report.app, pointsToTour: !startsWithTour) + "\n") }
        if startsWithTour { _ = runner.run(.text(":tour"), place: Place(source: "--tour", line: 1)) }
        var lineNumber = 0
        while !out.isClosed {
            let report = runner.session.report
            out.flush()
            switch reader.readLine(
                prompt: Self.prompt(
                    app: report.app, screen: report.screen.description, recording: runner.session.isRecording))
            {
            case .end:
                let lineEnd = promptOutput ?? out
                lineEnd.write("\n")
                lineEnd.flush()
                out.flush()
                return
            case .interrupted:
                continue
            case .line(let raw):
                lineNumber += 1
                let step = runner.run(raw, place: .prompt(line: lineNumber))
                // What was recorded is on disk before the next prompt: SIGHUP or SIGTERM there
                // ends the process at once.
                runner.session.writeRecordingSoFar()
                if Interrupts.termination != nil { return }  // SIGTERM or SIGHUP: leave, the history is saved
                switch step {
                case .quit: return
                case .interrupted:
                    // Ctrl-C stopped a sourced file: back to the prompt.
                    out.write("^C\n")
                case .next, .bail: break
                }
                // Ctrl-C during a command (a long :save) stopped that command only.
                Interrupts.clear()
            }
        }
    }
}
