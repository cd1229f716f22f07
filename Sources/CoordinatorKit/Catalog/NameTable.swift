/// Names and what they stand for (an app's routes and events, the words that start a command),
/// looked up as commands are read: the exact spelling first, then ignoring case. Made once per
/// app; when two names collide, the first one given wins.
///
///     let table = NameTable([("push", 1), ("memoList", 2)])
///     table["memoList"]  // 2
///     table["MEMOLIST"]  // 2, ignoring case
///     table["pop"]       // nil
///
/// Every command line looks names up two or three times. `Dictionary<String, _>` hashes with
/// SipHash and a seed per process, some 250 instructions for a short word; the names here come
/// from the app's own tables, so a plain FNV-1a hash of the UTF-8 bytes in an open-addressed
/// table does the exact lookup in a fraction of that. Ignoring case, the rare path, lowercases
/// the name and asks a dictionary. The lookups are inlinable, so that a caller in another module
/// gets them specialized for its values.
public struct NameTable<Value: Sendable>: Sendable {
    /// The names in the order given, without the repeated ones.
    public let keys: [String]
    /// The value of each name in `keys`, at the same position.
    @usableFromInline let values: [Value]
    /// Each name's hash and position in `keys`, at the slot its hash picks or the next free one
    /// after it; at most half the slots are taken, so a miss ends soon. Plain numbers: probing
    /// touches no reference count, and a name and value are read only for the slot that matches.
    @usableFromInline let slots: [Slot]
    @usableFromInline let lowercased: [String: Value]
    /// The UTF-8 bytes of `keys`, one after the other, and where each one ends: a name read
    /// from bytes is compared with these (comparing with the String's UTF-8 view, element by
    /// element through its generic iterator, took a tenth of the parser's time).
    @usableFromInline let utf8: [UInt8]
    @usableFromInline let utf8Ends: [Int]
    /// How many UTF-8 bytes the longest name has, as given or lowercased.
    @usableFromInline let longestKeyBytes: Int

    @usableFromInline
    struct Slot: Sendable {
        @usableFromInline let hash: UInt32
        /// The position in `keys`, or -1 for a free slot.
        @usableFromInline let entry: Int32

        @usableFromInline static var free: Slot { Slot(hash: 0, entry: -1) }
    }

    /// (An array, not any sequence: iterating a generic sequence asks the runtime for its
    /// iterator's type the first time, about 70,000 instructions of start-up for each kind.)
    public init(_ entries: [(String, Value)]) {
        var keys: [String] = []
        var lowercased: [String: Value] = [:]
        var values: [Value] = []
        var seen = Set<String>()
        for (name, value) in entries where seen.insert(name).inserted {
            keys.append(name)
            values.append(value)
            let folded = name.lowercased()
            if lowercased[folded] == nil { lowercased[folded] = value }
        }
        var slotCount = 4
        while slotCount < keys.count * 2 { slotCount *= 2 }
        var slots = [Slot](repeating: .free, count: slotCount)
        for (entry, name) in keys.enumerated() {
            let hash = Self.hash(name)
            var slot = Int(hash) & (slotCount - 1)
            while slots[slot].entry >= 0 { slot = (slot + 1) & (slotCount - 1) }
            slots[slot] = Slot(hash: hash, entry: Int32(entry))
        }
        self.keys = keys
        self.values = values
        self.slots = slots
        self.lowercased = lowercased
        var utf8: [UInt8] = []
        utf8Ends = keys.map { key in
            utf8 += key.utf8
            return utf8.count
        }
        self.utf8 = utf8
        longestKeyBytes = (keys + lowercased.keys).map(\.utf8.count).max() ?? 0
    }

    /// The value of `name`, spelled exactly so or else ignoring case.
    @inlinable
    public subscript(name: String) -> Value? {
        // Lowercasing shortens a character's UTF-8 at most threefold (the Kelvin sign, 3 bytes,
        // is k): a longer word names nothing, and is neither hashed nor lowercased (a line of
        // one unknown 65,000-byte word spent half its time there).
        guard name.utf8.count <= 3 * longestKeyBytes else { return nil }
        return value(exactly: name) ?? lowercased[name.lowercased()]
    }

    /// The value of `name` spelled exactly so.
    @inlinable
    public func value(exactly name: String) -> Value? {
        value(hash: Self.hash(name)) { keys[$0] == name }
    }

    /// The value of the name whose UTF-8 bytes are `bytes`, spelled exactly so: for a parser
    /// that reads names straight from the line, without making a String of each.
    @inlinable
    public func value(exactlyUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Value? {
        value(hash: Self.hash(bytes)) { keyBytes($0, equal: bytes) }
    }

    /// The value of the first key with `hash`, probing from the slot it picks, for which
    /// `isName` (given the key's position in `keys`) holds.
    @inlinable
    func value(hash: UInt32, where isName: (Int) -> Bool) -> Value? {
        let mask = slots.count - 1
        var index = Int(hash) & mask
        while true {
            let slot = slots[index]
            guard slot.entry >= 0 else { return nil }
            if slot.hash == hash, isName(Int(slot.entry)) { return values[Int(slot.entry)] }
            index = (index + 1) & mask
        }
    }

    /// Whether the key at `entry` has exactly the UTF-8 `bytes`.
    @inlinable
    func keyBytes(_ entry: Int, equal bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = entry == 0 ? 0 : utf8Ends[entry - 1]
        guard utf8Ends[entry] - start == bytes.count else { return false }
        return utf8.withUnsafeBufferPointer { all in
            for index in 0..<bytes.count where all[start + index] != bytes[index] { return false }
            return true
        }
    }

    /// FNV-1a, 32 bits, of the UTF-8 bytes.
    @inlinable
    static func hash(_ name: String) -> UInt32 {
        name.withUTF8Bytes { bytes in hash(bytes) }
    }

    @inlinable
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return hash
    }
}
