import CommandLanguage
import CoordinatorKit
import FoundationEssentials
import MemoApp
import Testing
import Tour

@testable import CoordshShell

/// The tour in a session: starting lessons, hints, the list, leaving, progress files. Each
/// lesson played through, step by step with near misses and a hint for every step, is a golden
/// transcript (`Tests/EndToEndTests/Golden/tour-N-*.coord`), checked word for word.
@Suite("The tour in a session")
struct TourSessionTests {
    private static func session(files: MemoryFiles = MemoryFiles()) -> Session {
        Session(app: MemoApp(), files: files)
    }

    @Test(arguments: Lesson.all.indices)
    func everyLessonStartsFromItsAppAfreshAndIsUndoable(index: Int) throws {
        let lesson = Lesson.all[index]
        let session = Self.session()
        _ = session.run("login zoë")
        let before = session.report
        let result = try #require(session.run(":tour \(index + 1)"))
        #expect(result.succeeded)
        #expect(session.report.app == lesson.app)
        let signedIn = lesson.setup.contains("login alice") && lesson.setup.last != "logout"
        #expect(session.report.user == (signedIn ? "alice" : nil))
        _ = session.run(":tour off")
        #expect(session.lesson == nil)
        let undo = try #require(session.run(":undo"))
        #expect(undo.succeeded && session.report == before)
    }

    @Test func hintsFollowTheCurrentStep() throws {
        let session = Self.session()
        let noLesson = try #require(session.run(":hint"))
        #expect(noLesson.failure?.code == .notAllowed)
        #expect(noLesson.failure?.message == "no lesson is running; ':tour' lists the lessons and ':tour N' starts one")
        _ = session.run(":tour 4")
        let first = try #require(session.run(":hint"))
        #expect(
            first.display
                == .text(
                    "hint for step 1 of 3, sign in ('login NAME'): 'login alice' (any name). With\n':trace on' you see login released and main started."
                ))
        #expect(first.tour == nil, "asking for a hint is not a move")
        _ = session.run("login alice")
        guard case .text(let second) = try #require(session.run(":hint")).display else {
            Issue.record("a hint is text")
            return
        }
        #expect(
            second.split(whereSeparator: \.isWhitespace).joined(separator: " ").hasPrefix(
                "hint for step 2 of 3, try to pop back to the login screen (signing out does not count): 'pop' on home")
        )
    }

    /// Lesson 1's first hint counts the 'next's still needed from where the learner is, after
    /// an undo too; it said "four times" whatever the stack.
    @Test(arguments: [
        (lines: [String](), says: "Type 'next' four times"),
        (lines: ["next", "next"], says: "Type 'next' twice more"),
        (lines: ["next", "next", "next", ":undo"], says: "Type 'next' twice more"),
        (lines: ["next", "next", "next"], says: "Type 'next' once more"),
    ])
    func lessonOnesHintCountsTheNextsStillNeeded(lines: [String], says expected: String) throws {
        let session = Self.session()
        _ = session.run(":tour 1")
        for line in lines { #expect(session.run(line)?.succeeded == true, "\(line)") }
        guard case .text(let hint) = try #require(session.run(":hint")).display else {
            Issue.record("a hint is text")
            return
        }
        #expect(hint.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains(expected), "\(hint)")
    }

    /// Lesson 9's hint to undo the feature flow counts the commands since 'new' and names them;
    /// it said "':undo 2' undoes 'write' and 'new'" after two writes too, where that left the
    /// flow running.
    @Test(arguments: [
        (lines: ["new", "write \"a\""], says: "':undo 2' takes back 'write \"a\"' and 'new'"),
        (
            lines: ["new", "write \"a\"", "write \"b\""],
            says: "':undo 3' takes back 'write \"b\"', 'write \"a\"' and 'new'"
        ),
        (lines: ["new", "write \"a\"", "write \"b\"", ":undo 2"], says: "':undo' takes back 'new'"),
        (lines: ["new", "write \"a\"", "preview", "back"], says: "':undo 4' takes back 'back', 'preview',"),
    ])
    func lessonNinesHintCountsTheUndosBackToNew(lines: [String], says expected: String) throws {
        let session = Self.session()
        _ = session.run(":tour 9")
        for line in lines { #expect(session.run(line)?.succeeded == true, "\(line)") }
        guard case .text(let hint) = try #require(session.run(":hint")).display else {
            Issue.record("a hint is text")
            return
        }
        #expect(hint.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains(expected), "\(hint)")
    }

    /// Lesson 7's debrief holds whatever the learner did before the modal: it said the base
    /// stack "stayed home throughout" after a near miss had pushed about on it.
    @Test func lessonSevensDebriefHoldsAfterAPushOnTheBaseStack() throws {
        let session = Self.session()
        for line in [":tour 7", "push about", "present detail 1", "push about", "back"] { _ = session.run(line) }
        #expect(session.report.stack.map(\.description) == ["home", "about"])
        let last = try #require(session.run("back")).tour ?? ""
        let debrief = last.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(debrief.contains("lesson 7 finished"))
        #expect(!debrief.contains("'stack: home' stayed home throughout"), "\(debrief)")
        #expect(
            debrief.contains(
                "While the modal was up, the base stack under it did not move: the 'stack:' line stayed the same, with the modal shown over it."
            ), "\(debrief)")
    }

    /// A lesson whose app was left by ':app' says that ':undo' comes back to it (right after, while
    /// one undo does), and always that ':tour N' starts it again.
    @Test func aLessonWhoseAppWasLeftSaysHowToComeBack() throws {
        let session = Self.session()
        for line in [":tour 1", "next", ":app memo"] { #expect(session.run(line)?.succeeded == true) }
        func hint() throws -> String {
            guard case .text(let text) = try #require(session.run(":hint")).display else { return "" }
            return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        #expect(
            try hint().contains(
                "the memo app runs now: ':undo' comes back to it, or ':tour 1' starts the lesson again"))
        _ = session.run("login alice")
        #expect(try hint().contains("the memo app runs now: ':tour 1' starts the lesson again"))
        _ = session.run(":undo 2")
        #expect(session.report.app == "steps")
        #expect(try hint().contains("Type 'next' three times more"))
    }

    @Test func theListMarksFinishedLessonsAndTheOneRunning() throws {
        let session = Self.session()
        for line in [":tour 7", "present about", "push detail 1", "back", "back", ":tour 2"] { _ = session.run(line) }
        guard case .text(let list) = try #require(session.run(":tour")).display else {
            Issue.record("the list is text")
            return
        }
        #expect(list.contains("1 of 9 finished (✓)."))
        #expect(list.contains("\n  ✓ 7. Modals and back (the memo app)\n"))
        #expect(list.contains("\n    2. Routes with arguments and the view factory (the movies app)\n"))
        #expect(list.contains("\nNow: lesson 2, step 1 of 3: open movie 42 from the list.\n"))
    }

    @Test func nextStartsTheFirstLessonNotFinishedAndOffLeaves() throws {
        let session = Self.session()
        _ = session.run(":tour next")
        #expect(session.lesson?.number == 1)
        _ = session.run(":tour 9")
        _ = session.run(":tour next")
        #expect(session.lesson?.number == 1, "after 9 comes 1 again: none is finished")
        let off = try #require(session.run(":tour off"))
        #expect(off.display == .text("Left lesson 1. ':tour 1' starts it again; finished lessons are kept."))
        #expect(session.lesson == nil)
        #expect(try #require(session.run(":tour off")).display == .text("No lesson is running."))
        let afterOff = try #require(session.run("pop"))
        #expect(afterOff.tour == nil, "no lesson, no answer")
    }

    @Test func aBadLessonNumberIsRefusedWithTheChoices() throws {
        let session = Self.session()
        let result = try #require(session.run(":tour 10"))
        #expect(result.failure?.code == .badArgument)
        #expect(
            result.failure?.message
                == "':tour' takes one of next, off, 1, 2, 3, 4, 5, 6, 7, 8 or 9; got '10'")
        #expect(try #require(session.run(":tour nxt")).failure?.message.hasSuffix("Did you mean 'next'?") == true)
        #expect(
            try #require(session.run(":tour 1 2")).failure?.message
                == "too many arguments to ':tour': '2'; usage: :tour [N|next|off]")
        #expect(session.lesson == nil && session.report.app == "memo")
    }

    @Test func narrationHelpAndAssertionsAreNotMoves() throws {
        let session = Self.session()
        _ = session.run(":tour 4")
        for line in [":echo hello", ":help", ":expect screen login", ":tour", ":hint"] {
            #expect(try #require(session.run(line)).tour == nil, "\(line)")
        }
        #expect(try #require(session.run(":state")).tour?.hasPrefix("tour: still to do") == true)
        #expect(try #require(session.run("bogus")).tour?.hasPrefix("tour: still to do") == true)
    }

    @Test func progressIsRememberedInTheFileAndMergedWithWhatItHad() throws {
        let files = MemoryFiles()
        files.files["home/.coordsh_tour"] = Data("coordsh tour progress\ntabs\n".utf8)
        let session = Self.session(files: files)
        session.rememberTourProgress(at: "home/.coordsh_tour")
        #expect(session.tourProgress.finished == ["tabs"])
        for line in [":tour 7", "present about", "push detail 1", "back", "back"] { _ = session.run(line) }
        let saved = String(decoding: try #require(files.files["home/.coordsh_tour"]), as: UTF8.self)
        #expect(saved == "coordsh tour progress\ntabs\nmodals\n")

        let later = Self.session(files: files)
        later.rememberTourProgress(at: "home/.coordsh_tour")
        #expect(later.tourProgress.finished == ["tabs", "modals"])
    }

    @Test func aProgressFileThatCannotBeWrittenIsSaidAndTheLessonStillEnds() throws {
        let files = MemoryFiles()
        let session = Self.session(files: files)
        session.rememberTourProgress(at: "home/")  // MemoryFiles refuses paths ending in '/'
        for line in [":tour 7", "present about", "push detail 1", "back"] { _ = session.run(line) }
        let last = try #require(session.run("back"))
        #expect(last.succeeded)
        #expect(
            last.tour?.hasSuffix(
                "\n(coordsh could not remember this: cannot write 'home/': a name that ends in '/' names a folder; give a file's name after the '/')"
            ) == true)
        #expect(session.tourProgress.finished == ["modals"] && session.lesson == nil)
    }

    @Test func withTraceOffTheLessonStillSeesTheTraceButDoesNotShowIt() throws {
        let session = Self.session()
        _ = session.run(":tour 5")
        let new = try #require(session.run("new"))
        #expect(new.trace == nil)
        let cancel = try #require(session.run("cancel"))
        #expect(cancel.trace == nil)
        #expect(session.lesson?.stepsDone == 2, "the release was seen in the trace")
        _ = session.run(":tour off")
        #expect(session.app.isTracing == false)
    }
}
