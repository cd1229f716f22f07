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
    /// whether they were (the fingerprint is left as it was when not).
    private mutating func addPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var mixed = self
        var word: UInt64 = 0
        var shift: UInt64 = 0
        for byte in bytes {
            guard byte < 0x80, byte != UInt8(ascii: "K"), byte != UInt8(ascii: ";"), byte != UInt8(ascii: "`")
            else { return false }
            word |= UInt64(byte) << shift
            shift += 8
            if shift == 64 {
                mixed.add(word)
                word = 0
                shift = 0
            }
        }
        mixed.add(word)
        mixed.add(bytes.count)
        self = mixed
        return true
    }
}
