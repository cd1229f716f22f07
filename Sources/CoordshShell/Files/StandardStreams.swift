import Glibc

/// The standard streams as coordsh finds them. A closed output (`>&-`) is a descriptor number
/// that the next file opened would take: its output or its errors would then go into that file.
enum StandardStreams {
    /// Puts the null device on stdout and stderr where they are closed; returns whether stdout
    /// was (the run then counts it as closed by its reader, SPEC 1).
    static func fillClosedOutputs() -> Bool {
        let stdoutWasClosed = !isOpen(1)
        for descriptor in [Int32(1), 2] where !isOpen(descriptor) {
            let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
            if null >= 0, null != descriptor {
                dup2(null, descriptor)
                close(null)
            }
        }
        return stdoutWasClosed
    }

    private static func isOpen(_ descriptor: Int32) -> Bool {
        fcntl(descriptor, F_GETFD) >= 0 || errno != EBADF
    }
}
