import CoordinatorKit

/// Keeps the interactive history and saves it after every command. When the file cannot be read
/// or written it warns once and the session goes on, remembering commands in memory only: a file
/// that could not be read is never written, so its contents are not lost.
final class HistoryRecorder {
    /// What Up and Down walk: the file's commands at start, then this session's.
    private(set) var history: CommandHistory
    let file: HistoryFile?
    private let warn: (String) -> Void
    private var warned = false
    /// This session's commands not yet in the file.
    private var unsaved: [String] = []

    /// Loads the history from `file`, if there is one.
    init(file: HistoryFile?, warn: @escaping (String) -> Void) {
        self.file = file
        self.warn = warn
        history = CommandHistory()
        guard let file else { return }
        switch file.load() {
        case .success(let saved):
            history = saved
        case .failure(let problem):
            warned = true
            warn(
                "cannot read history from \(file.path.quoted): \(problem.reason); the session goes on without saving it"
            )
        }
    }

    /// Adds a typed line and saves the history; returns the line kept, without the spaces
    /// after its last word, `nil` for none (blank lines and repeats of the previous line).
    @discardableResult
    func record(_ typed: String) -> String? {
        guard let line = history.add(typed) else { return nil }
        guard let file, !warned else { return line }
        unsaved.append(line)
        if let problem = file.append(unsaved) {
            warned = true
            warn("cannot save history to \(file.path.quoted): \(problem.reason); the session goes on without saving it")
        } else {
            unsaved.removeAll()
        }
        return line
    }
}
