/// Text built up as UTF-8 bytes, such as what one command prints, gathered before it goes to the
/// output in one write. Appending to a byte array costs less than appending to a `String`, which
/// re-examines its storage for every piece (a million commands print tens of millions of pieces).
public struct TextBuffer: TextOutputStream, Sendable {
    public private(set) var utf8: [UInt8] = []

    public init() {
        utf8.reserveCapacity(256)
    }

    public var isEmpty: Bool { utf8.isEmpty }

    /// The text as a string.
    public var string: String { String(decoding: utf8, as: UTF8.self) }

    public mutating func write(_ string: String) {
        var string = string
        string.withUTF8 { utf8.append(contentsOf: $0) }
    }

    public static func += (buffer: inout TextBuffer, string: String) {
        buffer.write(string)
    }
}
