import CoordinatorKit
import Foundation
import MemoApp
import Testing

@testable import CoordshShell

/// A lesson lands on something real: the deep-links lesson's link opens a memo that exists,
/// and no solved lesson (the golden transcripts) shows a missing memo.
@Suite("The tour lands on real screens")
struct TourLandsOnRealScreensTests {
    @Test func theDeepLinksLessonOpensAMemoThatExists() throws {
        let session = Session(app: MemoApp())
        for line in [":tour 8", "open memo://memos/detail/1", "login alice"] {
            #expect(session.run(line)?.failure == nil, "\(line)")
        }
        #expect(session.report.screen == Route("detail", .integer(1)))
        let memo = try #require(session.report.extras.first { $0.key == "memo" }?.summary)
        #expect(memo.hasPrefix("1 \""), "the linked memo is missing: \(memo)")
        #expect(session.lesson != nil)
    }

    @Test func noSolvedLessonShowsAMissingMemo() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("EndToEndTests/Golden")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasPrefix("tour-") && $0.hasSuffix(".out") }
        #expect(names.count == 9)
        for name in names {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            #expect(!text.contains("(no such memo)"), "\(name) lands on a missing memo")
        }
    }
}
