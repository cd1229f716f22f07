/// Command lines in numbered slots, written over in place: what the rings of `:history`
/// (`HistoryRing`) and `:undo` (`StepRing`) keep their lines in.
///
/// A line kept inline (`LineText`, nearly every one) is stored as its plain bits: keeping a line
/// on every command, and writing it over one kept before, counts no reference. A `LineText` in
/// each slot was retained on its way in and the one it replaced released, in both rings: some 60
/// instructions a command of calls that, for an inline line, had nothing to count (measured on
/// the `--quiet` memo script). A long line is held apart, and only its slot touches that array.
struct LineSlots: ~Copyable {
    let capacity: Int
    private let bits: UnsafeMutablePointer<LineText.Bits>
    private let isLong: UnsafeMutablePointer<Bool>
    /// The long lines, at their slots; `nil` elsewhere.
    private var long: [LineText?]

    init(capacity: Int) {
        precondition(capacity > 0, "a line store holds at least one line")
        self.capacity = capacity
        bits = .allocate(capacity: capacity)
        bits.initialize(repeating: LineText.Bits(), count: capacity)
        isLong = .allocate(capacity: capacity)
        isLong.initialize(repeating: false, count: capacity)
        long = Array(repeating: nil, count: capacity)
    }

    deinit {
        bits.deinitialize(count: capacity)
        bits.deallocate()
        isLong.deinitialize(count: capacity)
        isLong.deallocate()
    }

    /// The line in `slot` (the empty line in one never written).
    subscript(slot: Int) -> LineText {
        isLong[slot] ? long[slot] ?? LineText() : LineText(bits[slot])
    }

    /// Puts `line` in `slot`, in place of the line there.
    @inline(__always)
    mutating func set(_ slot: Int, to line: borrowing LineText) {
        if let inline = line.inlineBits {
            bits[slot] = inline
            if isLong[slot] {
                isLong[slot] = false
                long[slot] = nil
            }
        } else {
            isLong[slot] = true
            long[slot] = copy line
        }
    }
}
