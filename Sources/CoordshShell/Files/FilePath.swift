import Glibc

/// Paths as typed, made into the paths the C library opens: a leading `~/` expanded, symbolic
/// links followed to the file they name.
enum FilePath {
    /// `~/notes.json` is `HOME/notes.json` and `~` is `HOME`, as in a shell; any other path,
    /// and every path when there is no home folder, stays as it is.
    static func expandingTilde(_ path: String, home: String?) -> String {
        guard let home, path == "~" || path.hasPrefix("~/") else { return path }
        return home + path.dropFirst()
    }

    /// The folder that holds `path`: `dir/a` is in `dir`, `a` in `.`, `/a` in `/`.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = path[..<slash]
        return folder.isEmpty ? "/" : String(folder)
    }

    /// The file that `path` finally names when its symbolic links are followed, hop by hop
    /// (a relative link is read from the link's folder). It need not exist: a link may point to
    /// a file not written yet. More than 40 hops is a loop (ELOOP), as for the kernel.
    static func resolvingLinks(_ path: String) throws(FileProblem) -> String {
        var current = path
        for _ in 0..<40 {
            guard let status = FileStatus.ofLink(current), status.kind == .symbolicLink else { return current }
            guard let target = readLink(current) else { throw .fromErrno }
            current = target.hasPrefix("/") ? target : folder(of: current) + "/" + target
        }
        throw .system(ELOOP)
    }

    private static func readLink(_ path: String) -> String? {
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = buffer.withUnsafeMutableBufferPointer { bytes in
            bytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                readlink(path, $0, bytes.count - 1)
            }
        }
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count], as: UTF8.self)
    }
}
