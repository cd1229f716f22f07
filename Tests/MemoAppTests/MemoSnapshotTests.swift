import CoordinatorKit
import Foundation
import Testing

@testable import MemoApp

@Suite("Memo snapshot: hash and comparison in place")
struct MemoSnapshotTests {
    /// States along a session, each built apart from the app (so equal, not sharing anything).
    private static let candidates: [MemoSnapshot] = [
        loginState(), loginState([.login, .signup]), loginState(modals: [[.signup]]),
        loginState(memos: ["alice": [Memo(id: 1, text: "Buy milk")]]),
        loginState(pendingLink: .tab(.settings, path: [.about])), loginState(pendingLink: .newMemo),
        mainState(), mainState(user: "bob"),
        mainState(selected: .memos), mainState(home: [.home, .newMemo], draft: ""),
        mainState(home: [.home, .newMemo], draft: "Buy milk"),
        mainState(memosTab: [.memoList], selected: .memos, memos: ["alice": [Memo(id: 1, text: "Buy milk")]]),
    ]

    /// `isInState` is `snapshot() ==`, answered where the state lies (`coordsh check` asks it
    /// after every failed command): checked against every candidate after each step.
    @Test func isInStateAgreesWithComparingSnapshots() throws {
        let app = MemoApp()
        for step in Self.steps {
            try step(app)
            let snapshot = app.snapshot()
            #expect(app.isInState(snapshot))
            for candidate in Self.candidates {
                #expect(app.isInState(candidate) == (snapshot == candidate), "\(candidate)")
            }
        }
    }

    /// `stateHashValue()` is worked out where the state lies (`coordsh check` looks states up by
    /// it): after each step it is that of an app made again from the snapshot (sharing nothing
    /// with it, the snapshot written out and read back), and it tells apart the steps' states.
    @Test func equalStatesHaveOneStateHash() throws {
        let app = MemoApp()
        var hashes: [MemoSnapshot: Int] = [:]
        for step in Self.steps {
            try step(app)
            let snapshot = app.snapshot()
            let copy = try JSONDecoder().decode(MemoSnapshot.self, from: JSONEncoder().encode(snapshot))
            #expect(MemoApp(restoring: copy).stateHashValue() == app.stateHashValue(), "\(snapshot)")
            hashes[snapshot] = app.stateHashValue()
        }
        #expect(Set(hashes.values).count == hashes.count)
    }

    /// A session from the start: links kept while signed out, a modal, the sign-in, tabs, a
    /// feature flow with a draft, a memo saved.
    private static let steps: [@Sendable (MemoApp) throws -> Void] = [
        { _ in }, { _ = try $0.perform(.open(DeepLinkURL("memo://new"))) },
        { _ = try $0.perform(.open(DeepLinkURL("memo://settings/about"))) }, { try $0.send("signup") },
        { _ = try $0.perform(.pop(count: 1)) }, { try $0.login() },
        { try $0.send("tab", .text("memos")) }, { try $0.send("tab", .text("home")) },
        { try $0.send("new") }, { try $0.send("write", .text("Buy milk")) }, { try $0.send("preview") },
        { try $0.send("save") },
    ]

    /// A failed command leaves the app in the state it was in, and an app made again from a
    /// snapshot is in it.
    @Test func aFailedCommandAndARestoreLeaveTheAppInItsState() throws {
        let app = MemoApp()
        try app.login()
        let before = app.snapshot()
        #expect(throws: (any Error).self) { try app.perform(.pop(count: 1)) }
        #expect(app.isInState(before))
        #expect(MemoApp(restoring: before).isInState(before))
    }

    /// Equal snapshots hash alike however they were made; these differ and hash apart.
    @Test func snapshotsHashAsTheyCompare() throws {
        let app = MemoApp()
        try app.login()
        #expect(app.snapshot().hashValue == mainState().hashValue)
        #expect(Set(Self.candidates.map(\.hashValue)).count == Self.candidates.count)
    }
}
