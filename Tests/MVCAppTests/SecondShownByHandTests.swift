import CoordinatorKit
import Testing

@testable import MVCApp

/// `push second` (or `present`, `replace`) typed by hand shows the one second controller too:
/// UIKit needs the controller to show it, so it is made, and the saved state says so. It used to
/// stay "not made yet", and `:load` then refused the app's own saved state.
@Suite("MVC app: second shown by hand")
struct SecondShownByHandTests {
    @Test(arguments: [
        NavigationIntent.push(Route("second")), .present(Route("second")), .navigate(Route("second")),
    ])
    func showingSecondByHandMakesItsController(intent: NavigationIntent) throws {
        let app = MVCApp()
        try app.perform(intent)
        #expect(app.snapshot().secondIsMade)
        #expect(throws: Never.self) { try MVCApp.validate(app.snapshot(), at: "state") }
    }

    @Test func aFailedShowMakesNothing() throws {
        let app = MVCApp()
        try app.perform(.push(Route("second")))
        let before = app.snapshot()
        #expect(throws: (any Error).self) { try app.perform(.present(Route("second"))) }
        #expect(app.snapshot() == before)
    }
}
