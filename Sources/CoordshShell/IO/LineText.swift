import CoordinatorKit

/// The text of one command line as read. The usual line, plain ASCII of at most
/// `inlineCapacity` bytes (a memo script's are 3 to 17), is kept as its bytes, inline: reading
/// it, parsing it (`Parser.parseUsual(utf8:)`), writing it in `--json` and keeping it for undo and
/// `:history` make no String and count no references. The String is made only where the line is
/// shown or parsed again: an error, `:history`, an undo's replay and notes, `--echo`, `:record`.
/// Measured on a `--quiet` memo script: 3,385 instructions a line with a String made by
/// `String(decoding:as:)`, 3,309 with one made in place (`String(utf8Bytes:)`), 3,127 with none:
/// the String was retained and released on its way through the runner, the session and the
/// two rings (and an enum of bytes or a String, or a 40-byte line, was copied through the
/// runtime's generic witnesses and cost as much as it saved).
public struct LineText: Sendable {
    /// The most bytes a line kept inline holds: its storage is three words, the last byte the count.
    static let inlineCapacity = 23

    /// The bytes of a line kept inline, then zeros; the last byte is their count.
    private var inline: (UInt64, UInt64, UInt64) = (0, 0, 0)
    /// The text of a line not kept inline; `nil` for one that is. A class, whose `nil` is a null
    /// pointer: an enum of the bytes or a String, or an optional String, was copied and
    /// destroyed through the runtime's generic witnesses, 80 to 90 instructions a line (measured).
    private var long: LongText?

    private final class LongText: Sendable {
        let string: String

        init(_ string: String) {
            self.string = string
        }
    }

    #if _endian(little)
        private static let isLittleEndian = true
    #else
        private static let isLittleEndian = false
    #endif

    /// The empty line.
    public init() {}

    /// A line of any text.
    public init(_ text: String) {
        let short = text.withUTF8Bytes { bytes in
            bytes.count <= Self.inlineCapacity && LineInput.isASCII(bytes) ? LineText(ascii: bytes) : nil
        }
        if let short {
            self = short
        } else {
            long = LongText(text)
        }
    }

    /// The line `bytes`, which the reader checked are ASCII: inline when they are few enough.
    /// Read a word at a time (`loadWords`), no byte outside them.
    init(ascii bytes: UnsafeBufferPointer<UInt8>) {
        let count = bytes.count
        // The words hold the bytes in memory order, the count in the last (little-endian) byte.
        guard count <= Self.inlineCapacity, let base = bytes.baseAddress, Self.isLittleEndian else {
            if count > 0 { long = LongText(String(utf8Bytes: bytes)) }
            return
        }
        let words = loadWords(from: base, count: count)
        inline = (words.0, words.1, words.2 | UInt64(count) << 56)
    }

    /// Calls `body` with the line's UTF-8 bytes, lent where they are.
    @inline(__always)
    func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let long { return long.string.withUTF8Bytes(body) }
        var inline = inline
        let count = Int(inline.2 >> 56)
        return withUnsafeBytes(of: &inline) { raw in
            raw.withMemoryRebound(to: UInt8.self) { body(UnsafeBufferPointer(rebasing: $0[..<count])) }
        }
    }

    /// A line kept inline as plain bits, which copy without counting a reference: what
    /// `LineSlots` stores for the rings of `:history` and `:undo`.
    struct Bits {
        fileprivate var words: (UInt64, UInt64, UInt64) = (0, 0, 0)
    }

    /// The line's bits when it is kept inline; `nil` for a long line.
    @inline(__always)
    var inlineBits: Bits? {
        long == nil ? Bits(words: inline) : nil
    }

    /// The line kept inline as `bits`.
    @inline(__always)
    init(_ bits: Bits) {
        inline = bits.words
    }

    /// The line as a String, made from its bytes when it is kept inline.
    public var text: String {
        long?.string ?? withUTF8 { String(utf8Bytes: $0) }
    }
}

// MARK: - Equatable

extension LineText: Equatable {
    /// Lines are equal when their bytes are, however each is kept.
    public static func == (left: LineText, right: LineText) -> Bool {
        left.withUTF8 { leftBytes in right.withUTF8 { leftBytes.elementsEqual($0) } }
    }
}

// MARK: - ExpressibleByStringLiteral

extension LineText: ExpressibleByStringLiteral {
    public init(stringLiteral text: String) {
        self.init(text)
    }
}

// MARK: - CustomStringConvertible

extension LineText: CustomStringConvertible {
    public var description: String { text }
}
