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

    /// The tab's position in main's tab bar, which lists the tabs in this order.
    var position: Int {
        switch self {
        case .home: 0
        case .memos: 1
        case .settings: 2
        }
    }

    /// The tab named `name`, ignoring case. The exact spelling, the usual one, is compared with
    /// each name (`init(rawValue:)` looks it up in a table of the names, about 150 instructions)
    /// and costs no lowercasing.
    init?(named name: String) {
        switch name {
        case "home": self = .home
        case "memos": self = .memos
        case "settings": self = .settings
        default:
            guard let tab = MemoTab(rawValue: name.lowercased()) else { return nil }
            self = tab
        }
    }
}
