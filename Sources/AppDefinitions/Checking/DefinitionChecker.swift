import CoordinatorKit

/// Checks what a decoded definition's names refer to and whether the app it describes can run:
/// every name known (with "Did you mean"), none twice (ignoring case), one root coordinator and
/// no cycle, stacks and tabs with their roots, routes placed where they can be shown, effects that
/// push only what their coordinator may show, values of the right type, deep links that bind what
/// they use. It lists every problem, not only the first.
struct DefinitionChecker {
    /// The most routes a definition may have (SPEC 9).
    static let maxRoutes = 10_000

    /// Words that start commands in every app: an event may not take one of them.
    static let commandWords = [
        "push", "pop", "root", "popto", "replace", "present", "dismiss", "back", "open", "navigate", "help", "quit",
        "exit",
    ]

    /// Keys of the JSON state that every app has (SPEC 5), which a variable may not take.
    static let stateKeys = [
        "app", "user", "tab", "stack", "modals", "screen", "coordinators", "tabs", "pendingLink", "pendingEvent",
    ]

    /// The labels the human output writes at the start of lines of its own, by the name they
    /// would take from a definition: a variable, a collection or a catalogue is a line too
    /// (`tip: 2`), so a `note` variable's line would read as coordsh's `note:`. After the state,
    /// `note:`, `trace:` and `tour:`; each modal's `modal 1:`; on stderr, which a terminal shows
    /// among them, `error:`, `warning:` and the `coordsh:` that ends a run that failed.
    static let outputLabels: [String: String] = [
        "note": "note:", "trace": "trace:", "tour": "tour:", "modal": "modal 1:", "error": "error:",
        "warning": "warning:", "coordsh": "coordsh:",
    ]

    /// Why `name` cannot be a key of the app's state (a variable, a collection, a catalogue, an
    /// item a route shows, a variants key), said as the start of a sentence; `nil` when it can.
    static func reservedKeyProblem(_ name: String) -> String? {
        if stateKeys.contains(name) { return "'\(name)' is a name coordsh uses itself" }
        guard let label = outputLabels[name] else { return nil }
        return "'\(name)' is a name coordsh uses itself (its output's '\(label)' lines)"
    }

    let definition: AppDefinition
    let reservedNames: [String]
    /// The paths where the reader found a problem (`events[0].argument`): what could not be read
    /// there is not reported again by the checks that depend on it.
    let unreadPaths: Set<String>
    /// The members missing because an unknown key looks like a misspelling of them (`routes` for a
    /// `rotes:`): the names they would give are not reported as unknown ("the definition has none").
    let misspeltMembers: Set<String>
    /// Where the elements of the lists that left some out are in the file: the checker's paths
    /// are the decoded definition's, each problem's the file's (`filePath`).
    let skipped: SkippedElements
    private(set) var problems: [DefinitionProblem] = []

    let coordinators: [String: CoordinatorDefinition]
    let routes: [String: RouteDefinition]
    let events: [String: EventDefinition]
    /// The index of the root coordinator: the first with no `parent` key, wherever it is in the
    /// list, passing over the sign-in gate's flows (a gate's flow left without its parent is
    /// reported as that, not taken for the root); else the first whose parent could not be read
    /// (`parent: 7`, reported at that key; one coming first was taken for the root, and the real
    /// root told it had no parent); `nil` when every coordinator has a parent.
    let rootIndex: Int?
    /// The coordinators on a cycle of parents (one its own parent too): which of them is the root,
    /// and so whether each is a child flow, is not known, so it is not judged.
    let coordinatorsInCycles: Set<String>

    init(
        _ definition: AppDefinition, reservedNames: [String], unreadPaths: Set<String> = [],
        misspeltMembers: Set<String> = [], skipped: SkippedElements = SkippedElements()
    ) {
        self.definition = definition
        self.reservedNames = reservedNames
        self.unreadPaths = unreadPaths
        self.misspeltMembers = misspeltMembers
        self.skipped = skipped
        coordinators = Dictionary(firstByName: definition.coordinators) { $0.name }
        routes = Dictionary(firstByName: definition.routes) { $0.name }
        events = Dictionary(firstByName: definition.events) { $0.name }
        let gateFlows = [definition.users?.signedOut, definition.users?.signedIn]
        // (Indices, not enumerated(): each kind of (offset, element) pair is a type the runtime
        // makes the first time, a cost at every start-up.)
        let roots = definition.coordinators.indices.filter { definition.coordinators[$0].parent == nil }
        let parentUnread = Set(
            roots.filter { unreadPaths.contains(skipped.filePath(of: "coordinators[\($0)].parent")) })
        rootIndex =
            roots.first { !parentUnread.contains($0) && !gateFlows.contains(definition.coordinators[$0].name) }
            ?? roots.first { !gateFlows.contains(definition.coordinators[$0].name) } ?? roots.first
        coordinatorsInCycles = Self.coordinatorsInCycles(definition.coordinators, byName: coordinators)
        checkApp()
        checkCoordinators()
        checkRoutes()
        checkData()
        checkEvents()
        checkLinks()
    }

    // MARK: - The app

    private mutating func checkApp() {
        if let clash = reservedNames.first(where: { $0.lowercased() == definition.name.lowercased() }) {
            add(
                "name",
                "'\(definition.name)' is the name of a built-in app"
                    + (clash == definition.name ? "" : " (names are compared ignoring case: '\(clash)')")
                    + "; a definition needs its own name, such as '\(definition.name)-def'")
        }
        if definition.routes.count > Self.maxRoutes {
            add("routes", "\(definition.routes.count) routes; a definition has at most \(Self.maxRoutes)")
        }
        checkUnique(definition.coordinators.map(\.name), at: "coordinators", what: "coordinator")
        checkUnique(definition.routes.map(\.name), at: "routes", what: "route")
        checkUnique(definition.events.map(\.name), at: "events", what: "event")
    }

    // MARK: - Recording problems

    /// Records a problem at `path`, a path in the decoded definition: it is reported at the
    /// file's path (they differ after an element that could not be read).
    mutating func add(_ path: String, _ message: String, isAboutKey: Bool = false) {
        problems.append(DefinitionProblem(at: filePath(path), message, isAboutKey: isAboutKey))
    }

    /// The path in the file of `path`, a path in the decoded definition, for a problem or a
    /// message that quotes it (`at routes[2]`).
    func filePath(_ path: String) -> String {
        skipped.filePath(of: path)
    }

    /// Records a second use of a name (ignoring case) at each later element's `name`.
    mutating func checkUnique(_ names: [String], at path: String, what: String) {
        var seen: [String: Int] = [:]
        for index in names.indices where !names[index].isEmpty {
            let name = names[index]
            if let first = seen[name.lowercased()] {
                // The name given first is the one quoted: `HOME` after `home` is told about `home`.
                let taken = names[first] == name ? "" : "'\(name)' is taken: "
                let rule = names[first] == name ? "" : " (names must differ by more than case)"
                add(
                    "\(path)[\(index)].name",
                    "\(taken)there is already \(what.indefiniteArticle) \(what) named '\(names[first])', at \(filePath("\(path)[\(first)]"))\(rule)"
                )
            } else {
                seen[name.lowercased()] = index
            }
        }
    }

    /// Checks that `name` is one of `known`; otherwise records a problem with the nearest name.
    /// Returns whether it is known.
    @discardableResult
    mutating func checkKnown(_ name: String, in known: [String], at path: String, what: String) -> Bool {
        guard !known.contains(name) else { return true }
        let message: String
        if let sameIgnoringCase = known.first(where: { $0.lowercased() == name.lowercased() }) {
            message =
                "unknown \(what) '\(name)'. Did you mean '\(sameIgnoringCase)'? Names in a definition are written exactly"
        } else if let suggestion = Suggestion.nearest(to: name, in: known) {
            message = "unknown \(what) '\(name)'. Did you mean '\(suggestion)'?"
        } else if known.isEmpty {
            // None because the part that lists them is under a misspelt key: that is the problem.
            if isMisspelt(what) { return false }
            message = "unknown \(what) '\(name)': the definition has none"
        } else {
            message = "unknown \(what) '\(name)'; the \(Self.plural(what)) are \(known.joinedAsList())"
        }
        add(path, message)
        return false
    }

    /// Whether the names of a kind (`route`, `variable or collection`) are missing because the
    /// part of the definition that gives them is under a misspelt key.
    func isMisspelt(_ what: String) -> Bool {
        what.components(separatedBy: " or ").contains { kind in
            Self.sections[kind, default: []].contains(where: misspeltMembers.contains)
        }
    }

    /// Where each kind of name is given.
    private static let sections = [
        "coordinator": ["coordinators"], "route": ["routes"], "event": ["events"],
        "variable": ["data", "data.variables"], "collection": ["data", "data.collections"],
        "catalogue": ["data", "data.catalogues"],
    ]

    /// `variable or collection` as `variables and collections`: each kind of name in the plural.
    static func plural(_ what: String) -> String {
        what.components(separatedBy: " or ").map { $0 + "s" }.joined(separator: " and ")
    }

    /// Whether the reader found a problem at `path` or inside it: the part there could not be read.
    func isUnread(_ path: String) -> Bool {
        let path = filePath(path)
        return unreadPaths.contains { $0 == path || $0.hasPrefix(path + ".") || $0.hasPrefix(path + "[") }
    }

    // MARK: - Lookups

    /// The coordinator that owns the navigation: the root, or the gate's flows.
    func ownsNavigation(_ name: String) -> Bool {
        coordinators[name]?.navigation != nil
    }

    /// The coordinator whose stacks a coordinator's screens go on: itself if it owns a navigation,
    /// else its nearest ancestor that does.
    func navigationOwner(of name: String) -> String? {
        var current: String? = name
        var steps = 0
        while let candidate = current, steps <= definition.coordinators.count {
            if ownsNavigation(candidate) { return candidate }
            current = coordinators[candidate]?.parent
            steps += 1
        }
        return nil
    }

    /// Whether `name` is `ancestor` or below it.
    func coordinator(_ name: String, isWithin ancestor: String) -> Bool {
        definition.coordinator(name, isWithin: ancestor)
    }

    /// The coordinators that are a variant of some group.
    var variantCoordinators: Set<String> {
        Set(definition.coordinators.flatMap { $0.variants?.choices.map(\.coordinator) ?? [] })
    }

    /// Whether the coordinator at `index` has no parent but is not the root (reported as that):
    /// what it is depends on the parent it gets, so it is not judged as a flow or a root.
    func isExtraRoot(_ index: Int) -> Bool {
        definition.coordinators[index].parent == nil && index != rootIndex
    }

    /// Whether the coordinator named `name` has no parent but is not the root.
    func isExtraRoot(named name: String) -> Bool {
        definition.coordinators.indices.first { definition.coordinators[$0].name == name }.map(isExtraRoot) ?? false
    }

    /// Whether `name` is a child flow: it owns no navigation, is not a variant, and has a parent.
    func isChildFlow(_ name: String) -> Bool {
        guard let coordinator = coordinators[name] else { return false }
        return coordinator.parent != nil && coordinator.navigation == nil && !variantCoordinators.contains(name)
    }

    /// Every tab name of the app.
    var tabNames: [String] { definition.tabNames }

    /// Every variable: the app's and each flow's.
    var variableNames: [String] {
        definition.data.variables.map(\.name) + definition.coordinators.flatMap { $0.variables.map(\.name) }
    }

    var collectionNames: [String] { definition.data.collections.map(\.name) }
    var catalogueNames: [String] { definition.data.catalogues.map(\.name) }
    var variantNames: [String] { definition.coordinators.flatMap { $0.variants?.choices.map(\.name) ?? [] } }
}
