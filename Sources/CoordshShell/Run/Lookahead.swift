/// The lines after the one running, looked at without reading them away: the runner looks for
/// an `:expect error` that excuses a failure before it prints the failure (SPEC 2.3).
protocol Lookahead: AnyObject {
    /// The line `offset` places after the current one (0 is the next), if it can be known
    /// without waiting.
    func peek(_ offset: Int) -> Peek
}

/// What a look ahead found.
enum Peek: Equatable {
    case line(RawLine)
    /// There are no more lines.
    case end
    /// The line has not arrived yet (a pipe or a terminal whose writer has not sent it), and
    /// waiting for it could keep a program that drives coordsh line by line waiting forever.
    case unknown
}
