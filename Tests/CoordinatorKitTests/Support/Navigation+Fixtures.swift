import CoordinatorKit
import TestSupport

/// A tab bar like the memo app's: tabs home, memos and settings.
func tabBar(
    home: [Route] = [], memos: [Route] = [], settings: [Route] = [], selected: String = "home",
    modals: [Stack] = []
) -> Navigation {
    Navigation(
        tabs: [
            ("home", Stack(root: .home, above: home)),
            ("memos", Stack(root: .memoList, above: memos)),
            ("settings", Stack(root: .settings, above: settings)),
        ],
        selected: selected, modals: modals)
}

/// A single stack of `count` screens in all: `home` and `count - 1` detail screens.
func deepStack(_ count: Int) -> Stack {
    Stack(root: .home, above: (1..<count).map { Route.detail($0) })
}
