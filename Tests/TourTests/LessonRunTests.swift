import CommandLanguage
import CoordinatorKit
import TestSupport
import Testing

@testable import Tour

/// The tour's engine on made-up observations: steps in order, one per command.
@Suite struct LessonRunTests {
    private static func report(screen: Route = .home, user: String? = nil) -> StateReport {
        StateReport(catalog: catalog, user: user, navigation: Navigation(root: screen), coordinators: ["app"])
    }

    private static let catalog = AppCatalog(
        name: "test", summary: "", linkScheme: "test", linkExamples: [], hasUsers: true, coordinators: [], routes: [],
        events: [])

    private static func observation(_ command: Command?, user: String? = nil, failure: CommandFailure? = nil)
        -> Observation
    {
        Observation(command: command, failure: failure, before: report(), after: report(user: user), trace: [])
    }

    /// Two steps: run `:tree`, then sign in.
    private static let lesson = Lesson(
        id: "test", title: "Test", app: "test", idea: "An idea.", goal: "A goal.",
        steps: [
            Lesson.Step("look at the tree", hint: ":tree") { $0.shellCommand == .tree },
            Lesson.Step("sign in", hint: "login alice") { $0.after.user != nil },
        ],
        debrief: "What happened.")

    @Test func stepsAreDoneInOrderOnePerCommand() {
        var run = LessonRun(lesson: Self.lesson, number: 1)
        #expect(run.currentStep?.task == "look at the tree")
        // Signing in first does not count: the first step is still to do.
        #expect(run.observe(Self.observation(.event(AppEvent("login", .text("alice"))), user: "alice")) == .notYet)
        #expect(run.stepsDone == 0)
        #expect(run.observe(Self.observation(.shell(.tree))) == .stepDone(0))
        #expect(run.currentStep?.task == "sign in")
        #expect(run.observe(Self.observation(.shell(.tree))) == .notYet)
        #expect(run.observe(Self.observation(nil, failure: CommandFailure(.syntax, "bad"))) == .notYet)
        #expect(!run.isComplete)
        #expect(run.observe(Self.observation(.shell(.state), user: "alice")) == .goalMet)
        #expect(run.isComplete && run.currentStep == nil && run.stepsDone == 2)
        // A finished lesson stays finished.
        #expect(run.observe(Self.observation(.shell(.tree))) == .notYet)
        #expect(run.stepsDone == 2)
    }

    /// Each step remembers where in the undo history it was done: moving the history back before
    /// it takes it back, moving it forward again does it again, and a new branch forgets it.
    @Test func undoTakesBackTheStepsDoneAfterThePositionItReturnsTo() {
        var run = LessonRun(lesson: Self.lesson, number: 1)
        #expect(run.observe(Self.observation(.shell(.tree)), at: 3) == .stepDone(0))
        #expect(run.historyMoved(to: 3) == ([], []))
        #expect(run.historyMoved(to: 2) == ([0], []))
        #expect(run.stepsDone == 0 && run.currentStep?.task == "look at the tree")
        #expect(run.historyMoved(to: 3) == ([], [0]))
        #expect(run.stepsDone == 1)
        _ = run.historyMoved(to: 1)
        run.historyBranched()
        #expect(run.historyMoved(to: 3) == ([], []))
        #expect(run.stepsDone == 0)
    }

    /// A lesson whose steps are undo and redo keeps its progress through them.
    @Test func aLessonAboutUndoKeepsItsProgress() {
        let lesson = Lesson(
            id: "undo", title: "Undo", app: "test", idea: "", goal: "", steps: Self.lesson.steps, debrief: "",
            undoTakesBackSteps: false)
        var run = LessonRun(lesson: lesson, number: 1)
        _ = run.observe(Self.observation(.shell(.tree)), at: 3)
        #expect(run.historyMoved(to: 0) == ([], []))
        #expect(run.stepsDone == 1)
    }

    @Test func observationHelpersReadTheCommandAndTheTrace() {
        let trace = [TraceEvent(.released, "feature", ""), TraceEvent(.started, "login", "")]
        let observation = Observation(
            command: .intent(.back), failure: CommandFailure(.atRoot, "no"), before: Self.report(),
            after: Self.report(), trace: trace)
        #expect(observation.intent == .back && observation.shellCommand == nil)
        #expect(!observation.sent("back") && !observation.succeeded && observation.failed(with: .atRoot))
        #expect(observation.released("feature") && !observation.released("login"))
        #expect(observation.started("login") && !observation.started("feature"))
        let event = Self.observation(.event(AppEvent("tab", .text("home"))))
        #expect(event.sent("tab") && !event.sent("tap") && event.intent == nil && event.succeeded)
    }
}

@Suite struct TourProgressTests {
    @Test func theFileListsFinishedLessonsInTourOrder() throws {
        var progress = TourProgress()
        progress.markFinished(Lesson.all[2])
        progress.markFinished(Lesson.all[0])
        #expect(progress.fileText == "coordsh tour progress\nstack-and-root\nevents-and-delegates\n")
        #expect(TourProgress(fileText: progress.fileText) == progress)
    }

    @Test func unknownLessonsAreSkippedAndOtherFilesRefused() {
        let later = "coordsh tour progress\nstack-and-root\nlesson-from-the-future\n\n"
        #expect(TourProgress(fileText: later) == TourProgress(finished: ["stack-and-root"]))
        #expect(TourProgress(fileText: "") == nil)
        #expect(TourProgress(fileText: "ls -la\nstack-and-root\n") == nil)
        #expect(TourProgress(fileText: "coordsh tour progress\n") == TourProgress())
    }

    @Test func theNextLessonIsTheFirstNotFinishedAfterTheOneGiven() {
        var progress = TourProgress()
        #expect(progress.nextLesson() == 1)
        #expect(progress.nextLesson(after: 3) == 4)
        progress.markFinished(Lesson.all[3])
        #expect(progress.nextLesson(after: 3) == 5)
        #expect(progress.nextLesson(after: Lesson.all.count) == 1)
        for lesson in Lesson.all { progress.markFinished(lesson) }
        #expect(progress.nextLesson() == nil && progress.nextLesson(after: 2) == nil)
        var merged = TourProgress(finished: ["tabs"])
        merged.merge(TourProgress(finished: ["modals"]))
        #expect(merged.finished == ["tabs", "modals"])
    }
}

@Suite struct LessonCatalogueTests {
    /// The order the issue asks for, one idea per lesson; ids are unique and stable.
    @Test func lessonsComeInTheTeachingOrder() {
        #expect(
            Lesson.all.map(\.id) == [
                "stack-and-root", "routes-and-factory", "events-and-delegates", "coordinator-tree",
                "child-coordinators", "tabs", "modals", "deep-links", "undo-and-save",
            ])
        #expect(Lesson.all.map(\.app) == ["steps", "movies", "mvc", "memo", "memo", "memo", "memo", "memo", "memo"])
        #expect(Lesson.numbered(1)?.id == "stack-and-root" && Lesson.numbered(0) == nil && Lesson.numbered(10) == nil)
    }

    @Test(arguments: Lesson.all)
    func everyLessonHasTextForEachPart(lesson: Lesson) {
        #expect(!lesson.title.isEmpty && !lesson.idea.isEmpty && !lesson.goal.isEmpty && !lesson.debrief.isEmpty)
        #expect(lesson.steps.count >= 2)
        for step in lesson.steps {
            #expect(!step.task.isEmpty && !step.hint.isEmpty)
            #expect(!step.task.hasSuffix("."), "the tour adds the full stop: \(step.task)")
        }
    }
}
