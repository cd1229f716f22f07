/// The commands typed at the prompt, oldest first, as Up and Down walk them: at most
/// `capacity` entries, no blank lines, no entry twice in a row.
struct CommandHistory: Equatable {
    static let defaultCapacity = 1_000

    private(set) var entries: [String]
    let capacity: Int

    init(entries: [String] = [], capacity: Int = Self.defaultCapacity) {
        self.capacity = capacity
        self.entries = []
        for entry in entries { add(entry) }
    }

    /// Adds a line; returns whether it was kept (blank lines and repeats are not).
    @discardableResult
    mutating func add(_ line: String) -> Bool {
        guard !line.allSatisfy(\.isWhitespace), line != entries.last else { return false }
        entries.append(line)
        if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
        return true
    }
}
