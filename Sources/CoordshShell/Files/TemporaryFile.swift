import FoundationEssentials
import Glibc

/// The new contents of a file, written beside it before they replace it. Unnamed (O_TMPFILE)
/// where the file system allows it, and named only at `publish()`, for the instant between
/// `linkat` and `rename`: nothing is left behind if coordsh is killed, even with SIGKILL.
/// Elsewhere it has a unique short name from the start (`.coordsh-XXXXXX`, from mkstemp),
/// which is removed when the write fails or is stopped. Short either way: a 250-byte file
/// name leaves room for it.
final class TemporaryFile {
    let target: String
    let folder: String
    private let descriptor: Int32
    /// The temporary name in `folder`, once it has one.
    private var name: String?
    private var published = false

    /// Linux's O_TMPFILE (`__O_TMPFILE | O_DIRECTORY`), which Swift cannot see.
    private static let unnamedFlag = O_DIRECTORY | 0o20000000

    /// A temporary file in the folder of `target`; `unnamed: false` always gives it a name.
    init(besides target: String, unnamed: Bool = true) throws(FileProblem) {
        self.target = target
        folder = FilePath.folder(of: target)
        var descriptor: Int32 = -1
        if unnamed, access("/proc/self/fd", X_OK) == 0 {
            descriptor = open(folder, Self.unnamedFlag | O_WRONLY | O_CLOEXEC, 0o600)
            if descriptor < 0, ![EOPNOTSUPP, EISDIR, EINVAL].contains(errno) { throw .fromErrno }
        }
        if descriptor < 0 {
            var template = Array((folder + "/.coordsh-XXXXXX").utf8CString)
            descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard descriptor >= 0 else { throw .fromErrno }
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            name = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
        if !published, let name { unlink(name) }
    }

    /// Writes `bytes` in blocks of 1 MiB, asking `shouldStop` before each.
    func write(_ bytes: Data, shouldStop: () -> Bool) throws(FileProblem) {
        let problem = bytes.withUnsafeBytes { buffer -> FileProblem? in
            var written = 0
            while written < buffer.count {
                if shouldStop() { return .interrupted }
                let count = Glibc.write(descriptor, buffer.baseAddress! + written, min(1 << 20, buffer.count - written))
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return .fromErrno }
                written += count
            }
            return nil
        }
        if let problem { throw problem }
    }

    /// Gives the file the mode and owner of the file it replaces (the owner only where the
    /// system allows it), or, for a new file, `newFileMode` less the umask.
    func take(from existing: FileStatus?, newFileMode: mode_t) {
        guard let existing else {
            let mask = umask(0)
            umask(mask)
            fchmod(descriptor, newFileMode & ~mask)
            return
        }
        if existing.owner != geteuid() || existing.group != getegid() {
            if fchown(descriptor, existing.owner, existing.group) != 0 {
                _ = fchown(descriptor, uid_t.max, existing.group)  // at least the group, if we are in it
            }
        }
        fchmod(descriptor, existing.permissions)  // after fchown, which clears set-user-ID
    }

    /// Syncs the contents, gives them the target's name (a rename, atomic), and syncs the folder.
    func publish() throws(FileProblem) {
        guard fsync(descriptor) == 0 else { throw .fromErrno }
        if name == nil { try link() }
        guard let name, rename(name, target) == 0 else { throw .fromErrno }
        published = true
        let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folderDescriptor >= 0 else { return }
        defer { close(folderDescriptor) }
        if fsync(folderDescriptor) != 0, errno == EIO { throw .fromErrno }
    }

    /// Gives the unnamed file a unique short name in its folder.
    private func link() throws(FileProblem) {
        for _ in 0..<100 {
            let candidate = folder + "/.coordsh-" + String(UInt32.random(in: 0...UInt32.max), radix: 36)
            if linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, candidate, AT_SYMLINK_FOLLOW) == 0 {
                name = candidate
                return
            }
            guard errno == EEXIST else { throw .fromErrno }
        }
        throw .system(EEXIST)
    }
}
