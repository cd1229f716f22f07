import CoordinatorKit
import TestSupport
import Testing

@testable import StepsApp

/// The whole state with the base stack `root > ...steps` and these modals.
private func state(_ steps: Step..., modals: [[Step]] = []) -> StepsSnapshot {
    let stack = Stack(root: Step.root.route, above: steps.map(\.route))
    return StepsSnapshot(navigation: Navigation(stack: stack, modals: modals.map { Stack($0.map(\.route))! }))
}

@Suite("Steps app (seed 000)")
struct StepsAppTests {
    @Test func startsAtTheRootWithOneCoordinator() {
        let app = StepsApp()
        #expect(app.snapshot() == state())
        #expect(app.report().coordinators == ["coordinator"])
        #expect(app.coordinator.path == [])
    }

    @Test func nextWalksTheViewsAndGoesBackToTheRootFromView5() throws {
        let app = StepsApp()
        let walk: [StepsSnapshot] = [
            state(.view2), state(.view2, .view3), state(.view2, .view3, .view4), state(.view2, .view3, .view4, .view5),
            state(),
        ]
        for expected in walk {
            try app.send(AppEvent("next"))
            #expect(app.snapshot() == expected)
        }
    }

    @Test func nextInAModalWalksTheModalsStack() throws {
        let app = StepsApp()
        try app.perform(.present(Step.view4.route))
        try app.send(AppEvent("next"))
        #expect(app.snapshot() == state(modals: [[.view4, .view5]]))
        try app.send(AppEvent("next"))
        #expect(app.snapshot() == state(modals: [[.view4]]))
    }

    @Test func theGenericCoordinatorsOwnAPI() throws {
        let coordinator = PathCoordinator<Step>(root: .root)
        try coordinator.push(.view2)
        try coordinator.push(.view3)
        try coordinator.push(.view2)
        try coordinator.push(.view5)
        #expect(coordinator.path == [.view2, .view3, .view2, .view5])
        try coordinator.popToView(.view2)  // the topmost view2, not the first (the article's bug)
        #expect(coordinator.path == [.view2, .view3, .view2])
        try coordinator.pop()
        #expect(coordinator.path == [.view2, .view3])
        coordinator.popToRoot()
        #expect(coordinator.path == [])
        #expect(throws: NavigationError.atRoot(.pop(requested: 1, available: 0, root: Step.root.route))) {
            try coordinator.pop()  // the article crashed here: removeLast() on an empty array
        }
        #expect(throws: NavigationError.notFound(RoutePattern("view4"), in: Stack(root: Step.root.route))) {
            try coordinator.popToView(.view4)
        }
    }

    @Test func intentsWorkOnTheFlatPath() throws {
        let app = StepsApp()
        try app.perform(.push(Step.view3.route))
        try app.perform(.push(Step.view5.route))
        try app.perform(.replace(Step.view2.route))
        #expect(app.snapshot() == state(.view3, .view2))
        try app.perform(.popTo(RoutePattern("view3")))
        #expect(app.snapshot() == state(.view3))
        try app.perform(.back)
        #expect(app.snapshot() == state())
    }

    @Test func failuresNameTheProblemAndChangeNothing() throws {
        let app = StepsApp()
        expectFailure(app, .atRoot, "cannot pop 1 screen: nothing is above root, the root screen") {
            try app.perform(.pop(count: 1))
        }
        expectFailure(app, .notAllowed, "'root' is the root of the coordinator flow and cannot be pushed or presented")
        {
            try app.perform(.push(Step.root.route))
        }
        expectFailure(app, .notAllowed, "nothing to go back to: root is the root and no modal is up") {
            try app.perform(.back)
        }
        try app.perform(.push(Step.view2.route))
        expectFailure(app, .notFound, "no view4 screen on the active stack root > view2") {
            try app.perform(.popTo(RoutePattern("view4")))
        }
    }

    @Test(arguments: [
        ("steps://view2/view3", state(.view2, .view3)),
        ("steps://root", state()),
        ("STEPS://Root/View5/view2/", state(.view5, .view2)),
    ])
    func deepLinksRebuildThePath(link: String, expected: StepsSnapshot) throws {
        let app = StepsApp()
        try app.perform(.push(Step.view4.route))
        try app.perform(.present(Step.view2.route))
        try app.perform(.open(DeepLinkURL(link)))
        #expect(app.snapshot() == expected)
    }

    @Test(arguments: [
        (
            "steps://view2/root", ErrorCode.badArgument,
            "cannot open 'steps://view2/root': 'root' is not allowed after the root"
        ),
        ("steps://view9", .unknownRoute, "cannot open 'steps://view9': unknown route 'view9'. Did you mean 'view2'?"),
        ("memo://home", .badArgument, "cannot open 'memo://home': this app's links start with steps://"),
    ])
    func badDeepLinks(link: String, code: ErrorCode, message: String) throws {
        let app = StepsApp()
        try app.perform(.push(Step.view2.route))
        expectFailure(app, code, message) { try app.perform(.open(DeepLinkURL(link))) }
    }

    @Test func theReportShowsThePathAndWhereNextLeads() throws {
        let app = StepsApp()
        try app.send(AppEvent("next"))
        let report = app.report()
        #expect(
            report.extras == [
                .init("path", .array([.string("view2")])), .init("next", .string("push view3"), summary: "push view3"),
            ])
        #expect(report.user == nil && report.tab == nil)
    }
}
