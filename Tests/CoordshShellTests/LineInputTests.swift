import CoordinatorKit
import Foundation
import Testing

@testable import CoordshShell

@Suite("Reading lines")
struct LineInputTests {
    /// The lines of `bytes`, read back through a file.
    private func lines(of bytes: [UInt8], blockSize: Int = 1 << 16) throws -> [RawLine] {
        try LineInput.lines(readingBack: bytes, blockSize: blockSize)
    }

    private func lines(of text: String) throws -> [RawLine] {
        try lines(of: Array(text.utf8))
    }

    @Test func splitsAtNewlinesAndAcceptsCRLFAndAMissingFinalNewline() throws {
        #expect(try lines(of: "a\nb c\r\n\nlast") == [.text("a"), .text("b c"), .text(""), .text("last")])
        #expect(try lines(of: "") == [])
        #expect(try lines(of: "\n") == [.text("")])
    }

    @Test func keepsNonASCIITextExactly() throws {
        #expect(try lines(of: "write \"café ☕\"\nlogin zoë\n") == [.text("write \"café ☕\""), .text("login zoë")])
    }

    @Test func aLineOfExactly64KiBIsAcceptedAndOneByteMoreIsNot() throws {
        let fits = String(repeating: "a", count: LineInput.maxLineBytes)
        let tooLong = fits + "b"
        let result = try lines(of: fits + "\n" + tooLong + "\nnext\n")
        #expect(result.count == 3)
        let fitsIsKept = result.first == .text(LineText(fits))  // compared outside #expect: a failure would print 64 KiB
        #expect(fitsIsKept)
        #expect(
            result.dropFirst().first
                == .problem(.tooLong(bytes: 65_537), preview: String(repeating: "a", count: 64) + "…"))
        #expect(result.last == .text("next"))
    }

    @Test func aHugeLineIsSkippedInBoundedMemoryAndTheRunGoesOn() throws {
        let huge = [UInt8](repeating: UInt8(ascii: "x"), count: 3 << 20)
        let result = try lines(of: huge + Array("\npop\n".utf8), blockSize: 4096)
        #expect(result.count == 2)
        #expect(result[0] == .problem(.tooLong(bytes: 3 << 20), preview: String(repeating: "x", count: 64) + "…"))
        #expect(result[1] == .text("pop"))
    }

    @Test func invalidUTF8AndNULAreProblemsOfTheirLineOnly() throws {
        let result = try lines(
            of: Array("ok\n".utf8) + [0x61, 0x62, 0xFF, 0x63, 0x0A] + [0x70, 0x00, 0x71, 0x0A] + Array("end".utf8))
        #expect(
            result == [
                .text("ok"),
                .problem(.invalidUTF8(column: 3), preview: "ab\u{FFFD}c"),
                .problem(.nulByte(column: 2), preview: "p\u{0}q"),
                .text("end"),
            ])
    }

    /// The usual line (plain ASCII: no NUL, no byte of 0x80 or more) is read eight bytes at a
    /// time; every other line the general way. Both agree on a NUL, a non-ASCII character, an
    /// invalid byte or a carriage return at every place of lines of every length up to 40
    /// bytes (each word of the scan, and the bytes after the last whole word).
    @Test func theWordAtATimeScanAgreesWithTheGeneralCheckEverywhere() {
        let odd: [[UInt8]] = [[0x00], [0xC3, 0xA9], [0xFF], [0x7F], [0x0D], [0x80]]
        for length in 0...40 {
            let plain = (0..<length).map { UInt8(ascii: "a") + UInt8($0 % 26) }
            var lines = [plain, plain + [0x0D]]
            for position in 0...length {
                for bytes in odd { lines.append(Array(plain[..<position]) + bytes + plain[position...]) }
            }
            for line in lines {
                let fast = line.withUnsafeBufferPointer { RawLine(checking: $0) }
                #expect(fast == RawLine(checking: line[...]), "\(line)")
            }
        }
    }

    @Test(arguments: [
        (
            LineProblem.tooLong(bytes: 70_000), ErrorCode.limit,
            "line too long: 70000 bytes; a line holds at most 65536 bytes (64 KiB)"
        ),
        (.invalidUTF8(column: 4), .syntax, "invalid UTF-8 at byte 4; coordsh reads UTF-8 text"),
        (.nulByte(column: 1), .syntax, "NUL byte at byte 1; a command line is text without NUL bytes"),
    ])
    func problemMessages(problem: LineProblem, code: ErrorCode, message: String) {
        #expect(problem.code == code)
        #expect(problem.message == message)
    }
}
