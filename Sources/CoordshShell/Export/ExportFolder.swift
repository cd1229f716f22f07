import FoundationEssentials
import Glibc
import SwiftExport

/// Writes an exported package into its folder. A new (or empty) folder is filled in a temporary
/// sibling that is renamed into place at the end, so a failure leaves nothing behind. With
/// `--force`, a folder with files is written in place: each file the export writes replaces the
/// one an earlier export wrote there (through a temporary file and a rename), the files an
/// earlier export wrote and this one does not are removed (they are listed in `.coordsh-export`),
/// and every other file is left as it is: if the export would write over one, nothing is written.
struct ExportFolder {
    /// The list of the files an export wrote, kept in the package.
    static let manifest = ".coordsh-export"
    /// How the list begins: only a file that does is read as one.
    static let manifestMark = "# The files `coordsh export swift` wrote here"

    let path: String
    let force: Bool

    /// Checks, before anything is made, that the package can go there: a folder that is empty or
    /// missing, in a folder that exists (as `coordsh paths --out`: a mistyped path makes nothing).
    func check() throws(ExportError) {
        switch entries(of: path) {
        case .missing:
            let parent = parentFolder
            var status = stat()
            if stat(parent, &status) != 0, errno == ENOENT { throw .missingParent(path, parent: parent) }
        case .empty: return
        case .notAFolder: throw .notAFolder(path)
        case .entries(let count): if !force { throw notEmpty(count) }
        }
    }

    func write(_ files: [GeneratedFile]) throws(ExportError) {
        let manifest = GeneratedFile(
            path: Self.manifest,
            contents:
                Self.manifestMark + "; `--force` replaces or removes these, and no other.\n"
                + files.map { $0.path + "\n" }.joined())
        let all = files + [manifest]
        switch entries(of: path) {
        case .missing, .empty:
            try writeFresh(all)
        case .notAFolder:
            throw .notAFolder(path)
        case .entries(let count):
            guard force else { throw notEmpty(count) }
            try writeInPlace(all)
        }
    }

    private enum Entries {
        case missing, notAFolder, empty
        case entries(Int)
    }

    private func entries(of path: String) -> Entries {
        var status = stat()
        guard stat(path, &status) == 0 else { return .missing }
        guard status.st_mode & S_IFMT == S_IFDIR else { return .notAFolder }
        guard let folder = opendir(path) else { return .entries(1) }
        defer { closedir(folder) }
        var count = 0
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { count += 1 }
        }
        return count == 0 ? .empty : .entries(count)
    }

    /// The path without a trailing `/`.
    private var trimmed: String {
        path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
    }

    /// The folder the package's folder goes in.
    private var parentFolder: String {
        let parent =
            trimmed.contains("/") ? String(trimmed[..<(trimmed.lastIndex(of: "/") ?? trimmed.startIndex)]) : "."
        return parent.isEmpty ? "/" : parent
    }

    /// Everything into a temporary sibling folder, then one rename.
    private func writeFresh(_ files: [GeneratedFile]) throws(ExportError) {
        try makeFolders(parentFolder)
        let temporary = trimmed + ".coordsh-export-\(getpid())"
        do throws(ExportError) {
            try makeFolder(temporary)
            for file in files {
                let target = temporary + "/" + file.path
                try makeFolders(folder(of: target))
                try writePlain(file.contents, to: target)
            }
            if rename(temporary, trimmed) != 0 { throw ExportError.unwritable(path, reason: Self.reason()) }
        } catch {
            removeTree(temporary)
            throw error
        }
    }

    /// Each file through a temporary file and a rename; stale files of an earlier export removed.
    /// A file there that no earlier export wrote (not in its list) and this one would write is
    /// refused, with the others, before anything is written.
    private func writeInPlace(_ files: [GeneratedFile]) throws(ExportError) {
        let earlier = try earlierFiles()
        let blocking = files.map(\.path).filter {
            $0 != Self.manifest && !earlier.contains($0) && OutputPaths.exists(path + "/" + $0)
        }
        if !blocking.isEmpty { throw .wouldReplace(path, files: blocking) }
        let written = Set(files.map(\.path))
        for file in files {
            let target = path + "/" + file.path
            try makeFolders(folder(of: target))
            do {
                try LocalFiles().writeAtomically(Data(file.contents.utf8), to: target)
            } catch {
                throw .unwritable(target, reason: error.message)
            }
        }
        for stale in earlier where !written.contains(stale) && !stale.contains("..") && !stale.hasPrefix("/") {
            unlink(path + "/" + stale)
        }
    }

    /// The refusal of a folder of `count` entries without `--force`, which names an earlier
    /// export as one (its list is there, marked as coordsh writes it).
    private func notEmpty(_ count: Int) -> ExportError {
        let list = path + "/" + Self.manifest
        let earlier = (try? LocalFiles().read(list, limit: 1 << 20)).map(OwnFileKind.exportManifest.marks) ?? false
        return .folderNotEmpty(path, entries: count, earlierExport: earlier)
    }

    /// The files an earlier export wrote here, as its list names them; none without a list.
    /// A `.coordsh-export` that is not one is refused: this export would replace it.
    private func earlierFiles() throws(ExportError) -> Set<String> {
        let list = path + "/" + Self.manifest
        guard OutputPaths.exists(list) else { return [] }
        guard let data = try? LocalFiles().read(list, limit: 1 << 20), OwnFileKind.exportManifest.marks(data) else {
            throw .wouldReplace(path, files: [Self.manifest])
        }
        return Set(
            String(decoding: data, as: UTF8.self).split(separator: "\n").filter { !$0.hasPrefix("#") }.map(String.init))
    }

    private func folder(of file: String) -> String {
        String(file[..<(file.lastIndex(of: "/") ?? file.startIndex)])
    }

    private func makeFolder(_ folder: String) throws(ExportError) {
        if mkdir(folder, 0o755) != 0, errno != EEXIST { throw .unwritable(folder, reason: Self.reason()) }
    }

    /// `mkdir -p`.
    private func makeFolders(_ folder: String) throws(ExportError) {
        var status = stat()
        if stat(folder, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFDIR else { throw .unwritable(folder, reason: "it is not a folder") }
            return
        }
        if let slash = folder.lastIndex(of: "/"), slash != folder.startIndex {
            try makeFolders(String(folder[..<slash]))
        }
        try makeFolder(folder)
    }

    private func writePlain(_ text: String, to target: String) throws(ExportError) {
        let descriptor = open(target, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .unwritable(target, reason: Self.reason()) }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw .unwritable(target, reason: Self.reason()) }
            written += count
        }
    }

    /// Removes the temporary folder this export made (never anything else).
    private func removeTree(_ folder: String) {
        guard let handle = opendir(folder) else {
            unlink(folder)
            return
        }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        closedir(handle)
        for name in names {
            let child = folder + "/" + name
            var status = stat()
            if lstat(child, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
                removeTree(child)
            } else {
                unlink(child)
            }
        }
        rmdir(folder)
    }

    private static func reason() -> String {
        String(cString: strerror(errno))
    }
}
