import CoordinatorKit

/// Where the shell writes: stdout, stderr, or a string in tests.
public protocol TextOutput: AnyObject {
    func write(_ text: String)
    /// Writes text given as UTF-8 bytes.
    func write(utf8 bytes: [UInt8])
    /// Writes text given as UTF-8 bytes that the caller owns.
    func write(bytes: UnsafeBufferPointer<UInt8>)
    /// Lets `body` write into the output's own buffer, where it has one (nothing when the
    /// output is closed).
    func write(in body: (inout TextBuffer) -> Void)
    /// Hands what is buffered to the file; a no-op for outputs without a buffer.
    func flush()
    /// Whether the reader went away (a closed pipe): writing more is pointless.
    var isClosed: Bool { get }
}

extension TextOutput {
    public func write(utf8 bytes: [UInt8]) {
        write(String(decoding: bytes, as: UTF8.self))
    }

    public func write(bytes: UnsafeBufferPointer<UInt8>) {
        write(String(decoding: bytes, as: UTF8.self))
    }

    public func write(in body: (inout TextBuffer) -> Void) {
        var text = TextBuffer()
        body(&text)
        write(text)
    }

    /// Writes what `buffer` holds.
    func write(_ buffer: borrowing TextBuffer) {
        buffer.withBytes { write(bytes: $0) }
    }
}

/// An output that keeps everything in memory, for tests.
public final class StringOutput: TextOutput {
    public private(set) var text = ""
    public init() {}
    public func write(_ text: String) { self.text += text }
    public func flush() {}
    public var isClosed: Bool { false }
}
