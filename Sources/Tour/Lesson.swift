import CommandLanguage
import CoordinatorKit

/// One lesson of the tour: an idea of the coordinator pattern, an app state to start from, and a
/// goal the learner reaches in steps, each checked after every command.
///
/// Lessons are data: the tour's engine (`LessonRun`) knows nothing about any one of them, and adding
/// a lesson is adding an entry to `Lesson.all`.
public struct Lesson: Sendable {
    /// One checkpoint on the way to the goal: what to do, how to tell it is done, and a hint.
    public struct Step: Sendable {
        /// What to do, as an instruction: "put view5 on top".
        public let task: String
        /// Said on `:hint`: which commands do it, from the step's starting state.
        public let hint: String
        /// What to do when the step cannot be done from where the learner is now.
        public let detour: Detour?
        /// The hint for where the learner is now, when it differs from `hint` (how many more
        /// times to do something); `nil` for `hint`.
        let hintHere: (@Sendable (Whereabouts) -> String?)?
        let isDone: @Sendable (Observation) -> Bool

        public init(
            _ task: String, hint: String, hintHere: (@Sendable (Whereabouts) -> String?)? = nil,
            detour: Detour? = nil, done isDone: @escaping @Sendable (Observation) -> Bool
        ) {
            self.task = task
            self.hint = hint
            self.hintHere = hintHere
            self.detour = detour
            self.isDone = isDone
        }

        /// The hint from where the learner is.
        public func hint(at place: Whereabouts) -> String {
            hintHere?(place) ?? hint
        }

        /// Whether `observation` completes this step.
        public func isDone(by observation: Observation) -> Bool {
            isDone(observation)
        }
    }

    /// The way back to a step the learner strayed from: a command took away what the step needs
    /// (an `:undo` of `new`, a pop of the screen it looks for, a sign-in that opened the kept
    /// link for someone else). While it applies, the tour says it after every command and `:hint`
    /// says it instead of the hint, whose commands would not work from there.
    public struct Detour: Sendable {
        let advice: @Sendable (Observation, String?) -> String?

        /// Advice from the state after each command, as full sentences; `nil` when the step can
        /// be done from there.
        public init(_ advice: @escaping @Sendable (StateReport) -> String?) {
            self.advice = { observation, _ in advice(observation.after) }
        }

        /// Advice that also depends on what came before: given each command and the advice in
        /// force before it (a redo that a later command dropped stays dropped).
        public init(remembering advice: @escaping @Sendable (Observation, String?) -> String?) {
            self.advice = advice
        }

        /// The advice after `observation`, given the advice in force before it.
        public func advice(after observation: Observation, was previous: String?) -> String? {
            advice(observation, previous)
        }
    }

    /// A short stable name, kept in the progress file: `stack-and-root`.
    public let id: String
    public let title: String
    /// The built-in app the lesson runs, started afresh.
    public let app: String
    /// Command lines run before the lesson starts, to reach its starting state.
    public let setup: [String]
    /// The idea, in a few sentences.
    public let idea: String
    /// The goal, in one sentence; `steps` break it down.
    public let goal: String
    public let steps: [Step]
    /// What the goal showed, in coordinator terms: said when the last step is done.
    public let debrief: String
    /// Whether an `:undo` takes back the steps done since the state it returns to (and `:redo`
    /// does them again), so that the progress follows the state; `false` for a lesson whose
    /// steps are undo and redo themselves.
    public let undoTakesBackSteps: Bool

    public init(
        id: String, title: String, app: String, setup: [String] = [], idea: String, goal: String, steps: [Step],
        debrief: String, undoTakesBackSteps: Bool = true
    ) {
        precondition(!steps.isEmpty, "a lesson needs at least one step")
        self.id = id
        self.title = title
        self.app = app
        self.setup = setup
        self.idea = idea
        self.goal = goal
        self.steps = steps
        self.debrief = debrief
        self.undoTakesBackSteps = undoTakesBackSteps
    }
}

/// What one command did, as a lesson's steps look at it: the command, whether it failed and how,
/// the state before and after, and how it travelled through the coordinator tree.
/// Where the learner is when they ask for a hint: the state, and the commands `:undo` would
/// take back, newest first.
public struct Whereabouts: Sendable {
    public let report: StateReport
    /// The lines of the newest commands `:undo` takes back, as typed, newest first (a few: a
    /// hint counts back only so far).
    public let undoable: [String]

    public init(report: StateReport, undoable: [String] = []) {
        self.report = report
        self.undoable = undoable
    }
}

public struct Observation: Sendable {
    /// The parsed command; `nil` for a line that did not parse.
    public let command: Command?
    public let failure: CommandFailure?
    public let before: StateReport
    public let after: StateReport
    /// The command's trace: recorded while a lesson runs, whether or not `:trace` shows it.
    public let trace: [TraceEvent]

    public init(
        command: Command?, failure: CommandFailure?, before: StateReport, after: StateReport, trace: [TraceEvent]
    ) {
        self.command = command
        self.failure = failure
        self.before = before
        self.after = after
        self.trace = trace
    }

    public var succeeded: Bool { failure == nil }

    /// Whether the command failed with `code`.
    public func failed(with code: ErrorCode) -> Bool {
        failure?.code == code
    }

    /// Whether the coordinator `name` was released by this command.
    public func released(_ name: String) -> Bool {
        trace.contains { $0.kind == .released && $0.coordinator == name }
    }

    /// Whether the coordinator `name` started during this command.
    public func started(_ name: String) -> Bool {
        trace.contains { $0.kind == .started && $0.coordinator == name }
    }

    /// The navigation intent, if the command was one.
    public var intent: NavigationIntent? {
        if case .intent(let intent) = command { intent } else { nil }
    }

    /// The shell command, if the command was one.
    public var shellCommand: ShellCommand? {
        if case .shell(let shell) = command { shell } else { nil }
    }

    /// Whether the command was the app event `name` (`tab`, `save`), whatever its argument.
    public func sent(_ name: String) -> Bool {
        if case .event(let event) = command { event.name == name } else { false }
    }
}

extension StateReport {
    /// Whether the coordinator `name` is on the active path.
    public func runs(_ name: String) -> Bool {
        coordinators.contains(name)
    }

    /// The JSON value of the app's extra key `key`, or `nil` if the app has none.
    public func extra(_ key: String) -> JSONValue? {
        extras.first { $0.key == key }?.value
    }
}
