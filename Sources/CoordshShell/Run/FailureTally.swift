/// The failures of a run that count towards its exit status: how many, and where the first one
/// was, for the summary line that ends a failing run.
struct FailureTally: Equatable {
    /// A failure, where it was and what it was.
    struct Failure: Equatable {
        let place: Place
        /// The command line as typed (quoted only in the summary: a script's every failure
        /// made and quoted its String).
        let line: LineText
    }

    private(set) var count = 0
    private(set) var first: Failure?

    /// Counts one more failure.
    mutating func add(_ failure: Failure) {
        count += 1
        if first == nil { first = failure }
    }

    /// These failures, then `later` ones.
    func merged(with later: FailureTally) -> FailureTally {
        var merged = self
        merged.count += later.count
        merged.first = first ?? later.first
        return merged
    }

    /// The summary line: `6 commands failed, the first at pass.coord:8: 'pop 9'`; `nil` when
    /// nothing failed. `source` names the sourced file the failures were in.
    func summary(in source: String? = nil, stoppedByBail: Bool = false) -> String? {
        guard let first, count > 0 else { return nil }
        let place = first.place.description
        let what = first.line.text.quoted
        let inSource = source.map { " in \($0)" } ?? ""
        let head =
            count == 1
            ? "1 command failed\(inSource), at \(place): \(what)"
            : "\(count) commands failed\(inSource), the first at \(place): \(what)"
        return head + (stoppedByBail ? "; --bail stopped the run there" : "")
    }
}
