import CoordinatorKit

/// What the memo app's commands throw: the shared checks' errors or a `MemoError`, as a plain
/// value (see `AppFailure`). Its code, message and description are the wrapped error's.
public enum MemoFailure: AppFailure, CustomStringConvertible {
    case catalog(CatalogError)
    case navigation(NavigationError)
    case deepLink(DeepLinkError)
    case memo(MemoError)

    /// The error wrapped, as the shell shows it.
    var wrapped: any CoordshError {
        switch self {
        case .catalog(let error): error
        case .navigation(let error): error
        case .deepLink(let error): error
        case .memo(let error): error
        }
    }

    public var code: ErrorCode {
        switch self {
        case .catalog(let error): error.code
        case .navigation(let error): error.code
        case .deepLink(let error): error.code
        case .memo(let error): error.code
        }
    }

    /// The code is read from each case in place (the session and `check` ask it of every
    /// refusal); the message, made only to be shown, through `wrapped`.
    public var message: String { wrapped.message }

    public var description: String { String(describing: wrapped) }
}
