/// The machine-readable kind of a failure, as it appears in `--json` output and in `:expect error CODE`.
public enum ErrorCode: String, CaseIterable, Codable, Sendable {
    /// The line could not be read as words: an open quote, a bad escape, invalid UTF-8, a NUL byte.
    case syntax
    /// The first word names no intent, event or shell command.
    case unknownCommand
    /// A route name that the app does not have.
    case unknownRoute
    /// An argument of the wrong type or out of range, or missing, or one too many.
    case badArgument
    /// The command exists but cannot be used on the visible screen or in this state.
    case notAllowed
    /// `popto` found no matching screen, or an id names nothing.
    case notFound
    /// Nothing above the root to pop or replace.
    case atRoot
    /// A limit of SPEC section 6 was reached: line length, stack depth.
    case limit
    /// A file could not be read or written.
    case io
    /// An `:expect` assertion did not hold.
    case expectationFailed
}
