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
