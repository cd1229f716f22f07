/// The last `capacity` command lines for `:history`, oldest first: each line's number, whether
/// it succeeded, and its text. Adding to a full ring drops the oldest; every operation but
/// `entries` is O(1), and memory stays at `capacity` lines however many are added.
///
/// One line is added on every command line, kept with its number and outcome in `LineSlots`,
/// which counts no reference for an inline line. Not copyable: a copy would share the storage.
struct HistoryRing: ~Copyable {
    /// (Internal, not private: the debug build, file by file, cannot reach a private type's metadata
    /// as another file inlines the ring.)
    struct Facts {
        var number = 0
        var succeeded = false
    }

    let capacity: Int
    private var slots: LineSlots<Facts>
    /// Where the oldest line is.
    private var head = 0
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = capacity
        slots = LineSlots(capacity: capacity, empty: Facts())
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
        slots.set(slot, to: input, facts: Facts(number: number, succeeded: succeeded))
    }

    /// Marks the newest line numbered `number`, if it is still kept, as failed.
    mutating func markFailed(number: Int) {
        for position in (0..<count).reversed() where slots.facts(slot(position)).number == number {
            slots.setFacts(slot(position), to: Facts(number: number, succeeded: false))
            return
        }
    }

    /// The lines, oldest first.
    var entries: [Session.HistoryEntry] {
        (0..<count).map { position in
            let index = slot(position)
            let facts = slots.facts(index)
            return Session.HistoryEntry(number: facts.number, input: slots.line(index), succeeded: facts.succeeded)
        }
    }
}
