import FoundationEssentials
import Glibc

/// Files held in memory, for tests and fuzzing: `:save`, `:load` and `:source` never touch the
/// disk. A path ending in `/` is refused as a directory; a missing path is "No such file or
/// directory".
public final class MemoryFiles: FileAccess {
    /// The files, by path.
    public var files: [String: Data]

    public init(files: [String: Data] = [:]) {
        self.files = files
    }

    public func read(_ path: String, limit: Int) throws(ShellError) -> Data {
        let data = try file(path)
        guard data.count <= limit else { throw .unreadable(path, reason: .tooLarge(limit: limit)) }
        return data
    }

    public func writeAtomically(_ data: Data, to path: String) throws(ShellError) {
        guard !path.hasSuffix("/") else { throw .unwritable(path, reason: .folderName) }
        files[path] = data
    }

    public func lines(of path: String) throws(ShellError) -> LineInput {
        LineInput(bytes: Array(try file(path)))
    }

    public func names(inFolder folder: String) -> [String]? {
        files.keys.compactMap { path in
            guard path.hasPrefix(folder) else { return nil }
            let name = path.dropFirst(folder.count)
            return name.contains("/") ? nil : String(name)
        }
    }

    public func isRegularFile(_ path: String) -> Bool {
        !path.hasSuffix("/") && files[path] != nil
    }

    public func remove(_ path: String) -> Bool {
        files.removeValue(forKey: path) != nil
    }

    private func file(_ path: String) throws(ShellError) -> Data {
        guard !path.hasSuffix("/") else { throw .unreadable(path, reason: .directory) }
        guard let data = files[path] else { throw .unreadable(path, reason: missing(path)) }
        return data
    }
}
