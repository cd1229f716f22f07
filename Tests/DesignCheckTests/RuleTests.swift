import CoordinatorKit
import DesignCheck
import MemoApp
import TestSupport
import Testing

@testable import DesignCheck

/// The product's checks of SPEC 3's rules, on a live app.
@Suite("Rules")
struct RuleTests {
    @Test func aCleanAppBreaksNoRule() throws {
        let app = MemoApp()
        #expect(StateRules.violation(in: app) == nil)
        _ = try app.send(AppEvent("login", .text("alice")))
        _ = try app.send(AppEvent("new"))
        #expect(StateRules.violation(in: app) == nil)
    }

    @Test func aCoordinatorWithoutAScreenAndAStackWithoutItsRootAreBroken() throws {
        let orphan = FaultyApp()
        _ = try orphan.send(AppEvent("orphan"))
        #expect(
            StateRules.violation(in: orphan)
                == RuleViolation(.coordinatorWithoutScreen, "panel runs, but none of its screens is on a stack"))
        let wiped = FaultyApp()
        _ = try wiped.perform(.push(Route("page")))
        _ = try wiped.send(AppEvent("wipe"))
        #expect(StateRules.violation(in: wiped) == RuleViolation(.stackWithoutRoot, "page is at the root of the stack"))
    }

    @Test func aCoordinatorKeptAfterItLeftTheTreeOutlivesItsScreens() throws {
        let app = FaultyApp()
        var watch = CoordinatorWatch()
        #expect(watch.check(app.rootCoordinator) == nil)
        _ = try app.send(AppEvent("open"))
        #expect(watch.check(app.rootCoordinator) == nil)
        var before = TreeObjects()
        before.collect(app.rootCoordinator)
        _ = try app.send(AppEvent("close"))
        var after = TreeObjects()
        after.collect(app.rootCoordinator)
        let expected = RuleViolation(
            .coordinatorOutlivedScreens, "panel (Panel) left the tree but is still held by something")
        #expect(before.outlived(leaving: after) == expected)
        #expect(watch.check(app.rootCoordinator)?.rule == .coordinatorOutlivedScreens)
    }

    /// `matches` says whether the objects kept are the tree's now, without collecting it again.
    @Test func treeObjectsMatchTheTreeTheyWereCollectedFrom() throws {
        let app = MemoApp()
        var kept = TreeObjects()
        kept.collect(app.rootCoordinator)
        #expect(kept.matches(app.rootCoordinator))
        _ = try app.send(AppEvent("signup"))
        #expect(kept.matches(app.rootCoordinator))
        _ = try app.send(AppEvent("login", .text("alice")))
        #expect(!kept.matches(app.rootCoordinator))
        kept.collect(app.rootCoordinator)
        _ = try app.send(AppEvent("new"))
        #expect(!kept.matches(app.rootCoordinator))
        kept.collect(app.rootCoordinator)
        #expect(kept.matches(app.rootCoordinator))
        #expect(!TreeObjects().matches(app.rootCoordinator))
    }

    @Test func aCoordinatorReleasedWithItsScreensIsNotReported() throws {
        let app = MemoApp()
        _ = try app.send(AppEvent("login", .text("alice")))
        _ = try app.send(AppEvent("new"))
        var watch = CoordinatorWatch()
        _ = watch.check(app.rootCoordinator)
        var before = TreeObjects()
        before.collect(app.rootCoordinator)
        _ = try app.send(AppEvent("cancel"))
        var after = TreeObjects()
        after.collect(app.rootCoordinator)
        #expect(before.outlived(leaving: after) == nil)
        #expect(watch.check(app.rootCoordinator) == nil)
    }
}
