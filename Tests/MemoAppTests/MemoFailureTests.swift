import CoordinatorKit
import Testing

@testable import MemoApp

/// A refused memo command comes up as a `MemoFailure`, a plain value, that reads exactly as the
/// error it wraps: the shell shows its code and message, and a few places its description.
@Suite("Memo failures wrap the shared checks' errors")
struct MemoFailureTests {
    /// The failure `body` throws, typed; `nil`, recorded, if it succeeds.
    private func failure(_ body: () throws(MemoFailure) -> Void) -> MemoFailure? {
        do throws(MemoFailure) {
            try body()
        } catch {
            return error
        }
        Issue.record("expected a refusal")
        return nil
    }

    @Test func aRefusedIntentWrapsTheNavigationError() throws {
        let app = MemoApp()
        let refused = try #require(failure { () throws(MemoFailure) in _ = try app.attempt(.dismiss) })
        guard case .navigation(let error) = refused else {
            Issue.record("expected a navigation error, got \(refused)")
            return
        }
        #expect(error == .noModal)
        #expect(refused.code == error.code)
        #expect(refused.message == error.message)
        #expect("\(refused)" == "\(error)")
    }

    @Test func aRefusedRouteWrapsTheCatalogError() throws {
        let app = MemoApp()
        let refused = try #require(failure { () throws(MemoFailure) in _ = try app.attempt(.push(.home)) })
        guard case .catalog(let error) = refused else {
            Issue.record("expected a catalog error, got \(refused)")
            return
        }
        #expect(refused.code == error.code)
        #expect(refused.message == error.message)
    }

    @Test func aRefusedEventWrapsTheMemoError() throws {
        let app = MemoApp()
        try app.login()
        try app.perform(.present(.about))
        let refused = try #require(
            failure { () throws(MemoFailure) in _ = try app.attempt(AppEvent("tab", .text("memos"))) })
        guard case .memo(let error) = refused else {
            Issue.record("expected a memo error, got \(refused)")
            return
        }
        #expect(error == .modalCoversTabBar(visible: .about))
        #expect(refused.code == .notAllowed)
        #expect(refused.message == error.message)
    }
}
