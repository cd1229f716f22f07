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

    /// The space Tab completion leaves after a word (`start `) is not kept: Up gives the
    /// command as it reads, and `start` and `start ` are one entry, not two.
    @Test func trailingSpacesAreNotKept() throws {
        var history = CommandHistory()
        for line in ["start ", "start", "write \"a b\"\t ", "pop  "] { history.add(line) }
        #expect(history.entries == ["start", "write \"a b\"", "pop"])
        let path = temporaryPath()
        defer { unlink(path) }
        let recorder = HistoryRecorder(file: HistoryFile(path: path)) { Issue.record("unexpected warning: \($0)") }
        #expect(recorder.record("allow ") == "allow")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "allow\n")
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
        #expect(file.load() == .success(CommandHistory()))
        let history = CommandHistory(entries: ["login zoë", "write \"café ☕\"", "pop"])
        #expect(file.save(history) == nil)
        #expect(file.load() == .success(history))
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
        let history = try HistoryFile(path: path).load().get()
        #expect(history.entries.count == 1_000)
        #expect(history.entries.first == "push detail 201")
        #expect(history.entries.last == "push detail 1200")
    }

    @Test func theRecorderSavesAfterEveryCommand() throws {
        let path = temporaryPath()
        defer { unlink(path) }
        let recorder = HistoryRecorder(file: HistoryFile(path: path)) { Issue.record("unexpected warning: \($0)") }
        #expect(recorder.record("signup") == "signup")
        #expect(try HistoryFile(path: path).load().get().entries == ["signup"])
        #expect(recorder.record("signup") == nil)
        #expect(recorder.record("pop") == "pop")
        #expect(try HistoryFile(path: path).load().get().entries == ["signup", "pop"])
    }

    @Test func anUnwritablePathWarnsOnceAndTheSessionGoesOn() {
        var warnings: [String] = []
        let recorder = HistoryRecorder(file: HistoryFile(path: "/no/such/folder/history")) { warnings.append($0) }
        #expect(recorder.record("signup") == "signup")
        #expect(recorder.record("pop") == "pop")
        #expect(recorder.history.entries == ["signup", "pop"])
        #expect(
            warnings == [
                "cannot save history to '/no/such/folder/history': the folder '/no/such/folder' does not exist; make it first, or choose another name; the session goes on without saving it"
            ])
    }

    @Test(arguments: [
        (HistoryOption.default, ["HOME": "/home/u"], "/home/u/.coordsh_history" as String?),
        (.default, ["HOME": "/home/u", "COORDSH_HISTORY": "/tmp/h"], "/tmp/h"),
        (.default, ["HOME": "/home/u", "COORDSH_HISTORY": ""], nil),
        (.default, ["COORDSH_HISTORY": "/dev/null"], nil),
        (.default, ["COORDSH_HISTORY": "/dev//null"], nil),
        (.default, ["COORDSH_HISTORY": "/dev/../dev/null"], nil),
        (.default, ["HOME": "/home/u", "COORDSH_HISTORY": "~/h"], "/home/u/h"),
        (.file("/tmp/mine"), ["COORDSH_HISTORY": "/tmp/h"], "/tmp/mine"),
        (.file(""), ["HOME": "/home/u"], nil),
        (.file("/dev/null"), ["HOME": "/home/u"], nil),
        (.off, ["HOME": "/home/u", "COORDSH_HISTORY": "/tmp/h"], nil),
    ])
    func whereTheHistoryLives(option: HistoryOption, environment: [String: String], path: String?) {
        let home = HomeFolder.resolve(home: environment["HOME"], passwordEntry: { nil })
        #expect(HistoryFile.resolve(option: option, environment: environment, home: home).file?.path == path)
    }

    /// The null device turns history off however its path is spelt: a node of it made
    /// elsewhere too (the file is compared, not the spelling). Other devices are not "off":
    /// they are files history cannot use, which the session warns about.
    @Test func theNullDeviceIsRecognisedByWhatItIs() throws {
        let folder = ScratchFolder()
        try #require(folder.makeDevice("null", major: 1, minor: 3), "mknod needs root")
        try #require(folder.makeDevice("zero", major: 1, minor: 5), "mknod needs root")
        symlink(folder("null"), folder("link"))
        for name in ["null", "link"] {
            #expect(HistoryFile.resolve(option: .file(folder(name)), environment: [:], home: nil) == .off)
        }
        #expect(
            HistoryFile.resolve(option: .file(folder("zero")), environment: [:], home: nil)
                == .file(HistoryFile(path: folder("zero"))))
    }

    /// An empty or unset HOME falls back to the password database, as sqlite3 does; an empty
    /// HOME once wrote `/.coordsh_history`, an unset one silently kept no history.
    @Test(arguments: [
        ("" as String?, "/root" as String?, "/root/.coordsh_history" as String?),
        (nil, "/root", "/root/.coordsh_history"),
        ("/home/u", "/root", "/home/u/.coordsh_history"),
        ("", nil, nil),
        (nil, "", nil),
    ])
    func withoutHomeThePasswordDatabaseSaysWhereHistoryLives(home: String?, entry: String?, path: String?) {
        let folder = HomeFolder.resolve(home: home, passwordEntry: { entry })
        let choice = HistoryFile.resolve(option: .default, environment: home.map { ["HOME": $0] } ?? [:], home: folder)
        #expect(choice.file?.path == path)
        if path == nil { #expect(choice == .noHome) }
    }

    /// Two sessions at once: each adds its commands to what the file holds, under a lock,
    /// instead of writing back only its own (the first session's commands were lost).
    @Test func twoSessionsAtOnceKeepBothTheirCommands() throws {
        let folder = ScratchFolder()
        let file = HistoryFile(path: folder("history"))
        let first = HistoryRecorder(file: file) { Issue.record("unexpected warning: \($0)") }
        let second = HistoryRecorder(file: file) { Issue.record("unexpected warning: \($0)") }
        first.record("login alice")
        second.record("signup")
        first.record("push about")
        second.record("pop")
        #expect(try file.load().get().entries == ["login alice", "signup", "push about", "pop"])
        // Each session walks its own commands with Up, as bash does until it reads the file again.
        #expect(first.history.entries == ["login alice", "push about"])
        #expect(HistoryRecorder(file: file) { _ in }.history.entries.count == 4)
    }

    /// A history file that is a device or a FIFO is not read (/dev/zero spun at full CPU before
    /// the prompt, a FIFO blocked it) and never written: the session warns once and goes on.
    @Test func aHistoryThatIsADeviceIsNeitherReadNorReplaced() throws {
        let folder = ScratchFolder()
        try #require(folder.makeDevice("zero", major: 1, minor: 5), "mknod needs root")
        try #require(folder.makeFIFO("fifo"))
        for (name, kind) in [("zero", "a character device"), ("fifo", "a FIFO (named pipe)")] {
            var warnings: [String] = []
            let recorder = HistoryRecorder(file: HistoryFile(path: folder(name))) { warnings.append($0) }
            #expect(recorder.record("signup") == "signup")
            #expect(recorder.record("pop") == "pop")
            #expect(recorder.history.entries == ["signup", "pop"])
            #expect(
                warnings == [
                    "cannot read history from '\(folder(name))': it is \(kind), not a regular file; "
                        + "the session goes on without saving it"
                ])
        }
        #expect(folder.status("zero").map { $0.st_mode & S_IFMT } == S_IFCHR)
        #expect(folder.status("fifo").map { $0.st_mode & S_IFMT } == S_IFIFO)
        #expect(folder.names == ["fifo", "zero"])
    }

    /// A history file of 100 MB loads its newest commands at once: only its end is read, so
    /// its first line is not among them (it once took 6 s, and Ctrl-C did nothing).
    @Test func aHugeHistoryFileLoadsOnlyItsEnd() throws {
        let folder = ScratchFolder()
        let block = String(repeating: "push detail 12345\n", count: 58_255)  // about 1 MiB
        let descriptor = open(folder("history"), O_WRONLY | O_CREAT, 0o600)
        _ = "first line\n".utf8CString.withUnsafeBufferPointer { write(descriptor, $0.baseAddress, $0.count - 1) }
        for _ in 0..<100 {
            _ = block.utf8CString.withUnsafeBufferPointer { write(descriptor, $0.baseAddress, $0.count - 1) }
        }
        _ = "last one\n".utf8CString.withUnsafeBufferPointer { write(descriptor, $0.baseAddress, $0.count - 1) }
        close(descriptor)
        let history = try HistoryFile(path: folder("history")).load().get()
        #expect(history.entries.count == 2)
        #expect(history.entries == ["push detail 12345", "last one"])
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
