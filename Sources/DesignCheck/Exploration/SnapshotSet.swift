/// The distinct snapshots found, numbered in the order they were inserted: an open-addressing
/// hash table of indices into one array, so that each snapshot is kept once and hashed once.
///
/// A slot holds a snapshot's number and the high half of its hash side by side: a lookup reads
/// the snapshot itself (a cache miss in a large set, and its stacks more) only when both halves
/// of the hash agree, and never reads a separate array of hashes.
///
/// The snapshots are kept in chunks of `chunkSize`, each allocated once at its full size: one
/// array doubled as it grew copied every snapshot at each doubling, and held the old copy and
/// the new one at once (at depth 7 the memo app's 271,086 snapshots took 52 MB, twice).
struct SnapshotSet<Snapshot: Hashable> {
    private var chunks: [[Snapshot]] = []
    private(set) var count = 0
    private var hashes: [Int] = []
    /// `tag(hash) << 32 | number + 1`, 0 for an empty slot; the count is a power of two, at
    /// most half full.
    private var slots = [UInt64](repeating: 0, count: 1 << 10)

    /// Snapshots a chunk holds: 4,096.
    private static var chunkShift: Int { 12 }
    private static var chunkSize: Int { 1 << chunkShift }

    /// The snapshot numbered `index`.
    subscript(index: Int) -> Snapshot {
        chunks[index >> Self.chunkShift][index & (Self.chunkSize - 1)]
    }

    /// The number of `snapshot`, whose hash is `hash`, if it was inserted. (A set's hashes are
    /// all of one kind: `hashValue`s, or an app's `stateHashValue()`s.)
    func index(of snapshot: Snapshot, hash: Int) -> Int? {
        index(hash: hash) { $0 == snapshot }
    }

    /// The number of the snapshot whose hash is `hash` and that `matches` (as one equal
    /// to a given snapshot would: `matches` is asked only of snapshots with that hash), if
    /// one was inserted.
    func index(hash: Int, where matches: (inout Snapshot) -> Bool) -> Int? {
        let mask = slots.count - 1
        let tag = Self.tag(hash)
        var slot = hash & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { return nil }
            if entry >> 32 == tag {
                let index = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
                if self.matches(at: index, matches) { return index }
            }
            slot = (slot + 1) & mask
        }
    }

    /// Whether the snapshot numbered `index` satisfies `matches`, handed to it where it lies:
    /// read from the array (or through a pointer) and passed on, it was copied out first, a call
    /// to copy it and another to destroy it (about 430 instructions for the memo app's), where an
    /// inout access lets the compiler hand it over in place. `matches` writes nothing.
    private func matches(at index: Int, _ matches: (inout Snapshot) -> Bool) -> Bool {
        chunks[index >> Self.chunkShift].withUnsafeBufferPointer { chunk in
            guard let base = chunk.baseAddress else { return false }
            return matches(&UnsafeMutablePointer(mutating: base)[index & (Self.chunkSize - 1)])
        }
    }

    /// Inserts a snapshot that is not in the set yet, whose hash is `hash`; returns its
    /// number.
    mutating func insert(_ snapshot: Snapshot, hash: Int) -> Int {
        let index = count
        if index & (Self.chunkSize - 1) == 0 {
            chunks.append([])
            chunks[chunks.count - 1].reserveCapacity(Self.chunkSize)
        }
        chunks[chunks.count - 1].append(snapshot)
        count += 1
        hashes.append(hash)
        if count * 2 > slots.count { grow() } else { place(index, hash: hash) }
        return index
    }

    /// The high half of `hash`: the slot comes from the low bits.
    private static func tag(_ hash: Int) -> UInt64 {
        UInt64(truncatingIfNeeded: hash) >> 32
    }

    private mutating func place(_ index: Int, hash: Int) {
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Self.tag(hash) << 32 | UInt64(index + 1)
    }

    private mutating func grow() {
        slots = [UInt64](repeating: 0, count: slots.count * 2)
        for (index, hash) in hashes.enumerated() { place(index, hash: hash) }
    }
}

/// The snapshots an exploration found, in a box that the run and its `Exploration` share.
final class KeptSnapshots<Snapshot: Hashable> {
    var states = SnapshotSet<Snapshot>()
}
