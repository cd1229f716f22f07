import CoordinatorKit

/// Why a memo-app event was refused. The state is unchanged whenever one is thrown.
enum MemoError: CoordshError, Equatable {
    /// `preview` with nothing written.
    case emptyDraft
    /// `tab` while a modal covers the tab bar.
    case modalCoversTabBar(visible: Route)
    /// No coordinator on the active path took the event: the tables and the code disagree.
    case unhandled(event: String, visible: Route)

    var code: ErrorCode { .notAllowed }

    var message: String {
        switch self {
        case .emptyDraft:
            "the draft is empty; 'write TEXT' first"
        case .modalCoversTabBar(let visible):
            "'tab' is not available while a modal is up (the visible screen is \(visible)); 'dismiss' it first"
        case .unhandled(let event, let visible):
            "no coordinator handled \(event.quoted) on \(visible)"
        }
    }
}
