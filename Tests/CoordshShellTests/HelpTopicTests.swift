import CommandLanguage
import CoordinatorKit
import FoundationEssentials
import MemoApp
import TestSupport
import Testing

@testable import CoordshShell

/// `:help test`, `:help check`, `:help paths`: the subcommands that test a design, explained at
/// the prompt, and listed with the shell commands.
@Suite("Help topics")
struct HelpTopicTests {
    @Test(arguments: ["test", "check", "paths", "CHECK"])
    func aTopicIsExplainedWithItsUsageAndAnExample(topic: String) throws {
        let session = Session(app: MemoApp())
        guard case .text(let text)? = session.run(":help \(topic)")?.display else {
            Issue.record("no text for :help \(topic)")
            return
        }
        let name = topic.lowercased()
        #expect(text.hasPrefix("\(name): coordsh \(name)"))
        #expect(text.contains("\n  coordsh \(name) ["))
        #expect(text.contains("\n  Example: coordsh \(name) "))
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 80 })
    }

    /// `coordsh export swift` is a subcommand as `test` is: `:help export` explains it (it said
    /// "no help for 'export'. Did you mean 'expect'?").
    @Test func exportIsATopicToo() throws {
        let session = Session(app: MemoApp())
        guard case .text(let text)? = session.run(":help export")?.display else {
            Issue.record("no text for :help export")
            return
        }
        #expect(text.hasPrefix("export: coordsh export swift: "))
        #expect(text.contains("\n  coordsh export swift [--app NAME | --app-file FILE] --out DIR "))
        #expect(text.contains("\n  Example: coordsh export swift "))
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 80 })
        guard case .text(let list)? = session.run(":help shell")?.display else {
            Issue.record("no command list")
            return
        }
        #expect(list.contains("\n  export                coordsh export swift: "))
    }

    @Test func theShellCommandListNamesTheTopics() throws {
        guard case .text(let text)? = Session(app: MemoApp()).run(":help shell")?.display else {
            Issue.record("no command list")
            return
        }
        #expect(text.contains("\nSubcommands, run from the system shell (':help check' says more):\n  test "))
        #expect(text.contains("\n  check                 coordsh check: every reachable state explored, rules\n"))
    }

    /// An event's `summary` is optional in a definition: `help EVENT` then starts with its usage
    /// alone (it printed `compose: `, a colon and a space before nothing).
    @Test func anEventWithoutASummaryIsExplainedWithoutADanglingColon() throws {
        let definition = #"""
            { name: "notes", coordinators: [{ name: "app", stack: "list" }], routes: [{ name: "list", owner: "app" },
              { name: "note", owner: "app", argument: "integer" }],
              events: [{ name: "show", argument: "integer", from: ["list"], do: [{ push: "note", argument: "$arg" }] }] }
            """#
        let session = Session(
            app: try #require(TestApps.start("memo")), files: MemoryFiles(files: ["notes.json5": Data(definition.utf8)])
        )
        #expect(session.run(":app load notes.json5")?.succeeded == true)
        guard case .text(let text)? = session.run("help show")?.display else {
            Issue.record("no text for help show")
            return
        }
        #expect(text.hasPrefix("show NUMBER\n  An app event: the list screen reports it"))
    }

    /// An event reported by screens of two flows is decided by the coordinator both are within,
    /// as the trace and the exported Swift say: help said "the left, right coordinator decides".
    @Test func anEventOfScreensOfTwoFlowsNamesTheCoordinatorThatDecidesIt() throws {
        let definition = #"""
            { name: "two", coordinators: [{ name: "app", stack: "home" }, { name: "left", parent: "app", start: "l" },
                { name: "right", parent: "app", start: "r" }],
              routes: [{ name: "home", owner: "app" }, { name: "l", owner: "left" }, { name: "r", owner: "right" }],
              events: [{ name: "goLeft", from: ["home"], do: [{ start: "left" }] },
                { name: "goRight", from: ["home"], do: [{ start: "right" }] },
                { name: "close", from: ["l", "r"], do: ["pop"] }, { name: "again", from: ["l"], do: ["pop"] }] }
            """#
        let session = Session(
            app: try #require(TestApps.start("memo")), files: MemoryFiles(files: ["two.json5": Data(definition.utf8)])
        )
        #expect(session.run(":app load two.json5")?.succeeded == true)
        guard case .text(let close)? = session.run("help close")?.display,
            case .text(let again)? = session.run("help again")?.display
        else {
            Issue.record("no text for help close or help again")
            return
        }
        // Read as one paragraph, wherever its lines break.
        #expect(
            close.replacing("\n  ", with: " ").contains("the l or r screen reports it, and the app coordinator decides")
        )
        #expect(
            again.replacing("\n  ", with: " ").contains("the l screen reports it, and the left coordinator decides"))
        // The trace of the same event names the same coordinator.
        _ = session.run(":trace on")
        _ = session.run("goLeft")
        let trace = session.run("close")?.trace?.map(\.description) ?? []
        #expect(trace.contains("app: pops a screen"), "\(trace)")
    }

    /// An event whose screens are further than help's search looks gets its example with the
    /// reason it does not work from here: it was a bare "Example: last", which fails.
    @Test func anEventTooFarAwayForAWaySaysSo() throws {
        let screens = (1...9).map { "s\($0)" }
        // Shown only by the events: no 'push' gets there at once.
        let routes = screens.map { #"{ name: "\#($0)", owner: "app", pushable: false }"# }.joined(separator: ", ")
        let steps = (1..<9).map { #"{ name: "next\#($0)", from: ["s\#($0)"], do: [{ push: "s\#($0 + 1)" }] }"# }
        let definition = """
            { name: "far", coordinators: [{ name: "app", stack: "s1" }], routes: [\(routes)],
              events: [\(steps.joined(separator: ", ")), { name: "last", from: ["s9"], do: ["root"] }] }
            """
        let session = Session(
            app: try #require(TestApps.start("memo")), files: MemoryFiles(files: ["far.json5": Data(definition.utf8)])
        )
        #expect(session.run(":app load far.json5")?.succeeded == true)
        guard case .text(let text)? = session.run("help last")?.display else {
            Issue.record("no text for help last")
            return
        }
        #expect(
            text.replacing("\n  ", with: " ").contains(
                "Example (s1 does not report it, and help's search found no way within 6 commands to a screen that does): last"
            ),
            "\(text)")
    }

    /// Where help's search stops for its number of states, or finds every state within reach
    /// tried, its example says so, not "up to 6 commands": a newcomer's search stopped after its
    /// states, two commands deep, and said no way within 6 was found.
    @Test(arguments: [
        (
            (1...30).map { #"{ name: "p\#($0)", owner: "app" }"# }.joined(separator: ", "),
            "help's search stopped after 1000 states without finding a way to a screen that does"
        ),
        ("", "help's search found no way from here to a screen that does"),
    ])
    func anEventOutOfReachSaysWhyTheSearchStopped(screens: String, reason: String) throws {
        let definition = """
            { name: "wide", coordinators: [{ name: "app", stack: "home" }],
              routes: [{ name: "home", owner: "app" }, { name: "end", owner: "app", pushable: false }\(screens.isEmpty ? "" : ", " + screens)],
              events: [{ name: "last", from: ["end"], do: ["root"] }] }
            """
        let session = Session(
            app: try #require(TestApps.start("memo")), files: MemoryFiles(files: ["wide.json5": Data(definition.utf8)])
        )
        #expect(session.run(":app load wide.json5")?.succeeded == true)
        guard case .text(let text)? = session.run("help last")?.display else {
            Issue.record("no text for help last")
            return
        }
        #expect(
            text.replacing("\n  ", with: " ").contains("Example (home does not report it, and \(reason)): last"),
            "\(text)")
    }

    @Test func aMisspeltTopicGetsTheNearestName() {
        #expect(
            Session(app: MemoApp()).run(":help chek")?.failure
                == CommandFailure(.unknownCommand, "no help for 'chek'. Did you mean 'check'?"))
    }
}
