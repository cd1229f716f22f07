import CoordinatorKit
import MemoApp
import Testing

@testable import CoordshShell

/// Every message of the `:expect` family reads as a sentence: what was expected, then what is.
@Suite(":expect messages")
struct ExpectationMessageTests {
    private func failure(_ line: String, after setup: [String], app: String = "memo") throws -> String? {
        let session = Session(app: try #require(AppRegistry.builtIn(named: app)).start())
        for command in setup { _ = session.run(command) }
        let result = try #require(session.run(line))
        if let failure = result.failure { #expect(failure.code == .expectationFailed) }
        return result.failure?.message
    }

    private let signedIn = ["login alice", "push detail 42", "present about"]

    @Test(arguments: [
        (":expect screen detail(42)", "expected screen detail(42), but the visible screen is about"),
        (":expect stack home", "expected the stack home, but it is home > detail(42)"),
        (":expect tab memos", "expected tab memos to be selected, but tab home is"),
        (":expect tab none", "expected no tab bar, but tab home is selected"),
        (":expect user none", "expected nobody to be signed in, but alice is"),
        (":expect user Alice", "expected Alice to be signed in, but alice is"),
        (":expect modals 0", "expected no modal, but 1 is up"),
        (":expect modals 2", "expected 2 modals, but 1 is up"),
        (
            ":expect coordinators app > main > feature",
            "expected the coordinators app > main > feature, but the active path is app > main"
        ),
    ])
    func aFailedExpectationSaysWhatIsInstead(line: String, message: String) throws {
        #expect(try failure(line, after: signedIn) == message)
    }

    /// A stack expected to end on the visible screen of a modal: 'stack' is the one under the
    /// modals, and the message says which form checks the modal's (it said only "it is home").
    @Test func aStackExpectedToEndInAModalSaysWhichFormChecksTheModal() throws {
        #expect(
            try failure(":expect stack home > about", after: ["login a", "present about"])
                == "expected the stack home > about, but it is home, under 1 modal: ':expect stack' checks the stack under the modals, ':expect modal 1 about' the top modal's"
        )
        #expect(
            try failure(":expect stack home > detail(1)", after: ["login a", "present about", "present detail 1"])
                == "expected the stack home > detail(1), but it is home, under 2 modals: ':expect stack' checks the stack under the modals, ':expect modal 2 detail(1)' the top modal's"
        )
    }

    @Test(arguments: ["steps", "mvc", "movies"])
    func anAppThatSignsNobodyInExpectsOnlyNone(app: String) throws {
        let session = Session(app: try #require(AppRegistry.builtIn(named: app)).start())
        let failure = try #require(session.run(":expect user bob")?.failure)
        #expect(failure.code == .badArgument)
        #expect(failure.message == "cannot expect user 'bob': this app signs nobody in, so only 'none' can be expected")
        #expect(try #require(session.run(":expect user none")).failure == nil)
    }

    @Test func signedOutAndWithoutModals() throws {
        #expect(try failure(":expect user bob", after: []) == "expected bob to be signed in, but nobody is")
        #expect(try failure(":expect modals 1", after: []) == "expected 1 modal, but none is up")
        #expect(
            try failure(":expect modals 3", after: ["login a", "present about"]) == "expected 3 modals, but 1 is up")
        #expect(
            try failure(":expect modals 1", after: ["login a", "present about", "present about"])
                == "expected 1 modal, but 2 are up")
        #expect(
            try failure(":expect tab home", after: []) == "expected tab home to be selected, but there is no tab bar")
        #expect(try failure(":expect modal 1 about", after: []) == "expected modal 1's stack about, but no modal is up")
        #expect(
            try failure(":expect modal 3 about", after: ["login a", "present about", "present about"])
                == "expected modal 3's stack about, but only 2 are up")
        #expect(
            try failure(":expect modal 1 about", after: ["login a", "present about", "present detail 4", "push about"])
                == nil)
        #expect(
            try failure(
                ":expect modal 2 detail(4)", after: ["login a", "present about", "present detail 4", "push about"])
                == "expected modal 2's stack detail(4), but it is detail(4) > about")
    }

    @Test func expectErrorSaysWhatThePreviousCommandDid() throws {
        #expect(
            try failure(":expect error", after: [])
                == "expected the previous command to fail, but no command came before it")
        #expect(
            try failure(":expect error", after: ["signup"])
                == "expected the previous command to fail, but 'signup' succeeded")
        #expect(
            try failure(":expect error notFound", after: ["signup", "pop 5"])
                == "expected the previous command to fail with notFound, but it failed with atRoot: cannot pop 5 screens: only 1 screen is above login, the root screen"
        )
        #expect(
            try failure(":expect error atRoot", after: ["signup"])
                == "expected the previous command to fail with atRoot, but 'signup' succeeded")
        // A shell command in between is the previous command: the message says so.
        #expect(
            try failure(":expect error atRoot", after: ["pop", ":expect screen login"])
                == "expected the previous command to fail with atRoot, but ':expect screen login' succeeded "
                + "(':expect error' checks the line just before it, a shell command too)")
    }
}
