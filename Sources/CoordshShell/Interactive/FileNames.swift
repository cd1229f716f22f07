import Glibc

/// File names for Tab after `:save`, `:load` and `:source`: the entries of the folder a partial
/// path names that start with its last part; folders end in `/`; hidden entries only when the
/// part starts with a dot.
enum FileNames {
    static func matching(_ partial: String) -> [String] {
        let slash = partial.lastIndex(of: "/")
        let folder = slash.map { String(partial[...$0]) } ?? ""
        let start = slash.map { String(partial[partial.index(after: $0)...]) } ?? partial
        guard let directory = opendir(folder.isEmpty ? "." : folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name != ".", name != "..", name.hasPrefix(start), !name.hasPrefix(".") || start.hasPrefix(".") else {
                continue
            }
            var status = stat()
            let isFolder = stat(folder + name, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
            names.append(folder + name + (isFolder ? "/" : ""))
        }
        return names.sorted()
    }
}
