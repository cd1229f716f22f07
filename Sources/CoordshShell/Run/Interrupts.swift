import Glibc
import Synchronization

/// SIGINT, SIGTERM, SIGHUP and SIGPIPE handling. The handlers set a flag and wake a pipe; the
/// runners look at the flag between commands, and a read waits on the pipe too, so a signal
/// that comes just before a read is not missed. A long write looks at the flag between
/// blocks. So coordsh stops where it leaves nothing half done: the terminal restored, no
/// temporary file left, the history saved, the final state of `--quiet` printed.
///
/// One exception: SIGTERM or SIGHUP while the prompt waits for a line ends the process from
/// the handler (`_exit`). libedit reads the terminal itself, so a signal just before its read
/// would be missed; and at the prompt nothing is in progress (the history is saved after every
/// command). The handler puts the terminal back as the prompt found it before it leaves:
/// libedit's own handler does so only once it has marked the terminal raw, and it makes it raw
/// a moment before marking it (a SIGTERM sent as the prompt appears can land in between).
enum Interrupts {
    /// Installs the handlers: SIGINT sets one flag, SIGTERM and SIGHUP record the signal, and
    /// each interrupts a blocked call (no SA_RESTART, so `read` returns EINTR); SIGPIPE is
    /// ignored so that a closed stdout shows up as EPIPE from `write` and the run can end quietly.
    static func install() {
        var descriptors: [Int32] = [-1, -1]
        if wakeRead.load(ordering: .relaxed) < 0, pipe(&descriptors) == 0 {
            // Above the standard streams: with stdin closed (`<&-`), the pipe must not become it.
            let moved = descriptors.map { descriptor in
                defer { close(descriptor) }
                let high = fcntl(descriptor, F_DUPFD_CLOEXEC, 3)
                _ = fcntl(high, F_SETFL, O_NONBLOCK)
                return high
            }
            wakeRead.store(moved[0], ordering: .relaxed)
            wakeWrite.store(moved[1], ordering: .relaxed)
        }
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            interruptRequested.store(true, ordering: .relaxed)
            wake()
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
        var termination = sigaction()
        termination.__sigaction_handler.sa_handler = { signal in
            terminatingSignal.store(signal, ordering: .relaxed)
            if waitingAtPrompt.load(ordering: .relaxed) {
                if promptTerminalSaved.load(ordering: .relaxed) { tcsetattr(STDIN_FILENO, TCSANOW, promptTerminal) }
                _exit(128 + signal)
            }
            wake()
        }
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
        if termination == nil { drain() }
    }

    /// Empties the wake pipe.
    private static func drain() {
        var byte: UInt8 = 0
        let descriptor = wakeRead.load(ordering: .relaxed)
        while descriptor >= 0, read(descriptor, &byte, 1) == 1 {}
    }

    /// Waits until `descriptor` can be read without blocking; `false` if a stop was requested
    /// first (even just before the wait began).
    static func waitForInput(on descriptor: Int32) -> Bool {
        let wake = wakeRead.load(ordering: .relaxed)
        guard wake >= 0 else { return true }
        var descriptors = [
            pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            if stopRequested { return false }
            let ready = poll(&descriptors, 2, -1)
            if ready < 0, errno != EINTR { return true }  // let the read report it
            if descriptors[0].revents != 0 { return true }
            if descriptors[1].revents != 0, !stopRequested { drain() }  // a SIGINT already dealt with
        }
    }

    /// Runs `body` (libedit's read of a line) with SIGTERM and SIGHUP ending the process at once.
    /// The terminal's settings are kept first (libedit leaves it as the user had it between
    /// lines), for the handler to put back.
    static func atPrompt<Result>(_ body: () -> Result) -> Result {
        promptTerminalSaved.store(tcgetattr(STDIN_FILENO, promptTerminal) == 0, ordering: .relaxed)
        waitingAtPrompt.store(true, ordering: .relaxed)
        defer { waitingAtPrompt.store(false, ordering: .relaxed) }
        if let signal = termination { _exit(128 + signal) }
        return body()
    }
}

/// Writes a byte to the wake pipe (async-signal-safe).
private func wake() {
    var byte: UInt8 = 1
    let descriptor = wakeWrite.load(ordering: .relaxed)
    if descriptor >= 0 { _ = write(descriptor, &byte, 1) }
}

private let interruptRequested = Atomic<Bool>(false)
private let terminatingSignal = Atomic<Int32>(0)
private let waitingAtPrompt = Atomic<Bool>(false)
/// The terminal as the prompt found it (`atPrompt`), and whether that is known; read by the
/// handler, so a fixed buffer rather than a Swift value.
nonisolated(unsafe) private let promptTerminal = UnsafeMutablePointer<termios>.allocate(capacity: 1)
private let promptTerminalSaved = Atomic<Bool>(false)
private let wakeRead = Atomic<Int32>(-1)
private let wakeWrite = Atomic<Int32>(-1)
