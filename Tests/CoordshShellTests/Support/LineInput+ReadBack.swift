import Foundation

@testable import CoordshShell

extension LineInput {
    /// The lines of `bytes`, written to a temporary file and read back through a `LineInput`
    /// that reads `blockSize` bytes at a time.
    static func lines(readingBack bytes: [UInt8], blockSize: Int = 1 << 16) throws -> [RawLine] {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("coordsh-lines-\(UUID().uuidString)")
        try Data(bytes).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let descriptor = open(url.path, O_RDONLY)
        defer { close(descriptor) }
        let input = LineInput(descriptor: descriptor, blockSize: blockSize)
        var result: [RawLine] = []
        while let line = input.next() { result.append(line) }
        return result
    }
}
