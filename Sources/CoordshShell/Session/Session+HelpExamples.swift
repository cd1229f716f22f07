import CommandLanguage
import CoordinatorKit
import DesignCheck

// MARK: - Help examples that work where the user is

extension Session {
    /// What `:help` shows on `topic` (everything, without one), its examples tried where the
    /// user is.
    func helpText(for topic: String?) -> String {
        HelpText(
            catalog: app.catalog, report: report, situation: exampleSituation, tryExample: tryExample,
            wayThere: wayThere
        )
        .text(for: topic)
    }

    /// What a help example must work in: the navigation, what can be undone and redone, and
    /// whether a lesson runs.
    var exampleSituation: ExampleSituation {
        ExampleSituation(
            navigation: report.navigation, undoable: undoHistory.undoable, redoable: undoHistory.redoable,
            lessonRuns: lesson != nil)
    }

    /// Runs an example's intents and events, up to its first shell command, on a copy of the
    /// app; returns why one fails (an app's own rule, such as mvc's one second screen, that its
    /// tables do not show), or `nil`. The session's app is not touched.
    func tryExample(_ commands: [String]) -> String? {
        let copy = app.saved(changedBy: "").restore()
        var replayParser = parser
        for line in commands {
            // A shell command (or a line that does not parse) ends the trial.
            switch try? replayParser.parse(line) {
            case .intent?, .event?: break
            default: return nil
            }
            do {
                try Self.replay(line, on: copy, parser: &replayParser)
            } catch {
                return (error as? any CoordshError)?.message ?? "\(error)"
            }
        }
        return nil
    }

    /// The commands, as typed, that take the app from here to where `example` (an event's
    /// example line) succeeds, it last (`WaySearch`); `.notNeeded` when it works here, and why
    /// the search stopped when it found no short way. The session's app is not touched.
    func wayThere(to event: EventSpec, example: String) -> ExampleWay {
        let exampleParser = parser
        guard case .event(let sent)? = try? exampleParser.parse(example) else { return .notNeeded }
        let catalog = app.catalog
        switch WaySearch.commands(
            to: .event(sent), from: app, catalog: catalog, mayWork: { catalog.emits(event, on: $0) })
        {
        case .found(let commands) where commands.count > 1:
            return .commands(commands.dropLast().map(CommandText.line(for:)) + [example])
        case .found: return .notNeeded
        case .notFound(let end): return .notFound(end)
        }
    }
}
