import CoordinatorKit

/// The main flow's tab bar, in order.
enum MemoTab: String, CaseIterable, Sendable {
    case home
    case memos
    case settings

    /// The screen at the bottom of the tab's stack.
    var root: Route {
        switch self {
        case .home: .home
        case .memos: .memoList
        case .settings: .settings
        }
    }

    /// The tab named `name`, ignoring case (the exact spelling, the usual one, costs no lowercasing).
    init?(named name: String) {
        guard let tab = MemoTab(rawValue: name) ?? MemoTab(rawValue: name.lowercased()) else { return nil }
        self = tab
    }
}
