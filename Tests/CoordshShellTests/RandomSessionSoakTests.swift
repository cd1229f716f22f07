import CoordinatorKit
import Glibc
import TestSupport
import Testing

@testable import CoordshShell

/// The long random sessions of `scripts/soak`, off in a normal test run.
///
/// `COORDSH_SOAK_LINES` lines (10,000,000 by default) in sessions of up to 100,000 lines, each
/// starting in the next app, from `COORDSH_SOAK_SEED`; the seed is printed first. A broken rule
/// stops the soak and prints the seed and the shortest failing run shrinking finds (also written
/// to `COORDSH_SOAK_DIR/shortest.coord`). So that a crash can be reproduced, each session's lines
/// go to `COORDSH_SOAK_DIR/session.coord` as they run, and its app and seed to `session.env`;
/// `replay` runs such a file again (`COORDSH_SOAK_REPLAY`), which `scripts/soak` uses to shrink
/// a crashing run.
@Suite("Random session soak")
struct RandomSessionSoakTests {
    static let directory = RandomSessionTests.environment("COORDSH_SOAK_DIR") ?? "/tmp"
    /// A line start that makes the soak (and the replay) abort, to try the crash path of
    /// `scripts/soak`: `COORDSH_SOAK_CRASH_ON=save scripts/soak 100000`.
    static let crashWord = RandomSessionTests.environment("COORDSH_SOAK_CRASH_ON")

    @Test(.enabled(if: RandomSessionTests.environment("COORDSH_SOAK_LINES") != nil, "scripts/soak runs it"))
    func soak() async {
        let total = RandomSessionTests.environment("COORDSH_SOAK_LINES").flatMap { Int($0) } ?? 10_000_000
        let seed = RandomSessionTests.environment("COORDSH_SOAK_SEED").flatMap { UInt64($0) } ?? 1
        let apps = TestApps.names
        say("soak: seed \(seed), \(total) lines")
        var done = 0
        var index = 0
        let clock = ContinuousClock()
        let start = clock.now
        while done < total {
            let count = min(100_000, total - done)
            var run = RandomRun(app: apps[index % apps.count], seed: SplitMix64.derive(seed, index))
            let log = LineLog(path: Self.directory + "/session.coord")
            LineLog.write(
                "COORDSH_SOAK_APP=\(run.app)\nCOORDSH_SOAK_RUN_SEED=\(run.seed)\n", to: Self.directory + "/session.env")
            let crashWord = Self.crashWord
            run.onLine = { line in
                log?.append(line)
                if let crashWord, line.hasPrefix(crashWord) { abort() }
            }
            if case .failure(let failure) = await run.run(count: count) {
                say(
                    "soak: FAILED in session \(index) (app \(run.app), seed \(run.seed)) after \(done) lines; seed \(seed)"
                )
                let shrunk = run.shrink(failure, budget: .seconds(300))
                LineLog.write(shrunk.lines.map { $0 + "\n" }.joined(), to: Self.directory + "/shortest.coord")
                let text = RandomSessionTests.describe(failure, of: run, shrunk: shrunk)
                say(text)
                Issue.record(Comment(rawValue: "seed \(seed): " + text))
                return
            }
            done += count
            index += 1
            if index % 10 == 0 || done == total {
                say("soak: \(done) lines checked in \(clock.now - start), seed \(seed)")
            }
        }
        say("soak: passed: \(done) lines in \(index) sessions in \(clock.now - start), seed \(seed)")
    }

    /// Runs the lines of `COORDSH_SOAK_REPLAY` (one a line) in a session of `COORDSH_SOAK_APP`
    /// with the files of `COORDSH_SOAK_RUN_SEED`, checking every rule.
    @Test(.enabled(if: RandomSessionTests.environment("COORDSH_SOAK_REPLAY") != nil, "scripts/soak runs it"))
    func replay() throws {
        let path = try #require(RandomSessionTests.environment("COORDSH_SOAK_REPLAY"))
        let app = RandomSessionTests.environment("COORDSH_SOAK_APP") ?? "memo"
        let seed = RandomSessionTests.environment("COORDSH_SOAK_RUN_SEED").flatMap { UInt64($0) } ?? 0
        let lines = try #require(LineLog.lines(of: path))
        if let crashWord = Self.crashWord, lines.contains(where: { $0.hasPrefix(crashWord) }) { abort() }
        if let failure = RandomRun(app: app, seed: seed).replay(lines) {
            Issue.record("\(failure.violation) after line \(failure.lines.count)")
        }
    }
}

/// Prints to stderr at once (the test runner holds stdout back).
func say(_ text: String) {
    let line = text + "\n"
    _ = line.utf8CString.withUnsafeBufferPointer { Glibc.write(2, $0.baseAddress, $0.count - 1) }
}

/// A file of lines written one `write` at a time, so that every line before a crash is in it.
final class LineLog {
    private let descriptor: Int32

    init?(path: String) {
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return nil }
    }

    deinit { close(descriptor) }

    func append(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
    }

    static func write(_ text: String, to path: String) {
        LineLog(path: path)?.append(String(text.dropLast()))
    }

    /// The lines of a file, split at `\n` only (a line may hold `\r` and other breaks).
    static func lines(of path: String) -> [String]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while case let count = fread(&buffer, 1, buffer.count, file), count > 0 {
            bytes += buffer[..<count]
        }
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
