import CoordinatorKit

/// Failures of the shell's own commands.
public enum ShellError: CoordshError, Equatable {
    /// An `:expect` that does not hold: what was checked, the expected and the actual value.
    case expectationFailed(what: String, expected: String, actual: String)
    /// A script or file that cannot be read: (path, reason).
    case unreadable(String, reason: String)
    /// An app event sent to an app that does not know it (the parser prevents this).
    case internalFailure(String)

    public var code: ErrorCode {
        switch self {
        case .expectationFailed: .expectationFailed
        case .unreadable: .io
        case .internalFailure: .notAllowed
        }
    }

    public var message: String {
        switch self {
        case .expectationFailed(let what, let expected, let actual):
            "expected \(what.isEmpty ? "" : what + " ")\(expected), got \(actual)"
        case .unreadable(let path, let reason):
            "cannot read \(path.quoted): \(reason)"
        case .internalFailure(let message):
            message
        }
    }
}
