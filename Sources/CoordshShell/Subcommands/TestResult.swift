/// What running one script as a test gave.
struct TestResult: Equatable {
    /// The script's path as given.
    let file: String
    let seconds: Double
    /// The first failure that counted, if the script failed.
    let failure: FailedLine?
    /// Whether Ctrl-C stopped it (it is then not reported).
    var interrupted = false

    var passed: Bool { failure == nil }
}

/// Every script's result, and the totals.
struct TestSummary: Equatable {
    let results: [TestResult]
    let seconds: Double
    /// The scripts a signal kept from running (the one it stopped among them), as given.
    var notRun: [String] = []

    var passed: Int { results.filter(\.passed).count }
    var failed: Int { results.count - passed }
}
