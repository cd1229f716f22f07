import Glibc

/// How a run starts and ends: the command line as the process got it, the standard streams
/// made safe to use, and the exit status, stdout's fate included (SPEC 1).
extension Coordsh {
    /// Exit statuses.
    enum Status {
        static let success: Int32 = 0
        static let failure: Int32 = 1
        static let usage: Int32 = 64
        /// An app definition (`--app-file`) with problems (EX_DATAERR).
        static let invalidDefinition: Int32 = 65
        static let unreadableScript: Int32 = 66
        /// The system did not give coordsh what it needs to start (EX_OSERR).
        static let systemError: Int32 = 71
        static let interrupted: Int32 = 130
        /// stdout closed by its reader, as for a tool that SIGPIPE ended (SPEC 1).
        static let outputClosed: Int32 = 141

        /// The status for a run ended by `signal` (SIGTERM: 143).
        static func terminated(by signal: Int32) -> Int32 { 128 + signal }
    }

    /// Runs coordsh with its whole command line, the program name first, as the process got it.
    /// An empty command line means the arguments could not be read: on Linux a statically
    /// linked Swift program finds them through /proc, which fails when no file descriptor is
    /// free (`prlimit --nofile=3`). Running on without them would do something else than asked.
    public static func main(commandLine: [String], terminal: Terminal = .current()) -> Int32 {
        guard !commandLine.isEmpty else {
            let err = FileOutput(descriptor: 2)
            err.write(
                "coordsh: error: cannot read the command line arguments (are too many files open? see 'ulimit -n')\n")
            err.flush()
            return Status.systemError
        }
        return main(arguments: Array(commandLine.dropFirst()), terminal: terminal)
    }

    /// Runs coordsh with `arguments` (without the program name) and returns the exit status.
    public static func main(arguments: [String], terminal: Terminal = .current()) -> Int32 {
        let stdoutWasClosed = StandardStreams.fillClosedOutputs()
        let out = FileOutput(descriptor: 1, closed: stdoutWasClosed)
        let err = FileOutput(descriptor: 2, capacity: 1 << 12)
        let status = main(arguments: arguments, terminal: terminal, out: out, err: err)
        out.flush()
        defer { err.flush() }
        if out.wasClosedByReader { return Status.outputClosed }
        if let failure = out.failure {
            err.write("coordsh: error: cannot write to stdout: \(FileProblem.system(failure).reason)\n")
            return status == Status.success ? Status.failure : status
        }
        return status
    }
}
