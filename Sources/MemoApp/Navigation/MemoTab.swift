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

    /// The tab named `name`, ignoring case.
    init?(named name: String) {
        self.init(rawValue: name.lowercased())
    }
}
