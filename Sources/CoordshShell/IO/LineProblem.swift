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
    case text(String)
    /// A line that cannot be a command, with a readable preview of its start.
    case problem(LineProblem, preview: String)
}
