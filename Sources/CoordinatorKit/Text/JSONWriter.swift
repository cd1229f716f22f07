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
    private var routeText = ""

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

    /// `value` in decimal.
    private mutating func digits(of value: Int) {
        value.withDecimalDigits { append($0) }
    }

    /// A JSON string: `text` quoted and escaped.
    public mutating func string(_ text: String) {
        separate()
        append(UInt8(ascii: "\""))
        escaped(text)
        append(UInt8(ascii: "\""))
    }

    /// `text` as it is inside a JSON string's quotes.
    private mutating func escaped(_ text: String) {
        // Inline rather than through `withUTF8Bytes`: a call of this mutating method from a
        // closure handed on to another function was not inlined (3% more instructions).
        if text.utf8.withContiguousStorageIfAvailable({ escaped(utf8: $0) }) != nil { return }
        var text = text
        text.withUTF8 { escaped(utf8: $0) }
    }

    private mutating func escaped(utf8: UnsafeBufferPointer<UInt8>) {
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

    /// A route as a JSON string, `Route.description` written straight in: `"detail(42)"`,
    /// `"profile(\"alice\")"` for a text argument.
    public mutating func string(_ route: Route) {
        separate()
        append(UInt8(ascii: "\""))
        escaped(route.name.rawValue)
        switch route.argument {
        case nil: break
        case .integer(let value)?:
            append(UInt8(ascii: "("))
            digits(of: value)
            append(UInt8(ascii: ")"))
        case .text(let value)?:
            append(UInt8(ascii: "("))
            var literal = ""
            swap(&literal, &routeText)
            literal.removeAll(keepingCapacity: true)
            value.writeSwiftLiteral(to: &literal)
            escaped(literal)
            swap(&literal, &routeText)
            append(UInt8(ascii: ")"))
        }
        append(UInt8(ascii: "\""))
    }

    /// A stack as an array of its routes, root first.
    public mutating func array(of stack: Stack) {
        beginArray()
        stack.forEachRoute { string($0) }
        endArray()
    }

    /// The same, copied from `fragments` when it holds this very stack, else written and kept there.
    public mutating func array(of stack: Stack, fragments: OutputFragments?) {
        guard let fragments else { return array(of: stack) }
        if let bytes = fragments.bytes(for: stack) { return value(writtenBefore: bytes) }
        value({ $0.array(of: stack) }) { fragments.keep($0, for: stack) }
    }

    /// A value written before, as `bytes` (a fragment: see `OutputFragments`).
    public mutating func value(writtenBefore bytes: [UInt8]) {
        separate()
        bytes.withUnsafeBufferPointer { append($0) }
        needsComma = true
    }

    /// Writes a value as `write` writes it, and calls `keep` with its bytes (for `OutputFragments`).
    public mutating func value(_ write: (inout JSONWriter) -> Void, keeping keep: (UnsafeBufferPointer<UInt8>) -> Void)
    {
        separate()
        needsComma = false
        let start = written
        write(&self)
        keep(UnsafeBufferPointer(start: base + start, count: written - start))
    }

    /// How many bytes at the start of `utf8` are known to need no escape, found eight at a
    /// time: a multiple of 8, up to the first 8 that hold a byte below 0x20, `"`, `\`, or one
    /// from 0x7F up (which may start DEL, C1, U+2028 or U+2029, or be ordinary text); the bytes
    /// from there are looked at one by one.
    @inline(__always)
    static func plainPrefix(of utf8: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = utf8.baseAddress else { return 0 }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        /// Whether a byte of `word` is zero (exact: no byte is reported that is not).
        func hasZero(_ word: UInt64) -> Bool { (word &- ones) & ~word & highBits != 0 }
        var index = 0
        while index + 8 <= utf8.count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            let control = (word &- ones &* 0x20) & ~word & highBits != 0
            let quote = hasZero(word ^ (ones &* 0x22))
            let backslash = hasZero(word ^ (ones &* 0x5C))
            let high = (word | (word &+ ones)) & highBits != 0
            if control || quote || backslash || high { return index }
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

    @inlinable
    public mutating func beginArray() {
        separate()
        append(UInt8(ascii: "["))
        needsComma = false
    }

    @inlinable
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

    @inlinable
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
    /// its quotes and colon, in one go.
    @inlinable
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

    @inlinable
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

    /// Any `JSONValue`, its objects' keys in the order they hold them (`JSONObject.keyOrder`).
    public mutating func value(_ json: JSONValue) {
        switch json {
        case .null: null()
        case .bool(let flag): bool(flag)
        case .integer(let number): integer(number)
        case .string(let text): string(text)
        case .array(let elements):
            beginArray()
            for element in elements { self.value(element) }
            endArray()
        case .object(let object):
            beginObject()
            for member in object.members {
                key(member.key)
                self.value(member.value)
            }
            endObject()
        }
    }

    /// A list's item, `{"id": ID, KEY: VALUE}`, its keys in the order of `JSONObject`'s, as
    /// `value(item.json)` writes it, without making that object. `keyFirst`: whether KEY comes
    /// before `"id"` in that order (`JSONObject.keyOrder`), the same for every item of a list.
    public mutating func item(_ item: StateReport.ListedItems.Item, keyFirst: Bool) {
        beginObject()
        if keyFirst {
            key(item.key)
            value(item.value)
        }
        fixedKey("id")
        integer(item.id)
        if !keyFirst {
            key(item.key)
            value(item.value)
        }
        endObject()
    }

    /// The same, working out where the item's key goes.
    public mutating func item(_ item: StateReport.ListedItems.Item) {
        self.item(item, keyFirst: JSONObject.keyOrder(item.key, "id"))
    }

    @inlinable
    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }
}
