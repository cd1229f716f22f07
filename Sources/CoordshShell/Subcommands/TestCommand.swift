import CoordinatorKit
import DesignCheck
import Glibc

/// `coordsh test SCRIPT...`: each script in a fresh session of its own (its own app, nothing
/// shared), stopped at its first failure; a line per script, then `N passed, M failed`. A folder
/// stands for the `.coord` files in it.
struct TestCommand {
    let options: SubcommandOptions

    /// The scripts `paths` names, each once, where it was first given (as `pytest a.py a.py`
    /// runs it once): a folder (`coordsh paths --out DIR` writes one) is the `.coord` files in
    /// it, not hidden and not in its subfolders, in the order of their names (as `DIR/*.coord`
    /// gives them); refused for a folder that has none.
    private static func scripts(named paths: [String]) -> Result<[String], RunRefusal> {
        var scripts: [String] = []
        var given: Set<Substring> = []
        func add(_ script: String) {
            if given.insert(sameScript(script)).inserted { scripts.append(script) }
        }
        for path in paths {
            guard path != "-", FileStatus.of(path)?.kind == .directory,
                let entries = FolderListing.entries(of: path)
            else {
                add(path)
                continue
            }
            let folder = path.hasSuffix("/") ? path : path + "/"
            let found = entries.map(\.name).filter { $0.hasSuffix(".coord") && !$0.hasPrefix(".") }
                .map { folder + $0 }.filter { FileStatus.of($0)?.kind == .regular }
            guard !found.isEmpty else {
                return .failure(
                    RunRefusal(
                        unreadable:
                            "no script in \(path.quoted): 'coordsh test FOLDER' runs the .coord files in it (not in its subfolders), in the order of their names"
                    ))
            }
            found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.forEach(add)
        }
        return .success(scripts)
    }

    /// What two paths given for one script have in common: the path as given, without leading
    /// `./` (`./a.coord` is `a.coord`, and `./tests` gives `./tests/a.coord`). Links are not
    /// followed: two names of one file are two scripts, as the user named them.
    private static func sameScript(_ path: String) -> Substring {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        return path
    }

    func run(out: FileOutput, err: FileOutput) -> Int32 {
        if let junit = options.junit {
            if let problem = OutputPaths.problem(writing: junit) ?? problem(writingResultsTo: junit) {
                err.write(problem.report)
                return Coordsh.Status.usage
            }
        }
        let choice: AppChoice
        let sources: [ScriptSource]
        switch prepare(flushing: out) {
        case .success(let prepared): (choice, sources) = prepared
        case .failure(let refusal):
            err.write(refusal.report)
            if let junit = options.junit { writeReport(of: refusal, to: junit, err: err) }
            return refusal.status
        }
        Interrupts.install()
        let escapes = isatty(1) == 1
        let started = Clock.now
        var results: [TestResult] = []
        var notRun: [String] = []
        for (index, source) in sources.enumerated() {
            let result = runScript(source, choice: choice)
            if result.interrupted {
                notRun = sources[index...].map(\.name)
                break
            }
            results.append(result)
            // A failure's message quotes the script; on a terminal its control characters are
            // escaped, as the main command's output is.
            let line = options.json ? TestOutput.json(result) : TestOutput.line(result)
            out.write(escapes ? TerminalText.escaped(line) : line)
            out.flush()
        }
        let summary = TestSummary(results: results, seconds: Clock.now - started, notRun: notRun)
        out.write(options.json ? TestOutput.json(summary) : TestOutput.line(summary))
        out.flush()
        // A signal's status wins: the run did not finish.
        let stopped: Int32? =
            Interrupts.termination.map(Coordsh.Status.terminated(by:))
            ?? (Interrupts.requested ? Coordsh.Status.interrupted : nil)
        if let junit = options.junit {
            do {
                // Written even after a signal, which the file system's writes would take for a
                // request to stop: the results so far replace the last run's.
                let files = LocalFiles(home: HomeFolder.current(), shouldStop: { false })
                try files.writeAtomically(JUnitReport(summary: summary).data, to: junit)
            } catch {
                err.write("error: \(error.message)\n")
                return stopped ?? Coordsh.Status.failure
            }
        }
        if let stopped { return stopped }
        return summary.failed > 0 ? Coordsh.Status.failure : Coordsh.Status.success
    }

    /// The app, and every script opened before any runs, as the main command opens them; or
    /// why the run is refused.
    private func prepare(flushing out: FileOutput) -> Result<(AppChoice, [ScriptSource]), RunRefusal> {
        let choice: AppChoice
        switch AppChoice.make(options) {
        case .success(let made): choice = made
        case .failure(let refusal): return .failure(refusal)
        }
        let scripts: [String]
        switch Self.scripts(named: options.scripts) {
        case .success(let found): scripts = found
        case .failure(let refusal): return .failure(refusal)
        }
        var sources: [ScriptSource] = []
        for path in scripts {
            do {
                sources.append(try Coordsh.openScript(path, flushing: out))
            } catch .definitionNotScript(let path) {
                return .failure(
                    RunRefusal(
                        unreadable:
                            "cannot test \(path.quoted) as a script: it is an app definition; 'coordsh test --app-file \(CommandText.word(path)) SCRIPT...' tests scripts in its app"
                    ))
            } catch {
                return .failure(RunRefusal(unreadable: error.message))
            }
        }
        return .success((choice, sources))
    }

    /// Writes a refused run's report over the last run's, which a CI job that keeps its
    /// workspace would show instead (green): only where the results were to go, checked before
    /// anything ran, and not where the command line names a script or the definition (a
    /// missing `--junit a.coord a.coord` is no report's place).
    private func writeReport(of refusal: RunRefusal, to path: String, err: FileOutput) {
        let inputs = options.scripts + (options.appFile.map { [$0] } ?? [])
        guard !inputs.contains(where: { Self.sameScript($0) == Self.sameScript(path) }) else { return }
        do {
            try LocalFiles().writeAtomically(JUnitReport.refused(refusal), to: path)
        } catch {
            err.write("error: \(error.message)\n")
        }
    }

    /// Why the results cannot go to `path`, found before anything runs: a file coordsh would
    /// not replace (read-only, a FIFO, a device, anything but a JUnit report it wrote or an
    /// empty file), where its own output goes (`/dev/stdout`, or the file stdout or stderr is
    /// redirected to), or what it tests (a script, the `--app-file`), which the report would
    /// replace: `coordsh test --junit t/*.coord` gives the first script as the report's file.
    private func problem(writingResultsTo path: String) -> OutputFileError? {
        var target = stat()
        if stat(path, &target) == 0 {
            func isTarget(_ status: stat) -> Bool { status.st_dev == target.st_dev && status.st_ino == target.st_ino }
            for descriptor: Int32 in [1, 2] {
                var stream = stat()
                if fstat(descriptor, &stream) == 0, isTarget(stream) {
                    return .cannotWrite(
                        path,
                        reason: "it is where coordsh test writes its results; give the JUnit file a path of its own")
                }
            }
            let inputs =
                options.scripts.filter { $0 != "-" }.map { ($0, "one of the scripts to test") }
                + (options.appFile.map { [($0, "the app definition given with --app-file")] } ?? [])
            for (input, what) in inputs {
                var status = stat()
                if stat(input, &status) == 0, isTarget(status) {
                    return .cannotWrite(path, reason: "it is \(what), which the report would replace" + Self.ownFile)
                }
            }
        }
        let files = LocalFiles()
        if let problem = files.problem(replacing: path) { return .cannotWrite(path, reason: problem.reason) }
        do {
            try files.checkReplaceable(path, as: .junitReport)
        } catch {
            return .cannotWrite(path, reason: error.reason + Self.ownFile)
        }
        return nil
    }

    /// The end of a refusal of the report's file that may be a file name forgotten after `--junit`.
    private static let ownFile = "; --junit takes the report's own file: 'coordsh test --junit report.xml SCRIPT...'"

    /// Runs one script in a fresh session, printing nothing, and times it.
    private func runScript(_ source: ScriptSource, choice: AppChoice) -> TestResult {
        let started = Clock.now
        let session = Session(app: choice.kind.start(), registry: choice.registry)
        let silent = DiscardOutput()
        let reporter = Reporter(
            out: silent, err: silent, settings: Reporter.Settings(quiet: true, flushEachCommand: false))
        let runner = CommandRunner(session: session, reporter: reporter, bail: true, countsCommandsAfterQuit: true)
        let end = ScriptRunner(runner: runner).run([source])
        _ = runner.finish()
        if let error = session.finishRecording() {
            runner.countFailure(
                FailedLine(
                    place: Place(source: source.name, line: 0), failure: CommandFailure(error.code, error.message)))
        }
        if runner.firstFailure == nil, let problem = problem(of: source, runner: runner, end: end) {
            runner.countFailure(problem)
        }
        return TestResult(
            file: source.name, seconds: Clock.now - started,
            failure: runner.firstFailure.map { inWhichApp($0, session: session, choice: choice) },
            interrupted: end == .interrupted)
    }

    /// `failure`, saying which app the script ran in when it did not choose one and failed on a
    /// word that app does not know (the script was likely written for another).
    private func inWhichApp(_ failure: FailedLine, session: Session, choice: AppChoice) -> FailedLine {
        guard options.app == nil, options.appFile == nil, !session.appChanged,
            [.unknownCommand, .unknownRoute].contains(failure.failure.code)
        else { return failure }
        let note =
            " (the script names no app, so it ran in the \(choice.kind.name) app: ':app NAME' or ':app load FILE' as its first command chooses one)"
        return FailedLine(
            place: failure.place, failure: CommandFailure(failure.failure.code, failure.failure.message + note))
    }

    /// What fails a script that ran without a failure: it ran no command (reported at its first
    /// line), so it checked nothing; or a `:quit` (reported at its line) left commands unrun.
    private func problem(of source: ScriptSource, runner: CommandRunner, end: ScriptRunner.End) -> FailedLine? {
        if end == .quit, let quit = runner.quit, quit.commandsAfter > 0 {
            return TestProblem.quitsBeforeCommands(quit.word, count: quit.commandsAfter, first: quit.firstAfter)
                .failedLine(at: quit.place)
        }
        guard end == .finished || end == .quit, runner.commandsRun == 0 else { return nil }
        return TestProblem.runsNoCommand.failedLine(at: Place(source: source.name, line: 1))
    }
}
