import CoordinatorKit

/// What the replay scripts of an export cover: the command lines, the distinct moves between
/// screens (a screen, a command that succeeded, the screen it led to), and the event transitions
/// of the app's tables (`EventSpec.Transition`, what `:graph` draws) that some line took. Each
/// script runs once more in a session of its own, without printing.
struct ReplayCoverage {
    let kind: AppKind
    let registry: AppRegistry
    private(set) var lines = 0
    private(set) var moves: Set<String> = []
    private(set) var coveredTransitions: Set<String> = []

    init(kind: AppKind, registry: AppRegistry) {
        self.kind = kind
        self.registry = registry
    }

    /// Every transition of the app's event table, as `event: from -> to`.
    var allTransitions: Set<String> {
        Set(
            kind.catalog.events.flatMap { event in
                event.transitions.map { key(event.name, $0.from?.rawValue, $0.to.rawValue) }
            })
    }

    private func key(_ event: String, _ from: String?, _ to: String) -> String {
        "\(event): \(from ?? "*") -> \(to)"
    }

    /// Runs a script's lines (as the export keeps them) and counts what they cover.
    mutating func add(_ script: String) {
        let session = Session(app: kind.start(), files: MemoryFiles(), registry: registry)
        for line in script.split(separator: "\n", omittingEmptySubsequences: false) {
            let from = session.report.screen.name.rawValue
            guard let result = session.run(String(line)) else { continue }
            lines += 1
            if result.quits { break }
            let to = session.report.screen.name.rawValue
            guard result.succeeded, let word = line.split(whereSeparator: \.isWhitespace).first.map(String.init),
                !word.hasPrefix(":")
            else { continue }
            moves.insert("\(from) \(word.lowercased()) \(to)")
            guard let event = session.app.catalog.event(named: word) else { continue }
            for transition in event.transitions
            where (transition.from == nil || transition.from?.rawValue == from) && transition.to.rawValue == to {
                coveredTransitions.insert(key(event.name, transition.from?.rawValue, transition.to.rawValue))
            }
        }
    }

    /// `1,234 lines; 40 of 42 event transitions; 63 distinct moves between screens`.
    var summary: String {
        "\(Count.grouped(lines)) lines; \(Count.grouped(coveredTransitions.count)) of "
            + "\(Count.grouped(allTransitions.count)) event transitions; "
            + "\(Count.grouped(moves.count)) distinct moves between screens"
    }
}
