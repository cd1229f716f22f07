import CoordinatorKit
import Foundation
import MemoApp
import Testing

@testable import CoordshShell

/// A UTF-8 byte-order mark at the start of a script is skipped (SPEC 2): editors on Windows
/// write one, and it is invisible, so `unknown command '\u{FEFF}login'` would baffle anyone.
@Suite("Byte-order mark")
struct ByteOrderMarkTests {
    private func lines(of bytes: [UInt8], blockSize: Int = 1 << 16) throws -> [RawLine] {
        try LineInput.lines(readingBack: bytes, blockSize: blockSize)
    }

    private let mark: [UInt8] = [0xEF, 0xBB, 0xBF]

    @Test func theMarkAtTheStartIsSkipped() throws {
        #expect(try lines(of: mark + Array("login alice\npop\n".utf8)) == [.text("login alice"), .text("pop")])
        #expect(try lines(of: mark + Array("login alice".utf8)) == [.text("login alice")])
        #expect(try lines(of: mark + Array("\n".utf8)) == [.text("")])
    }

    @Test func onlyTheFirstLineLosesIt() throws {
        // A mark further on is text like any other (and then an unknown command).
        #expect(
            try lines(of: Array("pop\n".utf8) + mark + Array("pop\n".utf8)) == [.text("pop"), .text("\u{FEFF}pop")])
        #expect(try lines(of: mark + mark + Array("pop".utf8)) == [.text("\u{FEFF}pop")])
    }

    @Test func aLongFirstLineWithTheMarkIsStillTooLong() throws {
        let long = mark + [UInt8](repeating: UInt8(ascii: "a"), count: LineInput.maxLineBytes + 1) + [10]
        let result = try lines(of: long + Array("pop\n".utf8))
        #expect(result.count == 2)
        #expect(result.last == .text("pop"))
    }

    @Test func aScriptWithTheMarkRunsItsFirstLine() throws {
        let session = Session(app: MemoApp())
        let err = StringOutput()
        let runner = CommandRunner(
            session: session, reporter: Reporter(out: StringOutput(), err: err, settings: .init()), bail: false)
        for line in try lines(of: mark + Array("login alice\n".utf8)) {
            _ = runner.run(line, place: Place(source: "bom.coord", line: 1))
        }
        #expect(err.text == "")
        #expect(session.report.user == "alice")
    }
}
