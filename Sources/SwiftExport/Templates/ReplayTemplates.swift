/// The exported test target's fixed files: reading the scripts and what coordsh printed for
/// them, reading their lines as commands, and the session that replays them.
enum ReplayTemplates {
    /// `Tests/MODULETests/ReplayTests.swift`; `MODULE` is replaced by the module's name.
    static let tests = #"""
        import Testing

        @testable import MODULE

        /// Replays every script of `Replay/` against the generated core: after every line, the state
        /// must be the one coordsh printed for it (`Replay/NAME.jsonl`, from `coordsh --json`), the line
        /// must succeed or fail as it did there (with the same error code), and the live coordinators
        /// must be exactly those the state says run, every other one released.
        @Suite("Replaying coordsh's scripts against the generated coordinators")
        struct ReplayTests {
            static let scripts = ReplayScript.names

            @Test func thereAreScriptsToReplay() {
                #expect(!Self.scripts.isEmpty)
            }

            @Test(arguments: scripts)
            @MainActor
            func everyLineEndsInTheStateCoordshPrinted(script name: String) throws {
                let script = try ReplayScript(named: name)
                let session = ReplaySession()
                var tree = CoordinatorTree()
                for line in script.lines {
                    let command = ScriptCommand(line.input)
                    let outcome = session.run(command)
                    let place = "\(name).coord:\(line.number): \(line.input)"
                    if command.isCompared {
                        #expect(outcome.ok == line.ok, "\(place): \(outcome.ok ? "succeeded" : "failed: \(outcome.message)")")
                        if !outcome.ok, !line.ok { #expect(outcome.code == line.code, "\(place): \(outcome.message)") }
                    }
                    let state = session.root.state.coordshJSON
                    if state != line.state {
                        let keys = Set(state.keys).union(line.state.keys).sorted().filter { state[$0] != line.state[$0] }
                        let differences = keys.map { key in
                            "\(key): \(state[key]?.description ?? "none") instead of \(line.state[key]?.description ?? "none")"
                        }
                        Issue.record("\(place): the state differs: \(differences.joined(separator: "; "))")
                        return
                    }
                    if let problem = tree.check(session.root) {
                        Issue.record("\(place): \(problem)")
                        return
                    }
                    if case .quit = command { break }
                }
            }
        }
        """#

    /// `Tests/MODULETests/Support/ReplayScript.swift`.
    static let script = #"""
        import Foundation

        @testable import MODULE

        /// A script of `Replay/` with what `coordsh --json` printed for it: one object per command
        /// line (blank and comment lines have none).
        struct ReplayScript {
            struct Line {
                let number: Int
                let input: String
                let ok: Bool
                let code: String?
                let state: [String: JSON]
            }

            let lines: [Line]

            /// The scripts' names, sorted.
            static var names: [String] {
                let folder = Bundle.module.url(forResource: "Replay", withExtension: nil)
                let files = folder.flatMap { try? FileManager.default.contentsOfDirectory(atPath: $0.path) } ?? []
                return files.filter { $0.hasSuffix(".coord") }.map { String($0.dropLast(6)) }.sorted()
            }

            init(named name: String) throws {
                guard let folder = Bundle.module.url(forResource: "Replay", withExtension: nil) else {
                    throw ReplayError("the Replay folder is missing from the test bundle")
                }
                let script = try String(contentsOf: folder.appendingPathComponent(name + ".coord"), encoding: .utf8)
                let jsonLines = try String(contentsOf: folder.appendingPathComponent(name + ".jsonl"), encoding: .utf8)
                let scriptLines = script.split(separator: "\n", omittingEmptySubsequences: false)
                var lines: [Line] = []
                for text in jsonLines.split(separator: "\n") {
                    let object = try JSONDecoder().decode(JSON.self, from: Data(text.utf8))
                    guard case .object(let fields) = object, case .integer(let number)? = fields["line"],
                        case .string(let input)? = fields["input"], case .bool(let ok)? = fields["ok"],
                        case .object(let state)? = fields["state"]
                    else { throw ReplayError("\(name).jsonl: not a line of coordsh --json: \(text)") }
                    guard scriptLines.indices.contains(number - 1), scriptLines[number - 1] == input else {
                        throw ReplayError("\(name).jsonl: line \(number) is not \(input.debugDescription) in \(name).coord")
                    }
                    var code: String?
                    if case .object(let error)? = fields["error"], case .string(let text)? = error["code"] { code = text }
                    lines.append(Line(number: number, input: input, ok: ok, code: code, state: state))
                }
                self.lines = lines
            }
        }

        struct ReplayError: Error, CustomStringConvertible {
            let description: String

            init(_ description: String) {
                self.description = description
            }
        }

        /// A JSON value, read with Foundation's decoder.
        enum JSON: Hashable, Decodable, CustomStringConvertible {
            case null
            case bool(Bool)
            case integer(Int)
            case string(String)
            case array([JSON])
            case object([String: JSON])

            init(from decoder: any Decoder) throws {
                let container = try decoder.singleValueContainer()
                if container.decodeNil() {
                    self = .null
                } else if let value = try? container.decode(Int.self) {
                    self = .integer(value)
                } else if let value = try? container.decode(String.self) {
                    self = .string(value)
                } else if let value = try? container.decode(Bool.self) {
                    self = .bool(value)
                } else if let value = try? container.decode([JSON].self) {
                    self = .array(value)
                } else {
                    self = .object(try container.decode([String: JSON].self))
                }
            }

            var description: String {
                switch self {
                case .null: "null"
                case .bool(let value): String(value)
                case .integer(let value): String(value)
                case .string(let value): value.debugDescription
                case .array(let values): "[" + values.map(\.description).joined(separator: ", ") + "]"
                case .object(let fields):
                    "{" + fields.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}"
                }
            }
        }

        extension Value {
            var json: JSON {
                switch self {
                case .null: .null
                case .integer(let number): .integer(number)
                case .text(let text): .string(text)
                }
            }
        }
        """#

    /// `Tests/MODULETests/Support/ScriptCommand.swift`.
    static let command = #"""
        @testable import MODULE

        /// A line of a coordsh script read as coordsh reads it: an intent, an event, a deep link, one of
        /// the shell commands that change the state (`:undo`, `:redo`, `:reset`), another shell command
        /// (which changes nothing), or a line coordsh refuses before it runs (with the error's code).
        enum ScriptCommand {
            case intent(Intent)
            case event(Event)
            case open(String)
            case undo(Int)
            case redo(Int)
            case reset
            case quit
            /// A shell command that does not change the state (`:expect`, `:echo`, `:tree`, ...).
            case other
            case refused(code: String, message: String)

            /// Whether the line's success is compared with coordsh's (not for shell commands such as
            /// `:expect`, whose outcome the replay does not work out).
            var isCompared: Bool {
                if case .other = self { false } else { true }
            }

            init(_ line: String) {
                let words: [String]
                do {
                    words = try ScriptWords.split(line)
                } catch {
                    let isShellCommand = line.drop(while: \.isWhitespace).hasPrefix(":")
                    self = isShellCommand ? .other : .refused(code: "syntax", message: "\(error)")
                    return
                }
                guard let first = words.first else {
                    self = .other
                    return
                }
                let arguments = Array(words.dropFirst())
                do {
                    self = try Self.read(first, arguments)
                } catch let error as NavigationError {
                    self = .refused(code: error.code, message: error.description)
                } catch {
                    self = .refused(code: (error as? Refusal)?.code ?? "syntax", message: "\(error)")
                }
            }

            /// A line coordsh refuses for a reason the core does not check: an unknown word.
            struct Refusal: Error {
                let code: String
                let word: String
            }

            private static let intents = [
                "push", "pop", "root", "popto", "navigate", "replace", "present", "dismiss", "back", "open",
            ]
            private static let words = intents + AppWords.events + ["help", "quit", "exit"]

            private static func read(_ first: String, _ arguments: [String]) throws -> ScriptCommand {
                if first.hasPrefix(":") { return try shell(first.lowercased(), arguments) }
                let name = [first, first.lowercased()].first { words.contains($0) }
                guard let name else { throw Refusal(code: "unknownCommand", word: first) }
                if AppWords.events.contains(name), !intents.contains(name) {
                    if AppWords.takesArgument(name) {
                        guard let word = arguments.first else {
                            throw NavigationError.badArgument(owner: name, given: "", expected: "an argument")
                        }
                        try atMost(1, arguments, name)
                        return .event(try AppWords.event(name, word: word))
                    }
                    try atMost(0, arguments, name)
                    return .event(try AppWords.event(name, word: nil))
                }
                switch name {
                case "help": return .other
                case "quit", "exit":
                    try atMost(0, arguments, name)
                    return .quit
                case "push": return .intent(.push(try route(arguments, name)))
                case "replace": return .intent(.replace(try route(arguments, name)))
                case "present": return .intent(.present(try route(arguments, name)))
                case "navigate": return .intent(.navigate(try route(arguments, name)))
                case "popto":
                    let (routeName, route) = try routeName(arguments, name, argumentIsOptional: true)
                    return .intent(.popTo(route.map(RoutePattern.exactly) ?? .named(routeName)))
                case "pop":
                    try atMost(1, arguments, name)
                    guard let word = arguments.first else { return .intent(.pop(count: 1)) }
                    return .intent(.pop(count: try Arguments.integer(word: word, for: "pop")))
                case "root":
                    try atMost(0, arguments, name)
                    return .intent(.popToRoot)
                case "back":
                    try atMost(0, arguments, name)
                    return .intent(.back)
                case "dismiss":
                    try atMost(1, arguments, name)
                    guard let word = arguments.first else { return .intent(.dismiss) }
                    guard word.lowercased() == "all" else {
                        throw NavigationError.badArgument(owner: name, given: word, expected: "all")
                    }
                    return .intent(.dismissAll)
                default:
                    guard let url = arguments.first else {
                        throw NavigationError.badArgument(owner: name, given: "", expected: "a URL")
                    }
                    try atMost(1, arguments, name)
                    _ = try DeepLinkURL(url)
                    return .open(url)
                }
            }

            private static func shell(_ name: String, _ arguments: [String]) throws(NavigationError) -> ScriptCommand {
                switch name {
                case ":undo", ":redo":
                    try atMost(1, arguments, name)
                    var count = 1
                    if let word = arguments.first { count = try Arguments.integer(word: word, for: name) }
                    return name == ":undo" ? .undo(count) : .redo(count)
                case ":reset":
                    try atMost(0, arguments, name)
                    return .reset
                case ":app":
                    // The export accepts `:app` only with this app's name: it starts the app afresh.
                    return .reset
                case ":quit", ":q":
                    return .quit
                default:
                    return .other
                }
            }

            private static func atMost(_ count: Int, _ arguments: [String], _ name: String) throws(NavigationError) {
                guard arguments.count <= count else {
                    let extra = arguments.dropFirst(count).joined(separator: " ")
                    throw .badArgument(owner: name, given: extra, expected: "at most \(count) words after \(name)")
                }
            }

            private static func route(_ arguments: [String], _ command: String) throws -> Route {
                let (name, route) = try routeName(arguments, command, argumentIsOptional: false)
                guard let route else {
                    throw NavigationError.badArgument(owner: name.rawValue, given: "", expected: "an argument")
                }
                return route
            }

            /// `ROUTE [ARG]`: the route's name, and the route when it is complete.
            private static func routeName(_ arguments: [String], _ command: String, argumentIsOptional: Bool)
                throws -> (Route.Name, Route?)
            {
                guard let word = arguments.first else {
                    throw NavigationError.badArgument(owner: command, given: "", expected: "a route")
                }
                guard let name = Route.name(matching: word) else { throw Refusal(code: "unknownRoute", word: word) }
                guard Route.takesArgument(name) else {
                    if let given = arguments.dropFirst().first {
                        throw NavigationError.badArgument(owner: name.rawValue, given: given, expected: "no argument")
                    }
                    return (name, try Route.make(name, argumentWord: nil))
                }
                guard let argument = arguments.dropFirst().first else {
                    if argumentIsOptional { return (name, nil) }
                    throw NavigationError.badArgument(owner: name.rawValue, given: "", expected: "an argument")
                }
                try atMost(2, arguments, command)
                return (name, try Route.make(name, argumentWord: argument))
            }
        }

        /// Splits a line into words as coordsh does: white space separates; double quotes group (with
        /// `\"` and `\\` inside); a `#` that starts a word, outside quotes, starts a comment.
        enum ScriptWords {
            struct Problem: Error {}

            static func split(_ line: String) throws -> [String] {
                var words: [String] = []
                var bytes = Array(line.utf8)[...]
                while true {
                    while let byte = bytes.first, isSpace(byte) { bytes.removeFirst() }
                    guard let first = bytes.first, first != UInt8(ascii: "#") else { return words }
                    var word: [UInt8] = []
                    while let byte = bytes.first, !isSpace(byte) {
                        bytes.removeFirst()
                        guard byte == UInt8(ascii: "\"") else {
                            word.append(byte)
                            continue
                        }
                        var closed = false
                        while let inner = bytes.popFirst() {
                            if inner == UInt8(ascii: "\"") {
                                closed = true
                                break
                            }
                            if inner == UInt8(ascii: "\\") {
                                let escaped = bytes.popFirst()
                                guard let escaped, escaped == UInt8(ascii: "\"") || escaped == UInt8(ascii: "\\") else {
                                    throw Problem()
                                }
                                word.append(escaped)
                            } else {
                                word.append(inner)
                            }
                        }
                        guard closed else { throw Problem() }
                    }
                    words.append(String(decoding: word, as: UTF8.self))
                }
            }

            private static func isSpace(_ byte: UInt8) -> Bool {
                byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
            }
        }
        """#

    /// `Tests/MODULETests/Support/ReplaySession.swift`.
    static let session = #"""
        @testable import MODULE

        /// Runs script commands against a root coordinator as coordsh's session does: a command that
        /// changed the state (an intent, an event, a link, `:reset`) can be undone, `:undo` and `:redo`
        /// step through the last 1,000 such states, and a restored state gets new coordinators.
        @MainActor
        final class ReplaySession {
            struct Outcome {
                let ok: Bool
                let code: String?
                let message: String
            }

            static let undoCapacity = 1_000

            private(set) var root = ROOT()
            private var past: [AppState] = []
            private var future: [AppState] = []

            func run(_ command: ScriptCommand) -> Outcome {
                let before = root.state
                do {
                    switch command {
                    case .intent(let intent): try root.perform(intent)
                    case .event(let event): try root.send(event)
                    case .open(let url): try root.open(url)
                    case .reset: root = ROOT()
                    case .undo(let count):
                        guard count <= past.count else { return failure("notAllowed", "cannot undo \(count)") }
                        var state = before
                        for _ in 0..<count {
                            future.append(state)
                            state = past.removeLast()
                        }
                        root = ROOT(restoring: state)
                        return success
                    case .redo(let count):
                        guard count <= future.count else { return failure("notAllowed", "cannot redo \(count)") }
                        var state = before
                        for _ in 0..<count {
                            past.append(state)
                            state = future.removeLast()
                        }
                        root = ROOT(restoring: state)
                        return success
                    case .quit, .other:
                        return success
                    case .refused(let code, let message):
                        return failure(code, message)
                    }
                } catch {
                    return failure(error.code, error.description)
                }
                past.append(before)
                if past.count > Self.undoCapacity { past.removeFirst() }
                future.removeAll()
                return success
            }

            private var success: Outcome { Outcome(ok: true, code: nil, message: "") }

            private func failure(_ code: String, _ message: String) -> Outcome {
                Outcome(ok: false, code: code, message: message)
            }
        }

        extension NavigationError {
            /// The error code coordsh prints for the same failure.
            var code: String {
                switch self {
                case .atRoot, .cannotReplaceRoot: "atRoot"
                case .notFound, .noSuchItem, .notInCatalogue, .unknownID, .unknownIDInLink: "notFound"
                case .tooDeep, .linkTooDeep: "limit"
                case .badValue, .badLink, .badArgument: "badArgument"
                case .unknownRouteInLink: "unknownRoute"
                default: "notAllowed"
                }
            }
        }

        /// Every coordinator object the replay met, held weakly: after each line the live tree must be
        /// exactly the coordinators the state says run, and every other one must have been released.
        @MainActor
        struct CoordinatorTree {
            private final class Box {
                weak var coordinator: (any Coordinating)?

                init(_ coordinator: any Coordinating) {
                    self.coordinator = coordinator
                }
            }

            private var seen: [ObjectIdentifier: Box] = [:]

            mutating func check(_ root: ROOT) -> String? {
                var live: [any Coordinating] = []
                func collect(_ node: any Coordinating) {
                    live.append(node)
                    node.children.forEach(collect)
                }
                collect(root)
                let names = live.map(\.name.rawValue).sorted()
                let running = root.state.runningCoordinators.map(\.rawValue).sorted()
                if names != running { return "the live coordinators are \(names), but the state runs \(running)" }
                let liveIDs = Set(live.map { ObjectIdentifier($0) })
                for (id, box) in seen where !liveIDs.contains(id) {
                    if let coordinator = box.coordinator { return "\(coordinator.name.rawValue) was not released" }
                    seen[id] = nil
                }
                for coordinator in live where seen[ObjectIdentifier(coordinator)] == nil {
                    seen[ObjectIdentifier(coordinator)] = Box(coordinator)
                }
                return nil
            }
        }
        """#
}
