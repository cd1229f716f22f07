/// Text built up as UTF-8 bytes, such as what one command prints, gathered before it goes to the
/// output in one write. Appending to a byte array costs less than appending to a `String`, which
/// re-examines its storage for every piece (a million commands print tens of millions of pieces).
///
/// The bytes live in storage of its own, not an `[UInt8]`: the human output appends a few bytes
/// at a time, about 30 times a command, and `Array.append(contentsOf:)` spends about 70
/// instructions on each (callgrind); here an append is a capacity check and a copy.
///
/// It cannot be copied (`~Copyable`): it is written to in place (`inout`) and read where it is,
/// so its storage is never shared and an append need not ask whether it is, as a copy-on-write
/// value must every time (that question was a call into the runtime, about 400 instructions of
/// the human output's 7,000 a command).
public struct TextBuffer: ~Copyable {
    /// The bytes, `count` of them written, room for `capacity`: owned here and freed in `deinit`.
    /// (In a `ManagedBuffer` they were reached through a closure, which the compiler left a call
    /// where an append was inlined: about 12 instructions an append, 30 appends a command.)
    @usableFromInline var base: UnsafeMutablePointer<UInt8>
    @usableFromInline var used = 0
    @usableFromInline var capacity: Int

    public init() {
        self.init(capacity: 256)
    }

    /// An empty buffer that holds `capacity` bytes before it grows.
    public init(capacity: Int) {
        self.capacity = Swift.max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    public var isEmpty: Bool { used == 0 }

    /// How many bytes it holds.
    public var count: Int { used }

    /// The text as UTF-8 bytes.
    public var utf8: [UInt8] { withBytes { Array($0) } }

    /// The text as a string.
    public var string: String { withBytes { String(decoding: $0, as: UTF8.self) } }

    /// Calls `body` with the bytes, without copying them.
    public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: base, count: used))
    }

    @inlinable
    public mutating func write(_ string: String) {
        string.withUTF8Bytes { append($0) }
    }

    /// Appends bytes that are UTF-8 text. Inlined: the human output appends about 30 pieces a
    /// command, most of a few bytes, and a call for each cost more than the copy (so does a call
    /// of `memcpy` for each: `copyBytes` moves up to 16 bytes in place).
    @inlinable @inline(__always)
    public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        let needed = used + bytes.count
        if needed > capacity { grow(minimumCapacity: needed) }
        copyBytes(from: source, to: base + used, count: bytes.count)
        used = needed
    }

    /// Appends text fixed when the program was built (a label's colon, a separator): its bytes
    /// are where the program keeps them, so no string is looked into.
    @inlinable
    public mutating func append(_ text: StaticString) {
        // Most are one byte (a colon, a space, a newline): stored without a buffer to copy from.
        if text.hasPointerRepresentation, text.utf8CodeUnitCount == 1 { return append(byte: text.utf8Start.pointee) }
        text.withUTF8Buffer { append($0) }
    }

    /// Appends one byte of UTF-8 text (an ASCII character, or a byte of a longer sequence).
    @inlinable @inline(__always)
    public mutating func append(byte: UInt8) {
        if used == capacity { grow(minimumCapacity: used + 1) }
        base[used] = byte
        used += 1
    }

    /// Appends what `write` writes, and calls `keep` with those bytes (for `OutputFragments`).
    public mutating func append(_ write: (inout TextBuffer) -> Void, keeping keep: (UnsafeBufferPointer<UInt8>) -> Void)
    {
        let start = count
        write(&self)
        withBytes { keep(UnsafeBufferPointer(rebasing: $0[start...])) }
    }

    /// Appends a copy of bytes it holds already, those in `range` (which must lie within them):
    /// text a page names twice, such as the screen on top of a stack, named again on the next
    /// line.
    public mutating func appendCopy(of range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "appendCopy(of:) copies bytes it holds")
        guard !range.isEmpty else { return }
        let needed = used + range.count
        if needed > capacity { grow(minimumCapacity: needed) }
        // The copy goes after every byte it is copied from: the two never overlap.
        copyBytes(from: base + range.lowerBound, to: base + used, count: range.count)
        used = needed
    }

    /// Appends `value` in decimal, as `String(value)` spells it, without making that string.
    public mutating func write(_ value: Int) {
        value.withDecimalDigits { append($0) }
    }

    /// Keeps the first `count` bytes only (at most as many as it holds): takes back what was
    /// written after a point, such as a separator before text that turned out empty.
    public mutating func removeAll(after count: Int) {
        used = Swift.max(0, Swift.min(count, used))
    }

    /// Takes away the first `count` bytes (at most as many as it holds); the rest moves to the
    /// front.
    public mutating func removeFirst(_ count: Int) {
        let removed = Swift.max(0, Swift.min(count, used))
        guard removed > 0 else { return }
        let kept = used - removed
        if kept > 0 { base.update(from: base + removed, count: kept) }
        used = kept
    }

    /// Empties the buffer, keeping its storage for what comes next.
    public mutating func removeAll() {
        used = 0
    }

    public static func += (buffer: inout TextBuffer, string: String) {
        buffer.write(string)
    }

    /// Moves the bytes to storage for at least `minimumCapacity` of them, twice as large at
    /// least, so that appends cost O(1) on average. Never inlined: it is the rare path of every
    /// append.
    @usableFromInline @inline(never)
    mutating func grow(minimumCapacity: Int) {
        let grown = Swift.max(minimumCapacity, capacity * 2)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        moved.initialize(from: base, count: used)
        base.deallocate()
        base = moved
        capacity = grown
    }
}
