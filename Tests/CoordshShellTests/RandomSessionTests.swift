import CoordinatorKit
import Glibc
import TestSupport
import Testing

@testable import CoordshShell

/// Random sessions against every app, with every rule of SPEC 3 checked after every line (see
/// `SessionInvariants`). `COORDSH_RANDOM_LINES` and `COORDSH_RANDOM_SEED` change the count and
/// the seed.
///
/// 10,000 lines per app by default: a line costs about 0.5 ms in a debug build (it runs in two
/// sessions, with an undo and a redo after every step), so the apps take about 20 s on two
/// cores, and `./scripts/test` stays well under two minutes. `.ci/run` runs 100,000 lines per
/// app, `scripts/soak` millions (`RandomSessionSoakTests`).
@Suite("Random sessions")
struct RandomSessionTests {
    static let lines = environment("COORDSH_RANDOM_LINES").flatMap { Int($0) } ?? 10_000
    static let seed = environment("COORDSH_RANDOM_SEED").flatMap { UInt64($0) } ?? 20_251_130

    @Test(arguments: TestApps.names.enumerated().map { ($0.offset, $0.element) })
    func everyLineKeepsTheInvariants(index: Int, app: String) async throws {
        let run = RandomRun(app: app, seed: SplitMix64.derive(Self.seed, index))
        switch await run.run(count: Self.lines) {
        case .failure(let failure):
            Issue.record(Comment(rawValue: Self.describe(failure, of: run, shrunk: run.shrink(failure))))
        case .success(let tally):
            #expect(tally.lines == Self.lines)
            // The generator must reach every outcome, and every command of the app.
            #expect(tally.succeeded > Self.lines / 4, "\(tally.succeeded) of \(Self.lines) lines succeeded")
            #expect(tally.failed > Self.lines / 5, "\(tally.failed) of \(Self.lines) lines failed")
            #expect(tally.undoProbes > Self.lines / 10, "\(tally.undoProbes) undo probes")
            // Lessons are started, and some finished by chance, so their watching is exercised too
            // (10,000 lines finish at least one in every app, for the default seed and seeds 1-3).
            #expect(Self.lines < 10_000 || tally.lessonsFinished > 0, "no lesson of the tour was finished")
            let catalog = try #require(TestApps.catalog(app))
            let words =
                ["push", "pop", "root", "popto", "replace", "present", "dismiss", "back", "open"]
                + catalog.eventNames.map { $0.lowercased() }
                + [
                    ":undo", ":redo", ":reset", ":app", ":save", ":load", ":expect", ":help", ":trace", ":tour",
                    ":hint",
                ]
            for word in words where Self.lines >= 10_000 {
                #expect(tally.commandWords.contains(word), "no line started with \(word)")
            }
        }
    }

    /// The example definitions (`examples/apps/`) keep the same rules: the interpreter releases
    /// flows without screens, leaves the state alone on a failure, undoes and redoes exactly.
    /// A quarter of the lines: the differential test runs the seeds' definitions too.
    @Test(arguments: TestApps.definitions.map(\.name).enumerated().map { ($0.offset, $0.element) })
    func everyLineKeepsTheInvariantsOnDefinitions(index: Int, app: String) async throws {
        let count = Self.lines / 4
        let run = RandomRun(app: app, seed: SplitMix64.derive(Self.seed, 50 + index))
        switch await run.run(count: count) {
        case .failure(let failure):
            Issue.record(Comment(rawValue: Self.describe(failure, of: run, shrunk: run.shrink(failure))))
        case .success(let tally):
            #expect(tally.lines == count)
            #expect(tally.succeeded > count / 4, "\(tally.succeeded) of \(count) lines succeeded")
            #expect(tally.undoProbes > count / 10, "\(tally.undoProbes) undo probes")
            let catalog = try #require(TestApps.kind(app)?.catalog)
            for word in catalog.eventNames.map({ $0.lowercased() }) + [":app"] where count >= 2_500 {
                #expect(tally.commandWords.contains(word), "no line started with \(word)")
            }
        }
    }

    @Test func aSeedReproducesItsRun() async {
        let first = await RandomRun(app: "memo", seed: 7).run(count: 1_000, record: true)
        let second = await RandomRun(app: "memo", seed: 7).run(count: 1_000, record: true)
        let other = await RandomRun(app: "memo", seed: 8).run(count: 1_000, record: true)
        guard case .success(let one) = first, case .success(let two) = second, case .success(let three) = other else {
            Issue.record("a short run failed")
            return
        }
        #expect(one.recorded.count == 1_000 && one.recorded == two.recorded)
        #expect(one.recorded != three.recorded)
    }

    /// A rule planted for the test ("alice never saves a memo") breaks after some hundred lines;
    /// shrinking finds the five lines that save one: login alice, new, write, preview, save.
    @Test func shrinkingFindsTheShortestFailingRun() async throws {
        var run = RandomRun(app: "memo", seed: 3)
        run.plantedRule = { session in
            guard session.report.user == "alice",
                case .object(let memos)? = session.report.extras.first(where: { $0.key == "memos" })?.value,
                memos["count"] != .integer(0)
            else { return nil }
            return "alice saved a memo"
        }
        guard case .failure(let failure) = await run.run(count: 100_000) else {
            Issue.record("the planted rule never broke")
            return
        }
        #expect(failure.violation.rule == "planted")
        let shrunk = run.shrink(failure)
        #expect(shrunk.violation.rule == "planted")
        #expect(shrunk.lines.count < failure.lines.count)
        #expect(shrunk.lines.count <= 6, "\(shrunk.lines)")
        #expect(shrunk.lines.last?.lowercased().contains("save") == true, "\(shrunk.lines)")
    }

    // MARK: - Helpers

    static func describe(_ failure: RandomRun.Failure, of run: RandomRun, shrunk: RandomRun.Failure) -> String {
        """
        \(failure.violation) after line \(failure.lines.count) of a random \(run.app) session (seed \(run.seed)): \
        \(failure.lines.last.map { "\($0.prefix(200))" } ?? "")
        shortest failing run found (\(shrunk.lines.count) lines, as Swift literals; \(shrunk.violation)):
        \(shrunk.lines.map { "  \($0.debugDescription.prefix(300))" }.joined(separator: "\n"))
        """
    }

    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
