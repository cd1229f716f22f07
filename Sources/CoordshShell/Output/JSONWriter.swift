import CoordinatorKit

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
struct JSONWriter {
    private(set) var bytes: [UInt8] = []
    /// Whether the next value or key follows another in the same array or object.
    private var needsComma = false

    init() {
        bytes.reserveCapacity(1024)
    }

    mutating func null() {
        separate()
        append("null")
    }

    mutating func bool(_ value: Bool) {
        separate()
        append(value ? "true" : "false")
    }

    mutating func integer(_ value: Int) {
        separate()
        guard value != 0 else {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        // Digits from the last; the magnitude as unsigned, so that Int.min has one.
        var magnitude = value.magnitude
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
            UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            while magnitude > 0 {
                buffer[19 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            }
            bytes.append(contentsOf: buffer[(20 - count)...])
        }
    }

    /// A JSON string: `text` quoted and escaped.
    mutating func string(_ text: String) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var start = 0
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                // Most bytes are printable ASCII (other than `"` and `\`) or start no escaped
                // character: they are copied in runs.
                if byte >= 0x20, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte != 0x7F, byte != 0xC2,
                    byte != 0xE2
                {
                    index += 1
                    continue
                }
                let length = Self.escapedLength(utf8, at: index)
                if length == 0 {
                    index += 1
                    continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                switch length {
                case 1: escape(UInt32(byte))
                case 2: escape(UInt32(utf8[index + 1]))  // C2 80 ... C2 9F: U+0080 ... U+009F
                default: escape(0x2000 | UInt32(utf8[index + 2] & 0x3F))  // E2 80 A8: U+2028
                }
                index += length
                start = index
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<utf8.count]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// How many bytes at `index` are written escaped: 1 for `"`, `\`, C0 and DEL; 2 for C1
    /// (C2 80 ... C2 9F); 3 for U+2028 and U+2029 (E2 80 A8, E2 80 A9); 0 for any other byte.
    private static func escapedLength(_ utf8: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let byte = utf8[index]
        switch byte {
        case 0x00..<0x20, UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x7F: return 1
        case 0xC2: return index + 1 < utf8.count && utf8[index + 1] < 0xA0 ? 2 : 0
        case 0xE2:
            return index + 2 < utf8.count && utf8[index + 1] == 0x80 && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9)
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
                bytes.append(Self.hexDigits[Int(scalar >> UInt32(shift) & 0x0F)])
            }
        }
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    mutating func beginArray() {
        separate()
        bytes.append(UInt8(ascii: "["))
        needsComma = false
    }

    mutating func endArray() {
        bytes.append(UInt8(ascii: "]"))
        needsComma = true
    }

    /// An array of strings.
    mutating func array<Texts: Sequence<String>>(of texts: Texts) {
        beginArray()
        for text in texts { string(text) }
        endArray()
    }

    mutating func beginObject() {
        separate()
        bytes.append(UInt8(ascii: "{"))
        needsComma = false
    }

    /// A key of the object begun last; its value comes next. Keys must come in `JSONObject.keyOrder`.
    mutating func key(_ key: String) {
        string(key)
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    mutating func endObject() {
        bytes.append(UInt8(ascii: "}"))
        needsComma = true
    }

    /// The comma before a value or a key that follows another.
    private mutating func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
        needsComma = true
    }

    /// Any `JSONValue`, its objects' keys in the order they hold them (`JSONObject.keyOrder`).
    mutating func value(_ json: JSONValue) {
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

    private mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }
}
