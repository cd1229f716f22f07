import Glibc

/// Facts about the process's standard streams and environment, read once at start-up.
public struct Terminal: Sendable {
    public let stdinIsTerminal: Bool
    public let stdoutIsTerminal: Bool
    public let stderrIsTerminal: Bool
    /// Whether stderr and stdout can be read in one order: stderr is a terminal (where a pipe's
    /// reader may show stdout too), or the two are the same file (`2>&1`) and not /dev/null.
    /// Only then is stdout flushed before each error; into two files, or with errors
    /// discarded, an error costs no write of stdout.
    public let stderrMeetsStdout: Bool
    /// The environment variables coordsh reads (`variables`), those that are set.
    public let environment: [String: String]

    /// Every environment variable that changes what coordsh does.
    public static let variables = ["HOME", "TERM", "NO_COLOR", "COORDSH_HISTORY", "PAGER", "PATH"]

    public init(
        stdinIsTerminal: Bool, stdoutIsTerminal: Bool, stderrIsTerminal: Bool, stderrMeetsStdout: Bool = true,
        environment: [String: String]
    ) {
        self.stdinIsTerminal = stdinIsTerminal
        self.stdoutIsTerminal = stdoutIsTerminal
        self.stderrIsTerminal = stderrIsTerminal
        self.stderrMeetsStdout = stderrMeetsStdout
        self.environment = environment
    }

    /// The real process's streams and environment.
    public static func current() -> Terminal {
        let stderrIsTerminal = isatty(2) == 1
        return Terminal(
            stdinIsTerminal: isatty(0) == 1, stdoutIsTerminal: isatty(1) == 1, stderrIsTerminal: stderrIsTerminal,
            stderrMeetsStdout: stderrIsTerminal || Self.stderrIsStdoutsFile(),
            environment: Self.readEnvironment())
    }

    /// Whether descriptors 2 and 1 are the same file, and it is not /dev/null (whatever goes
    /// there is gone, in no order); `true` when either cannot be looked at.
    private static func stderrIsStdoutsFile() -> Bool {
        var errors = stat()
        var output = stat()
        guard fstat(2, &errors) == 0, fstat(1, &output) == 0 else { return true }
        guard errors.st_dev == output.st_dev, errors.st_ino == output.st_ino else { return false }
        var discard = stat()
        guard stat("/dev/null", &discard) == 0 else { return true }
        return errors.st_rdev != discard.st_rdev || (errors.st_mode & S_IFMT) != S_IFCHR
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
