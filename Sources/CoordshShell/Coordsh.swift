import CommandLanguage
import CoordinatorKit
import Glibc

/// The whole program: reads the command line, wires a session to its inputs and outputs,
/// runs it and returns the exit status (SPEC 1).
public enum Coordsh {
    /// Runs coordsh on `out` and `err`: a subcommand (`test`, `check`, `paths`, `export`), or the
    /// options, then the scripts, then the prompt.
    static func main(arguments: [String], terminal: Terminal, out: FileOutput, err: FileOutput) -> Int32 {
        if let name = arguments.first, let subcommand = Subcommand(rawValue: name) {
            return subcommand.run(Array(arguments.dropFirst()), out: out, err: err)
        }
        if arguments.first == "export" { return ExportCommand.main(Array(arguments.dropFirst()), out: out, err: err) }
        let options: Options
        do {
            switch try OptionParser.parse(arguments) {
            case .help:
                out.write(HelpScreen.text)
                return Status.success
            case .version:
                out.write("coordsh \(Version.current)\n")
                return Status.success
            case .run(let parsed):
                options = parsed
            }
        } catch {
            var report = error.report
            // `coordsh exprot swift --out Y`: the misspelt subcommand, not the option, is the mistake.
            if let name = misspeltSubcommand(arguments.first), let end = report.firstIndex(of: "\n") {
                report.insert(contentsOf: "\nD" + didYouMean(subcommand: name).dropFirst(), at: end)
            }
            err.write(report)
            return Status.usage
        }
        return run(options, firstArgument: arguments.first, terminal: terminal, out: out, err: err)
    }

    private static func run(
        _ options: Options, firstArgument: String?, terminal: Terminal, out: FileOutput, err: FileOutput
    ) -> Int32 {
        let interactiveOnly =
            options.scripts.isEmpty && options.commands.isEmpty
            && terminal.stdinIsTerminal && terminal.stdoutIsTerminal
        let reporter = Reporter(
            out: out, err: err, settings: reporterSettings(options, terminal: terminal, interactive: interactiveOnly))

        var sources: [ScriptSource] = []
        // At the prompt alone, the loop lists the lessons after its banner; before scripts, first.
        if options.tour, !interactiveOnly { sources.append(ScriptSource(commands: [":tour"], name: "--tour")) }
        if !options.commands.isEmpty { sources.append(ScriptSource(commands: options.commands)) }
        if options.scripts.isEmpty, options.commands.isEmpty, !interactiveOnly {
            sources.append(ScriptSource(name: "<stdin>", input: input(from: 0, flushing: out)))
        }
        for (position, path) in options.scripts.enumerated() {
            do {
                sources.append(try openScript(path, flushing: out))
            } catch {
                let mayBeASubcommand = position < options.scriptsBeforeDashes
                var message = error.message + (mayBeASubcommand ? insteadOfASubcommand(error) : "")
                // When a file of a near name is there (`tour.coord` for `tour`), the error names
                // it, likelier meant than a subcommand or a command of the same word.
                let mayBeAWord = path == firstArgument && !error.namesANearFile
                if mayBeAWord, let name = misspeltSubcommand(path) {
                    message += "; " + didYouMean(subcommand: name)
                } else if mayBeAWord, let command = shellCommand(namedBy: path) {
                    // `-c ':tour'` would only list the lessons and end; `--tour` starts the tour.
                    let howToRun =
                        command == ":tour" ? "; the tour starts with: coordsh --tour" : ": coordsh -c '\(command)'"
                    message += "; '\(command)' is a command of the prompt and of scripts, not a subcommand" + howToRun
                }
                reporter.reportError(message)
                return Status.unreadableScript
            }
        }

        Interrupts.install()
        var registry = AppRegistry()
        var kind: AppKind
        if let file = options.appFile {
            do {
                kind = try AppLoader(files: LocalFiles()).kind(from: file)
            } catch .invalidDefinition(let errors) {
                out.flush()
                err.write(errors.report + "\n")
                return Status.invalidDefinition
            } catch {
                reporter.reportError(error.message)
                return Status.unreadableScript
            }
            registry.add(kind)
        } else {
            guard let builtIn = AppRegistry.builtIn(named: options.app) else { return Status.usage }
            kind = builtIn
        }
        let session = Session(app: kind.start(), trace: options.trace, registry: registry)
        // The prompt's history file, if the run ends at a prompt that keeps one; the tour's
        // progress is remembered beside it.
        let keepsHistory =
            (interactiveOnly || options.interactiveAfterScripts) && terminal.stdinIsTerminal
            && terminal.stdoutIsTerminal
        let historyFile = keepsHistory ? HistoryFile.resolve(option: options.history, terminal: terminal) : .off
        if case .file(let file) = historyFile { session.rememberTourProgress(at: file.tourProgressPath) }
        let runner = CommandRunner(session: session, reporter: reporter, bail: options.bail)

        let end = ScriptRunner(runner: runner).run(sources)
        let failed = runner.finish()
        if options.quiet, end != .outputClosed {
            reporter.reportFinal(runner.session.report, ok: !failed)
        }
        if failed, end != .outputClosed, end != .interrupted {
            reporter.reportSummary(runner.tally, stoppedByBail: end == .bail)
        }
        if let signal = Interrupts.termination {
            return finishRecording(of: runner.session, reporter, status: Status.terminated(by: signal))
        }
        if end == .interrupted { return finishRecording(of: runner.session, reporter, status: Status.interrupted) }
        if end == .finished, interactiveOnly || options.interactiveAfterScripts {
            Interrupts.clear()
            let interactiveRunner = CommandRunner(
                session: runner.session,
                reporter: Reporter(
                    out: out, err: err, settings: reporterSettings(options, terminal: terminal, interactive: true)),
                bail: false, summarisesSources: true)
            // With `--json`, stdout holds only the objects: a prompt that a program reads
            // (plain lines, not a terminal) goes to stderr.
            let promptOutput =
                options.json && !(terminal.stdinIsTerminal && terminal.stdoutIsTerminal) ? err : out
            let reader = lineReader(
                for: interactiveRunner.session, historyFile: historyFile, options: options, terminal: terminal,
                out: out, err: err, promptOutput: promptOutput)
            InteractiveLoop(
                runner: interactiveRunner, reader: reader, showsBanner: !options.json, promptOutput: promptOutput,
                startsWithTour: options.tour && interactiveOnly
            ).run()
            if let signal = Interrupts.termination {
                return finishRecording(of: runner.session, reporter, status: Status.terminated(by: signal))
            }
        }
        return finishRecording(of: runner.session, reporter, status: failed ? Status.failure : Status.success)
    }

    /// Writes the file of a `:record` still running when the session ends; a recording that
    /// cannot be written fails the run.
    private static func finishRecording(of session: Session, _ reporter: Reporter, status: Int32) -> Int32 {
        let written = session.recordingWrittenText
        guard let error = session.finishRecording() else {
            if let written { reporter.reportNote(written) }
            return status
        }
        reporter.reportError(error.message)
        return status == Status.success ? Status.failure : status
    }

    /// libedit when stdin and stdout are terminals; plain lines otherwise (`-i` in a pipe).
    private static func lineReader(
        for session: Session, historyFile: HistoryFile.Choice, options: Options, terminal: Terminal,
        out: FileOutput, err: FileOutput, promptOutput: FileOutput
    ) -> any LineReader {
        guard terminal.stdinIsTerminal, terminal.stdoutIsTerminal else { return PlainLineReader(output: promptOutput) }
        let color = !options.json && colorEnabled(options.color, isTerminal: true, terminal.environment)
        let warn = { (message: String) in
            out.flush()
            err.write("warning: \(terminal.stderrIsTerminal ? TerminalText.escaped(message) : message)\n")
            err.flush()
        }
        if case .noHome = historyFile {
            warn("no home folder (HOME is unset or empty, and the password database has none): history is not saved")
        }
        let recorder = HistoryRecorder(file: historyFile.file, warn: warn)
        let home = HomeFolder.resolve(home: terminal.environment["HOME"])
        let reader = EditLineReader(recorder: recorder, color: color) {
            var completer = Completer(
                catalog: session.app.catalog, report: session.report, appNames: session.registry.names
            ) {
                FileNames.matching($0, home: home, shouldStop: { Interrupts.requested })
            }
            completer.isSavedSession = { LocalFiles().startsAsSavedSession(FilePath.expandingTilde($0, home: home)) }
            return completer
        }
        return reader ?? PlainLineReader(output: promptOutput)
    }

    private static func reporterSettings(_ options: Options, terminal: Terminal, interactive: Bool) -> Reporter.Settings
    {
        Reporter.Settings(
            json: options.json, echo: options.echo, quiet: options.quiet && !interactive,
            colorOut: !options.json
                && colorEnabled(options.color, isTerminal: terminal.stdoutIsTerminal, terminal.environment),
            colorErrors: colorEnabled(options.color, isTerminal: terminal.stderrIsTerminal, terminal.environment),
            escapeOut: terminal.stdoutIsTerminal, escapeErrors: terminal.stderrIsTerminal,
            flushEachCommand: interactive, flushBeforeErrors: terminal.stderrMeetsStdout,
            separateCommands: !interactive,
            pager: interactive && !options.json && terminal.stdinIsTerminal && terminal.stdoutIsTerminal
                ? Pager.resolve(environment: terminal.environment) : nil)
    }

    /// `always`, `never`, or for `auto`: a terminal, `NO_COLOR` unset or empty, `TERM` not `dumb`.
    static func colorEnabled(_ color: Options.Color, isTerminal: Bool, _ environment: [String: String]) -> Bool {
        switch color {
        case .always: true
        case .never: false
        case .auto: isTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
        }
    }

    /// Lines from stdin; `out` is flushed whenever a read would wait for the writer.
    private static func input(from descriptor: Int32, flushing out: FileOutput) -> LineInput {
        LineInput(
            descriptor: descriptor, shouldStop: { Interrupts.stopRequested }, waitForInput: Interrupts.waitForInput,
            beforeWaiting: { out.flush() })
    }

    /// A missing script named like a subcommand (`coordsh --app steps test`): a subcommand is
    /// only ever the first argument, so say so, with its usage line.
    private static func insteadOfASubcommand(_ error: ShellError) -> String {
        guard case .unreadable(let path, reason: .system(ENOENT)) = error else { return "" }
        return usageLine(ofSubcommand: path).map { "; a subcommand comes first, its options after it: \($0)" } ?? ""
    }

    /// The usage line of the subcommand `name`; `nil` when there is none of that name.
    private static func usageLine(ofSubcommand name: String) -> String? {
        name == "export" ? ExportOptions.usageLine : Subcommand(rawValue: name)?.usageLine
    }

    /// The subcommand that `word`, the first argument, is a typo of (`chek`: `check`), when it
    /// is not an option and names no file (a script may have any name).
    private static func misspeltSubcommand(_ word: String?) -> String? {
        guard let word, !word.hasPrefix("-"), usageLine(ofSubcommand: word) == nil, access(word, F_OK) != 0 else {
            return nil
        }
        return Suggestion.nearest(to: word, in: Subcommand.allCases.map(\.rawValue) + ["export"])
    }

    /// The command of the prompt that `word`, the first argument, names without its colon
    /// (`graph`: `:graph`), when it names no file.
    private static func shellCommand(namedBy word: String) -> String? {
        guard !word.hasPrefix("-"), !word.hasPrefix(":"), access(word, F_OK) != 0 else { return nil }
        let name = ":" + word.lowercased()
        return CommandReference.shell.first { $0.name == name }?.name
    }

    private static func didYouMean(subcommand name: String) -> String {
        "did you mean the subcommand '\(name)'? \(usageLine(ofSubcommand: name) ?? "")"
    }

    /// Opens a script before anything runs, so that a typo in the last path does not leave
    /// the first scripts half applied (`coordsh test` opens its scripts so too).
    static func openScript(_ path: String, flushing out: FileOutput) throws(ShellError) -> ScriptSource {
        if path == "-" { return ScriptSource(name: "<stdin>", input: input(from: 0, flushing: out)) }
        let files = LocalFiles()
        try files.refuseDocumentAsScript(path)
        do {
            return ScriptSource(name: path, input: try files.lines(of: path))
        } catch .unreadable(let path, reason: .system(ENOENT)) where path.unicodeScalars.contains("\u{FFFD}") {
            // The arguments came as UTF-8 strings: a name in another encoding lost its bytes.
            throw .unreadable(path, reason: .nameNotUTF8)
        }
    }
}
