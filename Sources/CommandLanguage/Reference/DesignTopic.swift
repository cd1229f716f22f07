/// A `:help` topic that is not a command: the subcommands that test a design (`coordsh test`,
/// `check`, `paths`) and write its code (`export`), run from the system shell, not at the
/// prompt, explained where people look.
public struct DesignTopic: Hashable, Sendable {
    public let name: String
    /// One line, for the command list.
    public let summary: String
    /// The text `:help NAME` shows, a paragraph per element.
    public let paragraphs: [String]

    /// The topics, in the order the command list shows them.
    public static let all: [DesignTopic] = [
        DesignTopic(
            name: "test", summary: "coordsh test SCRIPT...: scripts as tests, for CI",
            paragraphs: [
                "coordsh test [--app NAME | --app-file FILE] [--junit FILE] [--json] SCRIPT...",
                """
                Runs each script in a fresh session of its own, stopping it at its first failure that \
                no ':expect error' excuses, and prints a line per script (ok or FAIL, the time, the \
                failing line's place and message), then 'N passed, M failed'; exit 1 if any failed. \
                --junit FILE also writes JUnit XML, which CI systems read. A script picks its app with \
                ':app NAME' or ':app load FILE' as a command; ':record FILE' writes such scripts.
                """,
                "Example: coordsh test --junit report.xml tests/*.coord",
            ]),
        DesignTopic(
            name: "check", summary: "coordsh check: every reachable state explored, rules checked",
            paragraphs: [
                "coordsh check [--app NAME | --app-file FILE] [--depth N] [--states N] [--json]",
                """
                Explores every state the app can reach from its start, breadth first, by every \
                command it accepts (every intent on every route, every event, every deep-link \
                pattern, with a few arguments each), up to the bounds. It reports each screen with \
                the shortest path that reaches it, events never accepted, traps (screens from which \
                the start screen cannot be reached again) and any broken rule of the coordinator \
                pattern, each with the shortest path to it as a script; exit 1 if it found anything.
                """,
                "Example: coordsh check --app-file shop.json5 --depth 5",
            ]),
        DesignTopic(
            name: "paths", summary: "coordsh paths: a test suite made from the model",
            paragraphs: [
                "coordsh paths [--cover screens|transitions] [--out DIR] [--force] [--depth N] [--states N]",
                """
                Writes scripts that reach every screen (or take every kind of transition between \
                screens) by shortest paths, with ':expect' lines after every step, into DIR or to \
                stdout, and prints the coverage reached. 'coordsh test DIR' runs them.
                """,
                "Example: coordsh paths --cover transitions --out tests/paths",
            ]),
        DesignTopic(
            name: "export", summary: "coordsh export swift: the app's coordinators as a Swift package",
            paragraphs: [
                "coordsh export swift [--app NAME | --app-file FILE] --out DIR [--force] [--script FILE ...]",
                """
                Writes a Swift package of the app: a Route enum, the navigation state as values, a \
                coordinator class per coordinator (children held strongly, parents weakly), event \
                handlers and deep-link parsing that build on Linux, UI glue for SwiftUI and UIKit, and \
                a test target that replays scripts against the generated code and compares every \
                state with coordsh's.
                """,
                "Example: coordsh export swift --app-file shop.json5 --out ShopCoordinators",
            ]),
    ]

    /// The topic named `name`, ignoring case.
    public static func named(_ name: String) -> DesignTopic? {
        all.first { $0.name == name.lowercased() }
    }
}
