import CoordinatorKit

/// The steps `UndoHistory` keeps, oldest first, in a ring of fixed capacity: every operation is
/// O(1) and memory stays at `capacity` steps.
///
/// Stored as plain slots (two flags), the lines in `LineSlots`, and the saved states apart: a
/// step is kept on every command that changes the state, and writing one slot costs a few
/// instructions, where an optional `Step` or `any SavedAppState` was copied and destroyed
/// through the runtime's value witnesses (about 100 instructions each, measured), and an array
/// per field checked its uniqueness once each. The saved states, one step in many, are touched
/// only where the slot says there is one.
struct StepRing: ~Copyable {
    private struct Slot {
        var replays = false
        var hasState = false
    }

    let capacity: Int
    /// The slots, all initialized, written in place: an array's uniqueness check and bounds
    /// check on every step cost more than the write (about 50 instructions a command).
    private let slots: UnsafeMutablePointer<Slot>
    private var inputs: LineSlots
    private var states: [(any SavedAppState)?]
    /// Where the oldest step is.
    private var head = 0
    private(set) var count = 0

    init(capacity: Int) {
        precondition(capacity > 0, "a ring holds at least one step")
        self.capacity = capacity
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: Slot(), count: capacity)
        inputs = LineSlots(capacity: capacity)
        states = Array(repeating: nil, count: capacity)
    }

    deinit {
        slots.deinitialize(count: capacity)
        slots.deallocate()
    }

    private func slot(_ position: Int) -> Int {
        let slot = head + position
        return slot < capacity ? slot : slot - capacity
    }

    /// Appends the step of the line `input`. The ring must not be full (the history drops steps
    /// before it is).
    mutating func append(input: borrowing LineText, replays: Bool, before: consuming (any SavedAppState)?) {
        precondition(count < capacity, "the undo history keeps at most \(capacity) steps")
        let slot = slot(count)
        let hasState = before != nil
        slots[slot] = Slot(replays: replays, hasState: hasState)
        inputs.set(slot, to: input)
        if hasState { states[slot] = before }
        count += 1
    }

    /// The step `position` places after the oldest (0 is the oldest); `nil` past the newest.
    subscript(position: Int) -> UndoHistory.Step? {
        guard position >= 0, position < count else { return nil }
        let index = slot(position)
        let slot = slots[index]
        return UndoHistory.Step(
            input: inputs[index], replays: slot.replays, before: slot.hasState ? states[index] : nil)
    }

    /// Whether the step at `position` saved the state before it.
    @inline(__always)
    func savedState(at position: Int) -> Bool {
        position >= 0 && position < count && slots[slot(position)].hasState
    }

    /// Removes the oldest step; returns the state it saved, if any. Its line stays in the slot
    /// until a later step is written over it (out of reach: every read stops at `count`), so
    /// that dropping a step, which every step comes to, costs no write of an empty one.
    mutating func removeFirst() -> (any SavedAppState)? {
        guard count > 0 else { return nil }
        let state = slots[head].hasState ? states[head].take() : nil
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
        let hadState = slots[slot].hasState
        slots[slot] = Slot()
        return hadState ? states[slot].take() : nil
    }
}
