@testable import CoordshShell

/// One random session: an app, a seed, lines made by `RandomLines` and checked by
/// `SessionInvariants`. A failing run can be replayed from its lines and shrunk.
struct RandomRun {
    struct Failure: Error {
        /// The lines up to and including the failing one.
        let lines: [String]
        let violation: Violation
    }

    /// What a run did, to check that the generator reached every kind of outcome.
    struct Tally {
        var lines = 0
        var succeeded = 0
        var failed = 0
        var undoProbes = 0
        /// The tour's lessons whose goal the session met.
        var lessonsFinished = 0
        var commandWords: Set<String> = []
        /// The lines, when the run recorded them.
        var recorded: [String] = []
    }

    let app: String
    let seed: UInt64
    /// An extra rule for tests of the shrinker: a reason when the session breaks it.
    var plantedRule: ((Session) -> String?)?
    /// Called with each line before it runs, on the first pass of `run` (the soak logs them, in
    /// case the process crashes).
    var onLine: ((String) -> Void)?
    /// Whether a twin session runs the same lines without undo probes (see `SessionInvariants`).
    var twin = true

    init(app: String, seed: UInt64) {
        self.app = app
        self.seed = seed
    }

    private func makeInvariants() -> SessionInvariants {
        let invariants = SessionInvariants(app: app, seed: seed, twin: twin)
        invariants.plantedRule = plantedRule
        return invariants
    }

    /// Runs `count` lines. `record` keeps every line, for the failure report; without it the
    /// run is made again with recording when it fails (it is deterministic). It yields now and
    /// then, so that on two cores the other tests (some with time limits) still get a thread.
    func run(count: Int, record: Bool = false) async -> Result<Tally, Failure> {
        let invariants = makeInvariants()
        var generator = RandomLines(seed: seed, home: app)
        var lines: [String] = []
        var tally = Tally()
        for index in 0..<count {
            if index % 500 == 499 { await Task.yield() }
            let report = invariants.session.report
            let line = generator.next(invariants.session.app.catalog, report)
            if record { lines.append(line) } else { onLine?(line) }
            do {
                try invariants.check(line, report: report)
            } catch {
                guard record else { return await run(count: index + 1, record: true) }
                return .failure(Failure(lines: lines, violation: error))
            }
            if let outcome = invariants.lastResult {
                if outcome { tally.succeeded += 1 } else { tally.failed += 1 }
            }
            if tally.commandWords.count < 500 {
                tally.commandWords.insert(line.utf8.prefix { $0 != 0x20 }.lowercasedASCII)
            }
        }
        tally.lines = invariants.lines
        tally.undoProbes = invariants.undoProbes
        tally.lessonsFinished = invariants.session.tourProgress.finished.count
        tally.recorded = lines
        return .success(tally)
    }

    /// Runs `lines` in a fresh session; the first violation, with the lines up to it.
    func replay(_ lines: [String]) -> Failure? {
        let invariants = makeInvariants()
        for (index, line) in lines.enumerated() {
            do {
                try invariants.check(line)
            } catch {
                return Failure(lines: Array(lines[...index]), violation: error)
            }
        }
        return nil
    }

    /// A shorter run that breaks the same rule: first the shortest failing tail of the lines,
    /// then chunks of lines dropped, halving the chunk size, for as long as `budget` allows.
    func shrink(_ failure: Failure, budget: Duration = .seconds(60)) -> Failure {
        let clock = ContinuousClock()
        let deadline = clock.now + budget
        var best = failure
        func attempt(_ lines: [String]) -> Bool {
            guard let found = replay(lines), found.violation.rule == best.violation.rule,
                found.lines.count < best.lines.count
            else { return false }
            best = found
            return true
        }
        var window = 1
        while window < best.lines.count, clock.now < deadline {
            if attempt(Array(best.lines.suffix(window))) { break }
            window *= 2
        }
        // Chunks that halve in size, tried at half-chunk steps, so that two lines that only go
        // together (`push`, then `pop`) are removed wherever they sit; while the single-line pass
        // still removes something, the pairs are tried again.
        var chunk = max(1, best.lines.count / 2)
        while clock.now < deadline {
            let count = best.lines.count
            var start = 0
            while start < best.lines.count, clock.now < deadline {
                var lines = best.lines
                lines.removeSubrange(start..<min(lines.count, start + chunk))
                if !attempt(lines) { start += max(1, chunk / 2) }
            }
            if chunk == 1 {
                if best.lines.count == count { break }
                chunk = 2
            } else {
                chunk = max(1, chunk / 2)
            }
        }
        return best
    }
}

extension Substring.UTF8View {
    /// The bytes as a string, ASCII letters in lower case.
    fileprivate var lowercasedASCII: String {
        String(decoding: map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
    }
}
