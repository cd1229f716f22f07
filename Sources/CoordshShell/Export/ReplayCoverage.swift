import CoordinatorKit
import FoundationEssentials

/// What the replay scripts of an export cover, worked out from what coordsh printed for them: the
/// lines, the distinct moves between screens (a screen, a command that succeeded, the screen it led
/// to), and the event transitions of the app's tables (`EventSpec.Transition`, what `:graph` draws)
/// that some line took.
struct ReplayCoverage {
    let catalog: AppCatalog
    private(set) var lines = 0
    private(set) var moves: Set<String> = []
    private(set) var coveredTransitions: Set<String> = []

    init(catalog: AppCatalog) {
        self.catalog = catalog
    }

    /// Every transition of the app's event table, as `event: from -> to`.
    var allTransitions: Set<String> {
        Set(
            catalog.events.flatMap { event in
                event.transitions.map { key(event.name, $0.from?.rawValue, $0.to.rawValue) }
            })
    }

    private func key(_ event: String, _ from: String?, _ to: String) -> String {
        "\(event): \(from ?? "*") -> \(to)"
    }

    /// Adds a script's JSON lines; `start` is the screen the app starts on.
    mutating func add(_ jsonLines: String, start: String) {
        var screen = start
        for text in jsonLines.split(separator: "\n") {
            guard case .object(let object)? = try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)),
                case .string(let input)? = object["input"], case .bool(let ok)? = object["ok"],
                case .object(let state)? = object["state"], case .string(let next)? = state["screen"]
            else { continue }
            lines += 1
            let from = Self.name(of: screen)
            let to = Self.name(of: next)
            screen = next
            guard ok, let word = input.split(whereSeparator: \.isWhitespace).first.map(String.init),
                !word.hasPrefix(":")
            else { continue }
            moves.insert("\(from) \(word.lowercased()) \(to)")
            guard let event = catalog.event(named: word) else { continue }
            for transition in event.transitions
            where (transition.from == nil || transition.from?.rawValue == from) && transition.to.rawValue == to {
                coveredTransitions.insert(key(event.name, transition.from?.rawValue, transition.to.rawValue))
            }
        }
    }

    /// `detail` of `detail(42)`.
    private static func name(of screen: String) -> String {
        String(screen.prefix { $0 != "(" })
    }

    /// `1,234 lines; 40 of 42 event transitions; 63 moves between screens`.
    var summary: String {
        let total = allTransitions.count
        return
            "\(lines) lines; \(coveredTransitions.count) of \(total) event transitions; \(moves.count) distinct moves between screens"
    }
}
