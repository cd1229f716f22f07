import Glibc

/// Where the interactive history lives, and reading and writing it: one command per line,
/// UTF-8, mode 0600, rewritten after every command through a temporary file and a rename, so
/// a killed session keeps its history and a crash never leaves half a file.
struct HistoryFile {
    let path: String

    /// The history file the flags and environment ask for, or `nil` for none (SPEC 7):
    /// `--no-history`; else `--history FILE`; else `COORDSH_HISTORY`; else `~/.coordsh_history`.
    /// An empty path or `/dev/null` turns history off.
    static func resolve(option: HistoryOption, environment: [String: String]) -> HistoryFile? {
        let path: String?
        switch option {
        case .off: path = nil
        case .file(let file): path = file
        case .default:
            path = environment["COORDSH_HISTORY"] ?? environment["HOME"].map { $0 + "/.coordsh_history" }
        }
        guard let path, !path.isEmpty, path != "/dev/null" else { return nil }
        return HistoryFile(path: path)
    }

    /// The file where the tour remembers finished lessons: `.coordsh_tour` in the same folder.
    var tourProgressPath: String {
        guard let slash = path.lastIndex(of: "/") else { return ".coordsh_tour" }
        return path[...slash] + ".coordsh_tour"
    }

    /// The saved commands; none if the file does not exist yet or cannot be read.
    func load(capacity: Int = CommandHistory.defaultCapacity) -> CommandHistory {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return CommandHistory(capacity: capacity) }
        defer { close(descriptor) }
        let input = LineInput(descriptor: descriptor)
        var history = CommandHistory(capacity: capacity)
        while let line = input.next() {
            if case .text(let text) = line { history.add(text) }
        }
        return history
    }

    /// Writes `history`, replacing the file; returns why it could not, if it could not.
    func save(_ history: CommandHistory) -> String? {
        let temporary = path + ".tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        let bytes = Array(history.entries.map { $0 + "\n" }.joined().utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, bytes.count - written) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            written += count
        }
        let failure = written == bytes.count ? nil : String(cString: strerror(errno))
        fchmod(descriptor, 0o600)
        close(descriptor)
        if let failure {
            unlink(temporary)
            return failure
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            return reason
        }
        return nil
    }
}

/// What `--history FILE` and `--no-history` asked for.
enum HistoryOption: Equatable {
    case `default`
    case file(String)
    case off
}
