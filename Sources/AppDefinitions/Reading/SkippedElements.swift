/// Where the elements of a definition's lists are in the file, for the lists that lost some: an
/// element that could not be read (an event whose `from` is a number) is left out of the decoded
/// definition, so the checker's `events[1]` may be the file's `events[2]`. Its problems are moved
/// back to the file's paths, so that each is reported at the element it is about.
struct SkippedElements: Sendable {
    /// For each list (by its path in the file) that left elements out, the index in the file of
    /// each element kept, in order.
    private var fileIndexes: [String: [Int]] = [:]

    /// Notes that the list at `path` (a path in the file) kept the elements at `indexes` only.
    mutating func note(kept indexes: [Int], ofListAt path: String) {
        fileIndexes[path] = indexes
    }

    /// The path in the file of `path`, a path in the decoded definition: `events[2].do[0].push`
    /// for `events[1].do[0].push` when `events[1]` could not be read. Each index is looked up in
    /// the list it indexes, whose own path is made of the file's indexes already.
    func filePath(of path: String) -> String {
        guard !fileIndexes.isEmpty, path.contains("[") else { return path }
        var result = ""
        var rest = Substring(path)
        while let open = rest.firstIndex(of: "["), let close = rest[open...].firstIndex(of: "]") {
            result += rest[..<open]
            let written = rest[rest.index(after: open)..<close]
            if let index = Int(written), let kept = fileIndexes[result], kept.indices.contains(index) {
                result += "[\(kept[index])]"
            } else {
                result += "[\(written)]"
            }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}
