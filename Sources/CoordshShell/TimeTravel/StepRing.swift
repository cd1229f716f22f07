import CoordinatorKit

/// The steps `UndoHistory` keeps, oldest first, in a ring of fixed capacity: every operation is
/// O(1) and memory stays at `capacity` steps.
///
/// The lines and two flags a step has are kept in `LineSlots` (plain slots written in place,
/// no reference counted for an inline line), and the saved states apart: a step is kept on every
/// command that changes the state, and writing one slot costs a few instructions, where an
/// optional `Step` or `any SavedAppState` was copied and destroyed through the runtime's value
/// witnesses (about 100 instructions each, measured). The saved states, one step in many, are
/// touched only where the slot says there is one.
struct StepRing: ~Copyable {
    /// (Internal, not private: the debug build, file by file, cannot reach a private type's metadata
    /// as another file inlines the ring.)
    struct Flags {
        var replays = false
        var hasState = false
    }

    let capacity: Int
    private var slots: LineSlots<Flags>
    private var states: [(any SavedAppState)?]
    /// Where the oldest step is.
    private var head = 0
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = capacity
        slots = LineSlots(capacity: capacity, empty: Flags())
        states = Array(repeating: nil, count: capacity)
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
        slots.set(slot, to: input, facts: Flags(replays: replays, hasState: hasState))
        if hasState { states[slot] = before }
        count += 1
    }

    /// The step `position` places after the oldest (0 is the oldest); `nil` past the newest.
    subscript(position: Int) -> UndoHistory.Step? {
        guard position >= 0, position < count else { return nil }
        let index = slot(position)
        let flags = slots.facts(index)
        return UndoHistory.Step(
            input: slots.line(index), replays: flags.replays, before: flags.hasState ? states[index] : nil)
    }

    /// Whether the step at `position` saved the state before it.
    @inline(__always)
    func savedState(at position: Int) -> Bool {
        position >= 0 && position < count && slots.facts(slot(position)).hasState
    }

    /// Removes the oldest step; returns the state it saved, if any. Its line stays in the slot
    /// until a later step is written over it (out of reach: every read stops at `count`), so
    /// that dropping a step, which every step comes to, costs no write of an empty one.
    mutating func removeFirst() -> (any SavedAppState)? {
        guard count > 0 else { return nil }
        let state = slots.facts(head).hasState ? states[head].take() : nil
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
        let hadState = slots.facts(slot).hasState
        slots.setFacts(slot, to: Flags())
        return hadState ? states[slot].take() : nil
    }
}
