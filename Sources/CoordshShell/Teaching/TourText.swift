import CoordinatorKit
import Tour

/// What the tour says: the lesson list, a lesson's introduction, and the answer after each
/// command. Paragraphs are wrapped to the help's width.
enum TourText {
    static func list(progress: TourProgress, running: LessonRun?) -> String {
        let finished = Lesson.all.filter(progress.isFinished).count
        var lines = [
            "The coordsh tour: a lesson per idea of the coordinator pattern, each with a goal",
            "that coordsh checks as you go. \(finished) of \(Lesson.all.count) finished (✓).",
        ]
        for (index, lesson) in Lesson.all.enumerated() {
            let mark = progress.isFinished(lesson) ? "✓" : " "
            lines.append("  \(mark) \(index + 1). \(lesson.title) (the \(lesson.app) app)")
        }
        if let running, let step = running.currentStep {
            lines.append("Now: lesson \(running.number), \(stepLabel(running)): \(step.task).")
        }
        lines.append("Type ':tour N' to start lesson N, ':tour next' for the next one not finished.")
        return lines.joined(separator: "\n")
    }

    static func introduction(_ run: LessonRun) -> String {
        let lesson = run.lesson
        var lines = ["Lesson \(run.number) of \(Lesson.all.count): \(lesson.title) (the \(lesson.app) app)", ""]
        lines += paragraph(lesson.idea)
        lines += [""] + paragraph("Goal: " + lesson.goal)
        if let step = run.currentStep {
            lines += paragraph("tour: \(stepLabel(run)): \(step.task). (':hint' for a hint, ':tour off' to leave.)")
        }
        return lines.joined(separator: "\n")
    }

    /// The answer after a command: the step still to do, the step just done, or the goal met.
    static func progress(_ progress: LessonRun.Progress, _ run: LessonRun, next: (number: Int, title: String)?)
        -> String
    {
        let steps = run.lesson.steps
        switch progress {
        case .notYet:
            guard let step = run.currentStep else { return "" }
            let detour = run.detour.map { " " + $0 } ?? ""
            return paragraph("tour: still to do, \(stepLabel(run)): \(step.task).\(detour)").joined(separator: "\n")
        case .stepDone(let index):
            var lines = paragraph("tour: ✓ \(steps[index].task).")
            if let step = run.currentStep { lines += paragraph("tour: next, \(stepLabel(run)): \(step.task).") }
            return lines.joined(separator: "\n")
        case .goalMet:
            var lines = paragraph("tour: ✓ \(steps[steps.count - 1].task).")
            lines += ["tour: goal met, lesson \(run.number) finished. What happened:", ""]
            lines += paragraph(run.lesson.debrief)
            lines.append("")
            if let next {
                lines.append("Next: ':tour \(next.number)', \(next.title).")
            } else {
                lines.append("That was the last lesson: you have finished the tour. ':tour' lists them all.")
            }
            return lines.joined(separator: "\n")
        }
    }

    /// The steps an `:undo` took back (latest first) or a `:redo` did again, one a line, each
    /// ending with a line break; empty when none.
    static func stepsMoved(takenBack: [Int], doneAgain: [Int], _ run: LessonRun) -> String {
        let steps = run.lesson.steps
        let lines =
            takenBack.flatMap { paragraph("tour: undone, ✗ \(steps[$0].task).") }
            + doneAgain.flatMap { paragraph("tour: redone, ✓ \(steps[$0].task).") }
        return lines.map { $0 + "\n" }.joined()
    }

    /// The hint for the step the learner is on, from where they are.
    static func hint(_ run: LessonRun, at place: Whereabouts) -> String {
        guard let step = run.currentStep else { return "" }
        return paragraph("hint for \(stepLabel(run)), \(step.task): \(run.detour ?? step.hint(at: place))")
            .joined(separator: "\n")
    }

    private static func stepLabel(_ run: LessonRun) -> String {
        "step \(run.stepsDone + 1) of \(run.lesson.steps.count)"
    }

    private static func paragraph(_ text: String) -> [String] {
        HelpText.wrap(text, width: HelpText.width)
    }
}
