import DesignCheck
import FoundationEssentials
import Glibc

/// The folder `coordsh paths --out DIR` writes into: made if missing (its parent must exist);
/// refused if it holds files `coordsh paths` did not write, unless `--force`. Scripts an earlier
/// run wrote (their first line says so) are replaced, never other files: with `--force`, a
/// file of the user's named like a script to write is refused before anything is written.
struct ScriptFolder {
    let path: String
    /// Scripts an earlier run wrote, by name.
    private let earlier: [String]

    static func prepare(_ path: String, force: Bool) -> Result<ScriptFolder, OutputFileError> {
        if !OutputPaths.exists(path) {
            let parent = OutputPaths.folder(of: path.hasSuffix("/") ? String(path.dropLast()) : path)
            guard OutputPaths.isFolder(parent) else { return .failure(.missingFolder(path, folder: parent)) }
            guard mkdir(path, 0o755) == 0 else {
                return .failure(.cannotMakeFolder(path, reason: String(cString: strerror(errno))))
            }
            return .success(ScriptFolder(path: path, earlier: []))
        }
        guard OutputPaths.isFolder(path) else { return .failure(.notAFolder(path)) }
        let names = entries(of: path)
        let earlier = names.filter { wasWrittenByPaths(path + "/" + $0) }
        let others = names.filter { !earlier.contains($0) }
        if !others.isEmpty, !force { return .failure(.folderNotEmpty(path, files: others)) }
        return .success(ScriptFolder(path: path, earlier: earlier))
    }

    /// The files there that `scripts` would replace and an earlier run did not write (a
    /// recording named `screen-home.coord`), found before any is written: `nil` if none.
    func problem(writing scripts: [TestScript]) -> OutputFileError? {
        let blocking = scripts.map(\.name).filter { OutputPaths.exists(file($0)) && !Self.wasWrittenByPaths(file($0)) }
        return blocking.isEmpty ? nil : .wouldReplace(path, files: blocking)
    }

    /// Writes every script (each atomically) and removes the earlier run's scripts that are
    /// not written again; returns the names of those it removed, sorted, which the summary says
    /// (a run of the default cover after `--cover transitions` removed 245 files without a word).
    func write(_ scripts: [TestScript]) throws(ShellError) -> [String] {
        let files = LocalFiles()
        for script in scripts {
            try files.writeAtomically(Data(script.text.utf8), to: file(script.name))
        }
        let names = Set(scripts.map(\.name))
        return earlier.filter { !names.contains($0) && unlink(file($0)) == 0 }
    }

    private func file(_ name: String) -> String {
        path.hasSuffix("/") ? path + name : path + "/" + name
    }

    /// The entries of a folder, without `.` and `..`, sorted.
    private static func entries(of path: String) -> [String] {
        (FolderListing.entries(of: path) ?? []).map(\.name).sorted()
    }

    /// Whether a file is a script `coordsh paths` wrote: a regular `.coord` file (not a link:
    /// only the file itself is removed when no longer written) whose first line is the marker.
    private static func wasWrittenByPaths(_ path: String) -> Bool {
        path.hasSuffix(".coord") && FileStatus.ofLink(path)?.kind == .regular
            && LocalFiles().holds(.pathsScript, at: path)
    }
}
