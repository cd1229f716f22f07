import CoordinatorKit

/// The states `:undo` and `:redo` step through: the last `capacity` states before each command
/// that changed the state, and the states undone since the last such command. Every step is
/// O(1); memory holds at most `capacity` states (and as many undone ones), however long the
/// session.
struct UndoHistory {
    static let capacity = 1_000

    /// States before a change, each labelled with the command that changed it.
    private var past = RingBuffer<SavedState>(capacity: capacity)
    /// States undone, newest undo last, each with the command that led to it.
    private var future: [(state: SavedState, command: String)] = []
    /// Whether a state was ever dropped to keep `capacity`: then an empty `past` means the limit
    /// was reached, not that nothing changed the state.
    private var droppedOlder = false

    /// How many commands can be undone.
    var undoable: Int { past.count }
    /// How many can be redone.
    var redoable: Int { future.count }

    /// Keeps the state before a command that changed it (`before.changedBy` is that command);
    /// the redo branch is dropped. Returns the oldest state when it no longer fits, for the
    /// next state to be saved into (`SavedState(of:changedBy:reusing:)`).
    @discardableResult
    mutating func record(_ before: SavedState) -> SavedState? {
        if !future.isEmpty { future.removeAll() }
        let dropped = past.append(before)
        if dropped != nil { droppedOlder = true }
        return dropped
    }

    /// Steps back `count` commands from `current`; returns the state to restore and the commands
    /// undone, newest first.
    mutating func undo(_ count: Int, from current: SavedState) throws(UndoError) -> (SavedState, [String]) {
        guard count <= past.count else {
            if past.isEmpty, droppedOlder { throw .keptStatesUndone }
            throw .cannotUndo(requested: count, available: past.count)
        }
        var state = current
        var undone: [String] = []
        for _ in 0..<count {
            guard let previous = past.removeLast() else { break }
            future.append((state, previous.changedBy))
            undone.append(previous.changedBy)
            state = previous
        }
        return (state, undone)
    }

    /// Steps forward `count` undone commands; returns the state to restore and the commands
    /// redone, oldest first.
    mutating func redo(_ count: Int, from current: SavedState) throws(UndoError) -> (SavedState, [String]) {
        guard count <= future.count else { throw .cannotRedo(requested: count, available: future.count) }
        var state = current
        var redone: [String] = []
        for _ in 0..<count {
            guard let next = future.popLast() else { break }
            past.append(state.changed(by: next.command))
            redone.append(next.command)
            state = next.state
        }
        return (state, redone)
    }
}

/// Why `:undo` or `:redo` cannot go that far.
enum UndoError: CoordshError, Equatable {
    case cannotUndo(requested: Int, available: Int)
    case cannotRedo(requested: Int, available: Int)
    /// Every kept state is undone, and older ones were dropped.
    case keptStatesUndone

    var code: ErrorCode { .notAllowed }

    var message: String {
        switch self {
        case .cannotUndo(_, 0):
            "nothing to undo: no command has changed the state yet (or all are undone)"
        case .keptStatesUndone:
            "nothing more to undo: coordsh keeps the last \(UndoHistory.capacity) states, and all of them are undone"
        case .cannotUndo(let requested, let available):
            "cannot undo \(requested) commands: only \(available) can be (coordsh keeps the last \(UndoHistory.capacity) states)"
        case .cannotRedo(_, 0):
            "nothing to redo: :redo replays what :undo stepped back over, until another command changes the state"
        case .cannotRedo(let requested, let available):
            "cannot redo \(requested) commands: only \(available) can be"
        }
    }
}
