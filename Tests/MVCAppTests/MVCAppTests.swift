import CoordinatorKit
import TestSupport
import Testing

@testable import MVCApp

private let first = Route("first")
private let second = Route("second")

private func state(
    _ coordinator: String = "pushCoordinator", stack: [Route] = [first], modals: [[Route]] = [], secondIsMade: Bool
) -> MVCSnapshot {
    MVCSnapshot(
        coordinator: coordinator, navigation: Navigation(stack: Stack(stack)!, modals: modals.map { Stack($0)! }),
        secondIsMade: secondIsMade)
}

@Suite("MVC app (seed 002)")
struct MVCAppTests {
    @Test func startsAtFirstWithThePushCoordinatorAndNoSecondControllerYet() {
        let app = MVCApp()
        #expect(app.snapshot() == state(secondIsMade: false))
        #expect(app.report().coordinators == ["app", "pushCoordinator"])
        #expect(app.runningCoordinators == ["app", "pushCoordinator"])
    }

    @Test func theFirstControllerReportsActionAndThePushCoordinatorPushesSecond() throws {
        let app = MVCApp()
        try app.send(AppEvent("action"))
        #expect(app.snapshot() == state(stack: [first, second], secondIsMade: true))
    }

    /// The test keeps nothing of its own alive: the app is built and looked at in a function
    /// whose references end with it. So the coordinator outlives that function only because the
    /// app delegate holds it, and is freed with the app only because the controllers hold it
    /// weakly (a strong reference back would make a cycle with the coordinator, which owns them).
    @Test func theControllersHoldTheirCoordinatorWeaklyAndTheAppHoldsItStrongly() throws {
        var app: MVCApp? = MVCApp()
        let (coordinator, firstController) = try Self.weakReferences(in: try #require(app))
        #expect(coordinator.value != nil, "the app delegate keeps its coordinator alive")
        #expect(firstController.value?.coordinator === coordinator.value)
        app = nil
        #expect(coordinator.value == nil, "the controllers hold the coordinator weakly: it goes with the app")
        #expect(firstController.value == nil)
    }

    private static func weakReferences(in app: MVCApp) throws -> (Weak<AnyObject>, Weak<FirstViewController>) {
        try app.send(AppEvent("action"))
        let controllers = app.appDelegate.controllers
        #expect(controllers.first.coordinator === app.coordinator)
        #expect(controllers.second.coordinator === app.coordinator)
        return (Weak(app.coordinator), Weak(controllers.first))
    }

    @Test func theOneSecondControllerIsReused() throws {
        let app = MVCApp()
        try app.send(AppEvent("action"))
        let made = app.appDelegate.controllers.second
        try app.perform(.back)
        try app.send(AppEvent("action"))
        #expect(app.appDelegate.controllers.second === made)
    }

    @Test func showingSecondWhileItIsShownIsRefused() throws {
        let message =
            "second is already shown: the coordinator reuses its one SecondViewController, and UIKit cannot show the same controller twice"
        for style in ["push", "modal"] {
            let app = MVCApp()
            try app.send(AppEvent("use", .text(style)))
            try app.send(AppEvent("action"))
            expectFailure(app, .notAllowed, message) { try app.perform(.push(second)) }
            expectFailure(app, .notAllowed, message) { try app.perform(.present(second)) }
        }
    }

    @Test func swappingTheCoordinatorKeepsTheControllersAndReleasesTheOldCoordinator() throws {
        let app = MVCApp()
        try app.send(AppEvent("action"))
        let controllers = app.appDelegate.controllers
        let firstController = controllers.first
        let secondController = controllers.second
        weak let old = app.coordinator
        try app.send(AppEvent("use", .text("modal")))
        #expect(old == nil, "the push coordinator is released when the modal one replaces it")
        #expect(app.snapshot() == state("modalCoordinator", secondIsMade: true))
        #expect(app.runningCoordinators == ["app", "modalCoordinator"])
        #expect(app.appDelegate.controllers.first === firstController)
        #expect(firstController.coordinator === app.coordinator)
        #expect(secondController.coordinator === app.coordinator)

        try app.send(AppEvent("action"))  // the same event now presents second
        #expect(app.snapshot() == state("modalCoordinator", modals: [[second]], secondIsMade: true))
        #expect(app.appDelegate.controllers.second === secondController)
    }

    @Test func eventsOfOtherScreensAreRefused() throws {
        let app = MVCApp()
        try app.send(AppEvent("action"))
        expectFailure(app, .notAllowed, "'action' comes from the first screen; the visible screen is second") {
            try app.send(AppEvent("action"))
        }
        expectFailure(app, .notAllowed, "'first' is the root of the app flow and cannot be pushed or presented") {
            try app.perform(.push(first))
        }
    }

    @Test(arguments: [
        ("push", "mvc://first/second", state(stack: [first, second], secondIsMade: true)),
        ("push", "mvc://first", state(secondIsMade: false)),
        ("modal", "mvc://first/second", state("modalCoordinator", modals: [[second]], secondIsMade: true)),
    ])
    func deepLinksStartAgainAtFirstAndShowSecondTheCoordinatorsWay(style: String, link: String, expected: MVCSnapshot)
        throws
    {
        let app = MVCApp()
        try app.send(AppEvent("use", .text(style)))
        try app.perform(.open(DeepLinkURL(link)))
        #expect(app.snapshot() == expected)
    }

    @Test func badDeepLinks() throws {
        let app = MVCApp()
        expectFailure(
            app, .badArgument,
            "cannot open 'mvc://second': 'second' is not 'first': the app's links are mvc://first and mvc://first/second"
        ) {
            try app.perform(.open(DeepLinkURL("mvc://second")))
        }
        expectFailure(app, .badArgument, "cannot open 'steps://view2': this app's links start with mvc://") {
            try app.perform(.open(DeepLinkURL("steps://view2")))
        }
    }
}

/// A weak reference that a function can hand back.
private struct Weak<Object: AnyObject> {
    weak var value: Object?

    init(_ value: Object) {
        self.value = value
    }
}
