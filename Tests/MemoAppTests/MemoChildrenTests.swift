import CoordinatorKit
import Testing

@testable import MemoApp

@Suite("Memo coordinators: forEachChild walks the children")
struct MemoChildrenTests {
    /// Every coordinator of `app`'s tree, with whether `forEachChild` gave the same objects in
    /// the same order as `children` (`coordsh check` walks the tree with it).
    private func mismatches(in app: MemoApp) -> [String] {
        var wrong: [String] = []
        app.coordinator.forEachInSubtree { coordinator in
            var walked: [any Coordinator] = []
            coordinator.forEachChild { walked.append($0) }
            let listed = coordinator.children
            if walked.count != listed.count || !zip(walked, listed).allSatisfy({ $0 === $1 }) {
                wrong.append(coordinator.name)
            }
        }
        return wrong
    }

    @Test func signedOutTheAppWalksToLogin() {
        let app = MemoApp()
        #expect(mismatches(in: app).isEmpty)
        var names: [String] = []
        app.coordinator.forEachChild { names.append($0.name) }
        #expect(names == ["login"])
    }

    @Test func signedInWithAndWithoutTheFeatureFlow() throws {
        let app = MemoApp()
        try app.login()
        #expect(mismatches(in: app).isEmpty)
        #expect(app.runningCoordinators == ["app", "main"])
        try app.send("new")
        #expect(mismatches(in: app).isEmpty)
        #expect(app.runningCoordinators == ["app", "main", "feature"])
    }
}
