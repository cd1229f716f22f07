import CommandLanguage
import CoordinatorKit
import FoundationEssentials
import Tour

/// The guided tour (`:tour`, `:hint`): starting lessons, watching commands, remembering progress.
extension Session {
    /// Remembers finished lessons in the file at `path` from now on, adding those it already
    /// lists. A missing file is no progress yet; a file that is not a progress file is ignored.
    public func rememberTourProgress(at path: String) {
        tourProgressPath = path
        guard let data = try? files.read(path, limit: 1 << 16),
            let saved = TourProgress(fileText: String(decoding: data, as: UTF8.self))
        else { return }
        tourProgress.merge(saved)
    }

    func tour(_ request: TourRequest, input: String) throws(ShellError) -> LineResult {
        switch request {
        case .list:
            return LineResult(display: .text(TourText.list(progress: tourProgress, running: lesson)))
        case .start(let number):
            return try startLesson(number, input: input)
        case .next:
            guard let number = tourProgress.nextLesson(after: lesson?.number) else {
                return LineResult(
                    display: .text("Every lesson is finished. ':tour N' runs lesson N again; ':tour' lists them."))
            }
            return try startLesson(number, input: input)
        case .off:
            guard let running = lesson else { return LineResult(display: .text("No lesson is running.")) }
            lesson = nil
            return LineResult(
                display: .text(
                    "Left lesson \(running.number). ':tour \(running.number)' starts it again; finished lessons are kept."
                ))
        }
    }

    /// Starts lesson `number` on a fresh app, set up by the lesson's commands; undo brings the
    /// previous app back.
    private func startLesson(_ number: Int, input: String) throws(ShellError) -> LineResult {
        guard let chosen = Lesson.numbered(number), let kind = AppRegistry.builtIn(named: chosen.app) else {
            throw .internalFailure("the tour has no lesson \(number)")
        }
        var run = LessonRun(lesson: chosen, number: number)
        run.startedBy = input
        lesson = run
        let fresh = kind.start()
        let setupParser = Parser(catalog: fresh.catalog)
        for line in chosen.setup {
            do {
                switch try setupParser.parse(line) {
                case .intent(let intent)?: _ = try fresh.perform(intent)
                case .event(let event)?: _ = try fresh.send(event)
                case .shell?, nil: throw ShellError.internalFailure("a lesson's setup runs intents and events only")
                }
            } catch {
                lesson = nil
                throw .internalFailure("lesson \(number) cannot set up its state: '\(line)': \(error)")
            }
        }
        replaceApp(with: fresh, changedBy: input)
        var result = LineResult(display: .state)
        result.tour = TourText.introduction(run)
        return result
    }

    /// What the running lesson makes of a command: the answer to print after it.
    func watch(_ command: Command?, _ result: LineResult, before: StateReport) -> String? {
        guard var run = lesson else { return nil }
        var trace: [TraceEvent] = []
        if case .intent? = command { trace = app.lastTrace }
        if case .event? = command { trace = app.lastTrace }
        let moved = followTimeTravel(command, result, in: &run)
        let observation = Observation(
            command: command, failure: result.failure, before: before, after: report, trace: trace)
        let progress = run.observe(observation, at: undoHistory.position)
        lesson = run
        guard progress == .goalMet else { return moved + TourText.progress(progress, run, next: nil) }

        lesson = nil
        tourProgress.markFinished(run.lesson)
        var answer = TourText.progress(progress, run, next: nextLesson(after: run.number))
        if let problem = saveTourProgress() {
            answer += "\n(coordsh could not remember this: \(problem))"
        }
        return answer
    }

    /// After an `:undo` or `:redo`, takes back the steps done since the state it returned to,
    /// or does again those it brings back; after any other command, forgets the steps taken
    /// back once `:redo` can no longer bring them back. Returns what to say about it.
    private func followTimeTravel(_ command: Command?, _ result: LineResult, in run: inout LessonRun) -> String {
        switch command {
        case .shell(.undo)?, .shell(.redo)?:
            guard result.failure == nil else { return "" }
            let (takenBack, doneAgain) = run.historyMoved(to: undoHistory.position)
            return TourText.stepsMoved(takenBack: takenBack, doneAgain: doneAgain, run)
        default:
            if undoHistory.redoable == 0 { run.historyBranched() }
            return ""
        }
    }

    private func nextLesson(after number: Int) -> (number: Int, title: String)? {
        guard let next = tourProgress.nextLesson(after: number), let lesson = Lesson.numbered(next) else { return nil }
        return (next, lesson.title)
    }

    /// Writes the progress file, if there is one; returns why it could not.
    private func saveTourProgress() -> String? {
        guard let tourProgressPath else { return nil }
        do {
            try files.writeAtomically(Data(tourProgress.fileText.utf8), to: tourProgressPath)
            return nil
        } catch {
            return error.message
        }
    }
}

extension Command {
    /// Whether a running lesson looks at this command. Commands about the tour, help, narration
    /// and script assertions are not moves in a lesson.
    var isWatchedByTheTour: Bool {
        switch self {
        case .intent, .event: true
        case .shell(.tour), .shell(.hint), .shell(.help), .shell(.echo), .shell(.expect): false
        case .shell: true
        }
    }
}
