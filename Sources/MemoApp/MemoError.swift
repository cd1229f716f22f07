import CoordinatorKit

/// Why a memo-app event was refused. The state is unchanged whenever one is thrown.
public enum MemoError: CoordshError, Equatable {
    /// `preview` with nothing written.
    case emptyDraft
    /// `tab` while a modal covers the tab bar.
    case modalCoversTabBar(visible: Route)
    /// No coordinator on the active path took the event: the tables and the code disagree.
    case unhandled(event: String, visible: Route)
    /// `save` when the memos would take more than `MemoStore.capacityBytes`.
    case storeFull

    public var code: ErrorCode {
        switch self {
        case .storeFull: .limit
        case .emptyDraft, .modalCoversTabBar, .unhandled: .notAllowed
        }
    }

    public var message: String {
        switch self {
        case .emptyDraft:
            "the draft is empty; 'write TEXT' first"
        case .modalCoversTabBar(let visible):
            "'tab' is not available while a modal is up (the visible screen is \(visible)); 'dismiss' it first"
        case .unhandled(let event, let visible):
            "no coordinator handled \(event.quoted) on \(visible)"
        case .storeFull:
            "cannot save: the memos would take more than \(MemoStore.capacityBytes >> 20) MiB, the most a session keeps "
                + "(\(MemoStore.capacityBytes) bytes, counting \(MemoStore.bytesPerMemo) for each memo); 'cancel' drops this one"
        }
    }
}
