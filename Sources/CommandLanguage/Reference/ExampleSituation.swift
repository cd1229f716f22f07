import CoordinatorKit

/// Where the user is when they ask for a command's help: what its example must work in.
public struct ExampleSituation: Sendable {
    /// The navigation of the running flow.
    public let navigation: Navigation
    /// How many commands `:undo` can undo, and `:redo` redo.
    public let undoable: Int
    public let redoable: Int
    /// Whether a lesson of the tour runs (`:hint` answers only then).
    public let lessonRuns: Bool

    public init(navigation: Navigation, undoable: Int = 0, redoable: Int = 0, lessonRuns: Bool = false) {
        self.navigation = navigation
        self.undoable = undoable
        self.redoable = redoable
        self.lessonRuns = lessonRuns
    }

    /// How many screens are above the active stack's root.
    var screensAboveRoot: Int { navigation.activeStack.count - 1 }
}

/// A command's example as help shows it where the user is: the command, and the commands to run
/// first when the state lacks what it needs (`push signup` before `pop` at a root).
public struct WorkedExample: Equatable, Sendable {
    /// What the state lacks for the command alone; `nil` when the command works here.
    public let need: ExampleNeed?
    /// Commands that give the state what it lacks, from here; empty when the command works here,
    /// or when none does (then `need` says when the command works).
    public let setup: [String]
    public let command: String

    init(_ command: String, after setup: [String] = [], need: ExampleNeed? = nil) {
        self.command = command
        self.setup = setup
        self.need = need
    }

    /// The example's commands in the order they run.
    public var commands: [String] { setup + [command] }
}

/// What a command needs of the state that the state may lack. The wording lives here.
public enum ExampleNeed: Equatable, Sendable {
    case screenAboveRoot
    case screenAboveRootOrModal
    case modal
    case commandToUndo
    case commandUndone
    case lesson

    /// Why the command alone fails here: `nothing is above the root yet`.
    public var missing: String {
        switch self {
        case .screenAboveRoot: "nothing is above the root yet"
        case .screenAboveRootOrModal: "nothing is above the root and no modal is up"
        case .modal: "no modal is up"
        case .commandToUndo: "nothing to undo yet"
        case .commandUndone: "nothing is undone yet"
        case .lesson: "no lesson runs; ':tour 1' starts one on a fresh app"
        }
    }

    /// When the command works, where no command from here gives what it needs.
    public var condition: String {
        switch self {
        case .screenAboveRoot: "with a screen above the root"
        case .screenAboveRootOrModal: "with a screen above the root, or a modal up"
        case .modal: "with a modal up"
        case .commandToUndo: "after a command that changed the state"
        case .commandUndone: "after :undo"
        case .lesson: "during a lesson"
        }
    }
}
