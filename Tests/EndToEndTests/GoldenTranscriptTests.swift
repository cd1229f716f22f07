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

    /// The tour's transcripts, `tour-N-*.coord`: one per lesson, each a learner's session that
    /// asks for a hint at every step and makes near misses before the move that does it, so that
    /// the answer after every command (the step done, or still to do) is checked word for word.
    @Test func everyLessonHasATranscriptThatFinishesIt() throws {
        let list = try CoordshProcess.run(["-c", ":tour"]).stdout
        let count = try #require(list.firstMatch(of: /(\d+) of (\d+) finished/).flatMap { Int($0.2) })
        #expect(count >= 9)
        for number in 1...count {
            let named = Self.scripts.filter { $0.name.hasPrefix("tour-\(number)-") }
            #expect(named.count == 1, "lesson \(number) has \(named.count) transcripts")
            for script in named {
                #expect(
                    try Self.outputs(of: script).contains {
                        $0.split(separator: "\n").joined(separator: " ").contains("goal met, lesson \(number) finished")
                    },
                    "\(script.name) does not finish lesson \(number)")
            }
        }
    }

    /// Everything the tour says in its transcripts fits an 80-column terminal: lesson texts,
    /// answers, a hint for every step, the list of lessons (and the trees and tables they show).
    @Test func everythingTheTourSaysFitsEightyColumns() throws {
        let tour = Self.scripts.filter { $0.name.hasPrefix("tour-") }
        #expect(tour.count >= 9)
        for script in tour {
            for output in try Self.outputs(of: script) {
                for line in output.split(separator: "\n") where line.count > 80 {
                    Issue.record("\(script.name): wider than 80 columns: \(line)")
                }
            }
        }
    }

    /// The `output` of each JSON object of a script's golden `.jsonl`: what a command printed
    /// besides the state.
    private static func outputs(of script: Script) throws -> [String] {
        let name = script.name.replacingSuffix(".coord", with: ".jsonl")
        let text = try String(contentsOf: script.expectedFolder.appendingPathComponent(name), encoding: .utf8)
        return text.split(separator: "\n").compactMap {
            (try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])?["output"] as? String
        }
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
