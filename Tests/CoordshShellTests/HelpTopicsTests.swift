import CommandLanguage
import CoordinatorKit
import MemoApp
import TestSupport
import Testing

@testable import CoordshShell

/// `help` fits one screen and points to topics (`help intents`, `help events`, `help shell`,
/// `help COMMAND`), as psql's `\?` and `help` do; the topics hold the long lists.
@Suite("help: an overview and topics")
struct HelpTopicsTests {
    private func help(_ line: String, app: String = "memo", after setup: [String] = []) throws -> String {
        let session = Session(app: try #require(AppRegistry.builtIn(named: app)).start())
        for command in setup { _ = session.run(command) }
        guard case .text(let text)? = session.run(line)?.display else {
            Issue.record("\(line) showed no text")
            return ""
        }
        return text
    }

    @Test(arguments: AppRegistry().names)
    func theOverviewFitsAThirtyRowTerminal(app: String) throws {
        let text = try help("help", app: app)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count <= 24, "\(lines.count) lines:\n\(text)")
        #expect(lines.allSatisfy { $0.count <= 80 })
        for topic in ["help intents", "help events", "help shell", "help COMMAND"] {
            #expect(text.contains(topic), "the overview does not point to \(topic)")
        }
    }

    @Test func theOverviewNamesEveryIntentAndTheEventsOfTheVisibleScreen() throws {
        let text = try help("help", after: ["login alice"])
        for info in CommandReference.navigation { #expect(text.contains(info.usage), "\(info.usage)") }
        #expect(text.contains("Events home reports now"))
        #expect(text.contains("new") && text.contains("logout") && text.contains("tab TAB"))
        #expect(!text.contains("write TEXT"), "write comes from newMemo, not home")
        for info in CommandReference.shell { #expect(text.contains(info.name), "\(info.name)") }
    }

    /// The pointer to `help events` counts the app's events only where that says something: the
    /// steps app's one event, reported on every screen, is not "all 1 of the app".
    @Test func thePointerToTheEventsCountsThemOnlyWhereThatHelps() throws {
        #expect(try help("help").contains("Events login reports now ('help events' for all 10 of the app):"))
        #expect(try help("help", app: "steps").contains("Events root reports now ('help events' for what each does):"))
        #expect(!(try help("help", app: "movies")).contains("for all 1"))
    }

    /// `help push` shows a route the active stack takes, so that its example works where it is
    /// shown: on memo's login screen it said `push detail 42`, which only the main flow's stacks
    /// take (a newcomer's finding).
    @Test(arguments: [("memo", [String]()), ("memo", ["login alice"]), ("steps", []), ("mvc", []), ("movies", [])])
    func thePushExampleWorksWhereItIsShown(app: String, setup: [String]) throws {
        let session = Session(app: try #require(AppRegistry.builtIn(named: app)).start())
        for command in setup { _ = session.run(command) }
        guard case .text(let text)? = session.run("help push")?.display,
            let example = text.split(separator: "\n").first(where: { $0.contains("Example: ") })?
                .components(separatedBy: "Example: ").last
        else {
            Issue.record("help push has no example")
            return
        }
        #expect(session.run(example)?.failure == nil, "\(app) after \(setup): '\(example)' failed")
    }

    @Test func intentsListsEachWithWhatItDoes() throws {
        let text = try help(":help intents")
        #expect(text.hasPrefix("Navigation intents (they act on the active stack):\n"))
        #expect(text.contains("\n  navigate ROUTE [ARG]  go to a screen: pop back to it if it is on the active"))
        #expect(text.contains("\n  dismiss [all]         dismiss the top modal"))
        for info in CommandReference.navigation { #expect(text.contains("\n  \(info.usage)"), "\(info.usage)") }
    }

    @Test func eventsListsEveryEventWithTheVisibleScreensMarked() throws {
        let text = try help("help events", after: ["login alice"])
        #expect(
            text.hasPrefix(
                "Events of the memo app, reported by screens; * marks those the visible screen\n(home) reports:\n"))
        #expect(text.contains("\n* new "))
        #expect(text.contains("\n  write TEXT "))
        #expect(try help("help EVENTS", app: "steps").contains("\n* next "))
    }

    @Test func shellListsEveryShellCommand() throws {
        let text = try help("help shell")
        #expect(text.hasPrefix("Shell commands:\n"))
        for info in CommandReference.shell { #expect(text.contains("\n  \(info.usage)"), "\(info.usage)") }
    }

    @Test func aCommandsOwnHelpIsUnchanged() throws {
        #expect(try help("help push").hasPrefix("push ROUTE [ARG]: push a screen on the active stack"))
        #expect(try help("help :undo").hasPrefix(":undo [N]: step the whole state back"))
    }

    /// The examples of the route intents and of ':expect' work on every app: each runs in a
    /// fresh session (signed in where the app has users), after the 'push' example for those
    /// that need a screen above the root, and succeeds.
    @Test(arguments: TestApps.names + TestApps.definitions.map(\.name))
    func everyRouteExampleWorksOnItsApp(app: String) throws {
        let kind = try #require(TestApps.kind(app))
        func session() -> Session {
            let session = Session(app: kind.start(), files: MemoryFiles(), registry: TestApps.registry(for: kind))
            if app.hasPrefix("memo") { _ = session.run("login alice") }
            return session
        }
        let push = try #require(try example(of: "push", in: session()))
        for command in ["push", ":expect", "popto", "navigate", "replace", "present", "open"] {
            let session = session()
            let example = try #require(try example(of: command, in: session))
            if [":expect", "popto", "navigate", "replace"].contains(command) {
                #expect(session.run(push)?.succeeded == true, "\(app): \(push)")
            }
            let result = session.run(example)
            #expect(result?.succeeded == true, "\(app): \(example): \(result?.failure?.message ?? "")")
        }
    }

    /// The words after "Example: " in the help of `command`.
    private func example(of command: String, in session: Session) throws -> String? {
        try helpText(command, in: session)?.split(separator: "\n")
            .first { $0.hasPrefix("  Example: ") }.map { String($0.dropFirst("  Example: ".count)) }
    }

    /// An event's example takes a catalogue's first id, and its failures name the ids.
    @Test func anEventsExampleAndFailuresNameTheCataloguesIDs() throws {
        let kind = try #require(TestApps.kind("shop"))
        let session = Session(app: kind.start(), files: MemoryFiles(), registry: TestApps.registry(for: kind))
        let text = try #require(try helpText("show", in: session))
        #expect(text.contains("\n  Example: show 1\n"), "\(text)")
        let unwrapped = text.split(separator: "\n").map { $0.drop(while: { $0 == " " }) }.joined(separator: " ")
        #expect(unwrapped.contains("or ID is not a product id: 1, 2, 7 or 9"), "\(text)")
        #expect(session.run("show 1")?.succeeded == true)
    }

    private func helpText(_ topic: String, in session: Session) throws -> String? {
        guard case .text(let text)? = session.run("help \(topic)")?.display else { return nil }
        return text
    }

    @Test func tabCompletesTopicsAfterHelp() {
        let session = SessionTests.session(after: [])
        let completer = Completer(catalog: session.app.catalog, report: session.report)
        #expect(completer.complete("help int") == .insert("ents "))
        #expect(completer.complete(":help ev") == .insert("ents "))
        #expect(completer.complete("help she") == .insert("ll "))
    }
}
