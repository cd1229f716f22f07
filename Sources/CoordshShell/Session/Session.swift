import CommandLanguage
import CoordinatorKit
import Tour

/// One running app and everything needed to run command lines against it: the parser for its
/// tables, the undo history, the list of commands typed. It prints nothing: results come back as
/// values, and the runners print them. It touches files only through `FileAccess`.
///
///     let session = Session(app: MemoApp())
///     session.run("login alice")?.succeeded  // true
///     session.report.screen                  // home
public final class Session {
    /// How many command lines `:history` keeps.
    static let historyCapacity = 1_000
    /// How many of the newest undoable commands a tour hint may count back through.
    static let hintedUndoSteps = 20

    public private(set) var app: any CoordinatedApp {
        didSet { updateTracing() }
    }
    public private(set) var parser: Parser
    /// The apps `:app` can start: the built-in ones and the definitions loaded so far.
    public internal(set) var registry: AppRegistry
    /// What the last command line did. Settable in the module: the random sessions' undo probe
    /// puts it back after the `:undo` and `:redo` it runs between two lines of a session.
    var previous = Previous.nothing
    /// Whether results carry the trace of each command (`:trace on`, `--trace`).
    public private(set) var traceIsOn: Bool {
        didSet { updateTracing() }
    }
    /// What `:undo` and `:redo` (in Session+TimeTravel) go back and forth through.
    var undoHistory = UndoHistory()
    /// A saved state nothing else holds, for the next command's state to be saved into.
    private var spareState: (any SavedAppState)?
    /// The words of the line parsed last, kept so that parsing the next allocates no list.
    private var words: [Token] = []
    private(set) var lines = HistoryRing(capacity: historyCapacity)
    /// How many command lines have run (blank and comment lines are not commands): the number
    /// of the last in `:history`.
    private(set) var linesRun = 0
    /// Whether another app ran since the session started (`:app`, `:load`, an undo of either):
    /// `coordsh test` tells by it whether a script chose its app.
    private(set) var appChanged = false
    let files: any FileAccess
    /// The tour's lesson in progress, if any: it watches every command.
    public internal(set) var lesson: LessonRun? {
        didSet {
            lessonRuns = lesson != nil
            updateTracing()
        }
    }
    /// Whether `lesson` holds one, read on every command: testing the optional itself copied the
    /// whole lesson run out through an outlined copy (about 16 instructions a command).
    private var lessonRuns = false
    /// The lessons finished, in this session and (with `rememberTourProgress`) earlier ones.
    public internal(set) var tourProgress = TourProgress()
    /// Where finished lessons are remembered between sessions; `nil` for nowhere.
    var tourProgressPath: String?
    /// The script whose lines run now, as its path was given (the runners set it); `nil` at the
    /// prompt. A relative path a line reads is read from the folder coordsh runs in, or, when
    /// only the script's folder has it, from there (`read(_:with:)`).
    var scriptPath: String?
    /// The recording `:record FILE` started, if one runs.
    var recording: Recording?

    public init(
        app: any CoordinatedApp, trace: Bool = false, files: any FileAccess = LocalFiles(),
        registry: AppRegistry = AppRegistry()
    ) {
        self.app = app
        self.files = files
        self.registry = registry
        traceIsOn = trace
        parser = Self.parser(for: app, registry: registry)
        updateTracing()
    }

    /// The app records its trace when `:trace` shows it or a lesson watches it (observers keep
    /// this true as the app, the trace setting and the lesson change).
    private func updateTracing() {
        app.isTracing = traceIsOn || lessonRuns
    }

    /// The state as the shell shows it.
    public var report: StateReport { app.report() }

    /// Parses and runs one line; `nil` for a blank or comment-only line.
    public func run(_ line: String) -> LineResult? {
        switch parse(line) {
        case .success(let command?): execute(command, input: LineText(line))
        case .success(nil): nil
        case .failure(let error): fail(error, input: LineText(line))
        }
    }

    /// Parses one line with the current app's tables.
    public func parse(_ line: String) -> Result<Command?, ParseError> {
        Result { () throws(ParseError) in try parser.parse(line, words: &words) }
    }

    /// Parses one line as read: the usual line from its bytes, without making its String.
    @inline(__always)
    func parse(_ line: LineText) -> Result<Command?, ParseError> {
        if let command = line.withUTF8({ parser.parseUsual(utf8: $0) }) { return .success(command) }
        return parse(line.text)
    }

    /// Records a line that failed before it could run (a parse error, a bad line).
    public func fail(_ error: any CoordshError, input: LineText) -> LineResult {
        var result = LineResult.failed(error)
        if lessonRuns {
            result.tour = watch(nil, result, before: report)
        }
        return finish(result, input: input, recorded: error is LineProblem ? .unreadable : .unparsed)
    }

    /// Runs a parsed command; `input` is the line as typed, for `:history` and `:undo`.
    ///
    /// `traced`, `run`, `changingState` and `finish` are inlined into it: each passed the result
    /// (or the command and its closure) on by value through a call of its own, some 110
    /// instructions a command together (measured; the shell commands' `execute` stays a call).
    public func execute(_ command: Command, input: LineText) -> LineResult {
        // The state before is kept only while a lesson watches (an optional report held on every
        // command, nil, still cost a generic destroy of about 60 instructions).
        guard lessonRuns, command.isWatchedByTheTour else {
            return finish(traced(run(command, input: input), command), input: input, recorded: .command(command))
        }
        let before = report
        var result = traced(run(command, input: input), command)
        result.tour = watch(command, result, before: before)
        return finish(result, input: input, recorded: .command(command))
    }

    /// `result` with the trace of `command` when traces are on.
    @inline(__always) private func traced(_ result: LineResult, _ command: Command) -> LineResult {
        guard traceIsOn else { return result }
        var result = result
        switch command {
        case .intent, .event: result.trace = app.lastTrace
        case .shell: result.trace = []
        }
        return result
    }

    @inline(__always) private func run(_ command: Command, input: LineText) -> LineResult {
        do {
            switch command {
            case .intent(let intent):
                return try changingState(input) { try app.perform(intent) }
            case .event(let event):
                return try changingState(input) { try app.send(event) }
            case .shell(let shellCommand):
                return try execute(shellCommand, input: input.text)
            }
        } catch let error as any CoordshError {
            return .failed(error)
        } catch {
            return .failed(ShellError.internalFailure("\(error)"))
        }
    }

    /// Runs `change`, the intent or event on the line `input`, and keeps the line for undo when
    /// it succeeds, with the state before it when the history asks for one (every few commands,
    /// see `UndoHistory`). That state is saved into one the history let go of (or one saved
    /// before a command that failed), so that a long session allocates nothing for undo.
    @inline(__always) private func changingState(_ input: LineText, _ change: () throws -> Outcome) throws -> LineResult
    {
        let before = undoHistory.nextStepSavesState ? app.saved(changedBy: input.text, reusing: &spareState) : nil
        do {
            let outcome = try change()
            if let dropped = undoHistory.record(input: input, replays: true, before: before) { spareState = dropped }
            // Without notes (nearly always) no array is made, to be released again.
            guard let notes = outcome.notesIfAny else { return LineResult(display: .state) }
            return LineResult(display: .state, notes: notes)
        } catch {
            if let before { spareState = before }
            throw error
        }
    }

    private func execute(_ shellCommand: ShellCommand, input: String) throws -> LineResult {
        switch shellCommand {
        case .help(let topic):
            return LineResult(display: .text(helpText(for: topic)))
        case .state:
            return LineResult(display: .wholeState)
        case .quit:
            return LineResult(quits: true)
        case .expect(let expectation):
            return LineResult(excusesPreviousFailure: try check(expectation))
        case .apps:
            return LineResult(display: .text(registry.list(marking: app.catalog.name)))
        case .app(let name):
            guard let kind = registry.kind(named: name) else { throw ShellError.internalFailure("no app \(name)") }
            replaceApp(with: kind.start(), changedBy: input)
            return LineResult(display: .state)
        case .loadApp(let path):
            return try loadApp(from: path, input: input)
        case .echo(let text):
            return LineResult(display: .narration(text))
        case .tree:
            return LineResult(display: .text(treeText))
        case .trace(let on):
            traceIsOn = on
            return LineResult(display: .text(on ? "trace is on" : "trace is off"))
        case .routes:
            return LineResult(display: .text(RoutesText.render(app.catalog)))
        case .graph(let format):
            return LineResult(display: .text(GraphText(catalog: app.catalog, visible: report.screen).render(format)))
        case .undo(let count):
            if let recording, count > recording.undoable, count <= undoHistory.undoable {
                throw ShellError.pastRecording(count, holds: recording.undoable, redo: false)
            }
            return try undo(count)
        case .redo(let count):
            if let recording, count > recording.redoable, count <= undoHistory.redoable {
                throw ShellError.pastRecording(count, holds: recording.redoable, redo: true)
            }
            return try redo(count)
        case .history:
            return LineResult(display: .text(historyText))
        case .reset:
            replaceApp(with: app.kind.start(), changedBy: input)
            return LineResult(display: .state)
        case .save(let path):
            return try save(to: path)
        case .load(let path):
            return try load(from: path, input: input)
        case .source:
            // The runners read sourced files; a session on its own cannot.
            throw ShellError.internalFailure("':source' runs in a script or at the prompt")
        case .tour(let request):
            return try tour(request, input: input)
        case .hint:
            guard let lesson else { throw ShellError.noLesson }
            let place = Whereabouts(report: report, undoable: undoHistory.newestUndoable(Self.hintedUndoSteps))
            return LineResult(display: .text(TourText.hint(lesson, at: place)))
        case .record(let request):
            return try record(request)
        }
    }

    /// Runs another app (or the same one afresh, or a loaded one); undo brings the old one back,
    /// and the app registry as it was before (`registryBefore`, when the command changed it).
    func replaceApp(with newApp: any CoordinatedApp, changedBy command: String, registryBefore: AppRegistry? = nil) {
        undoHistory.record(
            .init(input: LineText(command), replays: false, before: app.saved(changedBy: command)),
            registryChange: registryBefore.map { ($0, registry) })
        use(newApp)
    }

    /// Runs `newApp` from now on, with a parser for its tables. A defined app brings its
    /// definition back into the registry: undo and redo across `:app load` of another definition
    /// of the same name restore the app, and `:app NAME`, `:load` and `:save` must follow it.
    func use(_ newApp: any CoordinatedApp) {
        app = newApp
        appChanged = true
        let kind = newApp.kind
        if kind.isDefinition { registry.add(kind) }
        parser = Self.parser(for: newApp, registry: registry)
    }

    private static func parser(for app: any CoordinatedApp, registry: AppRegistry) -> Parser {
        Parser(catalog: app.catalog, appNames: registry.names, lessonCount: Lesson.all.count)
    }

    /// Lists a `:source` line whose file opened in `:history`, before the file's lines run (as
    /// typed, it came first); returns its number, for `sourced(_:number:)`.
    func sourcing(_ input: String) -> Int {
        linesRun += 1
        lines.add(number: linesRun, input: LineText(input), succeeded: true)
        return linesRun
    }

    /// After the file of the `:source` line numbered `number` ran: that line is the previous
    /// command (`:expect error` after it judges it), and a recording skips it (the file's lines
    /// are recorded instead).
    func sourced(_ input: String, number: Int) {
        if recording != nil { record(.skipped, input: input, result: LineResult()) }
        previous = .succeeded(line: number)
    }

    /// After the file of the `:source` line numbered `number` stopped on a read error, some of
    /// its lines run: that line failed. `:history` marks it where it is listed (not again at the
    /// end), `:expect error` after it judges it, and a recording, which holds the lines that
    /// ran, notes the stop in a comment (replaying the line would run them again).
    func sourceFailed(_ error: ShellError, input: String, number: Int) -> LineResult {
        let result = LineResult.failed(error)
        if recording != nil { record(.stoppedSource, input: input, result: result) }
        lines.markFailed(number: number)
        previous = .failed(CommandFailure(error.code, error.message), byExpectation: false)
        return result
    }

    /// Keeps a line that ran for `:history`, `:expect error` and a recording (`line`, made
    /// only while one runs: a command copied into it and destroyed cost some 100 instructions).
    @inline(__always) private func finish(
        _ result: LineResult, input: LineText, recorded line: @autoclosure () -> RecordedLine
    )
        -> LineResult
    {
        if recording != nil { record(line(), input: input.text, result: result) }
        linesRun += 1
        if let failure = result.failure {
            previous = .failed(failure, byExpectation: input.withUTF8 { Lexer.firstWord(of: $0, is: ":expect") })
        } else {
            previous = .succeeded(line: linesRun)
        }
        lines.add(number: linesRun, input: input, succeeded: result.succeeded)
        return result
    }
}
