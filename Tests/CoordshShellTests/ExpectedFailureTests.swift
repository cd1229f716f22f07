import CoordinatorKit
import Glibc
import MemoApp
import Testing

@testable import CoordshShell

/// A failure that the next command's `:expect error` excuses does not look like an error: the
/// runner reads ahead (blank and comment lines skipped) and prints it on stdout as
/// `FILE:LINE: failed as expected: ...`, nothing at all with `--quiet`, and `"expected":true`
/// in its JSON error. A run that fails ends with one summary line on stderr.
@Suite("Expected failures and the summary")
struct ExpectedFailureTests {
    private struct Run {
        let out: String
        let err: String
        let failed: Bool
        let runner: CommandRunner
    }

    private func run(
        _ lines: [String], settings: Reporter.Settings = .init(), bail: Bool = false, summary: Bool = true
    ) -> Run {
        let out = StringOutput()
        let err = StringOutput()
        let reporter = Reporter(out: out, err: err, settings: settings)
        let runner = CommandRunner(session: Session(app: MemoApp()), reporter: reporter, bail: bail)
        let end = ScriptRunner(runner: runner).run([ScriptSource(commands: lines, name: "t.coord")])
        let failed = runner.finish()
        if failed, summary { reporter.reportSummary(runner.tally, stoppedByBail: end == .bail) }
        return Run(out: out.text, err: err.text, failed: failed, runner: runner)
    }

    private let popAtRoot = "cannot pop 1 screen: nothing is above login, the root screen"

    @Test func anExpectedFailureIsPrintedOnStdoutAsExpected() {
        let result = run(["pop", ":expect error atRoot", "signup"])
        #expect(result.err == "")
        #expect(result.out.hasPrefix("t.coord:1: failed as expected: \(popAtRoot)\n\nstack: login > signup\n"))
        #expect(!result.failed)
    }

    @Test func blankAndCommentLinesInBetweenAreSkipped() {
        let result = run(["pop", "", "# the root cannot be popped", ":expect error"])
        #expect(result.err == "")
        #expect(result.out == "t.coord:1: failed as expected: \(popAtRoot)\n")
    }

    @Test func withEchoTheCommandComesFirst() {
        var settings = Reporter.Settings()
        settings.echo = true
        let result = run(["pop", ":expect error"], settings: settings)
        #expect(result.out == "> pop\nt.coord:1: failed as expected: \(popAtRoot)\n\n> :expect error\n")
        #expect(result.err == "")
    }

    @Test func quietPrintsNothingForIt() {
        var settings = Reporter.Settings()
        settings.quiet = true
        let result = run(["pop", ":expect error atRoot", "login alice", "pop 3", ":expect error"], settings: settings)
        #expect(result.out == "")
        #expect(result.err == "")
        #expect(!result.failed)
    }

    @Test func anExpectationOfAnotherCodeDoesNotExcuseItSoItIsAnError() {
        let result = run(["pop", ":expect error notFound"])
        #expect(
            result.err == """
                t.coord:1: error: \(popAtRoot)
                t.coord:2: error: expected the previous command to fail with notFound, but it failed with atRoot: \(popAtRoot)
                coordsh: 2 commands failed, the first at t.coord:1: 'pop'

                """)
        #expect(result.failed)
    }

    @Test func aFailureFollowedByAnotherCommandIsAnError() {
        let result = run(["pop", "signup", ":expect error"])
        #expect(result.err.hasPrefix("t.coord:1: error: \(popAtRoot)\nt.coord:3: error: expected the previous"))
    }

    @Test func theJSONErrorSaysItWasExpected() {
        var settings = Reporter.Settings()
        settings.json = true
        let result = run(["pop", ":expect error", "pop"], settings: settings, summary: false)
        let lines = result.out.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].contains(#""error":{"code":"atRoot","expected":true,"message":"#))
        #expect(lines[0].contains(#""ok":false"#))
        #expect(lines[2].contains(#""error":{"code":"atRoot","message":"#))
        settings.quiet = true
        let quiet = run(["pop", ":expect error", "pop"], settings: settings, summary: false)
        // Only the unexpected failure (the final object is the caller's to print).
        #expect(quiet.out.split(separator: "\n").count == 1)
        #expect(quiet.out.hasPrefix(#"{"error":{"code":"atRoot","message":"#))
    }

    // MARK: - The summary

    @Test func aFailingRunEndsWithOneSummaryLine() {
        let result = run(["login alice", "pop", "pop 2", "frob", ":expect screen about"])
        let lines = result.err.split(separator: "\n")
        #expect(lines.count == 5)
        #expect(lines.last == "coordsh: 4 commands failed, the first at t.coord:2: 'pop'")
    }

    @Test func oneFailure() {
        #expect(
            run(["login alice", "push nowhere"]).err.hasSuffix(
                "\ncoordsh: 1 command failed, at t.coord:2: 'push nowhere'\n"))
    }

    @Test func bailSaysItStoppedThere() {
        let result = run(["pop", "signup", "pop 5"], bail: true)
        #expect(
            result.err.hasSuffix("\ncoordsh: 1 command failed, at t.coord:1: 'pop'; --bail stopped the run there\n"))
    }

    /// `coordsh test` reports a script's first failure. When an `:expect error` names another
    /// code than the command failed with, that line's failure says both (what was expected, what
    /// happened and why), so it is the one reported, not the bare error it judged.
    @Test func aWrongExpectedCodeIsTheFailureATestReports() throws {
        let result = run(["login alice", "pop", ":expect error notFound", "push detail 1"], bail: true)
        let first = try #require(result.runner.firstFailure)
        #expect(first.place == Place(source: "t.coord", line: 3))
        #expect(
            first.failure.message
                == "expected the previous command to fail with notFound, but it failed with atRoot: "
                + "cannot pop 1 screen: nothing is above home, the root screen")
        #expect(result.runner.tally.count == 2)
    }

    @Test func aRunWithOnlyExpectedFailuresHasNoSummary() {
        #expect(run(["pop", ":expect error"]).err == "")
    }

    // MARK: - Where the next line is not there yet

    /// From a pipe whose writer has not sent the next line, the runner cannot wait for it (a
    /// program may drive coordsh line by line): the failure is an error at once, and the
    /// `:expect error` that then excuses it says so in a note.
    @Test func aPipeWithoutTheNextLineYetGetsTheErrorAtOnceAndANoteAfter() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let out = StringOutput()
        let err = StringOutput()
        let runner = CommandRunner(
            session: Session(app: MemoApp()), reporter: Reporter(out: out, err: err, settings: .init()), bail: false)
        let source = ScriptSource(name: "<stdin>", input: LineInput(descriptor: ends[0]))
        func send(_ text: String) { _ = text.withCString { write(ends[1], $0, strlen($0)) } }

        send("pop\n")
        let first = try #require(source.next())
        _ = runner.run(first, place: Place(source: "<stdin>", line: 1), lookahead: source)
        #expect(err.text == "<stdin>:1: error: \(popAtRoot)\n")

        send(":expect error\n")
        close(ends[1])
        let second = try #require(source.next())
        _ = runner.run(second, place: Place(source: "<stdin>", line: 2), lookahead: source)
        #expect(out.text == "note: the error above (<stdin>:1) was expected\n")
        #expect(!runner.finish())
    }

    @Test func aPipeWithTheNextLineReadyIsReadAhead() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        _ = "pop\n\n:expect error\n".withCString { write(ends[1], $0, strlen($0)) }
        let out = StringOutput()
        let err = StringOutput()
        let runner = CommandRunner(
            session: Session(app: MemoApp()), reporter: Reporter(out: out, err: err, settings: .init()), bail: false)
        let source = ScriptSource(name: "<stdin>", input: LineInput(descriptor: ends[0]))
        let first = try #require(source.next())
        _ = runner.run(first, place: Place(source: "<stdin>", line: 1), lookahead: source)
        #expect(err.text == "")
        #expect(out.text == "<stdin>:1: failed as expected: \(popAtRoot)\n")
        close(ends[1])
        #expect(source.next() == .text(""))
        #expect(source.next() == .text(":expect error"))
        #expect(source.next() == nil)
    }
}
