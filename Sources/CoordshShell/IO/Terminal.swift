import Glibc

/// Facts about the process's standard streams and environment, read once at start-up.
public struct Terminal: Sendable {
    public let stdinIsTerminal: Bool
    public let stdoutIsTerminal: Bool
    public let stderrIsTerminal: Bool
    /// The environment variables coordsh reads (`variables`), those that are set.
    public let environment: [String: String]

    /// Every environment variable that changes what coordsh does.
    public static let variables = ["HOME", "TERM", "NO_COLOR", "COORDSH_HISTORY", "PAGER", "PATH"]

    public init(
        stdinIsTerminal: Bool, stdoutIsTerminal: Bool, stderrIsTerminal: Bool,
        environment: [String: String]
    ) {
        self.stdinIsTerminal = stdinIsTerminal
        self.stdoutIsTerminal = stdoutIsTerminal
        self.stderrIsTerminal = stderrIsTerminal
        self.environment = environment
    }

    /// The real process's streams and environment.
    public static func current() -> Terminal {
        Terminal(
            stdinIsTerminal: isatty(0) == 1, stdoutIsTerminal: isatty(1) == 1, stderrIsTerminal: isatty(2) == 1,
            environment: Self.readEnvironment())
    }

    /// Only the variables coordsh reads: copying the whole environment would cost start-up time.
    private static func readEnvironment() -> [String: String] {
        var result: [String: String] = [:]
        for name in variables {
            if let value = getenv(name) { result[name] = String(cString: value) }
        }
        return result
    }
}
