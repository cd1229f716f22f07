import CommandLanguage
import CoordinatorKit
import MemoApp
import Testing

@testable import CoordshShell

@Suite("Session")
struct SessionTests {
    /// A session after running `lines`, each of which must succeed.
    static func session(after lines: [String]) -> Session {
        let session = Session(app: MemoApp())
        for line in lines {
            let result = session.run(line)
            #expect(result?.succeeded == true, "setup line failed: \(line): \(result?.failure?.message ?? "")")
        }
        return session
    }

    static let signedIn = ["login alice"]
    static let writing = ["login alice", "new", "write x"]

    /// Every kind of failure, from the lexer to the coordinators: the state after it is the
    /// state before it, exactly.
    @Test(
        arguments: [
            ([], #"write "open"#, ErrorCode.syntax),
            ([], #"write "a\n""#, .syntax),
            ([], "pusj detail 1", .unknownCommand),
            ([], ":frob", .unknownCommand),
            ([], "push detial 1", .unknownRoute),
            ([], "push detail", .badArgument),
            ([], "push detail x", .badArgument),
            ([], "push about 3", .badArgument),
            ([], "pop 0", .badArgument),
            ([], "root now", .badArgument),
            ([], "login a/b", .badArgument),
            ([], "login", .badArgument),
            ([], "tab memos", .notAllowed),
            ([], "push detail 1", .notAllowed),
            ([], "pop", .atRoot),
            ([], "back", .notAllowed),
            ([], "dismiss", .notAllowed),
            ([], "replace signup", .atRoot),
            ([], "open steps://view2", .badArgument),
            ([], "open memo", .badArgument),
            ([], ":expect screen home", .expectationFailed),
            (signedIn, "pop 2", .atRoot),
            (signedIn, "popto about", .notFound),
            (signedIn, "push home", .notAllowed),
            (signedIn, "present newMemo", .notAllowed),
            (signedIn, "tab inbox", .badArgument),
            (signedIn, "write x", .notAllowed),
            (signedIn, "open memo://home/detial/1", .unknownRoute),
            (signedIn, ":expect tab memos", .expectationFailed),
            (writing, "save", .notAllowed),
            (writing, "new", .notAllowed),
            (writing, "login bob", .notAllowed),
            (writing + ["write \"\"", "present about"], "tab home", .notAllowed),
            (["login alice", "new"], "preview", .notAllowed),
        ] as [([String], String, ErrorCode)])
    func aFailedCommandLeavesTheStateExactlyAsItWas(setup: [String], line: String, code: ErrorCode) throws {
        let session = Self.session(after: setup)
        let before = session.app.anySnapshot
        let result = try #require(session.run(line))
        #expect(result.failure?.code == code)
        #expect(session.app.anySnapshot == before)
    }

    @Test(arguments: ["", "   ", "# just a comment", "  # indented comment", "\t"])
    func blankAndCommentLinesDoNothing(line: String) {
        let session = Session(app: MemoApp())
        #expect(session.run(line) == nil)
    }

    @Test func intentsAndEventsShowTheStateAndShellCommandsTheirText() throws {
        let session = Session(app: MemoApp())
        #expect(try #require(session.run("signup")).display == .state)
        #expect(try #require(session.run("pop")).display == .state)
        #expect(try #require(session.run(":state")).display == .wholeState)
        #expect(try #require(session.run(":expect screen login")).display == .nothing)
        guard case .text(let help) = try #require(session.run("help events")).display else {
            Issue.record("help shows no text")
            return
        }
        #expect(help.contains("* login USER"))
        #expect(help.contains("  tab TAB"))
        #expect(try #require(session.run("quit")).quits)
        #expect(try #require(session.run(":q")).quits)
    }

    @Test func notesFromTheAppReachTheResult() throws {
        let session = Session(app: MemoApp())
        let result = try #require(session.run("open memo://memos"))
        #expect(result.notes == ["signed out: memo://memos will open right after the next login"])
    }
}

@Suite("Switching apps, :apps and :echo")
struct AppSwitchTests {
    @Test func appStartsTheNamedAppAfreshAndTheParserFollows() throws {
        let session = SessionTests.session(after: ["login alice", "push detail 3"])
        let result = try #require(session.run(":app STEPS"))
        #expect(result.failure == nil && result.display == .state)
        #expect(session.report.app == "steps")
        #expect(session.report.stack == [Route("root")])
        #expect(session.run("next")?.failure == nil)
        #expect(
            session.run("login bob")?.failure
                == CommandFailure(.unknownCommand, "unknown command 'login'; type 'help' for the list of commands"))
        #expect(session.run(":app memo")?.failure == nil)
        #expect(session.report.stack == [Route("login")], "memo starts afresh: alice is no longer signed in")
    }

    @Test func anUnknownAppChangesNothing() throws {
        let session = SessionTests.session(after: ["login alice"])
        let before = session.app.anySnapshot
        #expect(
            session.run(":app movie")?.failure
                == CommandFailure(.badArgument, "unknown app 'movie'. Did you mean 'movies'?"))
        #expect(
            session.run(":app notes")?.failure
                == CommandFailure(
                    .badArgument,
                    "unknown app 'notes'; the apps are memo, steps, mvc and movies, and ':app load FILE' runs a definition"
                ))
        // 'load' misspelt: it was "too many arguments to ':app': 'shop.json5'".
        #expect(
            session.run(":app lod shop.json5")?.failure
                == CommandFailure(.badArgument, "unknown app 'lod'. Did you mean ':app load shop.json5'?"))
        #expect(
            session.run(":app laod")?.failure
                == CommandFailure(.badArgument, "unknown app 'laod'. Did you mean ':app load FILE'?"))
        #expect(
            session.run(":app notes shop.json5")?.failure
                == CommandFailure(
                    .badArgument,
                    "unknown app 'notes'; the apps are memo, steps, mvc and movies, and ':app load FILE' runs a definition"
                ))
        #expect(
            session.run(":app steps shop.json5")?.failure
                == CommandFailure(
                    .badArgument, "too many arguments to ':app': 'shop.json5'; usage: :app NAME | :app load FILE"))
        #expect(
            session.run(":app")?.failure
                == CommandFailure(.badArgument, "':app' needs an app name; usage: :app NAME | :app load FILE"))
        #expect(session.app.anySnapshot == before)
    }

    @Test func appsListsEveryAppAndMarksTheRunningOne() throws {
        let session = SessionTests.session(after: [":app mvc"])
        #expect(
            session.run(":apps")?.display
                == .text(
                    """
                    Built-in apps (* is running; ':app NAME' switches, starting afresh):
                      memo    a coordinator tree: login -> main (tabs) -> feature (new memo)
                      steps   one generic coordinator over a flat path: root -> view2 ... view5
                    * mvc     MVC controllers report to a delegate; swappable coordinators decide
                      movies  a Page enum and a build(page:) factory making views and view models
                    """))
    }

    @Test func echoPrintsItsWords() throws {
        let session = Session(app: MemoApp())
        #expect(
            session.run(#":echo Now   the "feature  flow" # starts"#)?.display == .narration("Now the feature  flow"))
        #expect(session.run(":echo")?.display == .narration(""))
    }
}
