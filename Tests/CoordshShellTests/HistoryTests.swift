import Foundation
import Testing

@testable import CoordshShell

@Suite("Interactive history")
struct HistoryTests {
    private func temporaryPath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("coordsh-history-\(UUID().uuidString)").path
    }

    @Test func blankLinesAndAdjacentRepeatsAreNotKept() {
        var history = CommandHistory()
        for line in ["pop", "pop", "", "   ", "push about", "pop", "pop"] { history.add(line) }
        #expect(history.entries == ["pop", "push about", "pop"])
    }

    @Test func atMostCapacityEntriesTheOldestGoFirst() {
        var history = CommandHistory(capacity: 3)
        for line in ["a", "b", "c", "d", "e"] { history.add(line) }
        #expect(history.entries == ["c", "d", "e"])
        #expect(CommandHistory(entries: (1...1_500).map(String.init)).entries == (501...1_500).map(String.init))
    }

    @Test func savedHistoryLoadsBackWithMode0600() throws {
        let path = temporaryPath()
        defer { unlink(path) }
        let file = HistoryFile(path: path)
        #expect(file.load() == CommandHistory())
        let history = CommandHistory(entries: ["login zoë", "write \"café ☕\"", "pop"])
        #expect(file.save(history) == nil)
        #expect(file.load() == history)
        var status = stat()
        #expect(stat(path, &status) == 0)
        #expect(status.st_mode & 0o777 == 0o600)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "login zoë\nwrite \"café ☕\"\npop\n")
    }

    @Test func aLoadedFileIsCappedAndDeduplicated() throws {
        let path = temporaryPath()
        defer { unlink(path) }
        let lines = ["x", "x", ""] + (1...1_200).map { "push detail \($0)" }
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let history = HistoryFile(path: path).load()
        #expect(history.entries.count == 1_000)
        #expect(history.entries.first == "push detail 201")
        #expect(history.entries.last == "push detail 1200")
    }

    @Test func theRecorderSavesAfterEveryCommand() {
        let path = temporaryPath()
        defer { unlink(path) }
        let recorder = HistoryRecorder(file: HistoryFile(path: path)) { Issue.record("unexpected warning: \($0)") }
        #expect(recorder.record("signup"))
        #expect(HistoryFile(path: path).load().entries == ["signup"])
        #expect(!recorder.record("signup"))
        #expect(recorder.record("pop"))
        #expect(HistoryFile(path: path).load().entries == ["signup", "pop"])
    }

    @Test func anUnwritablePathWarnsOnceAndTheSessionGoesOn() {
        var warnings: [String] = []
        let recorder = HistoryRecorder(file: HistoryFile(path: "/no/such/folder/history")) { warnings.append($0) }
        #expect(recorder.record("signup"))
        #expect(recorder.record("pop"))
        #expect(recorder.history.entries == ["signup", "pop"])
        #expect(
            warnings == [
                "cannot save history to '/no/such/folder/history': No such file or directory; the session goes on without saving it"
            ])
    }

    @Test(arguments: [
        (HistoryOption.default, ["HOME": "/home/u"], "/home/u/.coordsh_history" as String?),
        (.default, ["HOME": "/home/u", "COORDSH_HISTORY": "/tmp/h"], "/tmp/h"),
        (.default, ["HOME": "/home/u", "COORDSH_HISTORY": ""], nil),
        (.default, ["COORDSH_HISTORY": "/dev/null"], nil),
        (.default, [:], nil),
        (.file("/tmp/mine"), ["COORDSH_HISTORY": "/tmp/h"], "/tmp/mine"),
        (.file(""), ["HOME": "/home/u"], nil),
        (.file("/dev/null"), ["HOME": "/home/u"], nil),
        (.off, ["HOME": "/home/u", "COORDSH_HISTORY": "/tmp/h"], nil),
    ])
    func whereTheHistoryLives(option: HistoryOption, environment: [String: String], path: String?) {
        #expect(HistoryFile.resolve(option: option, environment: environment)?.path == path)
    }

    @Test(arguments: [
        ("/home/u/.coordsh_history", "/home/u/.coordsh_tour"),
        ("/tmp/h", "/tmp/.coordsh_tour"),
        ("history.txt", ".coordsh_tour"),
        ("dir/h", "dir/.coordsh_tour"),
    ])
    func theTourRemembersProgressBesideTheHistory(history: String, progress: String) {
        #expect(HistoryFile(path: history).tourProgressPath == progress)
    }

    @Test func historyFlags() throws {
        var expected = Options()
        expected.history = .file("h.txt")
        #expect(try OptionParser.parse(["--history", "h.txt"]) == .run(expected))
        #expect(try OptionParser.parse(["--history=h.txt"]) == .run(expected))
        expected.history = .off
        #expect(try OptionParser.parse(["--no-history"]) == .run(expected))
        #expect(throws: UsageError.missingValue(option: "--history <file>")) { try OptionParser.parse(["--history"]) }
    }
}

@Suite("Prompt")
struct PromptTests {
    @Test func plainPromptShowsTheAppAndTheVisibleScreen() {
        #expect(Prompt(app: "memo", screen: "home").text == "memo home> ")
        #expect(InteractiveLoop.prompt(app: "memo", screen: "detail(42)") == "memo detail(42)> ")
    }

    @Test func colouredPromptWrapsEscapesInLibeditsMarker() {
        let prompt = Prompt(app: "memo", screen: "home")
        #expect(prompt.forEditLine(color: false, marker: "\u{1}") == "memo home> ")
        #expect(
            prompt.forEditLine(color: true, marker: "\u{1}")
                == "\u{1}\u{1B}[2m\u{1}memo\u{1}\u{1B}[0m\u{1} \u{1}\u{1B}[1m\u{1}home\u{1}\u{1B}[0m\u{1}> ")
    }

    @Test func theBannerSaysHowToGetHelpLeaveAndLearn() {
        #expect(
            InteractiveLoop.banner(app: "memo") == """
                coordsh 0.1.0: the memo app. Type 'help' for commands, 'quit' to leave.
                New to coordinators? ':tour' teaches the pattern, one checked lesson at a time.
                """)
    }
}
