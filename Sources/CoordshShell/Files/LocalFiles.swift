import FoundationEssentials
import Glibc

/// The real file system: the one place where coordsh opens files. It knows every kind of file
/// it can meet (a FIFO, a device, a symbolic link, a folder) and every limit, and honours
/// Ctrl-C and SIGTERM in anything that can take long. A leading `~/` means the home folder.
public struct LocalFiles: FileAccess {
    /// What a leading `~/` stands for.
    let home: String?
    /// Asked after an interrupted call and between the blocks of a long write: `true` stops.
    let shouldStop: () -> Bool
    /// Waits for a script's input, or for a signal that asks to stop (`false`).
    let waitForInput: (Int32) -> Bool

    /// The file system as this process sees it: `HOME` (or the password database) for `~/`,
    /// and Ctrl-C, SIGTERM and SIGHUP stopping what takes long.
    public init() {
        self.init(
            home: HomeFolder.current(), shouldStop: { Interrupts.stopRequested }, waitForInput: Interrupts.waitForInput)
    }

    init(home: String?, shouldStop: @escaping () -> Bool, waitForInput: @escaping (Int32) -> Bool = { _ in true }) {
        self.home = home
        self.shouldStop = shouldStop
        self.waitForInput = waitForInput
    }

    /// The path the C library opens for `path` as typed.
    func expanded(_ path: String) -> String {
        FilePath.expandingTilde(path, home: home)
    }

    // MARK: - Reading

    /// At most about 10,000 names: a hint is not worth reading a huge folder through.
    public func names(inFolder folder: String) -> [String]? {
        var batches = 0
        let entries = FolderListing.entries(of: folder.isEmpty ? "." : expanded(folder)) {
            batches += 1
            return batches > 10 || shouldStop()
        }
        guard let entries, batches <= 10 else { return nil }
        return entries.map(\.name)
    }

    public var workingFolder: String? {
        guard let path = getcwd(nil, 0) else { return nil }
        defer { free(path) }
        return String(cString: path)
    }

    public func isRegularFile(_ path: String) -> Bool {
        FileStatus.of(expanded(path))?.kind == .regular
    }

    public func remove(_ path: String) -> Bool {
        let real = expanded(path)
        return FileStatus.ofLink(real)?.kind == .regular && unlink(real) == 0
    }

    public func read(_ path: String, limit: Int) throws(ShellError) -> Data {
        do {
            return Data(try readRegularFile(path, limit: limit, keepingTheEnd: false).bytes)
        } catch .system(ENOENT) {
            throw .unreadable(path, reason: missing(path))
        } catch {
            throw .unreadable(path, reason: error)
        }
    }

    /// The bytes of the regular file at `path`, at most `limit`: a larger file is refused, or,
    /// `keepingTheEnd`, read from `limit` bytes before its end (`isWhole` is then false).
    /// Anything but a regular file is refused before it is opened, and opened without
    /// blocking, so that a FIFO or a device put there in the meantime is refused too.
    func readRegularFile(_ path: String, limit: Int, keepingTheEnd: Bool) throws(FileProblem) -> (
        bytes: [UInt8], isWhole: Bool
    ) {
        let real = expanded(path)
        guard let status = FileStatus.of(real) else { throw .fromErrno }
        try Self.requireRegular(status.kind)
        let descriptor = open(real, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .fromErrno }
        defer { close(descriptor) }
        guard let opened = FileStatus.of(descriptor: descriptor) else { throw .fromErrno }
        try Self.requireRegular(opened.kind)
        var isWhole = true
        if opened.size > limit {
            guard keepingTheEnd else { throw .tooLarge(limit: limit) }
            guard lseek(descriptor, off_t(opened.size - limit), SEEK_SET) >= 0 else { throw .fromErrno }
            isWhole = false
        }
        var bytes = try readAll(descriptor, upTo: limit + 1)
        if bytes.count > limit {  // it grew while being read
            guard keepingTheEnd else { throw .tooLarge(limit: limit) }
            bytes.removeFirst(bytes.count - limit)
            isWhole = false
        }
        return (bytes, isWhole)
    }

    /// Whether the regular file at `path` is a session `:save` wrote, told by its start (the
    /// first `OwnFileKind.sessionHeaderBytes`, however large the file): Tab offers sessions after
    /// `:load` and definitions after `:app load`, both `.json`. `false` for anything it cannot
    /// read or that is not a regular file.
    func startsAsSavedSession(_ path: String) -> Bool {
        let real = expanded(path)
        guard FileStatus.of(real)?.kind == .regular else { return false }
        let descriptor = open(real, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        guard FileStatus.of(descriptor: descriptor)?.kind == .regular,
            let start = try? readAll(descriptor, upTo: OwnFileKind.sessionHeaderBytes)
        else { return false }
        return OwnFileKind.session.marks(Data(start))
    }

    private static func requireRegular(_ kind: FileKind) throws(FileProblem) {
        switch kind {
        case .regular: return
        case .directory: throw .directory
        default: throw .notRegular(kind)
        }
    }

    /// Reads until the end of the file or `count` bytes.
    private func readAll(_ descriptor: Int32, upTo count: Int) throws(FileProblem) -> [UInt8] {
        var bytes: [UInt8] = []
        var block = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count < count {
            let wanted = min(block.count, count - bytes.count)
            let read = block.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, wanted) }
            if read < 0, errno == EINTR {
                if shouldStop() { throw .interrupted }
                continue
            }
            guard read >= 0 else { throw .fromErrno }
            if read == 0 { break }
            bytes.append(contentsOf: block[..<read])
        }
        return bytes
    }

    // MARK: - Scripts

    /// A script's lines. A FIFO is opened as a shell opens it, waiting for a writer (Ctrl-C
    /// stops the wait); a folder is refused.
    public func lines(of path: String) throws(ShellError) -> LineInput {
        let real = expanded(path)
        var descriptor: Int32
        repeat {
            descriptor = open(real, O_RDONLY | O_NOCTTY | O_CLOEXEC)
            if descriptor < 0, errno == EINTR, shouldStop() { throw .unreadable(path, reason: .interrupted) }
        } while descriptor < 0 && errno == EINTR
        guard descriptor >= 0 else { throw .unreadable(path, reason: errno == ENOENT ? missing(path) : .fromErrno) }
        if FileStatus.of(descriptor: descriptor)?.kind == .directory {
            close(descriptor)
            throw .unreadable(path, reason: .directory)
        }
        return LineInput(
            descriptor: descriptor, closesDescriptor: true, shouldStop: shouldStop, waitForInput: waitForInput)
    }
}
