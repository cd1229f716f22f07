import CoordinatorKit
import FoundationEssentials
import MemoApp
import TestSupport
import Testing

@testable import CoordshShell

@Suite("Failure accounting, --bail and :expect error")
struct CommandRunnerTests {
    private func run(_ lines: [String], bail: Bool = false) -> (
        failures: Int, failed: Bool, steps: [CommandRunner.Step], errors: String
    ) {
        let err = StringOutput()
        let runner = CommandRunner(
            session: Session(app: MemoApp()), reporter: Reporter(out: StringOutput(), err: err, settings: .init()),
            bail: bail)
        var steps: [CommandRunner.Step] = []
        for (index, line) in lines.enumerated() {
            let step = runner.run(.text(LineText(line)), place: Place(source: "t", line: index + 1))
            steps.append(step)
            if step != .next { break }
        }
        let failed = runner.finish()
        return (runner.failures, failed, steps, err.text)
    }

    @Test func successfulRunsCountNothing() {
        let result = run(["login alice", "push detail 1", ":expect screen detail(1)"])
        #expect(result.failures == 0 && !result.failed)
    }

    /// A `--quiet` run counts the commands it ran, the failures and the excused ones as a run
    /// that prints every state does (its lines that succeed take a shorter way), prints nothing
    /// for them, and prints the same errors.
    @Test func aQuietRunCountsAndReportsAsAPrintingRunDoes() {
        let lines = [
            "login alice", "push detail 1", "pop 9", ":expect error", "frob", "tab memos", "write x",
            ":expect screen memoList", ":expect screen home", "root", ":quit", "push about",
        ]
        func run(quiet: Bool) -> (commands: Int, failures: Int, out: String, errors: String) {
            let out = StringOutput()
            let err = StringOutput()
            var settings = Reporter.Settings()
            settings.quiet = quiet
            settings.flushEachCommand = false
            let runner = CommandRunner(
                session: Session(app: MemoApp()), reporter: Reporter(out: out, err: err, settings: settings),
                bail: false)
            for (index, line) in lines.enumerated()
            where runner.run(.text(LineText(line)), place: Place(source: "t", line: index + 1)) != .next {
                break
            }
            _ = runner.finish()
            return (runner.commandsRun, runner.failures, out.text, err.text)
        }
        let quiet = run(quiet: true)
        let printing = run(quiet: false)
        #expect(quiet.commands == 10 && printing.commands == 10, "every line up to :quit but :quit itself")
        #expect(quiet.failures == 3 && printing.failures == 3)
        #expect(quiet.out.isEmpty && !printing.out.isEmpty)
        #expect(quiet.errors == printing.errors && quiet.errors.contains("t:5: error: unknown command 'frob'"))
    }

    @Test func eachFailureCounts() {
        let result = run(["pop", "login alice", "pop", "frob"])
        #expect(result.failures == 3)
    }

    @Test func expectErrorExcusesOneFailure() {
        #expect(run(["pop", ":expect error atRoot", "signup"]).failures == 0)
        #expect(run(["pop", "", "# comment", ":expect error"]).failures == 0)
        #expect(run(["pop", "signup", ":expect error"]).failures == 2)
    }

    /// A failed `:expect` (a check that did not hold, or one that could not be read) is excused
    /// only by an `:expect error` that names its code: a bare one after it would silence the
    /// check, and a script meant to catch a regression would pass.
    @Test func aFailedExpectationIsExcusedOnlyByItsCode() {
        #expect(run([":expect screen home", ":expect error expectationFailed"]).failures == 0)
        #expect(run([":expect modals one", ":expect error badArgument"]).failures == 0)
        let bare = run([":expect screen home", ":expect error"])
        #expect(bare.failures == 2)
        #expect(
            bare.errors.contains(
                "t:2: error: expected the previous command to fail, but it is an ':expect' that failed, which only ':expect error expectationFailed' excuses (a failed check is not silenced by chance)"
            ), "\(bare.errors)")
        #expect(run([":expect modals one", ":expect error"]).failures == 2)
        // What `coordsh test` reports is the check that failed, not the `:expect error` after it.
        let runner = CommandRunner(
            session: Session(app: MemoApp()),
            reporter: Reporter(out: StringOutput(), err: StringOutput(), settings: .init()), bail: true)
        for (index, line) in [":expect screen home", ":expect error"].enumerated() {
            _ = runner.run(.text(LineText(line)), place: Place(source: "t", line: index + 1))
        }
        _ = runner.finish()
        #expect(runner.firstFailure?.place.line == 1)
        #expect(runner.firstFailure?.failure.message == "expected screen home, but the visible screen is login")
        // Other commands' failures are excused by a bare `:expect error` as before.
        #expect(run([":help nosuch", ":expect error"]).failures == 0)
    }

    @Test func aWrongExpectErrorCountsBothFailures() {
        #expect(run(["pop", ":expect error notFound"]).failures == 2)
    }

    @Test func bailStopsBeforeTheLineAfterAFailureUnlessItExpectsTheError() {
        let bailed = run(["pop", "signup", "login alice"], bail: true)
        #expect(bailed.steps == [.next, .bail])
        #expect(bailed.failures == 1)
        let excused = run(["pop", ":expect error", "signup"], bail: true)
        #expect(excused.steps == [.next, .next, .next])
        #expect(excused.failures == 0)
        let last = run(["signup", "pop 5"], bail: true)
        #expect(last.steps == [.next, .next] && last.failures == 1)
    }

    @Test func quitStopsTheRun() {
        #expect(run(["signup", ":quit", "pop"]).steps == [.next, .quit])
    }

    /// `coordsh test` fails a `:quit` that leaves commands unrun: with `countsCommandsAfterQuit`
    /// the runner keeps where it was and counts them, blank and comment lines aside, in its own
    /// file and in the files that source it.
    @Test func quitCountsTheCommandsItLeavesUnrunWhenAsked() {
        let files = MemoryFiles(files: ["helper.coord": Data(":expect user alice\nexit\n# end\npush about\n".utf8)])
        let runner = CommandRunner(
            session: Session(app: MemoApp(), files: files),
            reporter: Reporter(out: StringOutput(), err: StringOutput(), settings: .init()), bail: true,
            countsCommandsAfterQuit: true)
        let source = ScriptSource(
            commands: ["login alice", ":source helper.coord", "", "pop", "# a comment", "frob"], name: "t.coord")
        #expect(ScriptRunner(runner: runner).run([source]) == .quit)
        #expect(
            runner.quit
                == CommandRunner.Quit(
                    place: Place(source: "helper.coord", line: 2), word: "exit", commandsAfter: 3,
                    firstAfter: Place(source: "helper.coord", line: 4)))
        #expect(source.next() == nil)
    }

    /// `:history` lists a `:source` line where it was typed, before the lines its file ran (it
    /// was listed after them), and also when the file stops the run with a `:quit`; `:expect
    /// error` after it still judges the `:source` line itself, which succeeded.
    @Test func historyListsASourceLineBeforeItsFilesLines() {
        let files = MemoryFiles(files: [
            "inner.coord": Data("push detail 1\npop\n".utf8), "quits.coord": Data("push about\n:quit\n".utf8),
        ])
        let session = Session(app: MemoApp(), files: files)
        let err = StringOutput()
        let runner = CommandRunner(
            session: session, reporter: Reporter(out: StringOutput(), err: err, settings: .init()), bail: false)
        let source = ScriptSource(
            commands: ["login alice", ":source inner.coord", ":expect error", ":source quits.coord"], name: "t.coord")
        #expect(ScriptRunner(runner: runner).run([source]) == .quit)
        #expect(
            session.lines.entries.map { "\($0.number) \($0.input)" } == [
                "1 login alice", "2 :source inner.coord", "3 push detail 1", "4 pop", "5 :expect error",
                "6 :source quits.coord", "7 push about", "8 :quit",
            ])
        #expect(err.text.contains("expected the previous command to fail, but ':source inner.coord' succeeded"))
    }

    /// A `:source` file whose reading fails after some of its lines ran: the `:source` line is
    /// listed once, where it was typed, marked failed (it was listed again at the end), and
    /// `:expect error` after it judges it; a recording keeps the lines that ran and notes the
    /// stop in a comment (replaying the `:source` line would run them twice).
    @Test func aSourceFileThatCannotBeReadToItsEndFailsItsLineOnce() throws {
        let files = FailingReads(
            lines: ["breaks.coord": "push detail 1\npop\n"], error: 5,  // EIO
            memory: MemoryFiles(files: [:]))
        let session = Session(app: MemoApp(), files: files)
        let err = StringOutput()
        let runner = CommandRunner(
            session: session, reporter: Reporter(out: StringOutput(), err: err, settings: .init()), bail: false)
        let source = ScriptSource(
            commands: [
                ":record rec.coord", "login alice", ":source breaks.coord", ":expect error io", ":record off",
            ], name: "t.coord")
        #expect(ScriptRunner(runner: runner).run([source]) == .finished)
        #expect(runner.failures == 0, "\(err.text)")
        #expect(err.text.contains("cannot read 'breaks.coord': Input/output error"), "\(err.text)")
        #expect(
            session.lines.entries.map { "\($0.number) \($0.input)\($0.succeeded ? "" : " (failed)")" } == [
                "1 :record rec.coord", "2 login alice", "3 :source breaks.coord (failed)", "4 push detail 1",
                "5 pop", "6 :expect error io", "7 :record off",
            ])
        let recorded = String(decoding: try #require(files.memory.files["rec.coord"]), as: UTF8.self)
        #expect(!recorded.contains("\n:source"), "\(recorded)")
        #expect(
            recorded.contains("# (':source breaks.coord' stopped: cannot read 'breaks.coord': Input/output error)"),
            "\(recorded)")
    }

    /// Without `countsCommandsAfterQuit` (a plain run), nothing after the `:quit` is read: at a
    /// terminal or from a pipe, reading on would wait for lines nobody means to send. Its word is
    /// kept as typed, without the spaces and the comment around it.
    @Test func quitReadsNothingAfterItUnlessAsked() {
        let runner = CommandRunner(
            session: Session(app: MemoApp()),
            reporter: Reporter(out: StringOutput(), err: StringOutput(), settings: .init()),
            bail: false)
        let source = ScriptSource(commands: ["signup", "  :quit  # done", "pop"], name: "t.coord")
        #expect(ScriptRunner(runner: runner).run([source]) == .quit)
        #expect(
            runner.quit
                == CommandRunner.Quit(place: Place(source: "t.coord", line: 2), word: ":quit", commandsAfter: 0))
        #expect(source.next() == .text("pop"))
    }

    /// A relative path in a script is read from the folder coordsh runs in; when that folder
    /// lacks the file and the script's own folder has it, that one is read, for `:source`,
    /// `:app load` and `:load`, in a sourced file from its own folder. At the prompt, the
    /// folder coordsh runs in only.
    @Test(arguments: [
        (":source more.coord", "more.coord"),
        (":app load shop.json5", "shop.json5"),
        (":load saved.json", "saved.json"),
    ])
    func aPathOnlyTheScriptsFolderHasIsReadFromThere(line: String, path: String) throws {
        let shop = try #require(FileManager.default.contents(atPath: Repository.exampleApps + "/shop.json5"))
        let saved = Session(app: MemoApp())
        _ = saved.run("signup")
        let files = MemoryFiles(files: [
            "tests/main.coord": Data("\(line)\n".utf8),
            "tests/nested.coord": Data(":source tests/inner/twice.coord\n".utf8),
            "tests/inner/twice.coord": Data("\(line)\n".utf8),
            "tests/more.coord": Data("signup\n".utf8), "tests/shop.json5": shop,
            "tests/saved.json": try SessionFile.encode(saved.app),
        ])
        func run(_ script: String?) throws -> (errors: String, app: String, screen: String) {
            let err = StringOutput()
            let session = Session(app: MemoApp(), files: files)
            let runner = CommandRunner(
                session: session, reporter: Reporter(out: StringOutput(), err: err, settings: .init()), bail: false)
            if let script {
                _ = ScriptRunner(runner: runner).run([ScriptSource(name: script, input: try files.lines(of: script))])
            } else {
                _ = runner.run(.text(LineText(line)), place: .prompt(line: 1))
            }
            return (err.text, session.app.catalog.name, session.report.screen.description)
        }
        let read = path == "shop.json5" ? ("", "shop", "catalog") : ("", "memo", "signup")
        #expect(try run("tests/main.coord") == read)
        // In a sourced file, its own folder: tests/inner has no such file, so the error is plain.
        #expect(
            try run("tests/nested.coord").errors.hasPrefix(
                "tests/inner/twice.coord:1: error: cannot read '\(path)': No such file or directory"))
        files.files["tests/inner/\(path)"] = files.files["tests/\(path)"]
        #expect(try run("tests/nested.coord") == read)
        // Typed at the prompt, only the folder coordsh runs in.
        #expect(try run(nil).errors == "error: cannot read '\(path)': No such file or directory\n")
        // The folder coordsh runs in comes first.
        files.files["more.coord"] = Data("login alice\n".utf8)
        if path == "more.coord" { #expect(try run("tests/main.coord") == ("", "memo", "home")) }
    }

    /// A misspelt name that neither folder has: "did you mean" names the file of a near name in
    /// the folder coordsh runs in, else the one beside the script.
    @Test func aMisspeltPathInAScriptIsNamedFromEitherFolder() throws {
        let files = MemoryFiles(files: [
            "tests/main.coord": Data(":source mroe.coord\n".utf8), "tests/more.coord": Data("signup\n".utf8),
        ])
        func errors() throws -> String {
            let err = StringOutput()
            let runner = CommandRunner(
                session: Session(app: MemoApp(), files: files),
                reporter: Reporter(out: StringOutput(), err: err, settings: .init()), bail: false)
            _ = ScriptRunner(runner: runner).run([
                ScriptSource(name: "tests/main.coord", input: try files.lines(of: "tests/main.coord"))
            ])
            return err.text
        }
        #expect(
            try errors()
                == "tests/main.coord:1: error: cannot read 'tests/mroe.coord': No such file or directory; did you mean 'tests/more.coord'?\n"
        )
        files.files["more.coord"] = Data("signup\n".utf8)
        #expect(
            try errors()
                == "tests/main.coord:1: error: cannot read 'mroe.coord': No such file or directory; did you mean 'more.coord'?\n"
        )
    }

    @Test func errorsNameTheirPlace() {
        #expect(
            run(["signup", "pop 3"]).errors
                == "t:2: error: cannot pop 3 screens: only 1 screen is above login, the root screen\n")
    }

    @Test func lineProblemsAreFailuresOfThatLine() {
        let err = StringOutput()
        let runner = CommandRunner(
            session: Session(app: MemoApp()), reporter: Reporter(out: StringOutput(), err: err, settings: .init()),
            bail: false)
        _ = runner.run(.problem(.nulByte(column: 3), preview: "ab\\0"), place: Place(source: "<stdin>", line: 7))
        _ = runner.run(.text(":expect error syntax"), place: Place(source: "<stdin>", line: 8))
        #expect(!runner.finish())
        #expect(err.text == "<stdin>:7: error: NUL byte at byte 3; a command line is text without NUL bytes\n")
    }
}

/// Files in memory, where the scripts named in `lines` fail to read after their text, with `error`.
private final class FailingReads: FileAccess {
    let lines: [String: String]
    let error: Int32
    let memory: MemoryFiles

    init(lines: [String: String], error: Int32, memory: MemoryFiles) {
        self.lines = lines
        self.error = error
        self.memory = memory
    }

    func read(_ path: String, limit: Int) throws(ShellError) -> Data { try memory.read(path, limit: limit) }
    func writeAtomically(_ data: Data, to path: String) throws(ShellError) {
        try memory.writeAtomically(data, to: path)
    }
    func isRegularFile(_ path: String) -> Bool { lines[path] != nil || memory.isRegularFile(path) }

    func lines(of path: String) throws(ShellError) -> LineInput {
        guard let text = lines[path] else { return try memory.lines(of: path) }
        return LineInput(bytes: Array(text.utf8), thenError: error)
    }
}
