import CoordinatorKit

// MARK: - One line

extension CommandFailure {
    /// The message on one line, as a script's line in `coordsh test`, JUnit's `message` and every
    /// JSON `message` show it (README: a message is one line wherever it goes): its first line,
    /// and when it lists more on the lines below (an invalid definition's problems, which the
    /// text prints a line each, as a compiler does), the first of them, so that the line says
    /// what is wrong: `cannot load the app in 'x.json5': 2 problems, the first: x.json5:3:9: error: ...`.
    var oneLineMessage: String {
        // Bytes, not Characters: every failing line of a `--json` run asks (a String's
        // `contains` of a Character walks grapheme clusters, about 50 instructions a memo line).
        guard message.utf8.contains(UInt8(ascii: "\n")) else { return message }
        let lines = message.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false)
        guard let first = lines.first else { return "" }
        guard lines.count > 1, !lines[1].isEmpty else { return String(first) }
        return "\(first)\(lines.count == 2 ? ":" : ", the first:") \(lines[1])"
    }
}
