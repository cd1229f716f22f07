import AppDefinitions
import CoordinatorKit
import FoundationEssentials
import Glibc

/// How the session reads and writes files (`:save`, `:load`, `:source`, the tour's progress):
/// the real file system, or memory in tests and fuzzing. Errors name the file and the reason.
public protocol FileAccess {
    /// The bytes of a regular file; fails for a missing, unreadable or too large file, a
    /// folder, and anything that is not a regular file (a FIFO would block, a device never ends).
    func read(_ path: String, limit: Int) throws(ShellError) -> Data
    /// Replaces a regular file's contents all at once (a temporary file beside it, then a
    /// rename), so a crash never leaves a partial file. The file keeps its mode and owner; a
    /// symbolic link keeps pointing to it. Devices, FIFOs, sockets, folders, read-only files
    /// and files with several names are refused.
    func writeAtomically(_ data: Data, to path: String) throws(ShellError)
    /// The lines of a script: a regular file, or a pipe, FIFO or terminal; not a folder.
    func lines(of path: String) throws(ShellError) -> LineInput
    /// Whether `path` names a regular file (following symbolic links), for a hint when a
    /// relative path is not found.
    func isRegularFile(_ path: String) -> Bool
    /// The names in `folder` (as a path names it; "" for the folder coordsh runs in), for a
    /// hint when a file is not found; `nil` when it cannot be read, or holds more than a
    /// hint should look through.
    func names(inFolder folder: String) -> [String]?
    /// The absolute path of the folder coordsh runs in, for a script it writes to name a file
    /// from the script's own folder; `nil` when it is not known.
    var workingFolder: String? { get }
    /// Removes the regular file at `path` (a link is left as it is); whether it did. Only for a
    /// file coordsh wrote and can tell so (`:record`'s state of a recording it replaces).
    func remove(_ path: String) -> Bool
}

extension FileAccess {
    /// No names: a file access that cannot list folders gives no hint from them.
    public func names(inFolder folder: String) -> [String]? { nil }

    /// Not known: a file access of no real folder names files as they were given.
    public var workingFolder: String? { nil }

    public func remove(_ path: String) -> Bool { false }

    /// Why `path` cannot be read when it does not exist: a file of a near name that does
    /// (`namesakes`) is named, else the system's reason.
    func missing(_ path: String) -> FileProblem {
        guard let similar = path.namesakes.first(where: isRegularFile) ?? misspelt(path) else {
            return .system(ENOENT)
        }
        return .notFound(similar: similar)
    }

    /// The file in `path`'s folder, with its extension, whose name is nearest `path`'s
    /// (`food.json5` for `fod.json5`), as "Did you mean" finds names; `nil` for none, or for a
    /// name without an extension (`namesakes` answers those).
    private func misspelt(_ path: String) -> String? {
        let slash = path.lastIndex(of: "/")
        let name = String(slash.map { path[path.index(after: $0)...] } ?? path[...])
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        let folder = slash.map { String(path[...$0]) } ?? ""
        let kind = name[dot...].lowercased()
        guard let names = names(inFolder: folder) else { return nil }
        let sameKind = names.filter { $0 != name && $0.lowercased().hasSuffix(kind) }
        guard let nearest = Suggestion.nearest(to: name, in: sameKind) else { return nil }
        return isRegularFile(folder + nearest) ? folder + nearest : nil
    }

    /// Reads a file a script's line names: a relative path from the folder coordsh runs in, or,
    /// when that folder lacks the file, from the folder of `script` (the innermost script that
    /// runs), so that a script runs from any folder. With no script (at the prompt), and for a
    /// path from `/` or `~`, the path as given only. When neither folder has it, the error names
    /// a file of a near name in the first, else in the script's.
    ///
    /// - Returns: what `read` made, and the path it read.
    func read<Value>(
        _ path: String, besideScript script: String?, with read: (String) throws(ShellError) -> Value
    ) throws(ShellError) -> (Value, path: String) {
        do {
            return (try read(path), path)
        } catch {
            guard error.isMissingFile, let script, let beside = ScriptPath.beside(script: script, path: path) else {
                throw error
            }
            do {
                return (try read(beside), beside)
            } catch let besideError {
                guard besideError.isMissingFile, error.namesANearFile || !besideError.namesANearFile else {
                    throw besideError
                }
                throw error
            }
        }
    }

    /// Refuses a JSON document given where a script goes: an app definition or a saved session
    /// (named `.json5` or `.json`, as both are), whose every line would fail as an unknown
    /// command. Other files, and files it cannot read, are left to the script's reader.
    func refuseDocumentAsScript(_ path: String) throws(ShellError) {
        guard path.looksLikeAJSONDocument,
            let data = try? read(path, limit: SessionFile.maxBytes)
        else { return }
        switch DocumentKind(of: Array(data)) {
        case .definition: throw .definitionNotScript(path)
        case .session: throw .sessionNotScript(path)
        case .other: return
        }
    }
}

extension String {
    /// The names a user may have meant when this path does not exist: the other JSON extension
    /// (`shop.json` for `shop.json5` and back), or, for a name without an extension, a
    /// script's, a definition's and a saved session's (`tour.coord`, `tour.json5`, `tour.json`).
    var namesakes: [String] {
        let name = lowercased()
        if name.hasSuffix(".json5") { return [String(dropLast())] }
        if name.hasSuffix(".json") { return [self + "5"] }
        guard let last = split(separator: "/").last, !hasSuffix("/"), !last.contains(".") else { return [] }
        return [self + ".coord", self + ".json5", self + ".json"]
    }

    /// Whether a path is named as a JSON document (`.json5`, `.json`, in any case), as app
    /// definitions and saved sessions are: a hint when one is given where something else goes.
    var looksLikeAJSONDocument: Bool {
        let name = lowercased()
        return name.hasSuffix(".json5") || name.hasSuffix(".json")
    }

    /// After an app's name that is not one (`--app recipes.json5`, `--app bank`): the option a
    /// definition's file goes with, when the name looks like a file or like no built-in app's
    /// (`suggested` is false); nothing after a misspelt built-in name, which "Did you mean" answers.
    func appFileHint(suggested: Bool) -> String {
        if looksLikeAJSONDocument { return " An app definition's file is given with '--app-file <file>'." }
        return suggested ? "" : " An app of your own runs from its definition's file: '--app-file <file>'."
    }
}
