import CoordinatorKit
import Foundation
import Glibc
import Testing

@testable import CoordshShell

/// How `FileOutput` hands its buffer to the file: in whole chunks of its capacity while
/// commands fill it, everything on `flush()`.
@Suite("File output")
struct FileOutputTests {
    /// A full buffer writes whole chunks and keeps the rest: a write of 64 KiB and a few bytes
    /// into a pipe, which holds 64 KiB, made the writer wait for the reader, then write the
    /// few bytes alone (the pipe row of the bench ran 1.25 times mawk's).
    @Test func aFullBufferWritesWholeChunksAndKeepsTheRest() throws {
        let file = try TemporaryFile()
        let output = FileOutput(descriptor: file.descriptor, capacity: 8)
        output.write("12345")
        #expect(try file.contents() == "")
        output.write("678901")
        #expect(try file.contents() == "12345678")
        output.write(utf8: Array("abcdefghijklmnopq".utf8))
        #expect(try file.contents() == "12345678901abcdefghijklm")
        output.write(in: { $0 += "rs" })
        #expect(try file.contents() == "12345678901abcdefghijklm")
        output.flush()
        #expect(try file.contents() == "12345678901abcdefghijklmnopqrs")
        output.flush()
        #expect(try file.contents() == "12345678901abcdefghijklmnopqrs")
    }

    /// A file of its own, open for writing, removed at the end.
    private final class TemporaryFile {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fileoutput-\(UUID().uuidString)").path
        let descriptor: Int32

        init() throws {
            descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
            guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
        }

        func contents() throws -> String {
            String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
        }

        deinit {
            close(descriptor)
            unlink(path)
        }
    }
}
