import CommandLanguage
import CoordinatorKit

/// One running app and everything needed to run command lines against it. No I/O: results
/// come back as values, and the runners print them.
///
///     let session = Session(app: MemoApp())
///     session.run("login alice")?.succeeded  // true
///     session.report.screen                  // home
public final class Session {
    /// What became of the previous command, for `:expect error`.
    enum Previous: Equatable {
        case nothing
        case succeeded
        case failed(CommandFailure)
    }

    public private(set) var app: any CoordinatedApp
    public private(set) var parser: Parser
    private(set) var previous = Previous.nothing
    /// Whether results carry the trace of each command (`:trace on`, `--trace`).
    public private(set) var traceIsOn: Bool

    public init(app: any CoordinatedApp, trace: Bool = false) {
        self.app = app
        traceIsOn = trace
        app.isTracing = trace
        parser = Parser(catalog: app.catalog, appNames: BuiltinApps.names)
    }

    /// The state as the shell shows it.
    public var report: StateReport { app.report() }

    /// Parses and runs one line; `nil` for a blank or comment-only line.
    public func run(_ line: String) -> LineResult? {
        switch parse(line) {
        case .success(let command?): execute(command)
        case .success(nil): nil
        case .failure(let error): fail(error)
        }
    }

    /// Parses one line with the current app's tables.
    public func parse(_ line: String) -> Result<Command?, ParseError> {
        Result { () throws(ParseError) in try parser.parse(line) }
    }

    /// Records a line that failed before it could run (a parse error, a bad line).
    public func fail(_ error: any CoordshError) -> LineResult {
        finish(.failed(error))
    }

    /// Runs a parsed command.
    public func execute(_ command: Command) -> LineResult {
        var result = run(command)
        if traceIsOn {
            switch command {
            case .intent, .event: result.trace = app.lastTrace
            case .shell: result.trace = []
            }
        }
        return finish(result)
    }

    private func run(_ command: Command) -> LineResult {
        do {
            switch command {
            case .intent(let intent):
                let outcome = try app.perform(intent)
                return LineResult(command: command, display: .state, notes: outcome.notes)
            case .event(let event):
                let outcome = try app.send(event)
                return LineResult(command: command, display: .state, notes: outcome.notes)
            case .shell(let shellCommand):
                return try execute(shellCommand, command: command)
            }
        } catch let error as any CoordshError {
            return .failed(error, command: command)
        } catch {
            return .failed(ShellError.internalFailure("\(error)"), command: command)
        }
    }

    private func execute(_ shellCommand: ShellCommand, command: Command) throws -> LineResult {
        switch shellCommand {
        case .help(let topic):
            return LineResult(
                command: command, display: .text(HelpText(catalog: app.catalog, report: report).text(for: topic)))
        case .state:
            return LineResult(command: command, display: .state)
        case .quit:
            return LineResult(command: command, quits: true)
        case .expect(let expectation):
            let excuses = try check(expectation)
            return LineResult(command: command, excusesPreviousFailure: excuses)
        case .apps:
            return LineResult(command: command, display: .text(BuiltinApps.list(marking: app.catalog.name)))
        case .app(let name):
            guard let type = BuiltinApps.named(name) else { throw ShellError.internalFailure("no app \(name)") }
            run(type.init())
            return LineResult(command: command, display: .state)
        case .echo(let text):
            return LineResult(command: command, display: .text(text))
        case .tree:
            return LineResult(command: command, display: .text(TreeText.render(app.rootCoordinator)))
        case .trace(let on):
            traceIsOn = on
            app.isTracing = on
            return LineResult(command: command, display: .text(on ? "trace is on" : "trace is off"))
        case .routes:
            return LineResult(command: command, display: .text(RoutesText.render(app.catalog)))
        case .graph(let format):
            let graph = GraphText(catalog: app.catalog, visible: report.screen)
            return LineResult(command: command, display: .text(graph.render(format)))
        }
    }

    /// Runs `newApp` from now on, with a parser for its tables.
    private func run(_ newApp: any CoordinatedApp) {
        newApp.isTracing = traceIsOn
        app = newApp
        parser = Parser(catalog: newApp.catalog, appNames: BuiltinApps.names)
    }

    private func finish(_ result: LineResult) -> LineResult {
        previous = result.failure.map(Previous.failed) ?? .succeeded
        return result
    }
}
