import CoordinatorKit
import FoundationEssentials
import MemoApp
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
            let step = runner.run(.text(line), place: Place(source: "t", line: index + 1))
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

    @Test func eachFailureCounts() {
        let result = run(["pop", "login alice", "pop", "frob"])
        #expect(result.failures == 3)
    }

    @Test func expectErrorExcusesOneFailure() {
        #expect(run(["pop", ":expect error atRoot", "signup"]).failures == 0)
        #expect(run(["pop", "", "# comment", ":expect error"]).failures == 0)
        #expect(run(["pop", "signup", ":expect error"]).failures == 2)
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
                == CommandRunner.Quit(place: Place(source: "helper.coord", line: 2), word: "exit", commandsAfter: 3))
        #expect(source.next() == nil)
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
