import Foundation
import Testing

/// The speed work (issue 7) must not change a byte of the `--json` contract: the output of the
/// benchmark's memo session, first 10,000 lines, is compared with what coordsh printed before it.
@Suite("Benchmark session output")
struct BenchmarkOutputTests {
    /// SHA-256 of `python3 scripts/bench.d/memo_session.py 10000 | coordsh --json` (81.5 MB),
    /// taken at commit 2a2c365, before any optimisation. A deliberate change to the JSON output
    /// updates it, with the reason in the commit message.
    ///
    /// Changes so far: the atRoot messages say "above login, the root screen" where they said
    /// "above the root login" (the steps app's root is called `root`). The output of 2a2c365 with
    /// that wording substituted by sed hashes to the value below, as coordsh's own output does.
    static let expectedSHA256 = "fdc963eadf8b7952f44298a9c20509232a8eb4377ad6a87ffcc8f71f9e08d544"

    @Test func jsonOfTheBenchmarkSessionIsByteIdenticalToBeforeTheOptimisation() throws {
        let result = try CoordshProcess.bash(
            """
            set -o pipefail
            cd '\(CoordshProcess.packageRoot.path)'
            python3 scripts/bench.d/memo_session.py 10000 | "$COORDSH" --json | sha256sum
            """)
        // The session has a few failing commands on purpose: coordsh exits 1, and pipefail shows it.
        #expect(result.status == 1)
        #expect(result.stderr == "")
        #expect(result.stdout == Self.expectedSHA256 + "  -\n")
    }
}
