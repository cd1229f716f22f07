import CoordinatorKit

/// The commands typed at the prompt, oldest first, as Up and Down walk them: at most
/// `capacity` entries, no blank lines, no entry twice in a row.
struct CommandHistory: Equatable {
    static let defaultCapacity = 1_000

    private(set) var entries: [String]
    let capacity: Int

    /// The history of `entries`, blank lines and repeats left out, the newest `capacity` kept.
    /// One pass, whatever the number of lines: a huge history file loads in linear time.
    init(entries: [String] = [], capacity: Int = Self.defaultCapacity) {
        self.capacity = capacity
        var kept: [String] = []
        for entry in entries where Self.isWorthKeeping(entry) && entry != kept.last {
            kept.append(entry)
        }
        self.entries = Array(kept.suffix(capacity))
    }

    /// Adds a line without the spaces after its last word (Tab completion leaves one); returns
    /// the line kept, `nil` for none (blank lines and repeats are not kept).
    @discardableResult
    mutating func add(_ typed: String) -> String? {
        let line = typed.trimmingTrailingSpaces
        guard Self.isWorthKeeping(line), line != entries.last else { return nil }
        entries.append(line)
        if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
        return line
    }

    private static func isWorthKeeping(_ line: String) -> Bool {
        !line.allSatisfy(\.isWhitespace)
    }
}
