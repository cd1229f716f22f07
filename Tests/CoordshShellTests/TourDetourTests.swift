import MemoApp
import Testing
import Tour

@testable import CoordshShell

/// A learner who strays from a step (undoes what it needs, signs in as someone else, pops what
/// it looks for) is told, after each command and by `:hint`, what to do to get back to it; and
/// doing that does the step. Before, the step stayed "still to do" with no reason, and the hint
/// repeated the commands that no longer worked (lesson 8: 'login alice' again and again).
@Suite("The tour leads a learner who strayed back to the step")
struct TourDetourTests {
    struct Stray: Sendable, CustomTestStringConvertible {
        let lesson: Int
        /// Lines that do the steps before, then stray from the current one.
        let stray: [String]
        /// A command the advice names: the first of `recovery`.
        let advice: String
        /// Following the advice: the step is then done.
        let recovery: [String]
        /// How many steps are done after the recovery.
        let stepsDone: Int

        var testDescription: String { "lesson \(lesson): \(stray.joined(separator: "; "))" }
    }

    static let strays: [Stray] = [
        // The lesson's app is not running: an ':undo' of ':tour 1' went back to memo, where
        // 'next' (the hint) is an unknown command; ':app mvc' left lesson 4's memo app.
        Stray(lesson: 1, stray: [":undo"], advice: "':tour 1'", recovery: [":tour 1"], stepsDone: 0),
        // The same app, its setup undone: lesson 6 starts signed in, and ':undo' signed out.
        Stray(lesson: 6, stray: [":undo"], advice: "':tour 6'", recovery: [":tour 6"], stepsDone: 0),
        // Lesson 2's first step has the list report the tap: detail(42) pushed by hand is not it.
        Stray(lesson: 2, stray: ["push detail 42"], advice: "'tap 42'", recovery: ["pop", "tap 42"], stepsDone: 1),
        // Lesson 3's first step presses the button under the push coordinator; the modal one runs.
        Stray(lesson: 3, stray: ["use modal"], advice: "'use push'", recovery: ["use push", "action"], stepsDone: 1),
        Stray(lesson: 4, stray: [":app mvc"], advice: "':tour 4'", recovery: [":undo", "login alice"], stepsDone: 1),
        Stray(
            lesson: 1, stray: ["next", "next", "next", "next", "pop"], advice: "'next'",
            recovery: ["next", "popto view3"], stepsDone: 2),
        Stray(
            lesson: 4, stray: ["login alice", "logout"], advice: "'login alice'", recovery: ["login alice", "pop"],
            stepsDone: 2),
        // The advice names who signed out, not a name of the lesson's own.
        Stray(
            lesson: 4, stray: ["login bob", "logout", "signup"], advice: "'login bob'", recovery: ["login bob", "pop"],
            stepsDone: 2),
        // ("new", ":undo" in lesson 5 is no stray: the undo takes back the step 'new' did, TourUndoTests.)
        Stray(
            lesson: 5, stray: ["new", "write x", "preview", "save"], advice: "'new'",
            recovery: ["tab home", "new", "cancel"], stepsDone: 2),
        Stray(
            lesson: 6, stray: ["push about", "tab home"], advice: "'push about'",
            recovery: ["push about", "tab settings", "tab home"], stepsDone: 2),
        Stray(
            lesson: 6, stray: ["push about", "tab settings", "tab home", "pop"], advice: "'push about'",
            recovery: ["push about", "tab home"], stepsDone: 3),
        Stray(
            lesson: 7, stray: ["present about", "push detail 1", "dismiss"], advice: "'present about'",
            recovery: ["present about", "back"], stepsDone: 3),
        Stray(
            lesson: 8, stray: ["open memo://memos/detail/1", "login bob"], advice: "'logout'",
            recovery: ["logout", "open memo://memos/detail/1", "login alice"], stepsDone: 2),
        Stray(
            lesson: 9, stray: ["new", "write x", ":undo 2", "push about"], advice: "'new'",
            recovery: ["pop", "new", "write x", ":undo 2", ":redo 2"], stepsDone: 3),
    ]

    /// The text with its line breaks (the tour wraps at 80 columns) read as spaces.
    private static func unwrapped(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test(arguments: strays)
    func aStrayStepIsExplainedAndTheAdviceLeadsBack(stray: Stray) throws {
        let session = Session(app: MemoApp(), files: MemoryFiles())
        _ = session.run(":tour \(stray.lesson)")
        var answer: String?
        for line in stray.stray { answer = try #require(session.run(line)).tour }
        let run = try #require(session.lesson)
        let step = try #require(run.currentStep)
        let said = Self.unwrapped(try #require(answer))
        #expect(said.contains("still to do"))
        #expect(said.contains(stray.advice), "the answer after the command says what to do: \(said)")
        guard case .text(let wrapped) = try #require(session.run(":hint")).display else {
            Issue.record("a hint is text")
            return
        }
        let hint = Self.unwrapped(wrapped)
        #expect(hint.contains(stray.advice), "the hint says what to do from here: \(hint)")
        #expect(!hint.contains(step.hint.prefix(20)), "not the hint that no longer works: \(hint)")
        for line in stray.recovery { _ = session.run(line) }
        #expect((session.lesson?.stepsDone ?? run.lesson.steps.count) == stray.stepsDone)
    }

    /// Lesson 8's steps are about alice's memo: a kept link elsewhere does not open it, and
    /// landing elsewhere is not landing on it.
    @Test func lessonEightWantsTheLinkToAlicesMemo() throws {
        let session = Session(app: MemoApp(), files: MemoryFiles())
        _ = session.run(":tour 8")
        _ = session.run("open memo://settings/about")
        #expect(session.lesson?.stepsDone == 0)
        _ = session.run("open memo://home/detail/1")
        #expect(session.lesson?.stepsDone == 1)
        _ = session.run("open memo://settings/about")
        _ = session.run("login alice")
        #expect(session.lesson?.stepsDone == 1, "signed in on about, not on her memo")
    }
}
