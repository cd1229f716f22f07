import CoordinatorKit

/// A line that cannot be a command: too long, not UTF-8, or holding a NUL byte (SPEC 6).
/// Each is an error for that line only; the run goes on.
public enum LineProblem: CoordshError, Equatable {
    case tooLong(bytes: Int)
    case invalidUTF8(column: Int)
    case nulByte(column: Int)

    public var code: ErrorCode {
        switch self {
        case .tooLong: .limit
        case .invalidUTF8, .nulByte: .syntax
        }
    }

    public var message: String {
        switch self {
        case .tooLong(let bytes):
            "line too long: \(bytes) bytes; a line holds at most \(LineInput.maxLineBytes) bytes (64 KiB)"
        case .invalidUTF8(let column):
            "invalid UTF-8 at byte \(column); coordsh reads UTF-8 text"
        case .nulByte(let column):
            "NUL byte at byte \(column); a command line is text without NUL bytes"
        }
    }
}

/// One line read from a script or the terminal.
public enum RawLine: Equatable, Sendable {
    /// A line of UTF-8 text, without its line break.
    case text(LineText)
    /// A line that cannot be a command, with a readable preview of its start.
    case problem(LineProblem, preview: String)
}

extension RawLine {
    /// A line over the limit, shown by its start and an ellipsis, as `quoted` cuts a long word
    /// (the error message gives the length).
    static func tooLong(bytes: Int, start: String) -> RawLine {
        .problem(.tooLong(bytes: bytes), preview: start + "…")
    }

    /// Checks the bytes of one line where they lie (see `init(checking:)` below): the usual line,
    /// plain ASCII without NUL and short enough, becomes its text after one pass over its bytes,
    /// eight at a time (kept as its bytes, see `LineText`); any other line is checked the
    /// general way.
    init(checking line: UnsafeBufferPointer<UInt8>) {
        var bytes = line
        if bytes.last == UInt8(ascii: "\r") { bytes = UnsafeBufferPointer(rebasing: bytes.dropLast()) }
        guard bytes.count <= LineInput.maxLineBytes, LineInput.isPlainASCII(bytes) else {
            self.init(checking: ArraySlice(line))
            return
        }
        self = .text(LineText(ascii: bytes))
    }

    /// Checks the bytes of one line (without its `\n`; a trailing `\r` is dropped): too long,
    /// a NUL byte or invalid UTF-8 make it a problem.
    init(checking line: ArraySlice<UInt8>) {
        var bytes = line
        if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
        if bytes.count > LineInput.maxLineBytes {
            self = .tooLong(bytes: bytes.count, start: LineInput.preview(bytes))
        } else if let nul = bytes.withUnsafeBufferPointer(LineInput.firstNUL) {
            self = .problem(.nulByte(column: nul + 1), preview: LineInput.preview(bytes))
        } else if bytes.withUnsafeBufferPointer(LineInput.isASCII) {
            self = .text(bytes.withUnsafeBufferPointer { LineText(ascii: $0) })  // ASCII: valid as it is
        } else if let text = String(validating: bytes, as: UTF8.self) {
            self = .text(LineText(text))
        } else {
            self = .problem(
                .invalidUTF8(column: (bytes.firstInvalidUTF8Offset ?? bytes.count) + 1),
                preview: LineInput.preview(bytes))
        }
    }
}
