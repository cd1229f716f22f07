import CoordinatorKit
import Foundation
import Glibc
import MemoApp
import TestSupport
import Testing

@testable import CoordshShell

@Suite("Tab completion")
struct CompleterTests {
    private func completer(after lines: [String] = []) -> Completer {
        let session = SessionTests.session(after: lines)
        return Completer(catalog: session.app.catalog, report: session.report, appNames: session.registry.names)
    }

    @Test(arguments: [
        ("pu", Completer.Action.insert("sh ")),
        ("PU", .insert("sh ")),
        ("po", .insert("p")),  // pop, popto: their common start
        ("pop", .list(["pop", "popto"])),
        ("p", .list(["push", "pop", "popto", "present"])),
        ("r", .list(["root", "replace"])),
        ("si", .insert("gnup ")),  // an event the login screen emits
        ("logo", .none),  // logout is not emitted by the login screen
        (":h", .list([":help", ":history", ":hint"])),
        (":he", .insert("lp ")),
        (
            ":",
            .list([
                ":help", ":state", ":expect", ":tree", ":trace", ":routes", ":graph", ":undo", ":redo", ":history",
                ":reset", ":save", ":load", ":source", ":record", ":apps", ":app", ":echo", ":tour", ":hint",
                ":quit", ":q",
            ])
        ),
        (":app", .list([":apps", ":app"])),
        (":e", .list([":expect", ":echo"])),
        ("qu", .insert("it ")),
        ("zz", .none),
        (
            "",
            .list([
                "push", "pop", "root", "popto", "navigate", "replace", "present", "dismiss", "back", "open", "login",
                "signup",
                "forgot", "help", "quit", "exit", ":help", ":state", ":expect", ":tree", ":trace", ":routes", ":graph",
                ":undo", ":redo", ":history", ":reset", ":save", ":load", ":source", ":record",
                ":apps", ":app", ":echo", ":tour", ":hint", ":quit", ":q",
            ])
        ),
    ])
    func commandWordsOnTheLoginScreen(typed: String, action: Completer.Action) {
        #expect(completer().complete(typed) == action)
    }

    @Test func eventsFollowTheVisibleScreen() {
        let home = completer(after: ["login alice"])
        #expect(home.complete("n") == .list(["navigate", "new"]))
        #expect(home.complete("ne") == .insert("w "))
        #expect(home.complete("l") == .insert("ogout "))
        #expect(home.complete("t") == .insert("ab "))
        let writing = completer(after: ["login alice", "new"])
        #expect(writing.complete("w") == .insert("rite "))
        #expect(writing.complete("c") == .insert("ancel "))
        #expect(writing.complete("s") == .none)
    }

    @Test(arguments: [
        ([], "push ", Completer.Action.list(["signup", "forgotPassword"])),
        ([], "present f", .insert("orgotPassword ")),
        (["login alice"], "push ", .list(["detail", "about"])),
        (["login alice"], "replace a", .insert("bout ")),
        (["login alice"], "push h", .none),
        (["login alice", "present about"], "push d", .insert("etail ")),
    ])
    func routesThatTheActiveStackAccepts(setup: [String], typed: String, action: Completer.Action) {
        #expect(completer(after: setup).complete(typed) == action)
    }

    @Test func poptoOffersTheRoutesOnTheActiveStackAndTheirArguments() {
        let deep = completer(after: ["login alice", "push detail 42", "push about", "push detail 7"])
        #expect(deep.complete("popto ") == .list(["home", "detail", "about"]))
        #expect(deep.complete("popto a") == .insert("bout "))
        #expect(deep.complete("popto detail ") == .list(["42", "7"]))
        #expect(deep.complete("popto detail 4") == .insert("2 "))
    }

    @Test func arguments() {
        let home = completer(after: ["login alice"])
        #expect(home.complete("tab ") == .list(["home", "memos", "settings"]))
        #expect(home.complete("TAB m") == .insert("emos "))
        #expect(home.complete("open memo://s") == .insert("ettings/about "))
        #expect(home.complete(":help pus") == .insert("h "))
        #expect(home.complete(":help st") == .insert("ate "))
        #expect(home.complete("help sa") == .insert("ve "))
        #expect(home.complete(":expect s") == .list(["screen", "stack"]))
        #expect(home.complete(":expect screen memoL") == .insert("ist "))
        #expect(home.complete(":expect stack home > det") == .insert("ail "))
        #expect(home.complete(":expect tab n") == .insert("one "))
        #expect(home.complete(":expect user ") == .list(["alice", "none"]))
        #expect(home.complete(":expect coordinators app > f") == .insert("eature "))
        #expect(home.complete(":expect error not") == .list(["notAllowed", "notFound"]))
        #expect(home.complete(":app ") == .list(TestApps.names + ["load"]))
        // Each app's name completes from the shortest start no other name has; a start that
        // several names share lists them.
        for name in TestApps.names {
            let others = TestApps.names.filter { $0 != name }
            let start = (1...name.count).map { name.prefix($0) }.first { start in
                !others.contains { $0.hasPrefix(start) }
            }
            if let start, start.count < name.count {
                #expect(home.complete(":app \(start)") == .insert(name.dropFirst(start.count) + " "), "\(name)")
                let shared = start.dropLast()
                let sharing = TestApps.names.filter { $0.hasPrefix(shared) }
                if !shared.isEmpty, sharing.count > 1 {
                    #expect(home.complete(":app \(shared)") == .list(sharing), "\(shared)")
                }
            }
        }
        #expect(home.complete(":tour ") == .list(["next", "off", "1", "2", "3", "4", "5", "6", "7", "8", "9"]))
        #expect(home.complete(":tour n") == .insert("ext "))
        #expect(home.complete("root ") == .none)
        #expect(home.complete("new x") == .none)
    }

    /// A route's or an event's argument that is one of a catalogue's ids completes from the
    /// ids (movies: `tap 4` Tab is `tap 42`), in push, present and replace as in the event.
    @Test func aCatalogueIDCompletesFromTheCatalogue() throws {
        let session = Session(app: try #require(AppRegistry.builtIn(named: "movies")).start())
        let movies = Completer(catalog: session.app.catalog, report: session.report)
        let ids = try #require(session.app.catalog.event(named: "tap")?.argument?.fixedIDs).map(String.init)
        #expect(ids.count > 1)
        #expect(movies.complete("tap ") == .list(ids))
        #expect(movies.complete("push detail ") == .list(ids))
        #expect(movies.complete("PRESENT Detail ") == .list(ids))
        #expect(movies.complete("tap 4") == .insert("2 "))
        #expect(movies.complete("push detail 42 ") == .none)
        #expect(completer(after: ["login alice"]).complete("push detail ") == .none, "any memo id: nothing to list")
    }

    @Test func fileNamesAfterSaveLoadAndSource() {
        var completer = completer()
        completer.listFiles = { partial in
            ["a.json", "all.coord", "examples/", "examples/memo.coord", "examples/steps.coord"].filter {
                $0.hasPrefix(partial)
            }
        }
        #expect(completer.complete(":load a") == .insert(".json "), "a session file first")
        #expect(completer.complete(":save al") == .insert("l.coord "))
        #expect(completer.complete(":source ex") == .insert("amples/"), "a folder: no space, Tab goes on inside")
        #expect(completer.complete(":source examples/s") == .insert("teps.coord "))
        #expect(completer.complete(":load z") == .none)
        #expect(
            completer.complete(":app load examples/m") == .insert("emo.coord "), "a definition file after ':app load'")
    }

    /// A command offers the files of its kind first (`:app load` definitions, `:source` and
    /// `:record` scripts, `:load` and `:save` session files) and folders; when no file is of
    /// that kind, every file.
    @Test func fileNamesOfTheCommandsKindComeFirst() {
        var completer = completer()
        let files = ["app.json5", "app.png", "graph.dot", "run.coord", "s.json", "tests/"]
        completer.listFiles = { partial in files.filter { $0.hasPrefix(partial) } }
        #expect(completer.complete(":app load ") == .list(["app.json5", "s.json", "tests/"]))
        #expect(completer.complete(":app load a") == .insert("pp.json5 "))
        #expect(completer.complete(":source ") == .list(["run.coord", "tests/"]))
        #expect(completer.complete(":record ") == .list(["run.coord", "tests/"]))
        #expect(completer.complete(":load ") == .list(["s.json", "tests/"]))
        #expect(completer.complete(":save ") == .list(["s.json", "tests/"]))
        #expect(completer.complete(":source g") == .insert("raph.dot "), "no script starts so: any file")
    }

    /// A definition and a saved session are both `.json`: `:app load` leaves out the saved
    /// sessions, `:load` the files that are not (when the prompt can tell, reading them).
    @Test func savedSessionsAndDefinitionsAreToldApart() {
        var completer = completer()
        let files = ["app.json5", "design.json", "s.json", "saved.json", "tests/"]
        completer.listFiles = { partial in files.filter { $0.hasPrefix(partial) } }
        completer.isSavedSession = { $0.hasPrefix("s") }
        #expect(completer.complete(":app load ") == .list(["app.json5", "design.json", "tests/"]))
        #expect(completer.complete(":app load s") == .none, "only sessions start so")
        #expect(completer.complete(":load ") == .list(["s.json", "saved.json", "tests/"]))
        #expect(completer.complete(":load d") == .none, "a definition is not offered to ':load'")
        #expect(completer.complete(":save ") == .list(["s.json", "saved.json", "tests/"]), "it replaces only sessions")
        completer.isSavedSession = nil
        #expect(completer.complete(":app load s") == .list(["s.json", "saved.json"]), "nothing read: every file")
    }

    /// The prompt reads a file's start to tell a saved session (its `"format"` key) from
    /// anything else, however large the session.
    @Test func aSavedSessionIsToldByItsStart() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("completer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = folder.appendingPathComponent("s.json")
        let padding = String(repeating: " ", count: 100_000)
        try Data("{\"app\": \"memo\", \"format\": \"\(SessionFile.format)\", \"x\": \"\(padding)\"}".utf8)
            .write(to: session)
        let definition = folder.appendingPathComponent("d.json")
        try Data("{\"name\": \"shop\", \"routes\": []}".utf8).write(to: definition)
        let files = LocalFiles()
        #expect(files.startsAsSavedSession(session.path))
        #expect(!files.startsAsSavedSession(definition.path))
        #expect(!files.startsAsSavedSession(folder.path), "a folder")
        #expect(!files.startsAsSavedSession(folder.appendingPathComponent("missing.json").path))
    }

    @Test func nothingInsideQuotesOrComments() {
        let writing = completer(after: ["login alice", "new"])
        #expect(writing.complete("write \"pu") == .none)
        #expect(writing.complete("write \"a \\\" pu") == .none)
        #expect(writing.complete("# pu") == .none)
        #expect(writing.complete("write \"a\" c") == .none)
    }

    @Test func candidateColumnsFitTheWidth() {
        #expect(
            TabKey.columns(["push", "pop", "popto", "present"], width: 80)
                == "push     pop      popto    present")
        #expect(
            TabKey.columns(["push", "pop", "popto", "present"], width: 20) == "push     pop\npopto    present")
        #expect(TabKey.columns(["averyveryverylongword", "b"], width: 10) == "averyveryverylongword\nb")
    }

    /// Candidates are listed once each, in their first order, however many there are.
    @Test func repeatedCandidatesAreListedOnce() {
        let names = (0..<50_000).map { String(format: "%05d.json", $0) }
        #expect(Completer.action(typed: "", candidates: names + names.reversed()) == .list(names))
        #expect(Completer.action(typed: "0", candidates: ["0a", "0b", "0a"]) == .list(["0a", "0b"]))
    }

    /// The file system's names: folders end in `/`, hidden ones only for a dot, `~/` is the
    /// home folder and stays `~/` in what is completed.
    @Test func fileNamesComeFromTheFolderTheWordNames() throws {
        let folder = ScratchFolder()
        mkdir(folder("sub"), 0o755)
        for name in ["s1.json", "s2.json", ".hidden", "sub/inner.coord"] { folder.write("", to: name) }
        symlink(folder("sub"), folder("linked"))
        #expect(
            FileNames.matching(folder.path + "/", home: nil)
                == ["linked/", "s1.json", "s2.json", "sub/"].map { folder.path + "/" + $0 })
        #expect(FileNames.matching(folder.path + "/.", home: nil) == [folder(".hidden")])
        #expect(FileNames.matching("~/s", home: folder.path) == ["~/s1.json", "~/s2.json", "~/sub/"])
        #expect(FileNames.matching("~/sub/", home: folder.path) == ["~/sub/inner.coord"])
    }

    /// Ctrl-C while a huge folder is read stops the reading (the names so far are kept).
    @Test func readingAFolderStopsWhenAsked() throws {
        let folder = ScratchFolder()
        for index in 0..<3_000 { folder.write("", to: "f\(index)") }
        #expect(FileNames.matching(folder.path + "/", home: nil).count == 3_000)
        #expect(FileNames.matching(folder.path + "/", home: nil, shouldStop: { true }).count < 1_024)
    }
}
