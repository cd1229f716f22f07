import FoundationEssentials
import Glibc

/// How the session reads and writes files (`:save`, `:load`): the real file system, or memory
/// in tests. Errors name the file and the reason.
public protocol FileAccess {
    /// The file's bytes; fails for a missing, unreadable or too large file, or a directory.
    func read(_ path: String, limit: Int) throws(ShellError) -> Data
    /// Replaces the file's contents all at once: a temporary file in the same folder, then a
    /// rename, so a crash never leaves a partial file.
    func writeAtomically(_ data: Data, to path: String) throws(ShellError)
}

/// The real file system.
public struct LocalFiles: FileAccess {
    public init() {}

    public func read(_ path: String, limit: Int) throws(ShellError) -> Data {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(path, reason: Self.reason()) }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            throw .unreadable(path, reason: "it is a directory")
        }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw .unreadable(path, reason: Self.reason()) }
            if count == 0 { return data }
            data.append(contentsOf: buffer[..<count])
            if data.count > limit { throw .unreadable(path, reason: "it is larger than \(limit) bytes") }
        }
    }

    public func writeAtomically(_ data: Data, to path: String) throws(ShellError) {
        var status = stat()
        if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            throw .unwritable(path, reason: "it is a directory")
        }
        let temporary = path + ".tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .unwritable(path, reason: Self.reason()) }
        var failure: String?
        data.withUnsafeBytes { bytes in
            var written = 0
            while written < bytes.count {
                let count = write(descriptor, bytes.baseAddress! + written, bytes.count - written)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else {
                    failure = Self.reason()
                    return
                }
                written += count
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = Self.reason() }
        close(descriptor)
        if failure == nil, rename(temporary, path) != 0 { failure = Self.reason() }
        if let failure {
            unlink(temporary)
            throw .unwritable(path, reason: failure)
        }
    }

    private static func reason() -> String {
        String(cString: strerror(errno))
    }
}

/// Files held in memory, for tests and fuzzing: `:save` and `:load` never touch the disk. A path
/// ending in `/` is refused as a directory; a missing path is "No such file or directory".
public final class MemoryFiles: FileAccess {
    /// The files, by path.
    public var files: [String: Data]

    public init(files: [String: Data] = [:]) {
        self.files = files
    }

    public func read(_ path: String, limit: Int) throws(ShellError) -> Data {
        guard let data = files[path] else { throw .unreadable(path, reason: "No such file or directory") }
        guard data.count <= limit else { throw .unreadable(path, reason: "it is larger than \(limit) bytes") }
        return data
    }

    public func writeAtomically(_ data: Data, to path: String) throws(ShellError) {
        guard !path.hasSuffix("/") else { throw .unwritable(path, reason: "it is a directory") }
        files[path] = data
    }
}
