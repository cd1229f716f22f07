import CommandLanguage
import CoordinatorKit
import FoundationEssentials
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
        for topic in [
            "help intents", "help events", "help shell", "help COMMAND", "help test", "help check", "help paths",
            "help export", "help definition",
        ] {
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

    /// Every intent's example, and those of ':expect', ':undo', ':redo' and ':hint', works where
    /// it is shown: run as shown (with the commands it starts with, when the state lacks what the
    /// command needs), in several states of every app, each command succeeds. At a root, 'help
    /// replace' showed 'replace forgotPassword', which fails there (a user's finding). Only the
    /// mvc apps, whose one second screen cannot be shown twice (a rule of the app, not of its
    /// tables), show examples that cannot work from some states, and those say so.
    @Test(arguments: TestApps.names + TestApps.definitions.map(\.name))
    func everyExampleWorksWhereItIsShown(app: String) throws {
        let kind = try #require(TestApps.kind(app))
        let signIn = app.hasPrefix("memo") ? ["login alice"] : []
        let pushed = try #require(try example(of: "push", in: session(of: kind, after: signIn))?.last)
        let presented = try #require(try example(of: "present", in: session(of: kind, after: signIn))?.last)
        let states = [[], signIn, signIn + [pushed], signIn + [pushed, pushed], signIn + [presented]]
        let commands = CommandReference.navigation.map(\.name) + [":expect", ":undo", ":redo", ":hint"]
        for setup in states {
            for command in commands {
                // A state the app does not reach that way (mvc's second screen pushed twice) is left out.
                guard let session = try session(of: kind, after: setup) else { continue }
                guard let example = try example(of: command, in: session) else {
                    #expect(
                        app.hasPrefix("mvc"), "\(app) after \(setup): help \(command) shows no example that works here")
                    continue
                }
                for line in example {
                    let result = session.run(line)
                    #expect(
                        result?.succeeded == true,
                        "\(app) after \(setup): help \(command): '\(line)': \(result?.failure?.message ?? "")")
                }
            }
        }
    }

    /// An event's failure names the visible screen as it stands: one that emits the event is
    /// said to (it read "(it is login now)" there too, as if the event would fail).
    @Test func anEventsFailureSaysWhetherTheVisibleScreenEmitsIt() throws {
        // (As one line: the help is wrapped to the terminal.)
        func unwrapped(_ text: String) -> String { text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        #expect(
            unwrapped(try help("help login")).contains(
                "Fails when: the visible screen does not emit it (login, the visible screen now, emits it)"))
        #expect(
            unwrapped(try help("help save", after: ["login alice"])).contains(
                "Fails when: the visible screen does not emit it (it is home now)"))
    }

    /// At a root, an example that needs a screen above it says so and starts with a push that
    /// works there; the failures are still said.
    @Test func anExampleThatNeedsAScreenAboveTheRootStartsWithAPush() throws {
        let text = try help("help replace")
        #expect(
            text.contains(
                "\n  Example, from here (nothing is above the root yet):\n    push signup\n    replace forgotPassword\n"
            ),
            "\(text)")
        #expect(text.contains("Fails when: the top is the root (atRoot)"))
        #expect(try help("help replace", after: ["push signup"]).contains("\n  Example: replace forgotPassword\n"))
        #expect(try help("help pop", after: ["push signup"]).contains("\n  Example: pop\n"))
        #expect(try help("help pop", after: ["push signup", "push forgotPassword"]).contains("\n  Example: pop 2\n"))
        #expect(
            try help("help popto", after: ["push signup", "push forgotPassword"]).contains(
                "\n  Example: popto signup\n"))
        #expect(
            try help("help dismiss").contains(
                "\n  Example, from here (no modal is up):\n    present forgotPassword\n    dismiss\n"))
        #expect(
            try help(":help :expect", after: ["push signup"]).contains("\n  Example: :expect stack login > signup\n"))
        #expect(
            try help(":help :redo").contains(
                "\n  Example, from here (nothing is undone yet):\n    push signup\n    :undo\n    :redo\n"))
    }

    /// A session of `kind` after `setup`, or `nil` if a command of it fails.
    /// Where an app's own rule refuses the example (mvc shows its one second screen once), the
    /// help says why instead of showing a command that fails; where the commands that would give
    /// the state what it lacks are refused too, it says when the command works.
    @Test func anExampleTheAppRefusesHereSaysWhy() throws {
        let shown = try help("help push", app: "mvc", after: ["action"])
        #expect(shown.contains("\n  Example (it fails here: second is already shown: "), "\(shown)")
        #expect(shown.contains("twice):\n  push second\n"), "\(shown)")
        #expect(
            try help("help pop", app: "mvc", after: ["present second"]).contains(
                "\n  Example (with a screen above the root): pop\n"))
    }

    private func session(of kind: AppKind, after setup: [String]) throws -> Session? {
        let session = Session(app: kind.start(), files: MemoryFiles(), registry: TestApps.registry(for: kind))
        for command in setup where session.run(command)?.succeeded != true { return nil }
        return session
    }

    /// The commands of the example in the help of `command`, in order: the words after
    /// "Example: ", or the lines under "Example, from here (...):"; `nil` for an example that
    /// says when it works or why it fails here ("Example (with a modal up): dismiss").
    private func example(of command: String, in session: Session?) throws -> [String]? {
        let lines = try session.flatMap { try helpText(command, in: $0) }?.split(separator: "\n").map(String.init) ?? []
        if let line = lines.first(where: { $0.hasPrefix("  Example: ") }) {
            return [String(line.dropFirst("  Example: ".count))]
        }
        guard let start = lines.firstIndex(where: { $0.hasPrefix("  Example, from here (") }) else { return nil }
        return lines[(start + 1)...].prefix { $0.hasPrefix("    ") }.map { String($0.dropFirst(4)) }
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

    /// An event whose number a definition pushes as the item of a catalogue's route (`show NUMBER`
    /// doing `push: "account", argument: "$arg"`) takes that catalogue's first id in its example,
    /// so that it works; it was `show 42`, "it fails here: no account with id 42".
    @Test func anEventsNumberPushedAsACataloguesItemTakesItsFirstIDInTheExample() throws {
        let bank = #"""
            {
              name: "bank",
              coordinators: [{ name: "app", stack: "accounts" }],
              data: { catalogues: [{ name: "accountList", item: "account", items: [{ id: 3 }, { id: 5 }] }] },
              routes: [
                { name: "accounts", owner: "app", lists: "accountList" },
                { name: "account", owner: "app", argument: { type: "item", of: "accountList" } },
                { name: "about", owner: "app" },
              ],
              events: [{ name: "show", argument: "integer", from: ["accounts"], do: [{ push: "account", argument: "$arg" }] }],
            }
            """#
        let session = Session(
            app: try #require(TestApps.start("memo")), files: MemoryFiles(files: ["bank.json5": Data(bank.utf8)]))
        #expect(session.run(":app load bank.json5")?.succeeded == true)
        let here = try #require(try helpText("show", in: session))
        #expect(here.contains("\n  Example: show 3\n"), "\(here)")
        #expect(session.run("push about")?.succeeded == true)
        // From another screen, the way there ends with the example that works.
        #expect(try example(of: "show", in: session) == ["navigate accounts", "show 3"])
        #expect(session.run("navigate accounts")?.succeeded == true)
        #expect(session.run("show 3")?.succeeded == true)
    }

    /// An event the visible screen does not report, or refuses here, is shown with the commands
    /// that get to where it works, found by a short search (a newcomer's 'help next' on the
    /// sign-in screen said only 'Example: next'); a refusal says why.
    @Test func anEventsExampleFromHereGetsToWhereItWorks() throws {
        let memoKind = try #require(TestApps.kind("memo"))
        let memo = try #require(try session(of: memoKind, after: ["login alice"]))
        let saving = try #require(try helpText("save", in: memo))
        #expect(
            saving.contains(
                "\n  Example, from here (home does not report it):\n    new\n    write \"Buy milk\"\n    preview\n    save\n"
            ),
            "\(saving)")
        let shopKind = try #require(TestApps.kind("shop"))
        let shop = try #require(try session(of: shopKind, after: ["tab cart"]))
        let checkout = try #require(try helpText("checkout", in: shop))
        #expect(
            checkout.contains("\n  Example, from here (the cart is empty; 'add' a product first):\n"), "\(checkout)")
        let lines = try #require(try example(of: "checkout", in: shop))
        #expect(lines.last == "checkout")
        for line in lines { #expect(shop.run(line)?.succeeded == true, "\(line)") }
    }

    /// Every event's example that starts from here works as shown, in every app, from its start
    /// and signed in.
    @Test(arguments: TestApps.names + TestApps.definitions.map(\.name))
    func everyEventsExampleFromHereWorks(app: String) throws {
        let kind = try #require(TestApps.kind(app))
        for setup in [[], app.hasPrefix("memo") || app == "shop" ? ["login alice"] : []] {
            for event in kind.catalog.events {
                guard let session = try session(of: kind, after: setup),
                    let text = try helpText(event.name, in: session), text.contains("  Example, from here (")
                else { continue }
                let lines = try #require(try example(of: event.name, in: session))
                for line in lines {
                    #expect(
                        session.run(line)?.succeeded == true, "\(app) after \(setup): help \(event.name): '\(line)'")
                }
            }
        }
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
