/// How `JSONWriter` writes text inside a string's quotes: as it is, but for the characters that
/// could act on a terminal or split a line (see `JSONWriter`).
///
/// Nearly every string of a line is short and plain (a route's name, a tab, a user, the line's
/// input): it is looked at a machine word at a time, with no loop over its bytes, and copied in
/// one go. Only text with a byte that may need an escape is gone through byte by byte.
extension JSONWriter {
    /// `text` as it is inside a JSON string's quotes.
    @usableFromInline
    mutating func escaped(_ text: String) {
        // Inline rather than through `withUTF8Bytes`: a call of this mutating method from a
        // closure handed on to another function was not inlined (3% more instructions).
        if text.utf8.withContiguousStorageIfAvailable({ escaped(utf8: $0) }) != nil { return }
        var text = text
        text.withUTF8 { escaped(utf8: $0) }
    }

    @inline(__always)
    mutating func escaped(utf8: UnsafeBufferPointer<UInt8>) {
        if Self.isPlain(utf8) { return append(utf8) }
        escapedByteByByte(utf8)
    }

    /// Whether no byte of `utf8` may need an escape: none is below 0x20, `"`, `\`, or from 0x7F
    /// up. Read a word at a time; the last word overlaps the one before (or, for fewer than 8
    /// bytes, is made of the bytes there are, some twice), so no byte outside `utf8` is read.
    @inline(__always)
    static func isPlain(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = utf8.baseAddress else { return true }
        let count = utf8.count
        let raw = UnsafeRawPointer(base)
        if count >= 8 {
            var index = 0
            while index + 8 <= count {
                if mayNeedEscape(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) { return false }
                index += 8
            }
            return index == count || !mayNeedEscape(raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
        }
        let word: UInt64
        if count >= 4 {
            let head = UInt64(raw.loadUnaligned(as: UInt32.self))
            let tail = UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
            word = head | tail << 32
        } else if count > 0 {
            let bytes = UInt64(base[0]) | UInt64(base[count >> 1]) << 8 | UInt64(base[count - 1]) << 16
            word = bytes | bytes << 24 | bytes << 48
        } else {
            return true
        }
        return !mayNeedEscape(word)
    }

    /// Whether a byte of `word` is below 0x20, `"`, `\`, or from 0x7F up (which may start DEL,
    /// C1, U+2028 or U+2029, or be ordinary text). Exact: a word with no such byte is never reported.
    @inline(__always)
    static func mayNeedEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        /// Whether a byte of `word` is zero.
        func hasZero(_ word: UInt64) -> Bool { (word &- ones) & ~word & highBits != 0 }
        let control = (word &- ones &* 0x20) & ~word & highBits != 0
        let quote = hasZero(word ^ (ones &* 0x22))
        let backslash = hasZero(word ^ (ones &* 0x5C))
        let high = (word | (word &+ ones)) & highBits != 0
        return control || quote || backslash || high
    }

    /// `utf8`, which has a byte that may need an escape, with its escapes.
    @inline(never)
    mutating func escapedByteByByte(_ utf8: UnsafeBufferPointer<UInt8>) {
        var start = 0
        var index = Self.plainPrefix(of: utf8)
        while index < utf8.count {
            let byte = utf8[index]
            // Most bytes are printable ASCII (other than `"` and `\`) or start no escaped
            // character: they are copied in runs.
            if !Self.mayStartEscape(byte) {
                index += 1
                continue
            }
            let length = Self.escapedLength(utf8, at: index)
            if length == 0 {
                index += 1
                continue
            }
            append(UnsafeBufferPointer(rebasing: utf8[start..<index]))
            switch length {
            case 1: escape(UInt32(byte))
            case 2: escape(UInt32(utf8[index + 1]))  // C2 80 ... C2 9F: U+0080 ... U+009F
            default: escape(0x2000 | UInt32(utf8[index + 2] & 0x3F))  // E2 80 A8: U+2028
            }
            index += length
            start = index
        }
        append(UnsafeBufferPointer(rebasing: utf8[start..<utf8.count]))
    }

    /// Whether `byte` may start a character written as an escape: a C0 control, `"`, `\`, DEL,
    /// or 0xC2 or 0xE2, which start the C1 controls and U+2028 and U+2029 (among others;
    /// `escapedLength` tells). One bit of a 256-bit set, in four words by the byte's top two
    /// bits: fewer steps a byte than comparing it with each in turn.
    @inline(__always)
    static func mayStartEscape(_ byte: UInt8) -> Bool {
        let word: UInt64 =
            switch byte >> 6 {
            case 0: 0x0000_0004_FFFF_FFFF  // 0x00...0x1F, 0x22
            case 1: 0x8000_0000_1000_0000  // 0x5C, 0x7F
            case 2: 0
            default: 0x0000_0004_0000_0004  // 0xC2, 0xE2
            }
        return word >> UInt64(byte & 63) & 1 != 0
    }

    /// How many bytes at the start of `utf8` are known to need no escape, found eight at a
    /// time: a multiple of 8, up to the first 8 that hold a byte `mayNeedEscape` reports; the
    /// bytes from there are looked at one by one.
    @inline(__always)
    static func plainPrefix(of utf8: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = utf8.baseAddress else { return 0 }
        var index = 0
        while index + 8 <= utf8.count {
            if mayNeedEscape(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) { return index }
            index += 8
        }
        return index
    }

    /// How many bytes at `index` are written escaped: 1 for `"`, `\`, C0 and DEL; 2 for C1
    /// (C2 80 ... C2 9F); 3 for U+2028 and U+2029 (E2 80 A8, E2 80 A9); 0 for any other byte.
    private static func escapedLength(_ utf8: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let byte = utf8[index]
        switch byte {
        case 0x00..<0x20, UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x7F: return 1
        case 0xC2: return index + 1 < utf8.count && utf8[index + 1] < 0xA0 ? 2 : 0
        case 0xE2:
            return index + 2 < utf8.count && utf8[index + 1] == 0x80
                && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9)
                ? 3 : 0
        default: return 0
        }
    }

    /// Writes the escape for one character: the short forms JSON has, else `\u` and four hex digits.
    private mutating func escape(_ scalar: UInt32) {
        switch scalar {
        case 0x22: append("\\\"")
        case 0x5C: append("\\\\")
        case 0x08: append("\\b")
        case 0x09: append("\\t")
        case 0x0A: append("\\n")
        case 0x0C: append("\\f")
        case 0x0D: append("\\r")
        default:
            append("\\u")
            for shift in stride(from: 12, through: 0, by: -4) {
                append(Self.hexDigits[Int(scalar >> UInt32(shift) & 0x0F)])
            }
        }
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
}
