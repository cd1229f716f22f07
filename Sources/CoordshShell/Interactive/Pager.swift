import CEditLine
import FoundationEssentials
import Glibc

/// Shows output longer than the terminal one screen at a time through the user's pager, as psql
/// and git do: `$PAGER`, or `less -FRX` when it is installed (quit when the text fits, keep
/// colours, leave the text on the screen afterwards). Only the interactive session on a terminal
/// pages; scripts, pipes and `--json` never do. An empty `$PAGER` turns paging off.
struct Pager {
    /// The shell command that pages, run by `/bin/sh -c` with the text on its standard input.
    let command: String
    /// The terminal's rows and columns now (the window may have been resized); `nil` if unknown.
    var size: () -> (rows: Int, columns: Int)? = Pager.terminalSize

    /// The pager for `environment`, or `nil` for none.
    static func resolve(environment: [String: String]) -> Pager? {
        if let pager = environment["PAGER"] {
            return pager.allSatisfy(\.isWhitespace) ? nil : Pager(command: pager)
        }
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        let hasLess = folders.contains { access("\($0)/less", X_OK) == 0 }
        return hasLess ? Pager(command: "less -FRX") : nil
    }

    /// The size of the terminal on stdout.
    static func terminalSize() -> (rows: Int, columns: Int)? {
        var columns: Int32 = 0
        let rows = coordsh_terminal_rows(1, &columns)
        return rows > 0 && columns > 0 ? (Int(rows), Int(columns)) : nil
    }

    /// Whether `text` takes more rows than the terminal has, keeping one for the prompt. Long
    /// lines count as the rows they wrap to; colour escapes take no room.
    func needsPaging(_ text: String) -> Bool {
        guard let (rows, columns) = size() else { return false }
        var used = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(text.hasSuffix("\n") ? 1 : 0)
        {
            let width = Self.visibleWidth(line)
            used += max(1, (width + columns - 1) / columns)
            if used > rows - 1 { return true }
        }
        return false
    }

    /// Characters on screen, leaving out `ESC [ ... letter` sequences.
    private static func visibleWidth(_ line: Substring) -> Int {
        var width = 0
        var inEscape = false
        for character in line {
            if inEscape {
                if character.isLetter { inEscape = false }
            } else if character == "\u{1B}" {
                inEscape = true
            } else {
                width += 1
            }
        }
        return width
    }

    /// Runs the pager with `text` on its input and waits for it to end. Returns `false`, having
    /// shown nothing, when the pager could not run (`sh` says why on stderr); the caller then
    /// prints the text itself.
    func show(_ text: String) -> Bool {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return false }
        let (readEnd, writeEnd) = (ends[0], ends[1])
        guard let pid = spawn(readingFrom: readEnd, closing: writeEnd) else {
            close(readEnd)
            close(writeEnd)
            return false
        }
        close(readEnd)
        // SIGPIPE is ignored: a pager that quits early (`q` in less) only makes `write` fail.
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
            if written > 0 {
                bytes = bytes.dropFirst(written)
            } else if written < 0, errno == EINTR {
                continue
            } else {
                break
            }
        }
        close(writeEnd)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        // Ctrl-C inside the pager is the pager's; it must not cancel the next prompt's line.
        Interrupts.clear()
        let exited = status & 0x7F == 0
        let code = (status >> 8) & 0xFF
        return !(exited && (code == 126 || code == 127))
    }

    /// Starts `/bin/sh -c command` with `readEnd` as its standard input and the signals it
    /// would have from a shell.
    private func spawn(readingFrom readEnd: Int32, closing writeEnd: Int32) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, readEnd, 0)
        posix_spawn_file_actions_addclose(&actions, readEnd)
        posix_spawn_file_actions_addclose(&actions, writeEnd)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        sigaddset(&defaults, SIGINT)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        let words: [String] = ["/bin/sh", "-c", command]
        let arguments = words.map { strdup($0) } + [nil]
        let environment =
            ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            (arguments + environment).forEach { free($0) }
        }
        var pid: pid_t = 0
        guard posix_spawn(&pid, "/bin/sh", &actions, &attributes, arguments, environment) == 0 else { return nil }
        return pid
    }
}
