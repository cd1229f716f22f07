import AppDefinitions
import CoordinatorKit
import TestSupport
import Testing

@testable import CoordshShell

/// The same seeded random sessions run on each built-in app and on its definition in
/// `examples/apps/`: after every line both must have succeeded or failed alike (with the same
/// error code), and their JSON states must be the same apart from `app` and the keys listed in
/// `leftOut` (each a difference on purpose, in the README). This is the proof that the
/// definition format can say what the built-in apps do.
@Suite("Definitions behave as the built-in apps")
struct DefinitionDifferentialTests {
    /// The built-in app, its definition, and the state keys left out of the comparison: the Swift
    /// app's commentary on its own objects (the steps app's generic coordinator's `path` and where
    /// its button leads; the movies app's view models), which a definition does not describe.
    static let pairs: [(app: String, file: String, leftOut: Set<String>)] = [
        ("memo", "memo.json5", []),
        ("steps", "steps.json5", ["path", "next"]),
        ("mvc", "mvc.json5", []),
        ("movies", "movies.json5", ["viewModel"]),
    ]

    /// Lines per app: the random sessions' count (`COORDSH_RANDOM_LINES`), at most 20,000.
    static let lines = min(RandomSessionTests.lines, 20_000)

    @Test(arguments: pairs.indices)
    func theSameLinesGiveTheSameStates(index: Int) throws {
        let pair = Self.pairs[index]
        let builtIn = Session(app: try #require(AppRegistry.builtIn(named: pair.app)).start(), files: MemoryFiles())
        let kind = try AppLoader(files: LocalFiles()).kind(from: Repository.exampleApps + "/" + pair.file)
        let defined = Session(
            app: kind.start(), files: MemoryFiles(), registry: AppRegistry(kinds: AppRegistry.builtIns + [kind]))
        var generator = RandomLines(seed: SplitMix64.derive(RandomSessionTests.seed, 100 + index), home: pair.app)
        var ran: [String] = []
        var compared = 0
        while compared < Self.lines {
            let line = generator.next(builtIn.app.catalog, builtIn.report)
            // Lines that leave the app (another app, the tour) or load another app's save are
            // not comparisons of the two.
            let word = line.split(whereSeparator: \.isWhitespace).first.map { $0.lowercased() } ?? ""
            guard ![":app", ":tour", ":hint", ":load"].contains(word) else { continue }
            // An `:expect` of a key left out is not a comparison either (the definition has no such key).
            if word == ":expect", let key = line.split(whereSeparator: \.isWhitespace).dropFirst().first,
                pair.leftOut.contains(String(key))
            {
                continue
            }
            ran.append(line)
            compared += 1
            let one = builtIn.run(line)
            let other = defined.run(line)
            let states = [builtIn.report, defined.report].map { state(of: $0, leaving: pair.leftOut) }
            guard one?.failure?.code == other?.failure?.code, states[0] == states[1] else {
                Issue.record(
                    """
                    \(pair.file) differs from the built-in \(pair.app) app after line \(ran.count): \(line.debugDescription)
                      built-in: \(one?.failure.map { "\($0.code): \($0.message)" } ?? "ok")
                      defined:  \(other?.failure.map { "\($0.code): \($0.message)" } ?? "ok")
                      built-in state: \(states[0])
                      defined state:  \(states[1])
                    the last lines: \(ran.suffix(12).map(\.debugDescription).joined(separator: ", "))
                    """)
                return
            }
        }
    }

    /// The JSON state as `--json` prints it (`JSONState` encodes these values), without `app` and
    /// the keys left out.
    private func state(of report: StateReport, leaving leftOut: Set<String>) -> [String: JSONValue] {
        var state: [String: JSONValue] = [
            "user": report.user.map(JSONValue.string) ?? .null, "tab": report.tab.map(JSONValue.string) ?? .null,
            "stack": .array(report.stack.map { .string($0.description) }),
            "modals": .array(report.modals.map { .array($0.map { .string($0.description) }) }),
            "screen": .string(report.screen.description),
            "coordinators": .array(report.coordinators.map(JSONValue.string)),
        ]
        let navigation = report.navigation
        state["tabs"] =
            navigation.tabNames.isEmpty
            ? .null
            : .object(
                JSONObject(
                    Dictionary(
                        uniqueKeysWithValues: zip(navigation.tabNames, navigation.stacks).map { name, stack in
                            (name, JSONValue.array(stack.routes.map { .string($0.description) }))
                        })))
        for extra in report.extras where !leftOut.contains(extra.key) {
            if let value = extra.value { state[extra.key] = value }
        }
        return state
    }

}
