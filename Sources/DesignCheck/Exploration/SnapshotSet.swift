/// The distinct snapshots found, numbered in the order they were inserted: an open-addressing
/// hash table of indices into one array, so that each snapshot is kept once and hashed once.
struct SnapshotSet<Snapshot: Hashable> {
    private(set) var snapshots: [Snapshot] = []
    private var hashes: [Int] = []
    /// Indices into `snapshots`, -1 for an empty slot; the count is a power of two, at most
    /// half full.
    private var slots = [Int32](repeating: -1, count: 1 << 10)

    var count: Int { snapshots.count }

    /// The number of `snapshot`, whose `hashValue` is `hash`, if it was inserted.
    func index(of snapshot: Snapshot, hash: Int) -> Int? {
        let mask = slots.count - 1
        var slot = hash & mask
        while true {
            let index = Int(slots[slot])
            if index < 0 { return nil }
            if hashes[index] == hash, snapshots[index] == snapshot { return index }
            slot = (slot + 1) & mask
        }
    }

    /// Inserts a snapshot that is not in the set yet, whose `hashValue` is `hash`; returns its
    /// number.
    mutating func insert(_ snapshot: Snapshot, hash: Int) -> Int {
        let index = snapshots.count
        snapshots.append(snapshot)
        hashes.append(hash)
        if snapshots.count * 2 > slots.count { grow() } else { place(index, hash: hash) }
        return index
    }

    private mutating func place(_ index: Int, hash: Int) {
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(index)
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        for (index, hash) in hashes.enumerated() { place(index, hash: hash) }
    }
}
