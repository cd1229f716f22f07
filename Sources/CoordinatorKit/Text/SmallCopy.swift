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
