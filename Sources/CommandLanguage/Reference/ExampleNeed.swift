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
