import CommandLanguage
import CoordinatorKit
import MemoApp
import TestSupport
import Testing

@Suite struct CommandReferenceTests {
    @Test func navigationListsTheTenIntentWordsInOrder() {
        #expect(
            CommandReference.navigation.map(\.name)
                == ["push", "pop", "root", "popto", "navigate", "replace", "present", "dismiss", "back", "open"])
        #expect(CommandReference.navigation.allSatisfy { $0.group == .navigation })
    }

    @Test func shellListsTheShellCommandsWithTheirAliases() {
        #expect(
            CommandReference.shell.map(\.name) == [
                ":help", ":state", ":expect", ":tree", ":trace", ":routes", ":graph", ":undo", ":redo", ":history",
                ":reset", ":save", ":load", ":source", ":record", ":apps", ":app", ":echo", ":tour", ":hint", ":quit",
            ])
        #expect(
            CommandReference.shell.map(\.aliases) == [
                ["help"], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [],
                [":q", "quit", "exit"],
            ])
        #expect(CommandReference.shell.allSatisfy { $0.group == .shell })
        #expect(CommandReference.all == CommandReference.navigation + CommandReference.shell)
    }

    @Test(arguments: [
        ("push", "push"),
        ("PUSH", "push"),
        ("popto", "popto"),
        (":help", ":help"),
        ("help", ":help"),
        ("Help", ":help"),
        (":q", ":quit"),
        ("QUIT", ":quit"),
        ("exit", ":quit"),
        (":STATE", ":state"),
    ])
    func infoNamedFindsNamesAndAliasesIgnoringCase(name: String, canonical: String) {
        #expect(CommandReference.info(named: name)?.name == canonical)
    }

    @Test(arguments: ["state", "expect", "q", "login", "", "pus"])
    func infoNamedIsNilForOtherWords(name: String) {
        #expect(CommandReference.info(named: name) == nil)
    }

    @Test(arguments: CommandReference.all)
    func usageStartsWithTheName(info: CommandInfo) {
        #expect(info.usage == info.name || info.usage.hasPrefix(info.name + " "))
    }

    /// Every example, made for each app (built-in or defined), is read by that app's parser as
    /// the command it shows, and a route it pushes is one that may be pushed by hand.
    @Test(arguments: TestApps.names + TestApps.definitions.map(\.name))
    func exampleParsesAsTheCommandItShows(app: String) throws {
        let catalog = try #require(TestApps.kind(app)?.catalog)
        let parser = Parser(catalog: catalog, appNames: ["memo", "steps"], lessonCount: 9)
        for info in CommandReference.all {
            let example = info.example.text(in: catalog)
            let command = try #require(try parser.parse(example), "\(app): \(example)")
            let firstWord = try #require(example.split(separator: " ").first)
            #expect(CommandReference.info(named: String(firstWord))?.name == info.name, "\(app): \(example)")
            switch command {
            case .intent(.push(let route)), .intent(.present(let route)), .intent(.replace(let route)),
                .intent(.navigate(let route)):
                #expect(catalog.spec(of: route)?.placement == .pushable, "\(app): \(example)")
            case .intent: #expect(info.group == .navigation)
            case .shell: #expect(info.group == .shell)
            case .event: Issue.record("\(app): \(example) parsed as an event")
            }
        }
    }
}
