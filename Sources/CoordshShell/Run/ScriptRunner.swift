import CoordinatorKit

/// Runs scripts (files, stdin, `-c` commands) through a command runner, in order.
struct ScriptRunner {
    /// Why a run of scripts ended.
    enum End: Equatable {
        /// Every line of every source was read.
        case finished
        case quit
        case bail
        /// SIGINT, or SIGTERM or SIGHUP.
        case interrupted
        /// stdout was closed by its reader.
        case outputClosed
    }

    let runner: CommandRunner

    func run(_ sources: [ScriptSource]) -> End {
        for source in sources {
            let end = run(source)
            if end != .finished { return end }
        }
        return .finished
    }

    private func run(_ source: ScriptSource) -> End {
        let outerScript = runner.session.scriptPath
        runner.session.scriptPath = source.name
        defer { runner.session.scriptPath = outerScript }
        var lineNumber = 0
        // Read once: `runner.reporter.out` asked after every line retained and released the output.
        let output = runner.reporter.out
        while let raw = source.next() {
            lineNumber += 1
            if Interrupts.stopRequested { return .interrupted }
            let step = runner.run(raw, place: Place(source: source.name, line: lineNumber), lookahead: source)
            if output.isClosed { return .outputClosed }
            switch step {
            case .next: continue
            case .quit:
                runner.countCommandsAfterQuit(in: source, after: lineNumber)
                return .quit
            case .bail: return .bail
            case .interrupted: return .interrupted
            }
        }
        if source.wasInterrupted || Interrupts.stopRequested { return .interrupted }
        if let reason = source.readError {
            let after = lineNumber > 0 ? " after line \(lineNumber)" : ""
            let message = "cannot read \(source.name.quotedForMessage)\(after): \(reason)"
            runner.reporter.reportError(message)
            runner.countFailure(
                FailedLine(place: Place(source: source.name, line: lineNumber), failure: CommandFailure(.io, message)))
        }
        return .finished
    }
}

extension String {
    var quotedForMessage: String { "'\(self)'" }
}
