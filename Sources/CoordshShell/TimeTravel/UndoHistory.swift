import CoordinatorKit

/// The states `:undo` and `:redo` step through: the states before the last `capacity` commands
/// that changed the state, and the states undone since the last such command.
///
/// A whole state is not saved before every command. Each step keeps the line of the intent or
/// event it ran, and a state is saved every `savedStateInterval` steps, and wherever the state before a step
/// cannot be made by replaying the one before it (the first step, after `:app`, `:load`,
/// `:reset`, an undo or a redo). `:undo` restores the nearest saved state at or before the one
/// it needs and replays the steps from there, fewer than `savedStateInterval` of them: an app's
/// commands depend only on its state (`CoordinatedApp`: equal snapshots behave the same), so
/// the state made is the state that was. A command that changes the state then costs keeping
/// its line (which `:history` keeps too), not a copy of the whole state.
///
/// Every step but an undo's replay is O(1); memory holds at most `capacity + savedStateInterval`
/// steps (and the states undone), however long the session.
struct UndoHistory: ~Copyable {
    static let capacity = 1_000
    /// At most how many steps apart whole states are saved. Saving one (and freeing the one
    /// the ring drops) costs about 3,000 instructions on the memo app: one in 256 costs about 12
    /// a command where one in 64 cost 47 (the `--quiet` memo script, 2,606 -> 2,570 a line). An
    /// undo then replays at most 255 lines, about 500,000 instructions on the memo app (0.15 ms).
    static let savedStateInterval = 256

    /// A command that changed the state.
    struct Step {
        /// The line as typed, for the notes of `:undo` and `:redo`, and to replay.
        let input: LineText
        /// Whether the line is an intent or event that can be replayed on the state before it;
        /// not a command that replaced the app, nor a redone one (the step after those saves
        /// its state).
        let replays: Bool
        /// The whole state before it, when saved.
        let before: (any SavedAppState)?
    }

    /// The steps, oldest first: the `undoable` newest, and before them the few needed to make
    /// the state before the oldest undoable one (from the last saved state).
    private var past = StepRing(capacity: capacity + savedStateInterval)
    /// How many commands can be undone.
    private(set) var undoable = 0
    /// States undone, newest undo last, each with the command that led to it.
    private var future: [(state: any SavedAppState, command: String)] = []
    /// Whether a step was ever put out of reach to keep `capacity`: then nothing to undo means
    /// the limit was reached, not that nothing changed the state.
    private var droppedOlder = false
    /// Steps recorded since the last one that saved its state; `nil` when the next must save one.
    private var stepsSinceSavedState: Int?

    /// How many can be redone.
    var redoable: Int { future.count }
    /// How many commands that changed the state lead from the session's start to the current
    /// state: one more per command recorded or redone, one fewer per command undone. The tour
    /// tells by it which steps an undo takes back.
    private(set) var position = 0
    /// The app registry before and after each step that changed it (`:app load`), oldest
    /// first, with the step's position: undo and redo bring back the registry with the state.
    /// A step after an undo drops those undone; a step no undo reaches drops those before it.
    private var registryChanges: [(position: Int, before: AppRegistry, after: AppRegistry)] = []

    /// The lines of the newest `limit` commands `:undo` would take back, newest first.
    func newestUndoable(_ limit: Int) -> [String] {
        (0..<min(limit, undoable)).compactMap { past[past.count - 1 - $0]?.input.text }
    }

    /// Whether the next step must carry the state before it (`Step.before`): the caller saves
    /// it before running the command.
    var nextStepSavesState: Bool {
        guard let steps = stepsSinceSavedState else { return true }
        return steps + 1 >= Self.savedStateInterval
    }

    /// Keeps a command that changed the state; the redo branch is dropped. `step.before` must be
    /// there when `nextStepSavesState` says so. Returns a saved state the history no longer
    /// needs, for a later state to be saved into (`CoordinatedApp.saved(changedBy:reusing:)`).
    ///
    /// - Parameter registryChange: the app registry before and after the step, when it changed it.
    @discardableResult
    mutating func record(
        _ step: consuming Step, registryChange: (before: AppRegistry, after: AppRegistry)? = nil
    ) -> (any SavedAppState)? {
        record(input: step.input, replays: step.replays, before: step.before, registryChange: registryChange)
    }

    /// `record(_:registryChange:)` of the step of the line `input`, lent: a command's line goes
    /// into the ring without a copy (a `Step` made of it retained the line, then released it).
    @discardableResult
    mutating func record(
        input: borrowing LineText, replays: Bool, before: consuming (any SavedAppState)?,
        registryChange: (before: AppRegistry, after: AppRegistry)? = nil
    ) -> (any SavedAppState)? {
        assert(before != nil || !nextStepSavesState, "a step that must save its state has none")
        if !future.isEmpty {
            future.removeAll()
            registryChanges.removeAll { $0.position > position }
        }
        if let registryChange {
            registryChanges.removeAll { $0.position <= position + 1 - Self.capacity }
            registryChanges.append((position + 1, registryChange.before, registryChange.after))
        }
        if !replays {
            stepsSinceSavedState = nil
        } else {
            stepsSinceSavedState = before == nil ? (stepsSinceSavedState ?? 0) + 1 : 0
        }
        past.append(input: input, replays: replays, before: before)
        undoable = min(undoable + 1, Self.capacity)
        position += 1
        return dropUnreachable()
    }

    /// Drops the steps no undo can reach or needs: those before the saved state of the oldest
    /// undoable step, once it has one (a saved state comes at least every `savedStateInterval`
    /// steps, so fewer than that are kept beyond `capacity`). Returns the last state dropped.
    @inline(__always)
    private mutating func dropUnreachable() -> (any SavedAppState)? {
        let oldestUndoable = past.count - undoable
        guard oldestUndoable > 0 else { return nil }
        droppedOlder = true
        guard past.savedState(at: oldestUndoable) else { return nil }
        var spare: (any SavedAppState)?
        for _ in 0..<oldestUndoable {
            if let before = past.removeFirst() { spare = before }
        }
        return spare
    }

    /// The app registry as it was at `position`, when a step between there and `from` changed
    /// it (undo and redo ask it after moving from `from`); `nil` when none did.
    private func registry(at position: Int, from: Int) -> AppRegistry? {
        if position < from {
            return registryChanges.first { $0.position > position && $0.position <= from }?.before
        }
        return registryChanges.last { $0.position > from && $0.position <= position }?.after
    }

    /// Steps back `count` commands from `current`; returns the state to restore, the commands
    /// undone, newest first, and the app registry to restore when one of them changed it.
    /// `replay` runs a step's line on an app, as the session did.
    mutating func undo(
        _ count: Int, from current: any SavedAppState,
        replaying replay: (any CoordinatedApp, String) throws -> Void
    ) throws(UndoError) -> (any SavedAppState, [String], AppRegistry?) {
        guard count <= undoable else {
            if undoable == 0, droppedOlder { throw .keptStatesUndone }
            throw .cannotUndo(requested: count, available: undoable)
        }
        guard count > 0 else { return (current, [], nil) }
        let before = try states(from: past.count - count, replaying: replay)
        var state = current
        var undone: [String] = []
        for previous in before.reversed() {
            guard let step = past.removeLast() else { break }
            future.append((state, step.input.text))
            undone.append(step.input.text)
            state = previous
        }
        undoable -= undone.count
        position -= undone.count
        stepsSinceSavedState = nil
        return (state, undone, registry(at: position, from: position + undone.count))
    }

    /// The states before the steps from position `first` to the newest, oldest first: saved ones
    /// as they are, the others made by replaying the steps since the nearest saved one.
    private func states(
        from first: Int, replaying replay: (any CoordinatedApp, String) throws -> Void
    ) throws(UndoError) -> [any SavedAppState] {
        var start = first
        while start > 0, !past.savedState(at: start) { start -= 1 }
        var states: [any SavedAppState] = []
        // The state before the step at `position`: saved, or an app made by replaying.
        var saved: (any SavedAppState)?
        var live: (any CoordinatedApp)?
        for position in start..<past.count {
            guard let step = past[position] else { break }
            if let before = step.before {
                saved = before
                live = nil
            }
            if position >= first {
                if let saved {
                    states.append(saved)
                } else if let live {
                    states.append(live.saved(changedBy: step.input.text))
                } else {
                    throw .stateLost(step.input.text, reason: "no state before it was kept")
                }
            }
            // On to the state after this step, unless the next step saved it.
            guard position + 1 < past.count, !past.savedState(at: position + 1) else { continue }
            guard step.replays, let app = live ?? saved?.restore() else {
                throw .stateLost(step.input.text, reason: "it cannot be replayed")
            }
            do {
                try replay(app, step.input.text)
            } catch {
                throw .stateLost(step.input.text, reason: "replaying it failed: \(error)")
            }
            live = app
            saved = nil
        }
        return states
    }

    /// Steps forward `count` undone commands; returns the state to restore, the commands
    /// redone, oldest first, and the app registry to restore when one of them changed it.
    mutating func redo(
        _ count: Int, from current: any SavedAppState
    ) throws(UndoError) -> (any SavedAppState, [String], AppRegistry?) {
        guard count <= future.count else { throw .cannotRedo(requested: count, available: future.count) }
        var state = current
        var redone: [String] = []
        for _ in 0..<count {
            guard let next = future.popLast() else { break }
            past.append(input: LineText(next.command), replays: false, before: state)
            undoable = min(undoable + 1, Self.capacity)
            position += 1
            redone.append(next.command)
            state = next.state
        }
        stepsSinceSavedState = nil
        return (state, redone, registry(at: position, from: position - redone.count))
    }
}

/// Why `:undo` or `:redo` cannot go that far.
enum UndoError: CoordshError, Equatable {
    case cannotUndo(requested: Int, available: Int)
    case cannotRedo(requested: Int, available: Int)
    /// Every kept state is undone, and older ones were dropped.
    case keptStatesUndone
    /// A state could not be made again (a defect: replaying a command that succeeded failed).
    case stateLost(String, reason: String)

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
        case .stateLost(let input, let reason):
            "internal error: the state before '\(input)' could not be made again (\(reason)); nothing was undone. Please report this"
        }
    }
}
