import Foundation
import Testing

/// A file of expected output, compared with what the binary printed. With
/// `COORDSH_UPDATE_GOLDEN=1` the file is rewritten instead, for a deliberate change of output;
/// then review the diff.
struct GoldenFile {
    let url: URL

    static var isUpdating: Bool { ProcessInfo.processInfo.environment["COORDSH_UPDATE_GOLDEN"] == "1" }

    /// Records an issue with a unified diff (expected first) when `actual` differs from the file.
    func check(_ actual: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if Self.isUpdating {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        guard actual != expected else { return }
        Issue.record(
            "\(url.lastPathComponent) differs from the golden file:\n\(try diff(actual))",
            sourceLocation: sourceLocation)
    }

    /// The first 80 lines of `diff -u` of the file against `actual`.
    private func diff(_ actual: String) throws -> String {
        let actualURL = FileManager.default.temporaryDirectory.appendingPathComponent(
            "coordsh-actual-\(UUID().uuidString)")
        try actual.write(to: actualURL, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: actualURL) }
        return try CoordshProcess.bash("diff -u '\(url.path)' '\(actualURL.path)' | head -80").stdout
    }
}
