import CommandLanguage
import CoordinatorKit
import FoundationEssentials
import Glibc
import MemoApp
import TestSupport
import Testing

@testable import CoordshShell

/// `:record FILE` ... `:record off`: the commands typed, each pinned by `:expect` lines, written
/// through the session's files at `:record off` or at the end of the session.
@Suite("Record")
struct RecordTests {
    private func session(_ files: MemoryFiles, app: String = "memo") throws -> Session {
        Session(app: try #require(TestApps.start(app)), files: files)
    }

    private func text(_ files: MemoryFiles, _ path: String) -> String? {
        files.files[path].map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func commandsAreWrittenAsTypedEachPinnedByWhatItDid() throws {
        let files = MemoryFiles()
        let session = try session(files)
        for line in [
            ":record t.coord", "login alice", "  push detail 3  ", ":help", ":state", "pop 5", ":expect error",
            ":expect screen detail(3)", "tab  memos", ":record off",
        ] {
            _ = session.run(line)
        }
        let pins = { (screen: String, stack: String, tab: String) in
            [
                ":expect screen \(screen)", ":expect stack \(stack)", ":expect tab \(tab)", ":expect modals 0",
                ":expect user alice",
            ]
        }
        let expected =
            ["# recorded by coordsh (:record); replay it with: coordsh test t.coord", ":app memo", "login alice"]
            + pins("home", "home", "home") + ["push detail 3"] + pins("detail(3)", "home > detail(3)", "home")
            + [":expect memo 3", "pop 5", ":expect error atRoot", ":expect screen detail(3)", "tab  memos"]
            + pins("memoList", "memoList", "memos") + [":expect memo none"]
        #expect(text(files, "t.coord") == expected.map { $0 + "\n" }.joined())
        #expect(!session.isRecording)
    }

    /// The app's data is pinned where a command changes it, a key at a time (the draft as it is
    /// written, the memos once one is saved), not repeated where it did not change; a key the
    /// state stops showing is not pinned (`:expect` cannot name it then).
    @Test func theDataACommandChangesIsPinned() throws {
        let files = MemoryFiles()
        let session = try session(files)
        _ = session.run("login alice")
        for line in [":record t.coord", "new", #"write "Buy  milk""#, "preview", "save", ":record off"] {
            _ = session.run(line)
        }
        let data = (text(files, "t.coord") ?? "").split(separator: "\n").filter {
            !$0.hasPrefix("#") && !$0.hasPrefix(":expect screen") && !$0.hasPrefix(":expect stack")
                && !$0.hasPrefix(":expect tab") && !$0.hasPrefix(":expect modals") && !$0.hasPrefix(":expect user")
        }
        #expect(
            data == [
                ":app memo", ":load t.start.json", "new", #":expect draft """#, #"write "Buy  milk""#,
                #":expect draft "Buy  milk""#, "preview", "save", ":expect memos 1",
                ":expect draft none",
            ])
        // And it replays: every pin holds.
        let replay = Session(app: MemoApp(), files: files)
        let runner = CommandRunner(
            session: replay, reporter: Reporter(out: StringOutput(), err: StringOutput(), settings: .init()),
            bail: false)
        for (index, line) in (text(files, "t.coord") ?? "").split(separator: "\n").enumerated() {
            _ = runner.run(.text(LineText(String(line))), place: Place(source: "t.coord", line: index + 1))
        }
        #expect(runner.failures == 0)
    }

    /// An `:expect` that failed (it did not hold, or could not be read) is left out, as a
    /// comment: pinned by the `:expect error` after it, a replay passed on a check that is false.
    @Test func aFailedExpectationIsLeftOutAsAComment() throws {
        let files = MemoryFiles()
        let session = try session(files)
        for line in [
            ":record t.coord", "login alice", ":expect screen detail(3)", ":expect error", ":expect usr alice",
            ":expect modals one", ":expect screen home", ":record off",
        ] {
            _ = session.run(line)
        }
        let lines = (text(files, "t.coord") ?? "").split(separator: "\n").map(String.init)
        #expect(
            Array(lines.suffix(4)) == [
                "# (left out: ':expect screen detail(3)': expected screen detail(3), but the visible screen is home)",
                "# (left out: ':expect usr alice': cannot expect 'usr'. Did you mean 'user'?)",
                "# (left out: ':expect modals one': ':expect modals' takes a count, an integer from 0 to 2147483647; got 'one')",
                ":expect screen home",
            ], "\(lines)")
    }

    /// A line shown to people only (the movies' list and its hint) is presentation, not data:
    /// never pinned, so a reworded hint breaks no recording.
    @Test func aLineShownToPeopleOnlyIsNotPinned() throws {
        let movies = try #require(FileManager.default.contents(atPath: Repository.exampleApps + "/movies.json5"))
        let files = MemoryFiles(files: ["movies.json5": movies])
        let session = try session(files)
        for line in [":app load movies.json5", ":record t.coord", "tap 42", "pop", ":record off"] {
            _ = session.run(line)
        }
        let script = try #require(text(files, "t.coord"))
        #expect(script.contains(":expect movie 42\n"))
        #expect(!script.contains(":expect movies"), "\(script)")
    }

    /// A word coordsh does not know (a typo) is left out, as a comment, with an `:expect error`
    /// typed after it: pinned, it made every replay check the typo. A line that failed otherwise
    /// (a bad argument, a refusal) may be what is being shown, and is pinned.
    @Test func aTypoIsLeftOutAsAComment() throws {
        let files = MemoryFiles()
        let session = try session(files)
        for line in [
            ":record t.coord", "pusj detail 3", ":expect error", "login alice", "push detail x", ":record off",
        ] {
            _ = session.run(line)
        }
        let lines = text(files, "t.coord")?.split(separator: "\n").map(String.init) ?? []
        #expect(
            Array(lines.prefix(4)) == [
                "# recorded by coordsh (:record); replay it with: coordsh test t.coord", ":app memo",
                "# (left out: 'pusj detail 3': unknown command 'pusj'. Did you mean 'push'?)", "login alice",
            ], "\(lines)")
        #expect(lines.suffix(2) == ["push detail x", ":expect error badArgument"], "\(lines)")
    }

    /// A `:app load` or `:load` typed while recording names its file from the recording's own
    /// folder, as the first lines do, so that the recording replays from any folder; a path from
    /// `/` or `~` stays as typed.
    @Test func filesALineLoadsAreNamedFromTheRecordingsFolder() throws {
        let shop = try #require(FileManager.default.contents(atPath: Repository.exampleApps + "/shop.json5"))
        let memo = try session(MemoryFiles())
        _ = memo.run("login alice")
        let files = MemoryFiles(files: [
            "design/shop.json5": shop, "saved.json": try SessionFile.encode(memo.app),
            "/abs/saved.json": try SessionFile.encode(memo.app),
        ])
        let session = try session(files)
        for line in [
            ":record tests/r.coord", ":app load design/shop.json5", ":load  saved.json", ":load /abs/saved.json",
            ":load nowhere.json", ":record off",
        ] {
            _ = session.run(line)
        }
        let lines = try #require(text(files, "tests/r.coord")).split(separator: "\n").map(String.init)
        #expect(
            lines.filter { $0.hasPrefix(":app") || $0.hasPrefix(":load") }
                == [
                    ":app memo", ":app load ../design/shop.json5", ":load ../saved.json", ":load /abs/saved.json",
                    ":load nowhere.json",
                ])
    }

    /// Each modal's stack is pinned too, lowest first, as output shows them: a recording fails
    /// if a later version of the design presents the same number of modals with other screens.
    @Test func modalsArePinnedWithTheirStacks() throws {
        let files = MemoryFiles()
        let session = try session(files)
        for line in [":record m.coord", "login alice", "present about", "present detail 4", ":record off"] {
            _ = session.run(line)
        }
        let lines = try #require(text(files, "m.coord")).split(separator: "\n").map(String.init)
        let afterSecond = lines.drop { $0 != "present detail 4" }
        #expect(
            Array(afterSecond.filter { $0.hasPrefix(":expect modal") })
                == [":expect modals 2", ":expect modal 1 about", ":expect modal 2 detail(4)"])
    }

    /// `:record` replaces only its own recordings (and saved states): a file that exists and is
    /// something else (a definition typed by mistake) is refused and kept, and nothing records.
    @Test(arguments: [
        ("app.json5", "app.json5", "{ name: \"mine\" }\n", "it exists and is not a recording that ':record' wrote"),
        (
            "copy.json5", "copy.json5", "{ name: \"mine\", coordinators: [], routes: [] }\n",
            "it is an app definition, not a recording that ':record' wrote"
        ),
        ("s.coord", "s.start.json", "{\"mine\": true}\n", "it exists and is not a session that ':save' wrote"),
        (
            "s.coord", "s.start.json", "{\"format\": \"\(SessionFile.format)\"}\n",
            "it is a session that ':save' wrote, not the state a recording of ':record' started from"
        ),
    ])
    func aFileThatIsNotARecordingIsNeverReplaced(path: String, existing: String, contents: String, refusal: String)
        throws
    {
        let files = MemoryFiles()
        files.files[existing] = Data(contents.utf8)
        let session = try session(files)
        _ = session.run("login alice")
        let before = files.files
        let result = try #require(session.run(":record \(path)"))
        #expect(
            result.failure?.message
                == "cannot write '\(existing)': \(refusal), and coordsh replaces no other file: "
                + "choose another name, or remove the file first")
        #expect(files.files == before)
        #expect(!session.isRecording)
        // Its own recording is replaced, as a second ':record' of the same name does.
        for line in [":record mine.coord", ":record off", ":record mine.coord"] {
            #expect(try #require(session.run(line)).failure == nil, "\(line)")
        }
    }

    /// A recorded file replayed in a fresh session passes: every pin holds.
    @Test(arguments: [
        ["login alice", "new", "write \"Buy milk\"", "preview", "save", "push detail 1", "present about", "back"],
        ["signup", "pop", "pop", "forgot", "open memo://memos/detail/2", "login bob", ":undo", ":redo", "logout"],
        [":app steps", "next", "next", "present view4", "next", "dismiss", "bogus", ":reset"],
    ])
    func aRecordingReplaysClean(lines: [String]) throws {
        let files = MemoryFiles()
        let recording = try session(files)
        for line in [":record r.coord"] + lines + [":record off"] { _ = recording.run(line) }
        let script = try #require(text(files, "r.coord"))
        #expect(try replay(script, files: files) == nil)
        // The pins are what makes it a test: a different first command fails the replay.
        let first = try #require(lines.first)
        let changed = script.replacing("\n\(first)\n", with: "\n:echo (changed)\n", maxReplacements: 1)
        #expect(try replay(changed, files: files) != nil)
    }

    /// Runs a script as `coordsh test` does; the first failure that counted, if any.
    private func replay(_ script: String, files: MemoryFiles) throws -> FailedLine? {
        let silent = DiscardOutput()
        let runner = CommandRunner(
            session: try session(files), reporter: Reporter(out: silent, err: silent, settings: .init(quiet: true)),
            bail: false)
        for (number, line) in script.split(separator: "\n").enumerated() {
            _ = runner.run(.text(LineText(String(line))), place: Place(source: "r.coord", line: number + 1))
        }
        _ = runner.finish()
        return runner.firstFailure
    }

    @Test func aRecordingStartedAwayFromTheStartLoadsTheStateItStartedIn() throws {
        let files = MemoryFiles()
        let session = try session(files)
        for line in ["login alice", "push about"] { _ = session.run(line) }
        #expect(
            session.run(":record x.coord")?.display
                == .text(
                    "recording to x.coord; ':record off' stops and writes it. It starts from the state saved in x.start.json"
                ))
        _ = session.run("pop")
        #expect(session.finishRecording() == nil)
        let script = try #require(text(files, "x.coord"))
        #expect(script.contains("\n:load x.start.json\n:expect screen about\n"))
        #expect(files.files["x.start.json"] != nil)
        #expect(try replay(script, files: files) == nil)
    }

    /// Recorded again from the app's start, a recording needs no saved state: the one the
    /// recording it replaces started from is removed, and `:record` says so (it was left beside
    /// the new one, unused). A session of the user's named so is kept: the recording there did
    /// not load it.
    @Test func aRecordingAgainFromTheStartRemovesTheStateTheEarlierOneLoaded() throws {
        let files = MemoryFiles()
        let session = try session(files)
        for line in ["login alice", "push about", ":record x.coord", "pop", ":record off", ":reset"] {
            _ = session.run(line)
        }
        #expect(files.files["x.start.json"] != nil)
        #expect(
            session.run(":record x.coord")?.display
                == .text(
                    "recording to x.coord; ':record off' stops and writes it; removed x.start.json, the state the recording it replaces started from"
                ))
        _ = session.run("login alice")
        _ = session.run(":record off")
        #expect(files.files["x.start.json"] == nil)
        #expect(text(files, "x.coord")?.contains(":load") == false)
        // A session saved under that name, beside a recording that does not load it: kept, by a
        // recording from the start and by one away from it (refused: it would replace it).
        _ = session.run(":save x.start.json")
        let saved = files.files["x.start.json"]
        _ = session.run(":reset")
        #expect(
            session.run(":record x.coord")?.display == .text("recording to x.coord; ':record off' stops and writes it"))
        _ = session.run(":record off")
        #expect(files.files["x.start.json"] == saved)
        _ = session.run("login bob")
        #expect(
            session.run(":record x.coord")?.failure?.message
                == "cannot write 'x.start.json': it is a session that ':save' wrote, not the state a recording of ':record' started from, and coordsh replaces no other file: choose another name, or remove the file first"
        )
        #expect(files.files["x.start.json"] == saved && !session.isRecording)
    }

    /// A `:load` typed while recording is a step of the recording, not the state it started
    /// from: the file it loads (the user's) is kept when the recording is made again.
    @Test func aSessionLoadedAsAStepIsKeptWhenTheRecordingIsMadeAgain() throws {
        let files = MemoryFiles()
        let session = try session(files)
        for line in [
            "login bob", ":save t.start.json", ":reset", ":record t.coord", ":load t.start.json", ":record off",
        ] {
            _ = session.run(line)
        }
        let saved = try #require(files.files["t.start.json"])
        _ = session.run(":reset")
        #expect(
            session.run(":record t.coord")?.display == .text("recording to t.coord; ':record off' stops and writes it"))
        _ = session.run(":record off")
        #expect(files.files["t.start.json"] == saved)
    }

    /// Away from the start again, a recording replaces the state the one it replaces started from.
    @Test func aRecordingAwayFromTheStartAgainReplacesItsState() throws {
        let files = MemoryFiles()
        let session = try session(files)
        for line in ["login alice", ":record x.coord", ":record off"] { _ = session.run(line) }
        let first = try #require(files.files["x.start.json"])
        for line in ["logout", "login bob", ":record x.coord", ":record off"] {
            #expect(try #require(session.run(line)).failure == nil, "\(line)")
        }
        let second = try #require(files.files["x.start.json"])
        #expect(second != first && String(decoding: second, as: UTF8.self).contains("bob"))
    }

    /// A state that cannot be removed is named, with what to do: it was left without a word.
    @Test func aStateThatCannotBeRemovedIsNamed() throws {
        let files = RefusingFiles()
        let session = Session(app: MemoApp(), files: files)
        for line in ["login alice", ":record x.coord", ":record off", ":reset"] { _ = session.run(line) }
        #expect(
            session.run(":record x.coord")?.display
                == .text(
                    "recording to x.coord; ':record off' stops and writes it; x.start.json, the state the recording it replaces started from, could not be removed: this one does not use it, remove it"
                ))
        #expect(files.memory.files["x.start.json"] != nil)
    }

    /// Away from a definition's start, the recording depends on a saved state that loads only
    /// into the definition as it is: `:record` says so when it starts, not after the next edit.
    @Test func aDefinitionsRecordingAwayFromTheStartSaysItNeedsTheDefinitionAsItIs() throws {
        let shop = try #require(FileManager.default.contents(atPath: Repository.exampleApps + "/shop.json5"))
        let files = MemoryFiles(files: ["shop.json5": shop])
        let session = try session(files)
        _ = session.run(":app load shop.json5")
        #expect(
            session.run(":record fresh.coord")?.display
                == .text("recording to fresh.coord; ':record off' stops and writes it"))
        _ = session.run(":record off")
        _ = session.run("show 7")
        #expect(
            session.run(":record away.coord")?.display
                == .text(
                    "recording to away.coord; ':record off' stops and writes it. It starts from the state saved in away.start.json, which loads only into shop.json5 as it is now, its summaries and other texts aside: after another edit to the design, record it again (from the app's start, ':app load shop.json5' first, it needs no saved state)"
                ))
    }

    /// The prompt writes what was recorded after every command (`writeRecordingSoFar`): a closed
    /// terminal or a SIGTERM, which end the prompt at once, left the file with its header only,
    /// a test that passed having checked nothing.
    @Test func whatWasRecordedSoFarIsWrittenWhenAsked() throws {
        let files = MemoryFiles()
        let session = try session(files)
        _ = session.run(":record t.coord")
        _ = session.run("login alice")
        #expect(text(files, "t.coord")?.contains("login alice") == false)
        session.writeRecordingSoFar()
        #expect(text(files, "t.coord")?.contains("login alice\n:expect screen home\n") == true)
        #expect(session.isRecording)
    }

    /// While recording, `:undo` takes back only commands the recording holds: a replay starts
    /// where the recording began, and an undo past that point undid the replay's own first line
    /// (or a saved start) instead. Refused, and left out as a comment, as a failed `:undo` or
    /// `:redo` is (a replay's history differs from the prompt's before the recording).
    @Test func anUndoPastTheRecordingsStartIsRefusedAndTheRecordingReplays() throws {
        let files = MemoryFiles()
        let session = try session(files)
        _ = session.run("login alice")
        _ = session.run(":record t.coord")
        _ = session.run("push about")
        #expect(session.run(":undo")?.succeeded == true)
        let before = session.app.anySnapshot
        #expect(
            session.run(":undo")?.failure
                == CommandFailure(
                    .notAllowed,
                    "cannot undo 1 command while recording: the recording holds none that ':undo' can take back, and its replay starts where it began; ':record off' first to go back further"
                ))
        #expect(session.app.anySnapshot == before)
        #expect(session.run(":redo")?.succeeded == true)
        #expect(session.run(":redo")?.succeeded == false)
        _ = session.run(":record off")
        let script = try #require(text(files, "t.coord"))
        let commands = script.split(separator: "\n").filter { !$0.hasPrefix(":expect") }
        #expect(
            Array(commands.suffix(5)) == [
                "push about", ":undo",
                "# (left out: ':undo': cannot undo 1 command while recording: the recording holds none that ':undo' can take back, and its replay starts where it began; ':record off' first to go back further)",
                ":redo",
                "# (left out: ':redo': nothing to redo: :redo replays what :undo stepped back over, until another command changes the state)",
            ], "\(commands)")
        #expect(try replay(script, files: files) == nil)
    }

    @Test func recordingTwiceOrStoppingNothingIsRefusedAndChangesNothing() throws {
        let files = MemoryFiles()
        let session = try session(files)
        #expect(
            session.run(":record off")?.failure
                == CommandFailure(.notAllowed, "nothing is being recorded; ':record FILE' starts a recording"))
        #expect(
            session.run(":record")?.display
                == .text("not recording; ':record FILE' starts recording the commands typed"))
        _ = session.run(":record a.coord")
        #expect(
            session.run(":record b.coord")?.failure
                == CommandFailure(
                    .notAllowed, "already recording to 'a.coord'; ':record off' stops that recording first"))
        #expect(
            session.run(":record")?.display
                == .text("recording to a.coord: 0 commands so far; ':record off' stops and writes it"))
        #expect(files.files["b.coord"] == nil)
    }

    @Test func aFileThatCannotBeWrittenIsRefusedAtOnce() throws {
        let session = try session(MemoryFiles())
        #expect(
            session.run(":record dir/")?.failure
                == CommandFailure(
                    .io, "cannot write 'dir/': a name that ends in '/' names a folder; give a file's name after the '/'"
                ))
        #expect(!session.isRecording)
    }

    /// Started away from the app's start, a recording saves the state beside it first; when its
    /// folder does not exist, the error names the file typed, as it does at the start, not the
    /// state's file, which nobody typed.
    @Test func aRecordingInAFolderThatDoesNotExistNamesTheFileTyped() throws {
        let folder =
            FileManager.default.temporaryDirectory.path
            + "/coordsh-record-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let session = Session(app: try #require(TestApps.start("memo")))
        for typed in ["\(folder)/r.coord", "\(folder)/r"] {
            for line in [":reset", "login alice"] { _ = session.run(line) }
            #expect(
                session.run(":record \(typed)")?.failure
                    == CommandFailure(
                        .io,
                        "cannot write '\(typed)': the folder '\(folder)' does not exist; make it first, or choose another name"
                    ))
            #expect(!session.isRecording)
        }
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    /// A `:record off` whose file cannot be written loses nothing: the recording goes on, and
    /// the end of the session writes it.
    @Test func aRecordingThatCannotBeWrittenAtOffGoesOn() throws {
        let files = RefusingFiles()
        let session = Session(app: try #require(TestApps.start("memo")), files: files)
        _ = session.run(":record t.coord")
        _ = session.run("login alice")
        files.refusing = true
        #expect(
            session.run(":record off")?.failure
                == CommandFailure(.io, "cannot write 't.coord': No space left on device"))
        #expect(session.isRecording)
        files.refusing = false
        #expect(session.finishRecording() == nil)
        #expect(text(files.memory, "t.coord")?.contains("\nlogin alice\n:expect screen home\n") == true)
    }

    @Test(arguments: [
        (":record", RecordRequest.status), (":record off", .stop), (":record OFF", .stop),
        (":record t.coord", .start("t.coord")), (":record \"my tests/a.coord\"", .start("my tests/a.coord")),
    ])
    func theParserReadsRecord(line: String, request: RecordRequest) throws {
        #expect(try Parser(catalog: MemoApp.catalog).parse(line) == .shell(.record(request)))
    }
}

/// Files in memory that refuse every write while `refusing` is set.
private final class RefusingFiles: FileAccess {
    let memory = MemoryFiles()
    var refusing = false

    func read(_ path: String, limit: Int) throws(ShellError) -> Data {
        try memory.read(path, limit: limit)
    }

    func writeAtomically(_ data: Data, to path: String) throws(ShellError) {
        if refusing { throw .unwritable(path, reason: .system(ENOSPC)) }
        try memory.writeAtomically(data, to: path)
    }

    func lines(of path: String) throws(ShellError) -> LineInput {
        try memory.lines(of: path)
    }

    func isRegularFile(_ path: String) -> Bool {
        memory.isRegularFile(path)
    }
}
