/// Copies `count` bytes from `source` to `target` (which do not overlap). The output writers copy
/// pieces of a few bytes dozens of times a line (a key, a name, a separator), and a call of
/// `memcpy` for each cost more than the copy: up to 16 bytes are moved here with at most two
/// loads and two stores of a machine word (or of half of one, or bytes), overlapping in the
/// middle, never reading or writing outside the `count` bytes; longer pieces go to `memcpy`.
@inlinable @inline(__always)
func copyBytes(from source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count: Int) {
    let from = UnsafeRawPointer(source)
    let to = UnsafeMutableRawPointer(target)
    switch count {
    case 8...16:
        let head = from.loadUnaligned(as: UInt64.self)
        let tail = from.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        to.storeBytes(of: head, as: UInt64.self)
        to.storeBytes(of: tail, toByteOffset: count - 8, as: UInt64.self)
    case 4..<8:
        let head = from.loadUnaligned(as: UInt32.self)
        let tail = from.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
        to.storeBytes(of: head, as: UInt32.self)
        to.storeBytes(of: tail, toByteOffset: count - 4, as: UInt32.self)
    case 1..<4:
        // 1, 2 or 3 bytes: the first, the middle and the last (the same byte when there is one).
        let first = source[0]
        let middle = source[count >> 1]
        let last = source[count - 1]
        target[0] = first
        target[count >> 1] = middle
        target[count - 1] = last
    case 0:
        return
    default:
        target.initialize(from: source, count: count)
    }
}

/// The `count` bytes (at most 24) at `source` in three words as a little-endian machine loads
/// them, zeros after the last byte: a short line or word kept or made in machine words
/// (`LineText`, `String.smallASCII`). The same overlapping loads as `copyBytes`, never reading
/// outside the `count` bytes.
@inlinable @inline(__always)
public func loadWords(from source: UnsafePointer<UInt8>, count: Int) -> (UInt64, UInt64, UInt64) {
    let raw = UnsafeRawPointer(source)
    switch count {
    case 16...:
        // The eight bytes that end them, shifted down past those the second word holds.
        let last = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self) >> UInt64((24 - count) * 8)
        return (raw.loadUnaligned(as: UInt64.self), raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self), last)
    case 8...:
        let last = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self) >> UInt64((16 - count) * 8)
        return (raw.loadUnaligned(as: UInt64.self), count > 8 ? last : 0, 0)
    case 4...:
        // The first four bytes and the last four, which overlap when fewer than eight.
        let head = UInt64(raw.loadUnaligned(as: UInt32.self))
        let tail = UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
        return (head | tail << UInt64((count - 4) * 8), 0, 0)
    default:
        var word: UInt64 = 0
        for index in 0..<count { word |= UInt64(source[index]) << UInt64(index * 8) }
        return (word, 0, 0)
    }
}

/// Whether `test` holds for any of the machine words that cover `bytes`, eight bytes each: a
/// test of every byte made eight at a time (is any a NUL, a quote, above ASCII?), which a byte
/// at a time cost five to fourteen instructions a byte. The bytes that do not fill a word are
/// tested in one too, overlapping those before them: the last eight of eight or more bytes, the
/// first four and the last four of four to seven, and up to three placed in a word by value,
/// the rest of it the letter `a` (which every test here lets pass). Never reads outside `bytes`.
@inlinable @inline(__always)
public func anyWord(of bytes: UnsafeBufferPointer<UInt8>, where test: (UInt64) -> Bool) -> Bool {
    guard let base = bytes.baseAddress else { return false }
    let raw = UnsafeRawPointer(base)
    let count = bytes.count
    switch count {
    case 8...:
        var offset = 0
        while offset + 8 <= count {
            if test(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) { return true }
            offset += 8
        }
        return offset < count && test(raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
    case 4..<8:
        let head = UInt64(raw.loadUnaligned(as: UInt32.self))
        let tail = UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
        return test(head | tail << 32)
    case 1..<4:
        let letters: UInt64 = 0x6161_6161_6100_0000
        return test(UInt64(base[0]) | UInt64(base[count >> 1]) << 8 | UInt64(base[count - 1]) << 16 | letters)
    default:
        return false
    }
}
