/// The last `capacity` command lines for `:history`, oldest first: each line's number, whether
/// it succeeded, and its text. Adding to a full ring drops the oldest; every operation but
/// `entries` is O(1), and memory stays at `capacity` lines however many are added.
///
/// One line is added on every command line, so the slots are plain values written over in place
/// (no optional wraps one, no array checks its uniqueness and bounds on each), and the lines are
/// kept in `LineSlots`, which counts no reference for an inline line. Not copyable: a copy would
/// share the storage.
struct HistoryRing: ~Copyable {
    private struct Slot {
        var number = 0
        var succeeded = false
    }

    let capacity: Int
    private let slots: UnsafeMutablePointer<Slot>
    private var inputs: LineSlots
    /// Where the oldest line is.
    private var head = 0
    private(set) var count = 0

    init(capacity: Int) {
        precondition(capacity > 0, "a ring holds at least one line")
        self.capacity = capacity
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: Slot(), count: capacity)
        inputs = LineSlots(capacity: capacity)
    }

    deinit {
        slots.deinitialize(count: capacity)
        slots.deallocate()
    }

    var isEmpty: Bool { count == 0 }

    /// The slot of the line `position` places after the oldest.
    private func slot(_ position: Int) -> Int {
        let slot = head + position
        return slot < capacity ? slot : slot - capacity
    }

    /// Adds the line `input`, numbered `number`, dropping the oldest when the ring is full.
    mutating func add(number: Int, input: borrowing LineText, succeeded: Bool) {
        let slot: Int
        if count == capacity {
            slot = head
            head = self.slot(1)
        } else {
            slot = self.slot(count)
            count += 1
        }
        slots[slot] = Slot(number: number, succeeded: succeeded)
        inputs.set(slot, to: input)
    }

    /// Marks the newest line numbered `number`, if it is still kept, as failed.
    mutating func markFailed(number: Int) {
        for position in (0..<count).reversed() where slots[slot(position)].number == number {
            slots[slot(position)].succeeded = false
            return
        }
    }

    /// The lines, oldest first.
    var entries: [Session.HistoryEntry] {
        (0..<count).map { position in
            let index = slot(position)
            return Session.HistoryEntry(
                number: slots[index].number, input: inputs[index], succeeded: slots[index].succeeded)
        }
    }
}
