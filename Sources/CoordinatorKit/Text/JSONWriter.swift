/// Writes JSON text straight into bytes, in the form `--json` prints: no spaces, object keys in
/// UTF-8 byte order (as Foundation's `.sortedKeys`), slashes and non-ASCII text as they are, and
/// every character that could act on a terminal or split a line escaped: C0 controls (`\n`,
/// `\t`, ... and `\u001b`), DEL and C1 (`\u007f`, `\u009b`), U+2028 and U+2029. So one JSON
/// line is always one line of inert text.
///
/// A JSON line is written once per command; building it through an encoder (a tree of
/// containers, then a copy) cost more than running the command.
///
///     var json = JSONWriter()
///     json.beginObject()
///     json.key("ok")
///     json.bool(true)
///     json.endObject()
///     json.bytes  // {"ok":true}
///
/// Commas go in by themselves: a value or a key after another value gets one.
///
/// The text goes into one allocation of its own that grows by doubling, not an `[UInt8]`: a
/// line is hundreds of appends of a few bytes, and each append to an array checks uniqueness
/// and capacity through generic code (about 70 instructions a time under callgrind). Not
/// copyable, so that no two writers share the allocation; a writer kept between lines
/// (`removeAll()`) reuses it.
public struct JSONWriter: ~Copyable {
    @usableFromInline var base: UnsafeMutablePointer<UInt8>
    @usableFromInline var capacity: Int
    /// How many bytes are written.
    public var count: Int { written }
    @usableFromInline var written = 0
    /// Whether the next value or key follows another in the same array or object.
    @usableFromInline var needsComma = false
    /// Where a route's text argument is written as a Swift literal before it is escaped: kept
    /// between uses, so that writing routes allocates nothing.
    var routeText = ""

    public init(capacity: Int = 1024) {
        self.capacity = Swift.max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// What is written.
    public var bytes: [UInt8] {
        withBytes { Array($0) }
    }

    /// Calls `body` with what is written, without copying it.
    public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: base, count: written))
    }

    /// Forgets what is written, keeping the allocation for the next line.
    public mutating func removeAll() {
        written = 0
        needsComma = false
    }

    /// Forgets what is written after the first `count` bytes.
    mutating func removeAll(after count: Int) {
        written = count
    }

    /// Makes room for `extra` more bytes. Inlined: most appends are of a byte or two, into room
    /// there is (a call for each cost more than the copy).
    @inlinable @inline(__always)
    mutating func reserve(_ extra: Int) {
        if written + extra > capacity { grow(toFit: extra) }
    }

    @usableFromInline @inline(never)
    mutating func grow(toFit extra: Int) {
        var grown = capacity * 2
        while grown < written + extra { grown *= 2 }
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        moved.initialize(from: base, count: written)
        base.deallocate()
        base = moved
        capacity = grown
    }

    @inlinable @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1)
        base[written] = byte
        written += 1
    }

    @inlinable
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        copyBytes(from: source, to: base + written, count: bytes.count)
        written += bytes.count
    }

    @inlinable
    public mutating func null() {
        separate()
        append("null")
    }

    @inlinable
    public mutating func bool(_ value: Bool) {
        separate()
        append(value ? "true" : "false")
    }

    public mutating func integer(_ value: Int) {
        separate()
        digits(of: value)
    }

    /// `value` in decimal, as `String(value)` spells it, written in place: counted first, then
    /// written from the last digit (no buffer on the stack, no closure).
    @usableFromInline
    mutating func digits(of value: Int) {
        // At most 19 digits and a sign.
        reserve(20)
        if value < 0 {
            base[written] = UInt8(ascii: "-")
            written += 1
        }
        var rest = value.magnitude
        var count = 1
        var bound: UInt = 10
        while rest >= bound, count < 19 {
            count += 1
            bound &*= 10
        }
        var index = written + count
        written = index
        // Two digits at a time, from a table of the hundred pairs "00" to "99".
        let pairs = Self.digitPairs.utf8Start
        while rest >= 100 {
            let pair = Int(truncatingIfNeeded: rest % 100) &* 2
            rest /= 100
            index -= 2
            base[index] = pairs[pair]
            base[index + 1] = pairs[pair + 1]
        }
        if rest >= 10 {
            let pair = Int(truncatingIfNeeded: rest) &* 2
            base[index - 2] = pairs[pair]
            base[index - 1] = pairs[pair + 1]
        } else {
            base[index - 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest)
        }
    }

    /// A constant, not a stored `let`: read without the check that a global was made.
    static var digitPairs: StaticString {
        """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """
    }

    /// A JSON string: `text` quoted and escaped.
    public mutating func string(_ text: String) {
        separate()
        append(UInt8(ascii: "\""))
        escaped(text)
        append(UInt8(ascii: "\""))
    }

    /// A value written before, as `bytes` (a fragment: see `JSONFragments`).
    @inlinable
    public mutating func value(writtenBefore bytes: UnsafeBufferPointer<UInt8>) {
        separate()
        append(bytes)
    }

    /// Bytes as they are, such as keys and punctuation written before: no comma goes before
    /// them, and what follows them is a value (after a key) or the first of a list's.
    @inlinable @inline(__always)
    public mutating func raw(_ bytes: UnsafeBufferPointer<UInt8>) {
        append(bytes)
        needsComma = false
    }

    /// The same, for text written in the source (keys and punctuation): `",\"ok\":true,\"state\":"`.
    @inlinable @inline(__always)
    public mutating func raw(_ text: StaticString) {
        let length = text.utf8CodeUnitCount
        reserve(length)
        copyBytes(from: text.utf8Start, to: base + written, count: length)
        written += length
        needsComma = false
    }

    /// Text inside a string's quotes, escaped, with no quotes: for a string whose first part is
    /// written with `raw(_:)`.
    public mutating func escapedText(_ text: String) {
        escaped(text)
    }

    /// The same for text given as its UTF-8 bytes.
    public mutating func escapedText(utf8: UnsafeBufferPointer<UInt8>) {
        escaped(utf8: utf8)
    }

    @inlinable @inline(__always)
    public mutating func beginArray() {
        separate()
        append(UInt8(ascii: "["))
        needsComma = false
    }

    @inlinable @inline(__always)
    public mutating func endArray() {
        append(UInt8(ascii: "]"))
        needsComma = true
    }

    /// An array of strings.
    public mutating func array<Texts: Sequence<String>>(of texts: Texts) {
        beginArray()
        for text in texts { string(text) }
        endArray()
    }

    @inlinable @inline(__always)
    public mutating func beginObject() {
        separate()
        append(UInt8(ascii: "{"))
        needsComma = false
    }

    /// A key of the object begun last; its value comes next. Keys must come in `JSONObject.keyOrder`.
    public mutating func key(_ key: String) {
        string(key)
        append(UInt8(ascii: ":"))
        needsComma = false
    }

    /// A key as `key(_:)` wrote it before, quotes and colon included, copied as it is.
    public mutating func key(writtenBefore bytes: [UInt8]) {
        separate()
        bytes.withUnsafeBufferPointer { append($0) }
        needsComma = false
    }

    /// A key written in the source, which needs no escape (letters only): written as it is, with
    /// its quotes and colon, in one go. Always inlined: the key's length and bytes are then
    /// constants, and a key costs a few stores (a call cost about 60 instructions, 20 a line).
    @inlinable @inline(__always)
    public mutating func fixedKey(_ key: StaticString) {
        separate()
        let length = key.utf8CodeUnitCount
        reserve(length + 3)
        base[written] = UInt8(ascii: "\"")
        copyBytes(from: key.utf8Start, to: base + written + 1, count: length)
        base[written + length + 1] = UInt8(ascii: "\"")
        base[written + length + 2] = UInt8(ascii: ":")
        written += length + 3
        needsComma = false
    }

    @inlinable @inline(__always)
    public mutating func endObject() {
        append(UInt8(ascii: "}"))
        needsComma = true
    }

    /// The comma before a value or a key that follows another.
    @inlinable @inline(__always)
    mutating func separate() {
        if needsComma { append(UInt8(ascii: ",")) }
        needsComma = true
    }

    @inlinable
    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }
}
