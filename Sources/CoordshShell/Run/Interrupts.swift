import Glibc
import Synchronization

/// SIGINT and SIGPIPE handling. The SIGINT handler only sets a flag; the runners look at it
/// between commands and after an interrupted read.
enum Interrupts {
    /// Installs the handlers: SIGINT sets the flag and interrupts a blocked read (no
    /// SA_RESTART, so `read` returns EINTR); SIGPIPE is ignored so that a closed stdout shows
    /// up as EPIPE from `write` and the run can end quietly.
    static func install() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in interruptRequested.store(true, ordering: .relaxed) }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
        // A parent may start us with SIGINT blocked (some test runners and process spawners do).
        var interrupt = sigset_t()
        sigemptyset(&interrupt)
        sigaddset(&interrupt, SIGINT)
        sigprocmask(SIG_UNBLOCK, &interrupt, nil)
        signal(SIGPIPE, SIG_IGN)
    }

    /// Whether SIGINT arrived since the last `clear()`.
    static var requested: Bool {
        interruptRequested.load(ordering: .relaxed)
    }

    static func clear() {
        interruptRequested.store(false, ordering: .relaxed)
    }
}

private let interruptRequested = Atomic<Bool>(false)
