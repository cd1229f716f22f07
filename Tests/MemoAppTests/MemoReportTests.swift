import CoordinatorKit
import Testing

@testable import MemoApp

@Suite("Memo report without its extras")
struct MemoReportTests {
    /// `reportWithoutExtras()` is `report()` with no extras (`coordsh check`'s rules read only
    /// the SPEC keys): checked in every flow, with a modal, a draft and a kept link.
    @Test func theReportWithoutExtrasIsTheReportsOtherKeys() throws {
        let app = MemoApp()
        let steps: [(MemoApp) throws -> Void] = [
            { _ = try $0.open("memo://memos/detail/1") }, { try $0.send("signup") }, { try $0.login() },
            { try $0.send("tab", .text("settings")) }, { _ = try $0.perform(.present(.about)) },
            { _ = try $0.perform(.dismiss) }, { try $0.send("tab", .text("home")) }, { try $0.send("new") },
            { try $0.send("write", .text("Buy milk")) }, { try $0.send("preview") },
        ]
        for step in [{ _ in }] + steps {
            try step(app)
            let whole = app.report()
            let head = app.reportWithoutExtras()
            #expect(head.extras.isEmpty)
            #expect(head.app == whole.app && head.hasUsers == whole.hasUsers && head.user == whole.user)
            #expect(head.navigation == whole.navigation && head.coordinators == whole.coordinators)
            #expect(!whole.extras.isEmpty)
        }
    }
}
