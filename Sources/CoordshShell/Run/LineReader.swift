/// Reads lines typed at the interactive prompt. The libedit reader and the plain reader both
/// conform; tests drive the interactive loop with a scripted one.
protocol LineReader: AnyObject {
    /// Shows `prompt` and reads one line.
    func readLine(prompt: String) -> LineRead
}

/// What a prompt read gave.
enum LineRead: Equatable {
    case line(RawLine)
    /// Ctrl-C: the line being typed is dropped; show a fresh prompt.
    case interrupted
    /// Ctrl-D on an empty line, or the end of input.
    case end
}

/// A reader without line editing: writes the prompt and reads stdin.
final class PlainLineReader: LineReader {
    private let output: any TextOutput
    private let input: LineInput

    init(
        output: any TextOutput,
        input: LineInput = LineInput(
            descriptor: 0, shouldStop: { Interrupts.stopRequested }, waitForInput: Interrupts.waitForInput)
    ) {
        self.output = output
        self.input = input
    }

    func readLine(prompt: String) -> LineRead {
        output.write(prompt)
        output.flush()
        if let line = input.next() { return .line(line) }
        if Interrupts.termination != nil { return .end }
        if input.wasInterrupted {
            Interrupts.clear()
            output.write("\n")
            return .interrupted
        }
        return .end
    }
}
