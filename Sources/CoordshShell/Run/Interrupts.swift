import Glibc
import Synchronization

/// SIGINT, SIGTERM, SIGHUP and SIGPIPE handling. The handlers only set a flag; the runners look
/// at it between commands and after an interrupted read, and a long write looks at it between
/// blocks, so that coordsh stops where it leaves nothing half done: the terminal restored, no
/// temporary file left, the history saved, the final state of `--quiet` printed.
enum Interrupts {
    /// Installs the handlers: SIGINT sets one flag, SIGTERM and SIGHUP record the signal, and
    /// each interrupts a blocked read (no SA_RESTART, so `read` returns EINTR); SIGPIPE is
    /// ignored so that a closed stdout shows up as EPIPE from `write` and the run can end quietly.
    static func install() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in interruptRequested.store(true, ordering: .relaxed) }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
        var termination = sigaction()
        termination.__sigaction_handler.sa_handler = { signal in terminatingSignal.store(signal, ordering: .relaxed) }
        sigemptyset(&termination.sa_mask)
        termination.sa_flags = 0
        sigaction(SIGTERM, &termination, nil)
        sigaction(SIGHUP, &termination, nil)
        // A parent may start us with these blocked (some test runners and process spawners do).
        var signals = sigset_t()
        sigemptyset(&signals)
        for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&signals, signal) }
        sigprocmask(SIG_UNBLOCK, &signals, nil)
        signal(SIGPIPE, SIG_IGN)
    }

    /// Whether SIGINT arrived since the last `clear()`.
    static var requested: Bool {
        interruptRequested.load(ordering: .relaxed)
    }

    /// SIGTERM or SIGHUP, if one arrived: coordsh ends as soon as it can, with status 128 + it.
    static var termination: Int32? {
        let signal = terminatingSignal.load(ordering: .relaxed)
        return signal == 0 ? nil : signal
    }

    /// Whether a read or write in progress should stop: SIGINT or a termination signal.
    static var stopRequested: Bool {
        requested || termination != nil
    }

    /// Forgets SIGINT (a termination is never forgotten).
    static func clear() {
        interruptRequested.store(false, ordering: .relaxed)
    }
}

private let interruptRequested = Atomic<Bool>(false)
private let terminatingSignal = Atomic<Int32>(0)
