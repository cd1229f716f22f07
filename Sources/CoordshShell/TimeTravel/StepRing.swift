import CoordinatorKit

/// The steps `UndoHistory` keeps, oldest first, in a ring of fixed capacity: every operation is
/// O(1) and memory stays at `capacity` steps.
///
/// Stored as arrays side by side, with a flag for whether a step saved its state: a step is
/// kept on every command that changes the state, and copying a String and a Bool costs a few
/// instructions, where an optional `Step` or `any SavedAppState` was copied and destroyed
/// through the runtime's value witnesses (about 100 instructions each, measured). The saved
/// states, one step in many, are touched only where the flag says there is one.
struct StepRing {
    let capacity: Int
    private var inputs: [String]
    private var replays: [Bool]
    private var hasState: [Bool]
    private var states: [(any SavedAppState)?]
    /// Where the oldest step is.
    private var head = 0
    private(set) var count = 0

    init(capacity: Int) {
        precondition(capacity > 0, "a ring holds at least one step")
        self.capacity = capacity
        inputs = Array(repeating: "", count: capacity)
        replays = Array(repeating: false, count: capacity)
        hasState = Array(repeating: false, count: capacity)
        states = Array(repeating: nil, count: capacity)
    }

    private func slot(_ position: Int) -> Int {
        let slot = head + position
        return slot < capacity ? slot : slot - capacity
    }

    /// Appends `step`. The ring must not be full (the history drops steps before it is).
    mutating func append(_ step: UndoHistory.Step) {
        precondition(count < capacity, "the undo history keeps at most \(capacity) steps")
        let slot = slot(count)
        inputs[slot] = step.input
        replays[slot] = step.replays
        if let before = step.before {
            hasState[slot] = true
            states[slot] = before
        }
        count += 1
    }

    /// The step `position` places after the oldest (0 is the oldest); `nil` past the newest.
    subscript(position: Int) -> UndoHistory.Step? {
        guard position >= 0, position < count else { return nil }
        let slot = slot(position)
        return UndoHistory.Step(
            input: inputs[slot], replays: replays[slot], before: hasState[slot] ? states[slot] : nil)
    }

    /// Whether the step at `position` saved the state before it.
    func savedState(at position: Int) -> Bool {
        position >= 0 && position < count && hasState[slot(position)]
    }

    /// Removes the oldest step; returns the state it saved, if any.
    mutating func removeFirst() -> (any SavedAppState)? {
        guard count > 0 else { return nil }
        let state = take(head)
        head = slot(1)
        count -= 1
        return state
    }

    /// Removes and returns the newest step.
    mutating func removeLast() -> UndoHistory.Step? {
        guard count > 0 else { return nil }
        let step = self[count - 1]
        _ = take(slot(count - 1))
        count -= 1
        return step
    }

    /// Empties `slot`; returns the state it held.
    private mutating func take(_ slot: Int) -> (any SavedAppState)? {
        inputs[slot] = ""
        guard hasState[slot] else { return nil }
        hasState[slot] = false
        return states[slot].take()
    }
}
