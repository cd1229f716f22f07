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
    /// Everything, in one object whose parts never change: a lookup from a parser or catalog
    /// (classes that hold a table) reads them in place, where a struct of five arrays was copied
    /// out, its arrays retained and released, on every lookup (about 80 instructions of each).
    @usableFromInline let storage: Storage

    @usableFromInline
    final class Storage: Sendable {
        /// The names in the order given, without the repeated ones.
        @usableFromInline let keys: [String]
        /// The value of each name in `keys`, at the same position.
        @usableFromInline let values: [Value]
        /// Each name's hash, position in `keys` and bytes in `utf8`, at the slot its hash picks
        /// or the next free one after it; at most half the slots are taken, so a miss ends soon.
        /// Plain numbers: probing touches no reference count, and a value is read only for the
        /// slot that matches.
        @usableFromInline let slots: [Slot]
        @usableFromInline let lowercased: [String: Value]
        /// The UTF-8 bytes of `keys`, one after the other: a name read from bytes is compared
        /// with these (comparing with the String's UTF-8 view, element by element through its
        /// generic iterator, took a tenth of the parser's time).
        @usableFromInline let utf8: [UInt8]
        /// How many UTF-8 bytes the longest name has, as given or lowercased.
        @usableFromInline let longestKeyBytes: Int

        init(
            keys: [String], values: [Value], slots: [Slot], lowercased: [String: Value], utf8: [UInt8],
            longestKeyBytes: Int
        ) {
            self.keys = keys
            self.values = values
            self.slots = slots
            self.lowercased = lowercased
            self.utf8 = utf8
            self.longestKeyBytes = longestKeyBytes
        }

        /// Whether `utf8` holds `bytes` from `start` on.
        @inlinable
        func hasBytes(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
            utf8.withUnsafeBufferPointer { all in
                for index in 0..<bytes.count where all[start + index] != bytes[index] { return false }
                return true
            }
        }
    }

    @usableFromInline
    struct Slot: Sendable {
        @usableFromInline let hash: UInt32
        /// The position in `keys`, or -1 for a free slot.
        @usableFromInline let entry: Int32
        /// Where the name's bytes start in `utf8`, and how many there are.
        @usableFromInline let start: Int32
        @usableFromInline let count: Int32
        /// A name of at most `shortName` bytes (nearly every one): its bytes in two words, zeros
        /// after the last (`loadWords`), compared with a word's in two tests.
        @usableFromInline let head: UInt64
        @usableFromInline let tail: UInt64

        @usableFromInline static var free: Slot { Slot(hash: 0, entry: -1, start: 0, count: 0, head: 0, tail: 0) }
    }

    /// How many bytes a name compared and hashed by its two words has at most.
    @usableFromInline static var shortName: Int { 16 }

    /// The names in the order given, without the repeated ones.
    public var keys: [String] { storage.keys }

    /// How many UTF-8 bytes the longest name has, as given or lowercased.
    @usableFromInline var longestKeyBytes: Int { storage.longestKeyBytes }

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
        var utf8: [UInt8] = []
        for (entry, name) in keys.enumerated() {
            let start = utf8.count
            utf8 += name.utf8
            let count = utf8.count - start
            let (hash, head, tail) = name.withUTF8Bytes { bytes -> (UInt32, UInt64, UInt64) in
                guard bytes.count <= Self.shortName else { return (Self.hash(bytes), 0, 0) }
                let (head, tail) = Self.words(bytes)
                return (Self.hash(head, tail, count: bytes.count), head, tail)
            }
            var slot = Int(hash) & (slotCount - 1)
            while slots[slot].entry >= 0 { slot = (slot + 1) & (slotCount - 1) }
            slots[slot] = Slot(
                hash: hash, entry: Int32(entry), start: Int32(start), count: Int32(count), head: head, tail: tail)
        }
        storage = Storage(
            keys: keys, values: values, slots: slots, lowercased: lowercased, utf8: utf8,
            longestKeyBytes: (keys + lowercased.keys).map(\.utf8.count).max() ?? 0)
    }

    /// The value of `name`, spelled exactly so or else ignoring case.
    @inlinable
    public subscript(name: String) -> Value? {
        // Lowercasing shortens a character's UTF-8 at most threefold (the Kelvin sign, 3 bytes,
        // is k): a longer word names nothing, and is neither hashed nor lowercased (a line of
        // one unknown 65,000-byte word spent half its time there).
        guard name.utf8.count <= 3 * storage.longestKeyBytes else { return nil }
        return value(exactly: name) ?? storage.lowercased[name.lowercased()]
    }

    /// The value of `name` spelled exactly so.
    @inlinable
    public func value(exactly name: String) -> Value? {
        name.withUTF8Bytes { bytes in value(exactlyUTF8: bytes) }
    }

    /// The value of the name whose UTF-8 bytes are `bytes`, spelled exactly so: for a parser
    /// that reads names straight from the line, without making a String of each.
    ///
    /// A name of up to 16 bytes is read into two machine words, hashed from them and compared
    /// by them: FNV-1a over the bytes and a byte-by-byte comparison cost about 60 instructions
    /// for a five-letter name, and the parser looks up two names a line.
    @inlinable
    public func value(exactlyUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Value? {
        let count = bytes.count
        guard count <= Self.shortName else {
            let storage = storage
            return value(hash: Self.hash(bytes)) { slot in
                Int(slot.count) == count && storage.hasBytes(bytes, at: Int(slot.start))
            }
        }
        let (head, tail) = Self.words(bytes)
        return value(hash: Self.hash(head, tail, count: count)) { slot in
            slot.head == head && slot.tail == tail && Int(slot.count) == count
        }
    }

    /// The value of the first name with `hash`, probing from the slot it picks, whose slot
    /// `isName` accepts.
    @inlinable
    func value(hash: UInt32, where isName: (Slot) -> Bool) -> Value? {
        let storage = storage
        return storage.slots.withUnsafeBufferPointer { slots in
            let mask = slots.count - 1
            var index = Int(hash) & mask
            while true {
                let slot = slots[index]
                guard slot.entry >= 0 else { return nil }
                if slot.hash == hash, isName(slot) { return storage.values[Int(slot.entry)] }
                index = (index + 1) & mask
            }
        }
    }

    /// The hash a name's slot is found by: of its two words when it has at most `shortName`
    /// bytes, else FNV-1a, 32 bits, of its bytes.
    @inlinable
    static func hash(_ name: String) -> UInt32 {
        name.withUTF8Bytes { bytes in
            guard bytes.count <= shortName else { return hash(bytes) }
            let (head, tail) = words(bytes)
            return hash(head, tail, count: bytes.count)
        }
    }

    /// The bytes of a short name (at most `shortName`) in two words, zeros after the last.
    @inlinable @inline(__always)
    static func words(_ bytes: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return (0, 0) }
        let (head, tail, _) = loadWords(from: base, count: bytes.count)
        return (head, tail)
    }

    /// A short name's hash: its two words (zeros after the last byte) and its length mixed by
    /// multiplying by odd constants, the high half kept (where every byte has a say).
    @inlinable @inline(__always)
    static func hash(_ head: UInt64, _ tail: UInt64, count: Int) -> UInt32 {
        let mixed = (head &+ UInt64(truncatingIfNeeded: count)) &* 0x9E37_79B9_7F4A_7C15 ^ tail &* 0xC2B2_AE3D_27D4_EB4F
        return UInt32(truncatingIfNeeded: (mixed ^ mixed >> 29) >> 32)
    }

    /// FNV-1a, 32 bits, of the UTF-8 bytes: a name longer than `shortName` bytes.
    @inlinable
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return hash
    }
}
