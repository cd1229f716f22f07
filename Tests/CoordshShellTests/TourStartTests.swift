import FoundationEssentials
import MemoApp
import TestSupport
import Testing

@testable import CoordshShell

/// What the README says each lesson of the memo app starts from is what it starts from (a
/// newcomer, n20: it said lessons 6 to 8 start with alice signed in, and lessons 5 and 9 do too).
@Suite("The tour's starting states")
struct TourStartTests {
    /// Each memo lesson's start as the README tells it: who is signed in, the visible screen, and
    /// alice's memos (seen after she signs in, when she is not).
    static let starts: [(lesson: Int, user: String?, screen: String, memos: Int)] = [
        (4, nil, "login", 0),
        (5, "alice", "home", 0),
        (6, "alice", "home", 1),
        (7, "alice", "home", 1),
        (8, nil, "login", 1),
        (9, "alice", "home", 0),
    ]

    @Test(arguments: starts.indices)
    func eachLessonStartsWhereTheREADMESays(index: Int) throws {
        let start = Self.starts[index]
        let session = Session(app: MemoApp(), files: MemoryFiles())
        #expect(try #require(session.run(":tour \(start.lesson)")).succeeded)
        #expect(session.report.user == start.user)
        #expect(session.report.screen.name.rawValue == start.screen)
        if start.user == nil { _ = session.run("login alice") }
        #expect(session.report.extras.first { $0.key == "memos" }?.list?.count == start.memos)
    }

    /// The README's sentence on the starts, which the table above checks against the lessons.
    @Test func theREADMESaysWhereEachLessonStarts() throws {
        let readme = try String(contentsOfFile: Repository.root + "/README.md", encoding: .utf8)
        let text = readme.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let sentence = """
            `:tour N` starts lesson N on a fresh app: lessons 1 to 4 as the app starts (lesson 4 \
            signed out, on login); lessons 5 and 9 with alice signed in, on home, and no memos; \
            lessons 6 and 7 with alice signed in, on home, and one memo of hers, "Buy milk", so that \
            `detail 1` shows a real memo; lesson 8 with that memo and alice signed out, on login.
            """
        #expect(text.contains(sentence))
    }
}
