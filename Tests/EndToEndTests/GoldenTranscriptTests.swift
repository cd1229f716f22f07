import Foundation
import TestSupport
import Testing

/// Golden transcripts: each `Golden/NAME.coord`, and each `examples/NAME.coord`, is run by the
/// real binary with `--echo` (stdout and stderr together, as a terminal shows them) against
/// `NAME.out`, and with `--json` against `NAME.jsonl` (for the examples, in `Golden/examples/`).
/// Every one must also exit 0. Set `COORDSH_UPDATE_GOLDEN=1` to rewrite the expected files after
/// a deliberate change, then review the diff.
@Suite("Golden transcripts")
struct GoldenTranscriptTests {
    /// A script and where its expected output lives.
    struct Script: CustomTestStringConvertible, Sendable {
        let folder: URL
        let name: String
        let expectedFolder: URL

        var testDescription: String { folder.lastPathComponent + "/" + name }
    }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    static let examples = CoordshProcess.packageRoot.appendingPathComponent("examples")

    static var scripts: [Script] {
        func scripts(in folder: URL, expectedIn expected: URL) -> [Script] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return names.filter { $0.hasSuffix(".coord") }.sorted().map {
                Script(folder: folder, name: $0, expectedFolder: expected)
            }
        }
        return scripts(in: folder, expectedIn: folder)
            + scripts(in: examples, expectedIn: folder.appendingPathComponent("examples"))
    }

    @Test func thereAreGoldenScriptsAndOneExamplePerApp() {
        #expect(Self.scripts.count >= 9)
        let examples = Self.scripts.filter { $0.folder == Self.examples }.map(\.name)
        #expect(examples == TestApps.names.map { $0 + ".coord" }.sorted())
    }

    @Test(arguments: scripts)
    func humanTranscript(script: Script) throws {
        let run = try CoordshProcess.runMerged(["--echo", script.name], in: script.folder)
        #expect(run.status == 0)
        try compare(run.output + "[exit status \(run.status)]\n", with: script, extension: ".out")
    }

    @Test(arguments: scripts)
    func jsonTranscript(script: Script) throws {
        let run = try CoordshProcess.run(["--json", script.name], in: script.folder)
        #expect(run.stderr == "")
        #expect(run.status == 0)
        try compare(run.stdout + "[exit status \(run.status)]\n", with: script, extension: ".jsonl")
    }

    private func compare(
        _ actual: String, with script: Script, extension: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let name = script.name.replacingSuffix(".coord", with: `extension`)
        try GoldenFile(url: script.expectedFolder.appendingPathComponent(name)).check(
            actual, sourceLocation: sourceLocation)
    }
}

extension String {
    func replacingSuffix(_ suffix: String, with replacement: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) + replacement : self
    }
}
