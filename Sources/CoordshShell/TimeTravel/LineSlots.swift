/// Command lines in numbered slots, each with a few plain facts of its own (`Facts`: a line's
/// number, whether it succeeded, whether its step saved a state), written over in place: the
/// storage of the rings of `:history` (`HistoryRing`) and `:undo` (`StepRing`).
///
/// A line kept inline (`LineText`, nearly every one) is stored as its plain bits: keeping a line
/// on every command, and writing it over one kept before, counts no reference. A `LineText` in
/// each slot was retained on its way in and the one it replaced released, in both rings: some 40
/// instructions a command of calls that, for an inline line, had nothing to count (measured on
/// the `--quiet` memo script). A long line is held apart, and only its slot touches that array.
/// The slots are allocated once and all initialized: an array's uniqueness and bounds checks on
/// every write cost more than the write. Not copyable: a copy would share the storage.
struct LineSlots<Facts: BitwiseCopyable>: ~Copyable {
    private struct Slot {
        var bits: LineText.Bits
        var isLong: Bool
        var facts: Facts
    }

    let capacity: Int
    private let slots: UnsafeMutablePointer<Slot>
    /// The long lines, at their slots; `nil` elsewhere.
    private var long: [LineText?]

    /// `capacity` slots, each holding the empty line and `empty`.
    init(capacity: Int, empty: Facts) {
        precondition(capacity > 0, "a ring holds at least one line")
        self.capacity = capacity
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: Slot(bits: LineText.Bits(), isLong: false, facts: empty), count: capacity)
        long = Array(repeating: nil, count: capacity)
    }

    deinit {
        slots.deinitialize(count: capacity)
        slots.deallocate()
    }

    /// The line in `slot`.
    func line(_ slot: Int) -> LineText {
        slots[slot].isLong ? long[slot] ?? LineText() : LineText(slots[slot].bits)
    }

    /// The facts kept with the line in `slot`.
    func facts(_ slot: Int) -> Facts {
        slots[slot].facts
    }

    /// Puts `line` and its `facts` in `slot`, in place of what was there.
    @inline(__always)
    mutating func set(_ slot: Int, to line: borrowing LineText, facts: Facts) {
        let wasLong = slots[slot].isLong
        if let inline = line.inlineBits {
            slots[slot] = Slot(bits: inline, isLong: false, facts: facts)
            if wasLong { long[slot] = nil }
        } else {
            slots[slot] = Slot(bits: LineText.Bits(), isLong: true, facts: facts)
            long[slot] = copy line
        }
    }

    /// Replaces the facts of the line in `slot`, keeping the line.
    func setFacts(_ slot: Int, to facts: Facts) {
        slots[slot].facts = facts
    }
}
