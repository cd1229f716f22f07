import CommandLanguage
import CoordinatorKit

// MARK: - Undo, redo and :history

extension Session {
    /// `:undo N`: the state before the last `count` commands, restored with the app registry
    /// as it was then. Undoing the `:tour N` that started the running lesson tells the lesson.
    func undo(_ count: Int) throws -> LineResult {
        var replayParser = parser
        let (state, undone, registryBefore) = try undoHistory.undo(
            count, from: app.saved(changedBy: ""), replaying: { try Self.replay($1, on: $0, parser: &replayParser) })
        return travel(to: state, registry: registryBefore, commands: undone, undoing: true)
    }

    /// `:redo N`: the state after the next `count` commands undone, with the registry then.
    func redo(_ count: Int) throws -> LineResult {
        let (state, redone, registryAfter) = try undoHistory.redo(count, from: app.saved(changedBy: ""))
        return travel(to: state, registry: registryAfter, commands: redone, undoing: false)
    }

    /// Runs the app in `state`, with `registry` when the commands undone or redone changed it,
    /// and tells the running lesson when they include the `:tour N` that started it.
    private func travel(
        to state: any SavedAppState, registry: AppRegistry?, commands: [String], undoing: Bool
    ) -> LineResult {
        if let registry { self.registry = registry }
        use(state.restore())
        if var run = lesson, commands.contains(run.startedBy) {
            run.startWasUndone(undoing)
            lesson = run
        }
        return LineResult(display: .state, notes: [Self.note(undoing ? "undid" : "redid", commands)])
    }

    /// One line of `:history`.
    struct HistoryEntry: Equatable {
        let number: Int
        let input: LineText
        let succeeded: Bool
    }

    /// Runs the intent or event on `line` again on `app`, for undo to make a state it did not
    /// save. The line is parsed again with `parser`, made from `app`'s tables when it has
    /// others (kept between the lines of one undo): it parsed the same way when it ran.
    static func replay(_ line: String, on app: any CoordinatedApp, parser: inout Parser) throws {
        if parser.catalog !== app.catalog { parser = Parser(catalog: app.catalog) }
        switch try parser.parse(line) {
        case .intent(let intent)?: _ = try app.perform(intent)
        case .event(let event)?: _ = try app.send(event)
        case .shell?, nil: throw ShellError.internalFailure("'\(line)' is not an intent or event")
        }
    }

    /// What `:undo` and `:redo` say they did: every command up to `listedCommands` of them, else
    /// the first few and the last, with how many between (`:undo 1000` named them all, 14 KB on
    /// one line).
    /// A command is named as it ran, without the spaces around it or its comment; several are
    /// quoted, as a `;` or a `,` inside one (a text) would read as a separator.
    static func note(_ verb: String, _ commands: [String]) -> String {
        let named = commands.map { $0.trimmingComment.drop(while: \.isWhitespace) }
        guard named.count > 1 else { return "\(verb) \(named.first.map(String.init) ?? "nothing")" }
        let quoted = named.map { String($0).quoted }
        guard quoted.count > listedCommands, let last = quoted.last else {
            return "\(verb) \(quoted.count) commands: \(quoted.joined(separator: ", "))"
        }
        let first = quoted.prefix(listedCommands - 2)
        let between = quoted.count - first.count - 1
        return "\(verb) \(quoted.count) commands: \(first.joined(separator: ", ")), (\(between) more), \(last)"
    }

    /// How many commands the note of `:undo N` or `:redo N` names at most.
    static let listedCommands = 5

    /// What `:history` shows: the kept lines, numbered, the failed ones marked.
    var historyText: String {
        guard !lines.isEmpty else { return "no commands yet" }
        let width = String(linesRun).count
        return lines.entries.map { entry in
            let number = String(repeating: " ", count: width - String(entry.number).count) + String(entry.number)
            return "  \(number)  \(entry.input.text)" + (entry.succeeded ? "" : "   (failed)")
        }.joined(separator: "\n")
    }
}
