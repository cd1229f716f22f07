import CoordinatorKit
import Testing

@testable import MemoApp

@Suite("Memo app restored in place")
struct MemoRestoreTests {
    /// States of every flow: signed out (with memos, with a kept link), signed in as another
    /// user, with the feature flow running with and without a draft, with a modal up.
    private static let states: [MemoSnapshot] = [
        loginState(), loginState([.login, .signup], modals: [[.forgotPassword]]),
        loginState(memos: ["alice": [Memo(id: 1, text: "Buy milk")]], pendingLink: .newMemo),
        loginState(pendingLink: .tab(.memos, path: [.detail(id: 1)])), mainState(), mainState(user: "bob"),
        mainState(selected: .memos, memos: ["alice": [Memo(id: 1, text: "Buy milk")]]),
        mainState(home: [.home, .newMemo], draft: ""), mainState(home: [.home, .newMemo, .preview], draft: "Tea"),
        mainState(home: [.home, .newMemo], draft: "Buy milk", memos: ["bob": [Memo(id: 1, text: "Jam")]]),
        mainState(settings: [.settings], selected: .settings, modals: [[.settings]]),
    ]

    /// Commands that reach every part of the state (some fail in some states): run after a
    /// restore, they must behave as on an app made again from the same snapshot.
    private static let commands: [@Sendable (MemoApp) throws -> Void] = [
        { try $0.send("new") }, { try $0.send("write", .text("Eggs")) }, { try $0.send("preview") },
        { try $0.send("save") }, { try $0.send("tab", .text("home")) }, { _ = try $0.perform(.pop(count: 1)) },
        { try $0.send("logout") }, { try $0.login() }, { try $0.send("new") }, { try $0.send("cancel") },
    ]

    /// From every state to every state, `restore(to:)` gives the app a fresh restore would be:
    /// the same snapshot, report and coordinators, and the same answers to the same commands.
    @Test(arguments: states.indices)
    func restoringInPlaceMakesTheAppAFreshRestoreWouldMake(from index: Int) throws {
        for target in Self.states {
            let app = MemoApp(restoring: Self.states[index])
            // The store's recent user and counted bytes are set, as after commands.
            _ = app.report()
            _ = app.coordinator.store.hasRoom(for: "")
            #expect(app.restore(to: target))
            let fresh = MemoApp(restoring: target)
            #expect(app.snapshot() == target)
            #expect(app.isInState(target))
            #expect(app.report() == fresh.report())
            #expect(app.runningCoordinators == fresh.runningCoordinators)
            for command in Self.commands {
                let failed = (try? command(app)) == nil
                #expect(failed == ((try? command(fresh)) == nil))
                #expect(app.snapshot() == fresh.snapshot(), "\(target)")
            }
        }
    }

    /// The running flow's coordinator is kept when the state runs the same flow, and its feature
    /// flow with it when the draft is the same: no coordinator is made or freed.
    @Test func theRunningCoordinatorsAreKept() throws {
        let app = MemoApp(restoring: mainState(home: [.home, .newMemo], draft: "Tea"))
        let main = try #require(app.main)
        let feature = try #require(app.feature)
        #expect(app.restore(to: mainState(home: [.home, .newMemo, .preview], selected: .home, draft: "Tea")))
        #expect(app.main === main)
        #expect(app.feature === feature)
        #expect(app.restore(to: mainState(selected: .memos)))
        #expect(app.main === main)
        #expect(app.feature == nil)
        #expect(app.restore(to: mainState(user: "bob")))
        #expect(app.main !== main)
    }
}
