import Glibc

/// File names for Tab after `:save`, `:load` and `:source`: the entries of the folder a partial
/// path names that start with its last part; folders end in `/`; hidden entries only when the
/// part starts with a dot; a leading `~/` is the home folder (and stays `~/` in the names).
enum FileNames {
    /// The matching names, sorted. `shouldStop` is asked as the folder is read (Ctrl-C in a
    /// huge folder): the names read so far are returned.
    static func matching(_ partial: String, home: String?, shouldStop: () -> Bool = { false }) -> [String] {
        let slash = partial.lastIndex(of: "/")
        let folder = slash.map { String(partial[...$0]) } ?? ""
        let start = slash.map { String(partial[partial.index(after: $0)...]) } ?? partial
        let real = FilePath.expandingTilde(folder, home: home)
        let entries = FolderListing.entries(of: real.isEmpty ? "." : real, shouldStop: shouldStop) ?? []
        return entries.compactMap { entry in
            guard entry.name.hasPrefix(start), !entry.name.hasPrefix(".") || start.hasPrefix(".") else { return nil }
            return folder + entry.name + (isFolder(entry.type, real + entry.name) ? "/" : "")
        }.sorted()
    }

    /// Whether an entry is a folder: from its type in the folder listing, or, for a link or a
    /// file system that does not say, from `stat`.
    private static func isFolder(_ type: UInt8, _ path: String) -> Bool {
        switch Int32(type) {
        case Int32(DT_DIR): return true
        case Int32(DT_LNK), Int32(DT_UNKNOWN): return FileStatus.of(path)?.kind == .directory
        default: return false
        }
    }
}
