import FoundationEssentials
import Glibc

extension LocalFiles {
    public func writeAtomically(_ data: Data, to path: String) throws(ShellError) {
        do {
            try replace(path, with: data, newFileMode: 0o666)
        } catch {
            throw .unwritable(path, reason: error)
        }
    }

    /// Replaces the regular file at `path` (or creates it) with `bytes`, as vim and sqlite3 do:
    ///
    /// - a symbolic link is followed, and the file it names is replaced: the link stays;
    /// - a name that ends in '/' is refused as a folder's, whether or not the folder is there;
    /// - a folder, a device, a FIFO or a socket is refused, and so is a read-only file (even for
    ///   root) and a file with several names (hard links), which a rename would separate;
    /// - the new contents go to a temporary file in the same folder (unnamed where the file
    ///   system allows it, so that a killed coordsh leaves nothing), which takes the old file's
    ///   mode and owner, is synced, and is renamed over the file; then the folder is synced;
    /// - Ctrl-C or SIGTERM during the write stops it and leaves the file as it was.
    ///
    /// A new file gets `newFileMode`, less the umask.
    func replace(_ path: String, with bytes: Data, newFileMode: mode_t) throws(FileProblem) {
        guard !path.hasSuffix("/") else { throw .folderName }
        let target = try FilePath.resolvingLinks(expanded(path))
        let existing = try Self.replaceableFile(at: target)
        if existing == nil { try Self.checkFolderExists(of: target) }
        let temporary = try TemporaryFile(besides: target)
        try temporary.write(bytes, shouldStop: shouldStop)
        temporary.take(from: existing, newFileMode: newFileMode)
        try temporary.publish()
    }

    /// Why `replace` would refuse to write at `path`, asked before a long run whose results go
    /// there (`coordsh test --junit`), or `nil`: what it refuses of the file, and a folder it
    /// cannot make its temporary file in. (The file may still change before the write.)
    func problem(replacing path: String) -> FileProblem? {
        do throws(FileProblem) {
            guard !path.hasSuffix("/") else { throw FileProblem.folderName }
            let target = try FilePath.resolvingLinks(expanded(path))
            _ = try Self.replaceableFile(at: target)
            try Self.checkFolderExists(of: target)
            guard access(FilePath.folder(of: target), W_OK) == 0 else { throw FileProblem.fromErrno }
            return nil
        } catch {
            return error
        }
    }

    /// Refuses a file to be made in a folder that does not exist, naming the folder (the
    /// system's "No such file or directory" left the user to guess which part was missing).
    private static func checkFolderExists(of target: String) throws(FileProblem) {
        let folder = FilePath.folder(of: target)
        if FileStatus.of(folder) == nil, errno == ENOENT { throw .missingFolder(folder) }
    }

    /// The file at `target` if coordsh may replace it; `nil` if there is none yet.
    private static func replaceableFile(at target: String) throws(FileProblem) -> FileStatus? {
        guard let status = FileStatus.ofLink(target) else {
            if errno == ENOENT { return nil }
            throw .fromErrno
        }
        switch status.kind {
        case .regular: break
        case .directory: throw .directory
        default: throw .notReplaceable(status.kind)
        }
        if status.links > 1 { throw .hardLinks(status.links) }
        if status.isReadOnly { throw .readOnly(permissions: status.permissions) }
        guard access(target, W_OK) == 0 else { throw .fromErrno }
        return status
    }
}
