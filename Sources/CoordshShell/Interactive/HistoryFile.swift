import FoundationEssentials
import Glibc

/// Where the interactive history lives, and reading and writing it: one command per line,
/// UTF-8, a new file mode 0600. After every command the lines typed since the last save are
/// merged into what the file holds now (as `history -a` does, under a lock on its folder), so
/// two sessions at once keep both their commands. The file is replaced atomically, like
/// `:save`'s files: a killed session keeps its history, and a link, a device or a read-only
/// file is never replaced.
struct HistoryFile: Equatable {
    /// What the flags, the environment and the home folder choose.
    enum Choice: Equatable {
        case file(HistoryFile)
        /// `--no-history`, an empty path or the null device.
        case off
        /// No `--history`, no `COORDSH_HISTORY`, and no home folder to keep it in.
        case noHome

        var file: HistoryFile? {
            if case .file(let file) = self { file } else { nil }
        }
    }

    /// The most of the file read at start: its end, the newest commands (1,000 commands of a
    /// few hundred bytes fit many times over).
    static let readLimit = 4 << 20

    let path: String

    /// The history file the flags and environment ask for (SPEC 7): `--no-history`; else
    /// `--history FILE`; else `COORDSH_HISTORY`; else `.coordsh_history` in the home folder.
    /// An empty path or the null device (however its path is spelt) turns history off; a
    /// leading `~/` is the home folder.
    static func resolve(option: HistoryOption, environment: [String: String], home: String?) -> Choice {
        let path: String
        switch option {
        case .off: return .off
        case .file(let file): path = file
        case .default:
            if let variable = environment["COORDSH_HISTORY"] {
                path = variable
            } else if let home {
                path = home + "/.coordsh_history"
            } else {
                return .noHome
            }
        }
        guard !path.isEmpty else { return .off }
        let expanded = FilePath.expandingTilde(path, home: home)
        if FileStatus.of(expanded)?.isNullDevice == true { return .off }
        return .file(HistoryFile(path: expanded))
    }

    /// The choice for this process: its environment, and `HOME` or the password database.
    static func resolve(option: HistoryOption, terminal: Terminal) -> Choice {
        resolve(
            option: option, environment: terminal.environment,
            home: HomeFolder.resolve(home: terminal.environment["HOME"]))
    }

    /// The file where the tour remembers finished lessons: `.coordsh_tour` in the same folder.
    var tourProgressPath: String {
        guard let slash = path.lastIndex(of: "/") else { return ".coordsh_tour" }
        return path[...slash] + ".coordsh_tour"
    }

    private var files: LocalFiles { LocalFiles(home: nil, shouldStop: { false }) }

    /// The saved commands (none if the file does not exist yet), or why they cannot be read.
    func load(capacity: Int = CommandHistory.defaultCapacity) -> Result<CommandHistory, FileProblem> {
        let read: (bytes: [UInt8], isWhole: Bool)
        do {
            read = try files.readRegularFile(path, limit: Self.readLimit, keepingTheEnd: true)
        } catch .system(ENOENT) {
            return .success(CommandHistory(capacity: capacity))
        } catch {
            return .failure(error)
        }
        var lines: [String] = []
        let input = LineInput(bytes: read.bytes)
        while let line = input.next() {
            if case .text(let text) = line { lines.append(text.text) }
        }
        if !read.isWhole, !lines.isEmpty { lines.removeFirst() }  // the end of a line cut in two
        return .success(CommandHistory(entries: lines, capacity: capacity))
    }

    /// Adds `lines` to the commands the file holds now and writes them back; returns why it
    /// could not, if it could not.
    func append(_ lines: [String], capacity: Int = CommandHistory.defaultCapacity) -> FileProblem? {
        FolderLock.holding(FilePath.folder(of: path)) {
            var history: CommandHistory
            switch load(capacity: capacity) {
            case .success(let saved): history = saved
            case .failure(let problem): return problem
            }
            for line in lines { history.add(line) }
            return save(history)
        }
    }

    /// Writes `history`, replacing the file; returns why it could not, if it could not.
    func save(_ history: CommandHistory) -> FileProblem? {
        do {
            try files.replace(path, with: Data(history.entries.map { $0 + "\n" }.joined().utf8), newFileMode: 0o600)
            return nil
        } catch {
            return error
        }
    }
}

/// What `--history FILE` and `--no-history` asked for.
enum HistoryOption: Equatable {
    case `default`
    case file(String)
    case off
}
