/// Keeps the interactive history and saves it after every command. When the file cannot be
/// written it warns once and the session goes on, remembering commands in memory only.
final class HistoryRecorder {
    private(set) var history: CommandHistory
    let file: HistoryFile?
    private let warn: (String) -> Void
    private var warned = false

    /// Loads the history from `file`, if there is one.
    init(file: HistoryFile?, warn: @escaping (String) -> Void) {
        self.file = file
        self.warn = warn
        history = file?.load() ?? CommandHistory()
    }

    /// Adds a typed line and saves the history; returns whether the line was kept (blank
    /// lines and repeats of the previous line are not).
    @discardableResult
    func record(_ line: String) -> Bool {
        guard history.add(line) else { return false }
        if let file, !warned, let reason = file.save(history) {
            warned = true
            warn(
                "cannot save history to \(file.path.quotedForMessage): \(reason); the session goes on without saving it"
            )
        }
        return true
    }
}
