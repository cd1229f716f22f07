import MemoApp
import Testing
import Tour

@testable import CoordshShell

/// `:undo` during a lesson takes back the steps the undone commands did, and `:redo` does them
/// again, so that the lesson's progress follows the state. Before, a step stayed ticked after
/// the command that did it was undone (lesson 1: view5 ticked, the stack back on view4, and the
/// tour asking to go back "from view5").
@Suite("Undo and redo during a lesson")
struct TourUndoTests {
    private static func session(after lines: [String]) -> Session {
        let session = Session(app: MemoApp(), files: MemoryFiles())
        for line in lines { _ = session.run(line) }
        return session
    }

    /// The text with its line breaks (the tour wraps at 80 columns) read as spaces.
    private static func unwrapped(_ text: String?) -> String {
        (text ?? "").split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test func undoTakesBackTheStepItsCommandDidAndRedoDoesItAgain() throws {
        let session = Self.session(after: [":tour 1", "next", "next", "next", "next"])
        #expect(session.lesson?.stepsDone == 1)
        let undo = Self.unwrapped(try #require(session.run(":undo")).tour)
        #expect(session.lesson?.stepsDone == 0)
        #expect(
            undo
                == "tour: undone, ✗ put view5 on top, four screens above the root. tour: still to do, step 1 of 3: put view5 on top, four screens above the root."
        )
        let redo = Self.unwrapped(try #require(session.run(":redo")).tour)
        #expect(session.lesson?.stepsDone == 1)
        #expect(
            redo.hasPrefix(
                "tour: redone, ✓ put view5 on top, four screens above the root. tour: still to do, step 2 of 3"))
        // Done again, the step leads on as before: back to view3 in one command.
        _ = session.run("popto view3")
        #expect(session.lesson?.stepsDone == 2)
    }

    /// An undo of several commands takes back every step done since the state it returns to.
    @Test func undoOfSeveralCommandsTakesBackEveryStepDoneSince() throws {
        let session = Self.session(after: [":tour 5", "new", "cancel"])
        #expect(session.lesson?.stepsDone == 2)
        let undo = Self.unwrapped(try #require(session.run(":undo 2")).tour)
        #expect(session.lesson?.stepsDone == 0)
        #expect(
            undo.hasPrefix("tour: undone, ✗ end it without saving. tour: undone, ✗ start the feature flow ('new')."))
        #expect(undo.hasSuffix("tour: still to do, step 1 of 3: start the feature flow ('new')."))
        _ = session.run(":redo")
        #expect(session.lesson?.stepsDone == 1)
    }

    /// A step done by a command that changed nothing (a refused 'pop') is done in the state it
    /// was tried in: undoing the sign-in before it takes it back too.
    @Test func aStepDoneByACommandThatChangedNothingGoesWithTheStateItWasDoneIn() throws {
        let session = Self.session(after: [":tour 4", "login alice", "pop"])
        #expect(session.lesson?.stepsDone == 2)
        _ = session.run(":undo")
        #expect(session.lesson?.stepsDone == 0)
        #expect(session.report.user == nil)
        _ = session.run(":redo")
        #expect(session.lesson?.stepsDone == 2)
    }

    /// A command after an undo drops what redo could bring back, and with it the steps taken back.
    @Test func aCommandAfterTheUndoDropsTheStepsTakenBack() throws {
        let session = Self.session(after: [":tour 1", "next", "next", "next", "next", ":undo", "pop", ":undo"])
        #expect(session.lesson?.stepsDone == 0)
        #expect(try #require(session.run(":redo")).succeeded)
        #expect(session.report.stack.map(\.description) == ["root", "view2", "view3"])
        #expect(session.lesson?.stepsDone == 0, "the redone 'pop' did no step")
    }

    /// Lesson 9's steps are an undo and a redo: its undo moves the lesson on and takes nothing back.
    @Test func theUndoLessonKeepsItsProgressThroughItsOwnUndo() throws {
        let session = Self.session(after: [":tour 9", "new", "write x", ":undo 2"])
        #expect(session.lesson?.stepsDone == 2)
        _ = session.run(":redo 2")
        #expect(session.lesson?.stepsDone == 3)
    }
}
