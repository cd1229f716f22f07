import CommandLanguage
import CoordinatorKit
import DesignCheck
import FoundationEssentials

extension Session {
    /// Whether `:record` is recording (the prompt says so).
    public var isRecording: Bool { recording != nil }

    /// `:record FILE`, `:record off`, `:record`.
    func record(_ request: RecordRequest) throws(ShellError) -> LineResult {
        switch request {
        case .status:
            guard let recording else {
                return LineResult(display: .text("not recording; ':record FILE' starts recording the commands typed"))
            }
            return LineResult(display: .text(Self.recordingStatus(recording)))
        case .start(let path):
            if let recording { throw .alreadyRecording(recording.path) }
            try files.checkReplaceable(path, as: .recording)
            // Asked before the recording there is replaced: it names the state it started from.
            let earlierStart = startStateOfEarlierRecording(at: path)
            let header: [String]
            do {
                header = try recordingHeader(for: path, replacingStart: earlierStart)
            } catch .unwritable(Self.startStatePath(for: path), reason: .missingFolder(let folder)) {
                // The state's file lies beside the recording: the folder the user typed is missing.
                throw .unwritable(path, reason: .missingFolder(folder))
            }
            var started = Recording(path: path, lines: header, data: DataPins(from: report))
            try files.writeAtomically(Data(started.text.utf8), to: path)
            started.linesWritten = header.count
            recording = started
            var said = "recording to \(path); ':record off' stops and writes it"
            // One from the app's start needs no saved state: the earlier recording's would be
            // left beside it, unused, and taken for this one's.
            if !header.contains(where: { $0.hasPrefix(":load ") }), let earlierStart {
                said +=
                    files.remove(earlierStart)
                    ? "; removed \(earlierStart), the state the recording it replaces started from"
                    : "; \(earlierStart), the state the recording it replaces started from, could not be removed: this one does not use it, remove it"
            }
            if header.contains(where: { $0.hasPrefix(":load ") }) {
                said += ". It starts from the state saved in \(Self.startStatePath(for: path))"
                // A definition's saved state loads only into it as it is (its digest): said now,
                // not when the next edit breaks the recording.
                if case .definition(let file) = app.kind.origin {
                    said +=
                        ", which loads only into \(file) as it is now, its summaries and other texts aside: after another edit to the design, record it again (from the app's start, ':app load \(CommandText.word(file))' first, it needs no saved state)"
                }
            }
            return LineResult(display: .text(said))
        case .stop:
            guard let finished = recording else { throw .notRecording }
            // Written first: if it cannot be, the recording goes on, and the end of the session
            // tries again.
            try files.writeAtomically(Data(finished.text.utf8), to: finished.path)
            recording = nil
            return LineResult(display: .text(Self.written(finished)))
        }
    }

    /// Writes the recording that runs, if any, at the end of the session; the error, if it cannot.
    /// What `finishRecording` will have written, said as `:record off` says it; `nil` when no
    /// recording runs.
    public var recordingWrittenText: String? { recording.map(Self.written) }

    /// Writes the recording that runs as it is so far, when lines were added since it was last
    /// written: the prompt does so after every command, so that a closed terminal (SIGHUP) or a
    /// SIGTERM, which end the prompt at once, lose nothing recorded. A failure is left for
    /// `:record off` or the end of the session to report, which write it again.
    public func writeRecordingSoFar() {
        guard let current = recording, current.lines.count != current.linesWritten else { return }
        if (try? files.writeAtomically(Data(current.text.utf8), to: current.path)) != nil {
            recording?.linesWritten = current.lines.count
        }
    }

    public func finishRecording() -> ShellError? {
        guard let finished = recording else { return nil }
        recording = nil
        do {
            try files.writeAtomically(Data(finished.text.utf8), to: finished.path)
            return nil
        } catch {
            return error
        }
    }

    /// The first lines: a comment, the app on a fresh start, and, when the state is not the
    /// app's start, a `:load` of the state as it is, saved beside the recording. Both files are
    /// named from the recording's folder, so that it runs from any folder.
    /// The recording's first lines; away from the app's start, the state saved beside it first
    /// (`replacingStart`: the state the recording it replaces started from, which it may
    /// replace; a session of the user's of that name is refused and kept).
    private func recordingHeader(for path: String, replacingStart: String?) throws(ShellError) -> [String] {
        func named(_ file: String) -> String { self.named(file, inRecording: path) }
        var definitionPath: String?
        if case .definition(let file) = app.kind.origin { definitionPath = named(file) }
        var lines = [
            Self.recordingMark + " (:record); replay it with: coordsh test \(CommandText.word(path))",
            StatePins.appLine(for: app.kind, definitionPath: definitionPath),
        ]
        guard app.anySnapshot != app.kind.start().anySnapshot else { return lines }
        let statePath = Self.startStatePath(for: path)
        let state: Data
        do {
            state = try SessionFile.encode(app)
        } catch {
            throw .internalFailure("the state could not be saved to \(statePath.quoted): \(error)")
        }
        // What `:load` must read back, as `:save` checks.
        guard state.count <= SessionFile.maxBytes else {
            throw .unwritable(statePath, reason: .wouldBeTooLarge(bytes: state.count, limit: SessionFile.maxBytes))
        }
        try files.checkReplaceable(statePath, as: .session)
        if statePath != replacingStart, files.holds(.session, at: statePath) {
            throw .unwritable(
                statePath,
                reason: .notOurs(
                    "the state a recording of ':record' started from", found: OwnFileKind.session.described))
        }
        try files.writeAtomically(state, to: statePath)
        lines.append(Self.startStateComment)
        lines.append(":load \(CommandText.word(named(statePath)))")
        lines += StatePins.lines(for: report, catalog: app.catalog)
        return lines
    }

    /// `file`, a path from the folder coordsh runs in, as the recording at `path` names it: from
    /// the recording's own folder, so that it replays from any folder.
    /// The saved state a recording at `path` started from (`x.start.json` beside `x.coord`),
    /// when that recording is one `:record` wrote that loads it as its header does (the comment
    /// `startStateComment`, then the `:load`: a `:load` typed while recording is a step, of a file
    /// that may be the user's) and it is a session `:save` wrote: `nil` otherwise.
    private func startStateOfEarlierRecording(at path: String) -> String? {
        let statePath = Self.startStatePath(for: path)
        guard let earlier = try? files.read(path, limit: SessionFile.maxBytes), OwnFileKind.recording.marks(earlier),
            files.holds(.session, at: statePath)
        else { return nil }
        let header = String(decoding: earlier, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .prefix(4)
        let loading = ":load \(CommandText.word(named(statePath, inRecording: path)))"
        return header.dropFirst(2).elementsEqual([Self.startStateComment, loading]) { $0 == $1 } ? statePath : nil
    }

    /// The comment before the `:load` of the state a recording started from.
    static let startStateComment = "# the state when the recording started, saved by coordsh"

    private func named(_ file: String, inRecording path: String) -> String {
        ScriptPath.naming(file, fromFolder: FilePath.folder(of: path), workingFolder: files.workingFolder)
    }

    /// How a recording begins: `:record` replaces only files that begin so.
    static let recordingMark = "# recorded by coordsh"

    /// Where the state at the start of a recording is saved: `x.coord` -> `x.start.json`.
    static func startStatePath(for path: String) -> String {
        (path.hasSuffix(".coord") ? String(path.dropLast(".coord".count)) : path) + ".start.json"
    }

    /// Adds a line that ran, and the lines that pin what it did.
    func record(_ line: RecordedLine, input: String, result: LineResult) {
        guard var current = recording else { return }
        defer { recording = current }
        let pinnedFailure = current.pinnedFailure
        current.pinnedFailure = false
        let fileRead = current.fileRead
        current.fileRead = nil
        // A user's `:expect error` after a pinned or left-out failure would look at the pin.
        if case .command(let command) = line, command.isExpectError, pinnedFailure { return }
        switch line {
        case .skipped:
            return
        case .stoppedSource:
            current.lines.append("# (\(Self.trimmed(input).quoted) stopped: \(result.failure?.message ?? ""))")
            return
        case .unreadable:
            current.lines.append("# (a line coordsh could not read: \(result.failure?.message ?? ""))")
            return
        case _ where Self.isLeftOut(line, input: input, result: result):
            // A typo, or a check that failed: pinned, every replay would check the typo, or pass
            // on a check that is false. Left out as a comment, with an `:expect error` after it.
            let message = result.failure?.oneLineMessage ?? ""
            current.lines.append("# (left out: \(Self.trimmed(input).quoted): \(message))")
            current.pinnedFailure = true
            return
        case .unparsed:
            break
        case .command(let command):
            guard Self.isRecorded(command) else { return }
        }
        current.lines.append(recordedText(line, input: input, fileRead: fileRead, in: current.path))
        current.commands += 1
        if let failure = result.failure {
            current.lines.append(StatePins.errorLine(failure.code))
            current.pinnedFailure = true
        } else if case .command(let command) = line, Self.changesState(command) {
            current.countUndoSteps(of: command)
            let report = self.report
            current.lines += StatePins.lines(for: report, catalog: app.catalog)
            // Another app's data is its start, which `:app` pins: only what commands change is.
            if Self.startsAnApp(command) {
                current.data = DataPins(from: report)
            } else {
                current.lines += current.data.lines(for: report)
            }
        }
    }

    /// A line as recorded: as typed, but for the file a `:load` or `:app load` read, named from
    /// the recording's folder.
    private func recordedText(_ line: RecordedLine, input: String, fileRead: String?, in path: String) -> String {
        guard let fileRead, case .command(.shell(let shell)) = line else { return Self.trimmed(input) }
        let file = CommandText.word(named(fileRead, inRecording: path))
        switch shell {
        case .load: return ":load \(file)"
        case .loadApp: return ":app load \(file)"
        default: return Self.trimmed(input)
        }
    }

    /// A line as recorded: without the spaces around it.
    private static func trimmed(_ input: String) -> String {
        String(input.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }

    /// Whether a command goes into a recording: not those that only show something.
    private static func isRecorded(_ command: Command) -> Bool {
        guard case .shell(let shell) = command else { return true }
        switch shell {
        case .help, .state, .tree, .routes, .graph, .history, .apps, .trace, .save, .hint, .record, .quit, .source:
            return false
        case .expect, .app, .loadApp, .echo, .undo, .redo, .reset, .load, .tour:
            return true
        }
    }

    /// Whether a successful command may have changed the state: its pins follow it.
    private static func changesState(_ command: Command) -> Bool {
        switch command {
        case .intent, .event: true
        case .shell(let shell):
            switch shell {
            case .undo, .redo, .reset, .app, .loadApp, .load, .tour: true
            default: false
            }
        }
    }

    /// Whether a failed line is left out of a recording: a word coordsh does not know (a typo),
    /// an `:expect` that did not hold or could not be read, and an `:undo` or `:redo` (the
    /// replay's history, which begins with the recording's first lines, is not the prompt's).
    private static func isLeftOut(_ line: RecordedLine, input: String, result: LineResult) -> Bool {
        guard let failure = result.failure else { return false }
        switch line {
        case .command(.shell(.expect)), .command(.shell(.undo)), .command(.shell(.redo)): return true
        case .unparsed:
            var line = input
            return failure.code == .unknownCommand || line.withUTF8 { Lexer.firstWord(of: $0, is: ":expect") }
        default: return false
        }
    }

    /// Whether a command starts an app afresh (`:app NAME`, `:app load FILE`).
    private static func startsAnApp(_ command: Command) -> Bool {
        switch command {
        case .shell(.app), .shell(.loadApp): true
        default: false
        }
    }

    private static func recordingStatus(_ recording: Recording) -> String {
        "recording to \(recording.path): \(commandCount(recording.commands)) so far; ':record off' stops and writes it"
    }

    /// `recorded 3 commands to tests/login.coord`.
    private static func written(_ recording: Recording) -> String {
        "recorded \(commandCount(recording.commands)) to \(recording.path)"
    }

    private static func commandCount(_ count: Int) -> String {
        count == 1 ? "1 command" : "\(count) commands"
    }
}
