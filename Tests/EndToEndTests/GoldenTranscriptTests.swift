import Foundation
import Testing

/// Golden transcripts: each `Golden/NAME.coord` is run by the real binary, with `--echo` (stdout
/// and stderr together, as a terminal shows them) against `NAME.out`, and with `--json` against
/// `NAME.jsonl`. Set `COORDSH_UPDATE_GOLDEN=1` to rewrite the expected files after a deliberate
/// change, then review the diff.
@Suite("Golden transcripts")
struct GoldenTranscriptTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static var scripts: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".coord") }.sorted()
    }

    @Test func thereAreGoldenScripts() {
        #expect(Self.scripts.count >= 5)
    }

    @Test(arguments: scripts)
    func humanTranscript(script: String) throws {
        let run = try CoordshProcess.runMerged(["--echo", script], in: Self.folder)
        try compare(run.output + "[exit status \(run.status)]\n", with: script.replacingSuffix(".coord", with: ".out"))
    }

    @Test(arguments: scripts)
    func jsonTranscript(script: String) throws {
        let run = try CoordshProcess.run(["--json", script], in: Self.folder)
        #expect(run.stderr == "")
        try compare(
            run.stdout + "[exit status \(run.status)]\n", with: script.replacingSuffix(".coord", with: ".jsonl"))
    }

    private func compare(_ actual: String, with name: String, sourceLocation: SourceLocation = #_sourceLocation) throws
    {
        let expectedURL = Self.folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["COORDSH_UPDATE_GOLDEN"] == "1" {
            try actual.write(to: expectedURL, atomically: true, encoding: .utf8)
            return
        }
        let expected = (try? String(contentsOf: expectedURL, encoding: .utf8)) ?? ""
        guard actual != expected else { return }
        Issue.record(
            "\(name) differs from the golden file:\n\(try diff(expected: expectedURL, actual: actual))",
            sourceLocation: sourceLocation)
    }

    /// A unified diff of the golden file against the actual output, for a readable failure.
    private func diff(expected: URL, actual: String) throws -> String {
        let actualURL = FileManager.default.temporaryDirectory.appendingPathComponent(
            "coordsh-actual-\(UUID().uuidString)")
        try actual.write(to: actualURL, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: actualURL) }
        let result = try CoordshProcess.bash("diff -u '\(expected.path)' '\(actualURL.path)' | head -80")
        return result.stdout
    }
}

extension String {
    func replacingSuffix(_ suffix: String, with replacement: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) + replacement : self
    }
}
