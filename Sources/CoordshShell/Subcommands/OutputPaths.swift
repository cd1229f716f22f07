import Glibc

/// Checks of the paths a subcommand will write, made before anything runs, so that a long run
/// does not end in an error it could have given at once.
enum OutputPaths {
    /// Why a file cannot be written at `path` (a missing folder, a folder in its place), or `nil`.
    static func problem(writing path: String) -> OutputFileError? {
        if isFolder(path) { return .isFolder(path) }
        let folder = folder(of: path)
        guard isFolder(folder) else { return .missingFolder(path, folder: folder) }
        return nil
    }

    /// The folder a path is in: `.` for a bare name.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }
}
