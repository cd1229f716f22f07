import CommandLanguage
import CoordinatorKit

/// A test suite made from the model: scripts that reach every screen, or take every kind of
/// transition between screens, each by a shortest path from the start, with `:expect` lines
/// after every step (`coordsh paths`).
public enum PathCover {
    /// What the scripts cover.
    public enum Target: String, CaseIterable, Sendable {
        /// Every screen reached: one script per route, ending on it.
        case screens
        /// Every kind of transition between screens (from a screen, by a kind of command, to a
        /// screen): one script per transition, ending with it.
        case transitions
    }

    /// The scripts for `target`, from an exploration (made with `recordsTransitions` for
    /// transitions).
    ///
    /// - Parameter definitionPath: how the scripts name the definition's file
    ///   (`StatePins.appLine`).
    public static func scripts(
        _ target: Target, from exploration: Exploration, definitionPath: String? = nil
    ) -> [TestScript] {
        switch target {
        case .screens: screenScripts(exploration, definitionPath: definitionPath)
        case .transitions: transitionScripts(exploration, definitionPath: definitionPath)
        }
    }

    private static func screenScripts(_ exploration: Exploration, definitionPath: String?) -> [TestScript] {
        exploration.screens.compactMap { reach in
            guard let state = reach.state else { return nil }
            let name = reach.route.name.rawValue
            return TestScript.replaying(
                exploration.path(to: state), on: exploration.kind, named: "screen-\(fileName(name)).coord",
                comments: [
                    String(TestScript.generatedMarker.dropFirst(2)), String(TestScript.rewrittenNote.dropFirst(2)),
                    "the \(name) screen, by a shortest path from the start of the \(exploration.catalog.name) app",
                ], definitionPath: definitionPath)
        }
    }

    private static func transitionScripts(_ exploration: Exploration, definitionPath: String?) -> [TestScript] {
        let routes = exploration.catalog.routes
        func name(_ index: UInt16) -> String { Int(index) < routes.count ? routes[Int(index)].name.rawValue : "?" }
        let width = String(exploration.transitionOrder.count).count
        return exploration.transitionOrder.enumerated().compactMap { number, key in
            guard let first = exploration.transitions[key] else { return nil }
            let state = Int(first.state)
            let path = exploration.path(to: state) + [exploration.command(Int(first.command), in: state)]
            let serial = String(repeating: "0", count: width - String(number + 1).count) + String(number + 1)
            return TestScript.replaying(
                path, on: exploration.kind,
                named:
                    "transition-\(serial)-\(fileName(name(key.from)))-\(fileName(key.shape))-\(fileName(name(key.to))).coord",
                comments: [
                    String(TestScript.generatedMarker.dropFirst(2)), String(TestScript.rewrittenNote.dropFirst(2)),
                    "from \(name(key.from)), '\(key.shape)' leads to \(name(key.to)) (\(exploration.catalog.name) app)",
                ], definitionPath: definitionPath)
        }
    }

    /// A name made safe for a file: letters, digits, `-` and `_`; anything else becomes `-`.
    static func fileName(_ text: String) -> String {
        var name = ""
        for character in text {
            let keep = character.isASCII && (character.isLetter || character.isNumber || character == "_")
            if keep {
                name.append(character)
            } else if !name.hasSuffix("-") {
                name.append("-")
            }
        }
        while name.hasSuffix("-") { name.removeLast() }
        return name.isEmpty ? "x" : String(name.prefix(80))
    }
}
