import CommandLanguage
import DesignCheck

/// A recording that `:record FILE` started: the script written so far, in memory until
/// `:record off` or the end of the session writes it, all at once.
struct Recording {
    let path: String
    var lines: [String]
    /// How many commands were recorded.
    var commands = 0
    /// Whether the last line written is an `:expect error` that pins a failure: a user's own
    /// `:expect error` right after it is then left out (it would look at the pin, not at the
    /// command).
    var pinnedFailure = false
    /// The file the command being recorded read (`:load`, `:app load`), as a path from the
    /// folder coordsh runs in: its line names it from the recording's folder instead.
    var fileRead: String?
    /// The app's data as pinned last: a command's lines pin the keys it changed.
    var data: DataPins
    /// How many lines the file held when it was last written (`Session.writeRecordingSoFar`).
    var linesWritten = 0
    /// How many of the commands recorded `:undo` can take back now, and `:redo` bring back: a
    /// replay starts where the recording began, so neither may reach past it.
    var undoable = 0
    var redoable = 0
}

/// What a line was, for the recording.
enum RecordedLine {
    /// A parsed command.
    case command(Command)
    /// A line the parser refused: recorded as typed, with the error it gave.
    case unparsed
    /// A line coordsh could not read (too long, not UTF-8, a NUL byte): recorded as a comment.
    case unreadable
    /// Not recorded (a `:source` line: the sourced file's lines are recorded instead).
    case skipped
    /// A `:source` line whose file stopped on a read error: a comment says so after the lines
    /// it ran.
    case stoppedSource
}

extension Recording {
    /// The script's text.
    var text: String {
        lines.map { $0 + "\n" }.joined()
    }
}

extension Recording {
    /// Counts what a command that succeeded and may have changed the state does to the steps
    /// `:undo` and `:redo` can take within the recording.
    mutating func countUndoSteps(of command: Command) {
        switch command {
        case .shell(.undo(let count)):
            undoable -= count
            redoable += count
        case .shell(.redo(let count)):
            undoable += count
            redoable -= count
        default:
            undoable += 1
            redoable = 0
        }
    }
}
