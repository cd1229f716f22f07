/// A 64-bit digest of a state, built from its parts with a multiply-and-shift step instead of
/// SipHash: equal states give equal fingerprints, and a state's `hash(into:)` hashes its
/// fingerprint alone, once. `coordsh check` hashes every state a successful command reaches,
/// and SipHash over each route's name cost it more than a tenth of its time.
///
/// It does not resist collisions chosen on purpose, which SipHash does: a collision only costs
/// a comparison (sets still compare states with `==`), and the states hashed are ones the app
/// reaches, not ones an adversary picks.
///
///     var fingerprint = Fingerprint()
///     fingerprint.add("detail")
///     fingerprint.add(42)
///     fingerprint.value
public struct Fingerprint {
    /// The digest of everything mixed in so far.
    public var value: UInt64 { state }
    @usableFromInline var state: UInt64 = 0x243F_6A88_85A3_08D3

    public init() {}

    /// Mixes in one word.
    @inlinable public mutating func add(_ word: UInt64) {
        state = (state ^ word) &* 0x9E37_79B9_7F4A_7C15
        state ^= state >> 29
    }

    /// Mixes in an integer.
    @inlinable public mutating func add(_ integer: Int) {
        add(UInt64(bitPattern: Int64(integer)))
    }

    /// Mixes in a string's UTF-8 bytes, eight to a word, then its length. Strings that another
    /// spelling can equal (Swift compares strings by canonical equivalence) are mixed in by their
    /// `hashValue`, which agrees with `==`: any with a byte past ASCII, and ASCII ones with `K`,
    /// `;` or a backquote, which are what the Kelvin sign, the Greek question mark and U+1FEF
    /// stand for. Names (routes, tabs, users) rarely have any of them.
    public mutating func add(_ text: String) {
        let isPlain = text.utf8.withContiguousStorageIfAvailable { addPlain($0) }
        if isPlain != true { add(UInt64(bitPattern: Int64(text.hashValue))) }
    }

    /// Mixes in `bytes` and their count, if each is ASCII and none is `K`, `;` or a backquote;
    /// whether they were (the fingerprint is left as it was when not). Read eight bytes to a
    /// word and checked a word at a time, the last one to seven bytes as two overlapping loads:
    /// a byte at a time, a memo's draft or a link cost about ten instructions a byte. (Equal
    /// bytes give equal words: that is all a fingerprint needs.)
    private mutating func addPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else {
            add(0 as UInt64)
            add(0)
            return true
        }
        let raw = UnsafeRawPointer(base)
        var mixed = self
        var offset = 0
        while bytes.count - offset >= 8 {
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            guard Self.isPlain(word) else { return false }
            mixed.add(word)
            offset += 8
        }
        let rest = bytes.count - offset
        let last: UInt64
        switch rest {
        case 4...:
            let low = UInt64(raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
            let high = UInt64(raw.loadUnaligned(fromByteOffset: offset + rest - 4, as: UInt32.self))
            last = low | high << 32
        case 1...:
            let first = UInt64(base[offset]), middle = UInt64(base[offset + rest / 2])
            last = first | middle << 8 | UInt64(base[offset + rest - 1]) << 16
        default:
            last = 0
        }
        guard Self.isPlain(last) else { return false }
        mixed.add(last)
        mixed.add(bytes.count)
        self = mixed
        return true
    }

    /// Whether each byte of `word` is ASCII and none is `K`, `;` or a backquote (bytes of 0 pass).
    @inline(__always)
    private static func isPlain(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        // A byte of `word ^ (ones * byte)` is 0 where `word` holds `byte`; `(x - ones) & ~x`
        // sets the high bit of some byte exactly when `x` has a byte of 0.
        func contains(_ byte: UInt64) -> Bool {
            let matches = word ^ (ones &* byte)
            return (matches &- ones) & ~matches & highBits != 0
        }
        return word & highBits == 0 && !contains(0x4B) && !contains(0x3B) && !contains(0x60)
    }
}
