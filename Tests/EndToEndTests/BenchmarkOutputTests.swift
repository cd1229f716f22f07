import Foundation
import Testing

/// The speed work must not change what coordsh prints. The benchmark's memo session
/// (`scripts/bench.d/memo_session.py`, deterministic for a length and a seed) runs through the
/// binary: a short one against a golden file, line by line, and a long one with and without
/// `--quiet`, which must end in the same state.
@Suite("Benchmark session output")
struct BenchmarkOutputTests {
    /// `memo_session.py 250 4` (250 lines): every kind of command the benchmark sends (pushes,
    /// pops, `root`, `popto`, tab switches, memos saved and cancelled, and its three failing
    /// lines: an unknown route, `pop 99`, an unknown tab). Each JSON object names its line and
    /// input, so the golden file reads as the session's transcript.
    @Test func aShortSessionPrintsItsGoldenJSONLineByLine() throws {
        let session = try Self.session(lines: 250, seed: 4)
        let lines = session.split(separator: "\n").map(String.init)
        for kind in [
            "push detail", "push about", "pop", "root", "popto detail", "tab", "new", "write", "save", "cancel",
        ] {
            #expect(lines.contains { $0 == kind || $0.hasPrefix(kind + " ") }, "no '\(kind)' line")
        }
        #expect(Set(Self.failingLines(of: session).map { lines[$0 - 1] }) == Set(Self.failingKinds))
        let run = try Self.run(["--json"], session)
        #expect(run.result.status == 1, "the failing lines make the run fail")
        #expect(run.result.stderr == "")
        try GoldenFile(url: GoldenTranscriptTests.folder.appendingPathComponent("benchmark/memo-250-seed-4.jsonl"))
            .check(run.result.stdout)
    }

    /// The benchmark's own session (`memo_session.py 10000`, seed 2026: 10,000 lines) with and
    /// without `--quiet`: the same errors, on its deliberately failing lines and only there; the
    /// final state `--quiet` prints is the last state of the full run; and `:save` at the end
    /// writes the same whole state (every stack, and a memo for each of the `save` lines).
    @Test func quietAndFullRunsOfTheBenchmarkSessionEndInTheSameState() throws {
        let session = try Self.session(lines: 10_000, seed: 2026) + ":save state.json\n"
        let full = try Self.run([], session)
        let quiet = try Self.run(["--quiet"], session)
        #expect(full.result.status == 1 && quiet.result.status == 1)

        let failing = Self.failingLines(of: session)
        // "session.coord:348: error: 'tab' takes one of home, memos or settings; got 'inbox'", then
        // the summary line "coordsh: N commands failed, the first at ...".
        let lines = full.result.stderr.split(separator: "\n")
        #expect(lines.last?.hasPrefix("coordsh: \(failing.count) commands failed, the first at ") == true)
        let errorLines = lines.dropLast().map { $0.split(separator: ":").dropFirst().first }
        #expect(failing.count > 20)
        #expect(errorLines == failing.map { "\($0)" }, "an error for each failing line, and only for them")
        #expect(quiet.result.stderr == full.result.stderr)

        let states = full.result.stdout.components(separatedBy: "\n\n")
        let lastState = states.dropLast().last.map { $0 + "\n" }
        #expect(states.last == "saved the memo app's state to state.json\n")
        #expect(quiet.result.stdout == "stack: home\nscreen: home\ntabs: [home] memos settings\nuser: alice\n")
        #expect(quiet.result.stdout == lastState)

        #expect(quiet.saved == full.saved)
        let saves = session.split(separator: "\n").filter { $0 == "save" }.count
        #expect(saves > 500)
        #expect(full.saved.components(separatedBy: #""text" : "memo "#).count - 1 == saves, "a memo per 'save'")
    }

    // MARK: - Helpers

    /// The benchmark's session of `lines` lines for `seed`, from its generator.
    private static func session(lines: Int, seed: Int) throws -> String {
        let result = try CoordshProcess.bash(
            "python3 '\(CoordshProcess.packageRoot.path)/scripts/bench.d/memo_session.py' \(lines) \(seed)")
        #expect(result.status == 0 && result.stderr == "")
        return result.stdout
    }

    /// The lines the generator writes to fail (about 1%): an unknown route, too many pops, an
    /// unknown tab.
    private static let failingKinds = ["push detial 3", "pop 99", "tab inbox"]

    /// The numbers of the session's failing lines, from 1.
    private static func failingLines(of session: String) -> [Int] {
        session.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            failingKinds.contains(String(line)) ? index + 1 : nil
        }
    }

    /// Runs `session` as the script `session.coord` in a folder of its own; the result and what
    /// `:save state.json` wrote there, if anything.
    private static func run(_ options: [String], _ session: String) throws -> (
        result: CoordshProcess.Result, saved: String
    ) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coordsh-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try session.write(to: folder.appendingPathComponent("session.coord"), atomically: true, encoding: .utf8)
        let result = try CoordshProcess.run(options + ["session.coord"], in: folder)
        let saved = (try? String(contentsOf: folder.appendingPathComponent("state.json"), encoding: .utf8)) ?? ""
        return (result, saved)
    }
}
