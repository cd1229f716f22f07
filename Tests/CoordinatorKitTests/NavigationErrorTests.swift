import CoordinatorKit
import TestSupport
import Testing

@Suite struct NavigationErrorTests {
    @Test(arguments: [
        (
            NavigationError.atRoot(.pop(requested: 1, available: 0, root: .home)), ErrorCode.atRoot,
            "cannot pop 1 screen: nothing is above home, the root screen"
        ),
        (
            .atRoot(.pop(requested: 9, available: 0, root: .home)), .atRoot,
            "cannot pop 9 screens: nothing is above home, the root screen"
        ),
        (
            .atRoot(.pop(requested: 3, available: 1, root: .memoList)), .atRoot,
            "cannot pop 3 screens: only 1 screen is above memoList, the root screen"
        ),
        (
            .atRoot(.pop(requested: 5, available: 2, root: .detail(7))), .atRoot,
            "cannot pop 5 screens: only 2 screens are above detail(7), the root screen"
        ),
        (
            .atRoot(.replace(root: .home)), .atRoot,
            "cannot replace home, the root screen; 'push' a screen instead"
        ),
        (
            .notFound(RoutePattern("detail", .integer(7)), in: Stack(root: .home, above: [.detail(42)])), .notFound,
            "no detail(7) screen on the active stack home > detail(42)"
        ),
        (
            .notFound(RoutePattern("about"), in: Stack(root: .memoList)), .notFound,
            "no about screen on the active stack memoList"
        ),
        (
            .notFound(
                RoutePattern("profile", .text("bob")), in: Stack(root: .home, above: [Route("profile", .text("alice"))])
            ), .notFound,
            #"no profile("bob") screen on the active stack home > profile("alice")"#
        ),
        (.noModal, .notAllowed, "no modal is up to dismiss"),
        (
            .nothingToGoBack(root: .settings), .notAllowed,
            "nothing to go back to: settings is the root and no modal is up"
        ),
        (
            .depthLimit, .limit,
            "navigation is limited to 10000 screens deep (base stack and modals); pop or dismiss first"
        ),
    ])
    func messageAndCode(error: NavigationError, code: ErrorCode, message: String) {
        #expect(error.code == code)
        #expect(error.message == message)
    }
}
