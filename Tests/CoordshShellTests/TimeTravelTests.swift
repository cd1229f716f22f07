import CommandLanguage
import CoordinatorKit
import FoundationEssentials
import Glibc
import MemoApp
import TestSupport
import Testing

@testable import CoordshShell

private func session(_ app: String = "memo", files: MemoryFiles = MemoryFiles()) throws -> Session {
    Session(app: try #require(TestApps.start(app)), files: files)
}

private func run(_ session: Session, _ lines: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    for line in lines {
        let result = session.run(line)
        #expect(result?.failure == nil, "\(line): \(result?.failure?.message ?? "")", sourceLocation: sourceLocation)
    }
}

@Suite("Undo and redo")
struct UndoTests {
    /// Every state along a session, then back with :undo and forward with :redo: each must equal
    /// the state recorded on the way, coordinators included (they are made again from snapshots).
    @Test(arguments: [
        (
            "memo",
            [
                "login alice", "new", "write x", "preview", "save", "push detail 1", "present about", "dismiss",
                "tab home", "logout", "open memo://new",
            ]
        ),
        ("steps", ["next", "next", "present view4", "next", "dismiss", "open steps://view5", "next"]),
        ("mvc", ["action", "back", "use modal", "action", "dismiss", "use push", "open mvc://first/second"]),
        (
            "movies",
            [
                "tap 42", "back", "tap 7", "push detail 12", "present detail 101", "push detail 2001",
                "replace detail 42", "dismiss",
            ]
        ),
    ])
    func undoAndRedoWalkTheRecordedStates(app: String, commands: [String]) throws {
        let session = try session(app)
        var states = [session.app.anySnapshot]
        for command in commands {
            run(session, [command])
            states.append(session.app.anySnapshot)
        }
        for expected in states.reversed().dropFirst() {
            run(session, [":undo"])
            #expect(session.app.anySnapshot == expected)
        }
        #expect(
            session.run(":undo")?.failure?.message
                == "nothing to undo: no command has changed the state yet (or all are undone)")
        for expected in states.dropFirst() {
            run(session, [":redo"])
            #expect(session.app.anySnapshot == expected)
        }
        #expect(session.run(":redo")?.failure?.code == .notAllowed)
        run(session, [":undo \(commands.count)"])
        #expect(session.app.anySnapshot == states[0])
        run(session, [":redo \(commands.count)"])
        #expect(session.app.anySnapshot == states.last)
    }

    /// A restored app behaves as the original: the same commands from there give the same states.
    @Test func restoredCoordinatorsBehaveAsTheOriginals() throws {
        let original = try session()
        run(original, ["login alice", "new", "write draft"])
        let undone = try session()
        run(undone, ["login alice", "new", "write draft", "preview", ":undo"])
        #expect(undone.app.anySnapshot == original.app.anySnapshot)
        #expect(undone.app.runningCoordinators == original.app.runningCoordinators)
        #expect(TreeText.render(undone.app.rootCoordinator) == TreeText.render(original.app.rootCoordinator))
        for command in ["preview", "save", "tab home", "new", "cancel", "logout"] {
            run(original, [command])
            run(undone, [command])
            #expect(undone.app.anySnapshot == original.app.anySnapshot, "after \(command)")
        }
    }

    @Test func aNewCommandAfterUndoDropsTheRedoBranch() throws {
        let session = try session()
        run(session, ["signup", ":undo", "forgot"])
        #expect(
            session.run(":redo")?.failure?.message
                == "nothing to redo: :redo replays what :undo stepped back over, until another command changes the state"
        )
    }

    @Test func failedCommandsAndShellCommandsAreNotUndoSteps() throws {
        let session = try session()
        run(session, ["signup"])
        _ = session.run("pop 5")
        run(session, [":state", ":tree", ":help", ":expect screen signup"])
        run(session, [":undo"])
        #expect(session.report.stack == [Route("login")])
    }

    @Test func switchingAppsResetAndLoadAreUndoable() throws {
        let files = MemoryFiles()
        let session = try session(files: files)
        run(session, ["login alice", ":save s.json", ":app steps", "next"])
        run(session, [":undo 2"])
        #expect(session.report.app == "memo" && session.report.user == "alice")
        run(session, [":reset"])
        #expect(session.report.user == nil)
        run(session, [":undo", ":reset", ":load s.json"])
        #expect(session.report.user == "alice")
        run(session, [":undo"])
        #expect(session.report.user == nil)
    }

    @Test func undoSaysWhatItUndid() throws {
        let session = try session()
        run(session, ["signup", "pop", "forgot"])
        #expect(session.run(":undo")?.notes == ["undid forgot"])
        #expect(session.run(":undo 2")?.notes == ["undid 2 commands: 'pop', 'signup'"])
        #expect(session.run(":redo 3")?.notes == ["redid 3 commands: 'signup', 'pop', 'forgot'"])
        #expect(
            session.run(":undo 5")?.failure
                == CommandFailure(
                    .notAllowed, "cannot undo 5 commands: only 3 can be (coordsh keeps the last 1000 states)"))
    }

    /// The note names each command as it ran, without the spaces around it or its comment; more
    /// than one are quoted, so that a `;` or a `,` in one (a text) cannot be read as a separator.
    @Test func undoNamesCommandsWithoutSpacesOrComments() throws {
        let session = try session()
        run(session, ["login alice", "new", "  write \"a; b, c\"   # the draft", "preview  "])
        #expect(session.run(":undo")?.notes == ["undid preview"])
        #expect(session.run(":undo")?.notes == ["undid write \"a; b, c\""])
        #expect(session.run(":redo 2")?.notes == ["redid 2 commands: 'write \"a; b, c\"', 'preview'"])
    }

    /// `:undo N` and `:redo N` name every command up to five; more, the first three and the
    /// last, with how many between (`:undo 1000` named all of them, 14 KB on one line).
    @Test func aLongUndoNamesAFewCommandsAndCountsTheRest() throws {
        let session = try session("steps")
        for index in 0..<12 { run(session, [index % 2 == 0 ? "next" : "pop"]) }
        #expect(session.run(":undo 5")?.notes == ["undid 5 commands: 'pop', 'next', 'pop', 'next', 'pop'"])
        #expect(session.run(":redo 5")?.notes == ["redid 5 commands: 'pop', 'next', 'pop', 'next', 'pop'"])
        #expect(session.run(":undo 12")?.notes == ["undid 12 commands: 'pop', 'next', 'pop', (8 more), 'next'"])
        #expect(session.run(":redo 6")?.notes == ["redid 6 commands: 'next', 'pop', 'next', (2 more), 'pop'"])
    }

    /// Past the ring's capacity (the states it keeps are saved into the objects of ones it
    /// dropped, or of one saved before a failed command, and the others made by replaying):
    /// every state still undoes to exactly what it was, in every app, defined ones included.
    @Test(arguments: ["memo", "steps", "movies", "mvc", "shop"])
    func statesSavedIntoDroppedOnesUndoExactly(app: String) throws {
        let session = Session(app: try #require(TestApps.kind(app)?.start()), files: MemoryFiles())
        let commands = try #require(Self.walks[app])
        var states: [AnyHashable] = []
        var index = 0
        while states.count < UndoHistory.capacity + 150, index < 20 * UndoHistory.capacity {
            let before = session.app.anySnapshot
            let command = commands[index % commands.count]
            index += 1
            if session.run(command)?.failure == nil {
                states.append(before)
            } else {
                #expect(session.app.anySnapshot == before, "\(command) failed and changed the state")
            }
        }
        for expected in states.suffix(UndoHistory.capacity).reversed() {
            run(session, [":undo"])
            #expect(session.app.anySnapshot == expected)
        }
        #expect(session.run(":undo")?.failure?.code == .notAllowed)
    }

    /// A saved state is written again only when nothing else holds it: one still kept elsewhere
    /// (by the history, say) is never changed, and a new object is made instead.
    @Test(arguments: [("memo", "signup"), ("shop", "push product 1")])
    func onlyASavedStateNothingElseHoldsIsReused(app: String, command: String) throws {
        let session = Session(app: try #require(TestApps.kind(app)?.start()), files: MemoryFiles())
        let kept = session.app.saved(changedBy: "first")
        let keptSnapshot = kept.snapshotValue
        run(session, [command])

        var shared: (any SavedAppState)? = kept
        let fresh = session.app.saved(changedBy: "second", reusing: &shared)
        #expect(fresh !== kept && shared == nil)
        #expect(kept.changedBy == "first" && kept.snapshotValue == keptSnapshot)
        #expect(fresh.changedBy == "second" && fresh.snapshotValue == session.app.anySnapshot)

        var alone: (any SavedAppState)? = session.app.saved(changedBy: "third")
        let identity = try #require(alone.map { ObjectIdentifier($0) })
        run(session, [":undo"])
        let reused = session.app.saved(changedBy: "fourth", reusing: &alone)
        #expect(ObjectIdentifier(reused) == identity && alone == nil)
        #expect(reused.changedBy == "fourth" && reused.snapshotValue == keptSnapshot)
    }

    /// A defined app writes its next state into the state object of a saved state it reused, only
    /// when nothing else holds that object: a relabelled copy (`:undo`'s note) shares it, and
    /// must keep its state whatever the app does next.
    @Test func aDefinedAppWritesNoStateAnotherSavedStateShares() throws {
        let session = Session(app: try #require(TestApps.kind("shop")?.start()), files: MemoryFiles())
        var spare: (any SavedAppState)? = session.app.saved(changedBy: "first")
        let alias = try #require(spare).relabelled("alias")
        let aliasSnapshot = alias.snapshotValue
        run(session, ["push product 1"])
        _ = session.app.saved(changedBy: "second", reusing: &spare)
        run(session, ["push product 2", "tab cart"])
        #expect(alias.snapshotValue == aliasSnapshot)
        #expect(alias.restore().anySnapshot == aliasSnapshot)
    }

    /// `:undo N` across many saved states, an app replaced in the middle, a redo followed by new
    /// commands: each undo lands on the state recorded on the way, whether it was saved or is
    /// made by replaying the commands after the nearest saved one.
    @Test func undoingManyStepsMakesEveryStateBetweenSavedOnesAgain() throws {
        let session = try session("memo")
        let walk = try #require(Self.walks["memo"])
        var states: [AnyHashable] = []
        func step(_ line: String) {
            let before = session.app.anySnapshot
            if session.run(line)?.failure == nil { states.append(before) }
        }
        for index in 0..<75 { step(walk[index % walk.count]) }
        step(":app shop")
        for line in ["push product 1", "tab cart", "tab catalog", "push product 2"] { step(line) }
        step(":reset")
        for index in 0..<40 { step(walk[index % walk.count]) }

        run(session, [":undo 3", ":redo 2"])
        states.removeLast()
        for index in 0..<45 { step(walk[(index + 5) % walk.count]) }
        let counts = [1, 2, 31, 32, 33, 6]
        #expect(states.count > counts.reduce(0, +))
        for count in counts {
            run(session, [":undo \(count)"])
            states.removeLast(count - 1)
            #expect(session.app.anySnapshot == states.removeLast(), "after :undo \(count)")
        }
        let back = session.app.anySnapshot
        run(session, [":redo \(counts.reduce(0, +))", ":undo \(counts.reduce(0, +))"])
        #expect(session.app.anySnapshot == back)
    }

    /// Commands that change each app's state in a loop, with a failing one among them.
    static let walks: [String: [String]] = [
        "memo": [
            "login alice", "push detail 1", "pop 9", "push about", "tab memos", "push detail 2", "tab home",
            "new", "write x", "preview", "save", "root", "tab settings", "logout",
        ],
        "steps": ["next", "next", "pop 9", "pop", "root"],
        "movies": ["push detail 1", "pop 9", "pop", "push detail 2", "root"],
        "mvc": ["push second", "pop 9", "pop", "push second", "root"],
        "shop": ["push product 1", "pop 9", "pop", "tab cart", "tab catalog", "push product 2", "root"],
    ]

    /// 100,000 commands: undo keeps 1,000 states, :history 1,000 lines (memory is measured in
    /// the benchmark, not here).
    @Test func aLongSessionKeepsAThousandStates() throws {
        let session = try session("steps")
        for _ in 0..<50_000 {
            _ = session.run("next")
            _ = session.run("pop")
        }
        #expect(session.undoHistory.undoable == UndoHistory.capacity)
        #expect(session.lines.count == Session.historyCapacity)
        run(session, [":undo 1000"])
        #expect(session.run(":undo")?.failure?.code == .notAllowed)
        #expect(session.undoHistory.redoable == 1_000)
    }
}

@Suite("Undo history")
struct UndoHistoryTests {
    private static var state: any SavedAppState { MemoApp().saved(changedBy: "a state") }

    private static func step(_ input: String, replays: Bool = true, saving: Bool) -> UndoHistory.Step {
        UndoHistory.Step(input: LineText(input), replays: replays, before: saving ? state : nil)
    }

    /// A whole state is saved with the first step, then every `savedStateInterval` steps, and again right after a
    /// step that cannot be replayed, an undo or a redo.
    @Test func savesAWholeStateOnlyEveryFewStepsAndWhereReplayCannotReach() throws {
        var history = UndoHistory()
        var saved: [Int] = []
        let interval = UndoHistory.savedStateInterval
        for index in 0..<(3 * interval + 5) {
            let saves = history.nextStepSavesState
            if saves { saved.append(index) }
            history.record(Self.step("step \(index)", saving: saves))
        }
        #expect(saved == [0, interval, 2 * interval, 3 * interval])

        history.record(Self.step(":app steps", replays: false, saving: true))
        #expect(history.nextStepSavesState as Bool, "after a step that replaced the app")
        history.record(Self.step("next", saving: true))
        #expect(!(history.nextStepSavesState as Bool))
        _ = try history.undo(1, from: Self.state, replaying: { _, _ in })
        #expect(history.nextStepSavesState as Bool, "after an undo")
        history.record(Self.step("next", saving: true))
        history.record(Self.step("next", saving: false))
        _ = try history.undo(1, from: Self.state, replaying: { _, _ in })
        _ = try history.redo(1, from: Self.state)
        #expect(history.nextStepSavesState as Bool, "after a redo")
    }

    /// Undo replays the steps after the nearest saved state, oldest first, and no more of them.
    @Test func undoReplaysOnlyTheStepsSinceTheNearestSavedState() throws {
        var history = UndoHistory()
        let interval = UndoHistory.savedStateInterval
        for index in 0..<(interval + 8) {
            history.record(Self.step("step \(index)", saving: history.nextStepSavesState))
        }
        var replayed: [String] = []
        let (_, undone, _) = try history.undo(3, from: Self.state, replaying: { _, line in replayed.append(line) })
        let last = interval + 7
        #expect(undone == ["step \(last)", "step \(last - 1)", "step \(last - 2)"])
        #expect(
            replayed == (interval...last - 1).map { "step \($0)" },
            "step \(interval) saved its state; \(last - 2) and \(last - 1) are made again")
    }

    /// A step whose replay fails (a defect) is reported, and nothing is undone.
    @Test func aReplayThatFailsUndoesNothing() throws {
        var history = UndoHistory()
        history.record(Self.step("push detail 1", saving: true))
        history.record(Self.step("push detail 2", saving: false))
        struct Broken: Error {}
        #expect(throws: UndoError.self) {
            _ = try history.undo(1, from: Self.state, replaying: { _, _ in throw Broken() })
        }
        #expect(history.undoable == 2)
    }
}

@Suite("History ring")
struct HistoryRingTests {
    /// The newest lines, oldest first, long ones (kept apart from the inline ones) included,
    /// through the ring's wrapping round; a line marked failed keeps its text.
    @Test func keepsTheLastLinesOldestFirst() {
        var ring = HistoryRing(capacity: 3)
        let startsEmpty = ring.isEmpty
        #expect(startsEmpty)
        let long = "write \"a memo longer than twenty-three bytes\""
        let inputs = ["pop", long, "push detail 42", "tab memos", long + " again", "root"]
        for (index, input) in inputs.enumerated() {
            ring.add(number: index + 1, input: LineText(input), succeeded: index != 2)
        }
        var entries = ring.entries
        #expect(entries.map(\.input.text) == ["tab memos", long + " again", "root"])
        #expect(entries.map(\.number) == [4, 5, 6])
        ring.markFailed(number: 5)
        entries = ring.entries
        #expect(entries.map(\.succeeded) == [true, false, true])
        #expect(entries[1].input.text == long + " again")
        ring.add(number: 7, input: LineText("back"), succeeded: true)
        ring.add(number: 8, input: LineText("x"), succeeded: true)
        entries = ring.entries
        #expect(entries.map(\.input.text) == ["root", "back", "x"], "a long line written over by short ones")
    }
}

@Suite(":history")
struct HistoryCommandTests {
    @Test func listsTheCommandsNumberedWithFailuresMarked() throws {
        let session = try session()
        _ = session.run("signup")
        _ = session.run("")
        _ = session.run("pop 9")
        _ = session.run(":state")
        #expect(session.run(":history")?.display == .text("  1  signup\n  2  pop 9   (failed)\n  3  :state"))
    }
}

@Suite(":save and :load")
struct SaveLoadTests {
    /// For every app and a state with modals, tabs, a running feature flow, a kept deep link:
    /// save, start afresh, load, and the state is the one saved.
    @Test(arguments: [
        (
            "memo",
            ["login alice", "new", "write \"café ☕\"", "tab memos", "push detail 2", "present about", "push detail 9"]
        ),
        (
            "memo",
            [
                "login bob", "new", "write x", "preview", "save", "logout", "present signup",
                "open memo://memos/detail/1",
            ]
        ),
        ("memo", ["login zoë", "new", "write \"a \\\"quoted\\\" line\"", "preview"]),
        ("steps", ["next", "next", "present view4", "next"]),
        ("mvc", ["use modal", "action"]),
        ("movies", ["tap 42", "back", "tap 7", "present detail 101", "push detail 2001"]),
    ])
    func aSavedStateLoadsBackExactly(app: String, commands: [String]) throws {
        let files = MemoryFiles()
        let session = try session(app, files: files)
        run(session, commands)
        let saved = session.app.anySnapshot
        let report = session.report
        run(session, [":save state.json", ":reset"])
        #expect(session.app.anySnapshot != saved)
        run(session, [":load state.json"])
        #expect(session.app.anySnapshot == saved)
        #expect(session.report == report)
        let text = String(decoding: try #require(files.files["state.json"]), as: UTF8.self)
        #expect(text.hasPrefix("{\n  \"app\" : \"\(app)\",\n  \"format\" : \"coordsh session\",\n"))
        #expect(text.hasSuffix("  \"version\" : 1\n}\n"))
    }

    @Test func aLoadedFileCanBeLoadedIntoAnotherApp() throws {
        let files = MemoryFiles()
        let session = try session("movies", files: files)
        run(session, ["tap 42", ":save m.json", ":app memo", ":load m.json"])
        #expect(session.report.app == "movies" && session.report.stack.count == 2)
    }

    /// Every bad file is refused with what is wrong and where, and the state stays as it was.
    @Test(arguments: [
        ("", "cannot load 'bad.json': the file is empty; ':save FILE' writes a session to load"),
        (" \n\t\n", "cannot load 'bad.json': the file is empty; ':save FILE' writes a session to load"),
        // Where and why a file is not JSON (the decoder said only "The given data was not valid JSON.").
        (
            "{\"app\":\"memo\",",
            "cannot load 'bad.json': not valid JSON: at 1:15: the document ends inside an object: a '}' is missing"
        ),
        (
            "{\"format\":\"coordsh session\",\n \"version\":1\n \"app\":\"memo\"}",
            "cannot load 'bad.json': not valid JSON: at 3:2: expected ',' or '}' after the value of 'version', found a string; is a ',' missing before it?"
        ),
        (
            "[1,2]",
            "cannot load 'bad.json': format: this is not a coordsh session file (format 'coordsh session' expected)"
        ),
        (
            #"{"name":"coordsh","version":"0.1.0","private":true}"#,
            "cannot load 'bad.json': format: this is not a coordsh session file (format 'coordsh session' expected)"
        ),
        (
            "{}",
            "cannot load 'bad.json': format: this is not a coordsh session file (format 'coordsh session' expected)"
        ),
        (
            #"{"format":"coordsh session","version":2,"app":"memo","state":{}}"#,
            "cannot load 'bad.json': version: this coordsh reads session files of version 1; got 2"
        ),
        (
            #"{"format":"coordsh session","version":1e400,"app":"memo","state":{}}"#,
            "cannot load 'bad.json': not valid JSON (The given data was not valid JSON.)"
        ),
        (
            #"{"format":"coordsh session","version":1,"app":"notes","state":{}}"#,
            "cannot load 'bad.json': app: unknown app 'notes'; the apps are memo, steps, mvc and movies"
        ),
        (
            #"{"format":"coordsh session","version":1,"app":"steps","state":{}}"#,
            "cannot load 'bad.json': state.navigation: missing"
        ),
        (
            #"{"format":"coordsh session","version":1,"app":"steps","state":{"navigation":{"stack":[]}}}"#,
            "cannot load 'bad.json': state.navigation.stack: a stack holds at least its root screen"
        ),
        (
            #"{"format":"coordsh session","version":1,"app":"steps","state":{"navigation":{"stack":["root","view9"]}}}"#,
            "cannot load 'bad.json': state.navigation.stack[1]: unknown route 'view9' in the steps app"
        ),
        (
            #"{"format":"coordsh session","version":1,"app":"steps","state":{"navigation":{"stack":["view2"]}}}"#,
            "cannot load 'bad.json': state.navigation.stack[0]: the root of this stack is root, not view2"
        ),
        (
            #"{"format":"coordsh session","version":1,"app":"steps","state":{"navigation":{"stack":["root","detail(4"]}}}"#,
            "cannot load 'bad.json': state.navigation.stack[1]: 'detail(4' is not a route as written in output, like home or detail(42)"
        ),
        (
            #"{"format":"coordsh session","version":1,"app":"steps","state":{"navigation":{"stack":["root"],"modals":[["root"]]}}}"#,
            "cannot load 'bad.json': state.navigation.modals[0][0]: root cannot be on a stack of the coordinator flow"
        ),
        (
            #"{"format":"coordsh session","version":1,"app":"movies","state":{"navigation":{"stack":["home","detail(99)"]},"viewModels":[0,1],"detailViewModelsMade":1,"homeViewModelIsMade":true}}"#,
            "cannot load 'bad.json': state.navigation.stack[1]: no movie with id 99; the catalogue has 7, 12, 42, 101 and 2001"
        ),
        (
            #"{"format":"coordsh session","version":1,"app":"movies","state":{"navigation":{"stack":["home","detail(42)"]},"viewModels":[0,5],"detailViewModelsMade":1,"homeViewModelIsMade":true}}"#,
            "cannot load 'bad.json': state.viewModels[1]: detail(42) needs a detail view model number from 1 to 1, used once; got 5"
        ),
        (
            #"{"format":"coordsh session","version":1,"app":"mvc","state":{"coordinator":"pushCoordinator","navigation":{"stack":["first","second","second"]},"secondIsMade":true}}"#,
            "cannot load 'bad.json': state.navigation.stack[2]: second is on screen twice, but there is one SecondViewController"
        ),
        (
            #"{"format":"coordsh session","version":1,"app":"memo","state":{"flow":{"main":{"user":"a b","navigation":{"tabs":[{"name":"home","stack":["home"]}],"selectedTab":"home"}}},"memosByUser":{}}}"#,
            "cannot load 'bad.json': state.flow.main.user: 'a b' is not a user name of 1 to 32 letters, digits, '.', '_' or '-'"
        ),
        (
            #"{"format":"coordsh session","version":1,"app":"memo","state":{"flow":{"main":{"user":"al","navigation":{"tabs":[{"name":"home","stack":["home"]}],"selectedTab":"home"}}},"memosByUser":{}}}"#,
            "cannot load 'bad.json': state.flow.main.navigation: main has the tabs home, memos and settings, with roots home, memoList and settings"
        ),
        (
            #"{"format":"coordsh session","version":1,"app":"memo","state":{"flow":{"main":{"user":"al","navigation":{"tabs":[{"name":"home","stack":["home","preview"]},{"name":"memos","stack":["memoList"]},{"name":"settings","stack":["settings"]}],"selectedTab":"home"}}},"memosByUser":{}}}"#,
            "cannot load 'bad.json': state.flow.main.navigation.tabs[0].stack[1]: preview is the feature flow's: newMemo right above home on tab home, preview right above it"
        ),
        (
            #"{"format":"coordsh session","version":1,"app":"memo","state":{"flow":{"main":{"user":"al","navigation":{"tabs":[{"name":"home","stack":["home","newMemo"]},{"name":"memos","stack":["memoList"]},{"name":"settings","stack":["settings"]}],"selectedTab":"home"}}},"memosByUser":{}}}"#,
            "cannot load 'bad.json': state.flow.main.feature: newMemo is on tab home, so a feature flow runs: it needs its draft"
        ),
        (
            #"{"format":"coordsh session","version":1,"app":"memo","state":{"flow":{"login":{"navigation":{"stack":["login","detail(0)"]}}},"memosByUser":{}}}"#,
            "cannot load 'bad.json': state.flow.login.navigation.stack[1]: 'detail' takes a memo id, an integer from 1 to 2147483647; got 0"
        ),
        (
            #"{"format":"coordsh session","version":1,"app":"memo","state":{"flow":{"login":{"navigation":{"stack":["login"]}}},"memosByUser":{"al":[{"id":2,"text":"x"}]}}}"#,
            "cannot load 'bad.json': state.memosByUser.al[0].id: memo ids count 1, 2, 3, ...; expected 1, got 2"
        ),
        (
            #"{"format":"coordsh session","version":1,"app":"memo","state":{"flow":{"login":{"navigation":{"stack":["login"]}}},"memosByUser":{},"pendingLink":"memo://inbox"}}"#,
            "cannot load 'bad.json': state.pendingLink: cannot open 'memo://inbox': 'inbox' is not a tab or 'new': home, memos, settings or new"
        ),
        (
            #"{"format":"coordsh session","version":1,"app":"memo","state":{"flow":{"login":{"navigation":{"stack":["login"]}}},"memosByUser":{"al":[{"id":99999999999999999999999,"text":"x"}]}}}"#,
            "cannot load 'bad.json': not valid JSON (The given data was not valid JSON.)"
        ),
    ])
    func badFilesAreRefusedWithWhatAndWhere(text: String, message: String) throws {
        let failure = try loadFailure(of: "bad.json", holding: text)
        #expect(failure?.message == message)
        #expect(failure?.code == .badArgument)
    }

    /// A file that is not JSON and not UTF-8 text (a byte 0xFF between the values) says so, not
    /// where the scanner would stop.
    @Test func aFileThatIsNotUTF8SaysSo() throws {
        let failure = try loadFailure(of: "bad.json", holding: Data(#"{"app":"memo""#.utf8) + [0xFF] + Data("}".utf8))
        #expect(failure?.message == "cannot load 'bad.json': not valid JSON: it is not UTF-8 text")
    }

    /// How `:load PATH` fails when the file holds `text`, in a session where carol signed in;
    /// the state is checked to be unchanged.
    private func loadFailure(of path: String, holding text: String) throws -> CommandFailure? {
        try loadFailure(of: path, holding: Data(text.utf8))
    }

    private func loadFailure(of path: String, holding bytes: Data) throws -> CommandFailure? {
        let files = MemoryFiles()
        files.files[path] = bytes
        let session = try session(files: files)
        run(session, ["login carol"])
        let before = session.app.anySnapshot
        let result = try #require(session.run(":load \(path)"))
        #expect(session.app.anySnapshot == before)
        return result.failure
    }

    /// An app definition given to `:load` (which reads what `:save` wrote) says so and names the
    /// command that runs it: a newcomer's `:load shop.json5` read "not valid JSON (The given data
    /// was not valid JSON.)", or, in plain JSON, "this is not a coordsh session file".
    @Test(arguments: [
        DefinitionSamplesForLoad.json5, DefinitionSamplesForLoad.json,
    ])
    func anAppDefinitionIsNotASession(text: String) throws {
        #expect(
            try loadFailure(of: "shop.json5", holding: text)
                == CommandFailure(
                    .badArgument,
                    "cannot load 'shop.json5': it is an app definition, not a session that ':save' wrote; ':app load shop.json5' runs it"
                ))
    }

    /// A script given to `:load` says it is one and that `:source` runs it (a newcomer's
    /// `:load walk.coord` read "not valid JSON: at 1:1: ..."); other files of coordsh's own are
    /// named as what they are.
    @Test(arguments: [
        (
            "walk.coord", "push signup\n",
            "cannot load 'walk.coord': it is a script, not a session that ':save' wrote; ':source walk.coord' runs it"
        ),
        (
            "rec.txt", Session.recordingMark + "\npush signup\n",
            "cannot load 'rec.txt': it is a recording that ':record' wrote, not a session that ':save' wrote; ':source rec.txt' runs it"
        ),
        (
            "report.xml", "<?xml version=\"1.0\"?>\n<testsuites name=\"\(JUnitReport.mark)\"></testsuites>\n",
            "cannot load 'report.xml': it is a JUnit report that 'coordsh test' wrote, not a session that ':save' wrote"
        ),
    ])
    func aScriptOrAnotherOwnFileIsNotASession(path: String, text: String, message: String) throws {
        #expect(try loadFailure(of: path, holding: text) == CommandFailure(.badArgument, message))
    }

    @Test func deepNestingIsRefusedBeforeDecoding() throws {
        let files = MemoryFiles()
        files.files["deep.json"] = Data(
            (String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8)
        let session = try session(files: files)
        #expect(
            session.run(":load deep.json")?.failure?.message
                == "cannot load 'deep.json': nesting deeper than 64 levels at byte 65; a saved session is much flatter")
    }

    @Test func missingFilesAndDirectoriesAreIOErrors() throws {
        let session = try session()
        #expect(
            session.run(":load nope.json")?.failure
                == CommandFailure(.io, "cannot read 'nope.json': No such file or directory"))
        #expect(
            session.run(":save dir/")?.failure
                == CommandFailure(
                    .io, "cannot write 'dir/': a name that ends in '/' names a folder; give a file's name after the '/'"
                ))
    }
}

/// What `:save` writes, `:load` reads (issue 14, items 5 and 9).
@Suite(":save and :load agree")
struct SaveLoadAgreementTests {
    /// 300 memos of 60 KB made an 18 MB file that `:load` refused: `:save` now refuses it,
    /// with the reason, and writes nothing.
    @Test func aStateTooLargeToLoadIsNotSaved() throws {
        let files = MemoryFiles()
        let session = try session(files: files)
        let text = String(repeating: "m", count: 60_000)
        run(session, ["login alice"])
        for _ in 0..<300 { run(session, ["tab home", "new", "write " + text, "preview", "save"]) }
        let bytes = try SessionFile.encode(session.app).count
        #expect(bytes > SessionFile.maxBytes)
        let result = try #require(session.run(":save big.json"))
        #expect(
            result.failure
                == CommandFailure(
                    .io,
                    "cannot write 'big.json': the session is \(bytes) bytes as JSON, more than the 16777216 bytes that "
                        + "':load' reads; nothing was written"))
        #expect(files.files["big.json"] == nil)
        // 60 memos fewer (5 commands each) fit, and load back.
        run(session, [":undo 300", ":save smaller.json", ":load smaller.json"])
    }

    /// `home > newMemo > preview` with an empty draft loaded, and `save` then stored an empty
    /// memo that `preview` forbids: the feature flow is now checked by replaying its events.
    @Test func aPreviewWithAnEmptyDraftIsRefused() throws {
        let files = MemoryFiles()
        let session = try session(files: files)
        run(session, ["login alice", "new", "write x", "preview", ":save s.json"])
        let saved = String(decoding: try #require(files.files["s.json"]), as: UTF8.self)
        #expect(saved.contains(#""draft" : "x""#))
        files.files["empty.json"] = Data(saved.replacingOccurrences(of: #""draft" : "x""#, with: #""draft" : """#).utf8)
        run(session, [":reset"])
        let result = try #require(session.run(":load empty.json"))
        #expect(
            result.failure?.message
                == "cannot load 'empty.json': state.flow.main.feature.draft: the preview screen is shown, but "
                + "'preview' is refused there: the draft is empty; 'write TEXT' first")
        #expect(session.report.screen.description == "login")
        run(session, [":load s.json", "save", ":expect screen memoList"])
    }
}

/// A small app definition, as a JSON5 file with comments and as plain JSON.
private enum DefinitionSamplesForLoad {
    static let json5 = """
        // a definition
        { name: "tiny", coordinators: [{ name: "app", stack: "home" }], routes: [{ name: "home", owner: "app" }] }
        """
    static let json =
        #"{"name": "tiny", "coordinators": [{"name": "app", "stack": "home"}], "routes": [{"name": "home", "owner": "app"}]}"#
}
