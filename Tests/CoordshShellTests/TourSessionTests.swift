import CommandLanguage
import CoordinatorKit
import FoundationEssentials
import MemoApp
import Testing
import Tour

@testable import CoordshShell

/// One lesson played through a real session: each line with the number of steps that must be
/// done after it. Lines that must not count (near misses) keep the number where it was, so
/// every step's check is seen failing and then succeeding.
struct LessonPlay: CustomTestStringConvertible, Sendable {
    let number: Int
    let moves: [(line: String, stepsDone: Int)]

    var testDescription: String { "lesson \(number)" }

    static let all: [LessonPlay] = [
        LessonPlay(
            number: 1,
            moves: [
                ("push view5", 0), ("pop", 0), ("next", 0), ("next", 0), ("next", 0), ("next", 1),
                ("pop", 1), ("next", 1), ("popto view3", 2), ("pop", 2), ("popto view9", 2), ("root", 2),
                ("pop", 3),
            ]),
        LessonPlay(
            number: 2,
            moves: [
                ("push detail 12", 0), ("pop", 0), ("tap 42", 1), ("tap 7", 1), ("push detail 0", 2),
                ("pop", 2), ("push detail 42", 2), ("pop", 2), ("tap 7", 3),
            ]),
        LessonPlay(
            number: 3,
            moves: [
                ("use modal", 0), ("action", 0), ("dismiss", 0), ("use push", 0), ("action", 1), ("action", 1),
                ("pop", 1), ("use push", 1), ("use modal", 2), ("push second", 2), ("pop", 2), ("action", 3),
            ]),
        LessonPlay(
            number: 4,
            moves: [
                ("push about", 0), ("signup", 0), ("login alice", 1), ("push about", 1), ("pop", 1),
                (":state", 1), ("popto login", 2), (":routes", 2), (":tree", 3),
            ]),
        LessonPlay(
            number: 5,
            moves: [
                (":tree", 0), ("new", 1), ("write \"x\"", 1), ("preview", 1), ("save", 1), ("tab home", 1),
                ("new", 1), (":tree", 1), ("pop", 2), ("new", 2), (":tree", 2), ("cancel", 2), (":tree", 3),
            ]),
        LessonPlay(
            number: 6,
            moves: [
                ("tab memos", 0), ("push detail 1", 0), ("tab home", 0), ("push about", 1), ("push detail 2", 1),
                ("tab home", 1), ("push about", 1), ("tab settings", 1), ("tab home", 2), ("root", 2),
                ("push about", 2), ("tab home", 3),
            ]),
        LessonPlay(
            number: 7,
            moves: [
                ("push about", 0), ("present detail 1", 1), ("dismiss", 1), ("present about", 1),
                ("push detail 1", 2), ("dismiss", 2), ("present about", 2), ("push detail 1", 2), ("back", 2),
                ("back", 3),
            ]),
        LessonPlay(
            number: 8,
            moves: [
                ("signup", 0), ("open memo://nowhere", 0), ("open memo://memos/detail/1", 1), (":state", 1),
                ("login alice", 2), ("push about", 2), ("open memo://bad", 2), ("open memo://settings/about", 3),
            ]),
        LessonPlay(
            number: 9,
            moves: [
                ("new", 0), ("write \"hello\"", 1), (":undo", 1), (":undo", 2), (":state", 2), (":redo", 2),
                (":redo", 3),
                (":history", 3), (":save no/such/folder/", 3), (":save tour.json", 4),
            ]),
    ]
}

@Suite("The tour in a session")
struct TourSessionTests {
    private static func session(files: MemoryFiles = MemoryFiles()) -> Session {
        Session(app: MemoApp(), files: files)
    }

    @Test func thereIsAPlayForEveryLesson() {
        #expect(LessonPlay.all.map(\.number) == Array(1...Lesson.all.count))
    }

    @Test(arguments: LessonPlay.all)
    func everyStepIsCheckedAfterEveryCommand(play: LessonPlay) throws {
        let session = Self.session()
        let lesson = try #require(Lesson.numbered(play.number))
        let start = try #require(session.run(":tour \(play.number)"))
        #expect(start.succeeded && start.display == .state)
        #expect(session.report.app == lesson.app)
        #expect(start.tour?.hasPrefix("Lesson \(play.number) of \(Lesson.all.count): \(lesson.title)") == true)
        #expect(session.lesson?.stepsDone == 0)

        for (index, move) in play.moves.enumerated() {
            let before = session.lesson?.stepsDone ?? lesson.steps.count
            let result = try #require(session.run(move.line))
            let done = session.lesson?.stepsDone ?? lesson.steps.count
            #expect(done == move.stepsDone, "after '\(move.line)' (move \(index + 1))")
            // Long answers are wrapped: read them as one line.
            let answer = (result.tour ?? "").split(separator: "\n", omittingEmptySubsequences: false)
                .joined(separator: " ")
            if done == lesson.steps.count {
                #expect(answer.contains("goal met, lesson \(play.number) finished"))
                #expect(session.lesson == nil)
                #expect(session.tourProgress.isFinished(lesson))
            } else if done > before {
                #expect(answer.hasPrefix("tour: ✓ \(lesson.steps[before].task)."), "after '\(move.line)'")
            } else {
                #expect(answer.hasPrefix("tour: still to do, step \(done + 1) of"), "after '\(move.line)'")
                #expect(!session.tourProgress.isFinished(lesson))
            }
        }
        #expect(session.lesson == nil, "the play must finish the lesson")
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

    /// Whatever the tour says fits an 80-column terminal: lists, introductions, hints, answers.
    @Test(arguments: LessonPlay.all)
    func everythingTheTourSaysFitsEightyColumns(play: LessonPlay) throws {
        let session = Self.session()
        var texts: [String] = []
        func say(_ line: String) throws {
            let result = try #require(session.run(line))
            texts += [result.tour].compactMap { $0 }
            if line.hasPrefix(":tour") || line.hasPrefix(":hint"), case .text(let text) = result.display {
                texts.append(text)
            }
        }
        try say(":tour")
        try say(":tour \(play.number)")
        for move in play.moves {
            if session.lesson != nil { try say(":hint") }
            try say(move.line)
        }
        #expect(texts.count > play.moves.count)
        for line in texts.joined(separator: "\n").split(separator: "\n") {
            #expect(line.count <= 80, "wider than 80 columns: \(line)")
        }
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
        #expect(second.hasPrefix("hint for step 2 of 3, try to go back to the login screen: 'pop' on home"))
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
            last.tour?.hasSuffix("\n(coordsh could not remember this: cannot write 'home/': it is a directory)") == true
        )
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
