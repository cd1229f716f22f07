import CommandLanguage
import CoordinatorKit
import MemoApp
import Testing

@testable import CoordshShell

@Suite(":expect")
struct ExpectationTests {
    private let session = SessionTests.session(after: ["login alice", "push detail 42", "present about"])

    @Test(arguments: [
        ":expect screen about",
        ":expect SCREEN About",
        ":expect stack home > detail(42)",
        ":expect stack home>detail(42)",
        ":expect tab home",
        ":expect user alice",
        ":expect modals 1",
        ":expect modal 1 about",
        ":expect Modal 1 ABOUT",
        ":expect coordinators app > main",
    ])
    func expectationsThatHold(line: String) throws {
        let result = try #require(session.run(line))
        #expect(result.failure == nil)
    }

    @Test(arguments: [
        (":expect screen detail(42)", "expected screen detail(42), but the visible screen is about"),
        (":expect stack home", "expected the stack home, but it is home > detail(42)"),
        (":expect tab memos", "expected tab memos to be selected, but tab home is"),
        (":expect tab none", "expected no tab bar, but tab home is selected"),
        (":expect user none", "expected nobody to be signed in, but alice is"),
        (":expect user Alice", "expected Alice to be signed in, but alice is"),
        (":expect modals 0", "expected no modal, but 1 is up"),
        (":expect modal 1 about > detail(42)", "expected modal 1's stack about > detail(42), but it is about"),
        (":expect modal 2 about", "expected modal 2's stack about, but only 1 is up"),
        (
            ":expect coordinators app > main > feature",
            "expected the coordinators app > main > feature, but the active path is app > main"
        ),
    ])
    func expectationsThatFailShowExpectedAndActual(line: String, message: String) throws {
        let result = try #require(session.run(line))
        #expect(result.failure == CommandFailure(.expectationFailed, message))
    }

    @Test func expectErrorExcusesThePreviousFailureWithAnyOrTheSameCode() throws {
        let session = Session(app: MemoApp())
        _ = session.run("pop")
        let any = try #require(session.run(":expect error"))
        #expect(any.failure == nil && any.excusesPreviousFailure)
        _ = session.run("pop")
        let same = try #require(session.run(":expect error atroot"))
        #expect(same.failure == nil && same.excusesPreviousFailure)
    }

    @Test func expectErrorFailsWhenThePreviousCommandDidNotFailThatWay() throws {
        let session = Session(app: MemoApp())
        #expect(
            session.run(":expect error")?.failure
                == CommandFailure(
                    .expectationFailed, "expected the previous command to fail, but no command came before it")
        )
        _ = session.run("signup")
        #expect(
            session.run(":expect error")?.failure
                == CommandFailure(.expectationFailed, "expected the previous command to fail, but 'signup' succeeded"))
        _ = session.run("pop 5")
        #expect(
            session.run(":expect error notFound")?.failure
                == CommandFailure(
                    .expectationFailed,
                    "expected the previous command to fail with notFound, but it failed with atRoot: cannot pop 5 screens: only 1 screen is above login, the root screen"
                ))
    }

    @Test func blankLinesDoNotCountAsThePreviousCommand() throws {
        let session = Session(app: MemoApp())
        _ = session.run("pop")
        #expect(session.run("") == nil)
        #expect(session.run("# comment") == nil)
        #expect(session.run(":expect error atRoot")?.excusesPreviousFailure == true)
    }
}
