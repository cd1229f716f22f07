import Glibc

/// The entries of a folder, as `readdir` gives them.
enum FolderListing {
    /// One entry: its name and, where the file system says, its kind (`DT_DIR`, `DT_LNK`, ...).
    struct Entry {
        let name: String
        let type: UInt8
    }

    /// The entries of `folder` but `.` and `..`, in the folder's order; `nil` if it cannot be
    /// read. `shouldStop` is asked every 1,024 entries: `true` ends the listing there.
    static func entries(of folder: String, shouldStop: () -> Bool = { false }) -> [Entry]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var entries: [Entry] = []
        var read = 0
        while let entry = readdir(directory) {
            read += 1
            if read % 1024 == 0, shouldStop() { break }
            let name = Self.name(of: entry)
            if name != ".", name != ".." { entries.append(Entry(name: name, type: Self.type(of: entry))) }
        }
        return entries
    }

    // Each field is read where it lies: `entry.pointee` would copy the whole record, with its
    // 256-byte name field, but glibc allocates each record only as long as its name.

    /// The name of `entry`, read up to its NUL.
    private static func name(of entry: UnsafeMutablePointer<dirent>) -> String {
        let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 19
        return String(cString: (UnsafeRawPointer(entry) + offset).assumingMemoryBound(to: CChar.self))
    }

    private static func type(of entry: UnsafeMutablePointer<dirent>) -> UInt8 {
        let offset = MemoryLayout<dirent>.offset(of: \dirent.d_type) ?? 18
        return (UnsafeRawPointer(entry) + offset).load(as: UInt8.self)
    }
}
