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
    @usableFromInline var storage: Storage

    public init() {
        storage = Storage.create(minimumCapacity: 256)
    }

    /// An empty buffer that holds `capacity` bytes before it grows.
    public init(capacity: Int) {
        storage = Storage.create(minimumCapacity: capacity)
    }

    public var isEmpty: Bool { storage.count == 0 }

    /// How many bytes it holds.
    public var count: Int { storage.count }

    /// The text as UTF-8 bytes.
    public var utf8: [UInt8] { withBytes { Array($0) } }

    /// The text as a string.
    public var string: String { withBytes { String(decoding: $0, as: UTF8.self) } }

    /// Calls `body` with the bytes, without copying them.
    public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try storage.withUnsafeMutablePointers { header, bytes in
            try body(UnsafeBufferPointer(start: bytes, count: header.pointee.count))
        }
    }

    @inlinable
    public mutating func write(_ string: String) {
        string.withUTF8Bytes { append($0) }
    }

    /// Appends bytes that are UTF-8 text. Inlinable, with `Storage`: the human output appends
    /// about 30 pieces a command, most of a few bytes, and a call for each cost more than the copy.
    @inlinable
    public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        let needed = storage.count + bytes.count
        if needed > storage.header.capacity { storage = storage.grown(minimumCapacity: needed) }
        storage.withUnsafeMutablePointers { header, target in
            (target + header.pointee.count).initialize(from: source, count: bytes.count)
            header.pointee.count += bytes.count
        }
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
        let count = storage.count
        if count == storage.header.capacity { storage = storage.grown(minimumCapacity: count + 1) }
        storage.withUnsafeMutablePointers { header, target in
            target[header.pointee.count] = byte
            header.pointee.count += 1
        }
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
        let needed = storage.count + range.count
        if needed > storage.header.capacity { storage = storage.grown(minimumCapacity: needed) }
        storage.withUnsafeMutablePointers { header, bytes in
            // The copy goes after every byte it is copied from: the two never overlap.
            (bytes + header.pointee.count).initialize(from: bytes + range.lowerBound, count: range.count)
            header.pointee.count = needed
        }
    }

    /// Appends `value` in decimal, as `String(value)` spells it, without making that string.
    public mutating func write(_ value: Int) {
        value.withDecimalDigits { append($0) }
    }

    /// Keeps the first `count` bytes only (at most as many as it holds): takes back what was
    /// written after a point, such as a separator before text that turned out empty.
    public mutating func removeAll(after count: Int) {
        storage.header.count = Swift.max(0, Swift.min(count, storage.count))
    }

    /// Takes away the first `count` bytes (at most as many as it holds); the rest moves to the
    /// front.
    public mutating func removeFirst(_ count: Int) {
        let removed = Swift.max(0, Swift.min(count, storage.count))
        guard removed > 0 else { return }
        storage.withUnsafeMutablePointers { header, bytes in
            let kept = header.pointee.count - removed
            if kept > 0 { (bytes).update(from: bytes + removed, count: kept) }
            header.pointee.count = kept
        }
    }

    /// Empties the buffer, keeping its storage for what comes next.
    public mutating func removeAll() {
        storage.header.count = 0
    }

    public static func += (buffer: inout TextBuffer, string: String) {
        buffer.write(string)
    }

    /// The bytes, after a header that counts them and says how many fit (kept there: asking
    /// `ManagedBuffer.capacity` asks malloc each time).
    @usableFromInline
    final class Storage: ManagedBuffer<Storage.Header, UInt8> {
        @usableFromInline
        struct Header {
            @usableFromInline var count: Int
            @usableFromInline var capacity: Int
        }

        static func create(minimumCapacity: Int) -> Storage {
            // `ManagedBuffer.create` makes an instance of the class it is called on.
            let made = Storage.create(minimumCapacity: Swift.max(minimumCapacity, 16)) { _ in
                Header(count: 0, capacity: 0)
            }
            made.header.capacity = made.capacity
            return unsafeDowncast(made, to: Storage.self)
        }

        @usableFromInline var count: Int { header.count }

        /// Larger storage with the same bytes, for at least `minimumCapacity` of them; twice
        /// as large, at least, so that appends cost O(1) on average.
        @usableFromInline
        func grown(minimumCapacity: Int) -> Storage {
            let copy = Storage.create(minimumCapacity: Swift.max(minimumCapacity, header.capacity * 2))
            withUnsafeMutablePointers { header, bytes in
                copy.withUnsafeMutablePointers { copyHeader, copyBytes in
                    copyBytes.initialize(from: bytes, count: header.pointee.count)
                    copyHeader.pointee.count = header.pointee.count
                }
            }
            return copy
        }
    }
}
