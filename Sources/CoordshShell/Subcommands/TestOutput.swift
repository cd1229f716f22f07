import FoundationEssentials

/// What `coordsh test` prints: a line per script and the totals, or the same as JSON Lines.
enum TestOutput {
    /// `ok   examples/memo.coord (4.2 ms)` or
    /// `FAIL t/login.coord (1.0 ms): t/login.coord:7: expected screen home, got login`.
    static func line(_ result: TestResult) -> String {
        let head = "\(result.passed ? "ok  " : "FAIL") \(result.file) (\(Elapsed.text(result.seconds)))"
        guard let failure = result.failure else { return head + "\n" }
        return head + ": " + place(failure) + failure.failure.oneLineMessage + "\n"
    }

    /// The closing line, alone on its line: `3 passed, 1 failed`.
    static func line(_ summary: TestSummary) -> String {
        "\(summary.passed) passed, \(summary.failed) failed"
            + (summary.notRun.isEmpty ? "" : ", \(summary.notRun.count) not run (interrupted)") + "\n"
    }

    /// `{"file":"t/login.coord","ok":false,"seconds":0.001,"failure":{"code":...,"file":...,"line":7,"message":...}}`,
    /// the message on one line as the text has it.
    static func json(_ result: TestResult) -> String {
        let failure = result.failure.map { line in
            JSONFailure(
                file: line.place.source ?? "", line: line.place.line, code: line.failure.code.rawValue,
                message: line.failure.oneLineMessage)
        }
        let object = JSONResult(file: result.file, ok: result.passed, seconds: result.seconds, failure: failure)
        return ReportJSON.line(for: object)
    }

    /// `{"failed":1,"passed":3,"seconds":0.012}`.
    static func json(_ summary: TestSummary) -> String {
        ReportJSON.line(
            for: JSONTotals(
                passed: summary.passed, failed: summary.failed,
                notRun: summary.notRun.isEmpty ? nil : summary.notRun.count,
                seconds: summary.seconds))
    }

    /// `FILE:LINE: `, as errors in scripts are placed.
    static func place(_ failure: FailedLine) -> String {
        failure.place.source.map { "\($0):\(failure.place.line): " } ?? ""
    }

    private struct JSONFailure: Encodable {
        let file: String
        let line: Int
        let code: String
        let message: String
    }

    private struct JSONResult: Encodable {
        let file: String
        let ok: Bool
        let seconds: Double
        let failure: JSONFailure?
    }

    private struct JSONTotals: Encodable {
        let passed: Int
        let failed: Int
        /// Only when a signal stopped the run: the scripts it kept from running.
        let notRun: Int?
        let seconds: Double
    }
}
