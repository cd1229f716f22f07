/// A lesson in progress: which step the learner is on and what each command changed about it.
///
/// Steps are done in order, at most one per command, so that each command gets one answer.
///
///     var run = LessonRun(lesson: Lesson.all[0], number: 1)
///     run.observe(observation)  // .notYet, .stepDone or .goalMet
public struct LessonRun: Sendable {
    /// What a command meant for the lesson.
    public enum Progress: Equatable, Sendable {
        /// The current step is still to do.
        case notYet
        /// The step with this index is done, and another follows.
        case stepDone(Int)
        /// The last step is done: the goal is met.
        case goalMet
    }

    public let lesson: Lesson
    /// The lesson's place in the tour, from 1.
    public let number: Int
    /// How many steps are done.
    public var stepsDone: Int { doneAt.count }
    /// Where in the undo history each step done was done (`observe(_:at:)`), in step order.
    private var doneAt: [Int] = []
    /// Where the steps an `:undo` took back were done, the latest first: a `:redo` back to
    /// there does them again.
    private var takenBack: [Int] = []
    /// What to do to get back to the current step, when the last command took away what it
    /// needs (its `Detour`), or left the lesson's app; `nil` when it can be done from here.
    public var detour: String? { appLeft ?? startUndone ?? stepDetour }
    /// The current step's own detour.
    private var stepDetour: String?
    /// Said while another app than the lesson's runs.
    private var appLeft: String?
    /// Said while the lesson's start (its app afresh and set up) is undone: its steps assume a
    /// state that is gone.
    private var startUndone: String?
    /// The command line that started the lesson (`:tour 6`), which undo names when it undoes it.
    public var startedBy = ""

    /// Notes that an `:undo` took the lesson's start away (`true`), or a `:redo` brought it back.
    public mutating func startWasUndone(_ undone: Bool) {
        startUndone =
            undone
            ? "The start of this lesson is undone, and with it the state its steps need: ':tour \(number)' starts the lesson again."
            : nil
    }

    public init(lesson: Lesson, number: Int) {
        self.lesson = lesson
        self.number = number
    }

    public var isComplete: Bool { stepsDone == lesson.steps.count }

    /// The step to do now; `nil` once the goal is met.
    public var currentStep: Lesson.Step? {
        isComplete ? nil : lesson.steps[stepsDone]
    }

    /// Checks the current step against what a command did, at `position` in the undo history
    /// (how many commands that changed the state lead to the state after it).
    public mutating func observe(_ observation: Observation, at position: Int = 0) -> Progress {
        guard let step = currentStep else { return .notYet }
        guard observation.after.app == lesson.app else {
            // An ':undo' of ':tour N', or ':app', left the lesson's app: no step can be done.
            // Right after ':app' (or ':load'), one ':undo' comes back to where the lesson was.
            let byTimeTravel =
                switch observation.shellCommand {
                case .undo?, .redo?: true
                default: false
                }
            let undo = observation.before.app == lesson.app && !byTimeTravel ? "':undo' comes back to it, or " : ""
            appLeft =
                "This lesson runs on the \(lesson.app) app, and the \(observation.after.app) app runs now: \(undo)':tour \(number)' starts the lesson again."
            return .notYet
        }
        appLeft = nil
        guard startUndone == nil else { return .notYet }
        guard step.isDone(by: observation) else {
            stepDetour = step.detour?.advice(after: observation, was: stepDetour)
            return .notYet
        }
        stepDetour = nil
        doneAt.append(position)
        return isComplete ? .goalMet : .stepDone(stepsDone - 1)
    }

    // MARK: - Undo and redo

    /// Follows an `:undo` or `:redo` that left the undo history at `position`: the steps done
    /// after it are taken back, and the steps an undo took back that were done at or before it
    /// are done again, so that the progress follows the state. Returns the indices of the steps
    /// taken back, latest first, or done again, in order. A lesson whose steps are undo and redo
    /// themselves (`Lesson.undoTakesBackSteps`) keeps its progress.
    public mutating func historyMoved(to position: Int) -> (takenBack: [Int], doneAgain: [Int]) {
        guard lesson.undoTakesBackSteps else { return ([], []) }
        var undone: [Int] = []
        while let last = doneAt.last, last > position {
            undone.append(doneAt.count - 1)
            takenBack.append(doneAt.removeLast())
        }
        var redone: [Int] = []
        while let next = takenBack.last, next <= position {
            redone.append(doneAt.count)
            doneAt.append(takenBack.removeLast())
        }
        if !undone.isEmpty || !redone.isEmpty { stepDetour = nil }
        return (undone, redone)
    }

    /// Forgets the steps undo took back: a command changed the state, so no `:redo` brings
    /// back the state they were done in.
    public mutating func historyBranched() {
        takenBack.removeAll()
    }
}
