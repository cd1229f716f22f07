/// A failure that the shell reports to the user: a code and a message.
///
/// Every module has its own error enum (`NavigationError`, `ParseError`, an app's own errors); each
/// conforms to this protocol, and the wording of each enum lives in one file beside it.
public protocol CoordshError: Error, Sendable {
    /// The kind of failure, as shown in `--json` output.
    var code: ErrorCode { get }
    /// One line that quotes the bad input and says what is accepted.
    var message: String { get }
}

/// A failure that carries its code and message as plain values.
///
/// Used where one module reports another's failure in its own words, for example an app that
/// explains why one of its events is refused right now.
public struct CommandFailure: CoordshError, Equatable {
    public let code: ErrorCode
    public let message: String

    public init(_ code: ErrorCode, _ message: String) {
        self.code = code
        self.message = message
    }
}
