import AppDefinitions
import CoordinatorKit

/// A seeded random walk through an app, made from its catalog and run as it is made, so that
/// each line fits the state it meets: mostly the events the visible screen reports and the routes
/// the active stack takes, with deep links from the design's patterns, `:undo`/`:redo`/`:reset`,
/// and a share of lines that fail (a wrong argument, a screen that is not there). The exported
/// tests replay it; the same app and seed always give the same script.
struct ReplayWalk {
    let kind: AppKind
    let definition: AppDefinition
    let seed: UInt64
    let length: Int

    /// The script's text, one command per line.
    func script() -> String {
        var random = SplitMix64(seed: seed)
        let session = Session(app: kind.start(), files: MemoryFiles())
        var tally: [String: (tries: Int, successes: Int)] = [:]
        var lines = ["# A seeded random walk through the \(kind.name) app (seed \(seed)), made by coordsh export."]
        for _ in 0..<length {
            let (key, line) = next(&random, session, tally: tally)
            let succeeded = session.run(line)?.succeeded ?? true
            if let key {
                let count = tally[key] ?? (0, 0)
                tally[key] = (count.tries + 1, count.successes + (succeeded ? 1 : 0))
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The next line, and the key under which its outcome is counted (the screen and the command):
    /// about half the time a command not yet seen to succeed on this screen (tried at most three
    /// times), so that the walk reaches deep screens and takes every transition it can.
    private func next(_ random: inout SplitMix64, _ session: Session, tally: [String: (tries: Int, successes: Int)])
        -> (String?, String)
    {
        let catalog = session.app.catalog
        let report = session.report
        let screen = report.screen.name.rawValue
        // An event that starts the app over (signs out, swaps the coordinator) counts once, not per screen.
        let events: [(key: String, line: String)] = catalog.events(emittedOn: report.screen).map { event in
            let key = startsOver.contains(event.name) ? event.name : "\(screen) \(event.name)"
            return (
                key, event.argument.map { "\(event.name) \(argument(for: $0, &random, report: report))" } ?? event.name
            )
        }
        var candidates = events
        let owner = catalog.owner(of: report.navigation.activeStack) ?? ""
        for route in catalog.pushableRoutes(onStackOf: owner) {
            let line =
                "push \(route.name)" + (route.argument.map { " " + argument(for: $0, &random, report: report) } ?? "")
            candidates.append(("\(screen) push \(route.name)", line))
        }
        for (index, _) in definition.links.enumerated() {
            candidates.append(("link \(index)", openLink(&random, catalog: catalog, pattern: index)))
        }
        let fresh = candidates.filter { candidate in
            let count = tally[candidate.key] ?? (0, 0)
            return count.successes == 0 && count.tries < 3
        }
        let roll = random.below(100)
        let freshEvents = fresh.filter { candidate in events.contains { $0.key == candidate.key } }
        if roll < 60, let pick = random.element(of: freshEvents) { return (pick.key, pick.line) }
        if roll < 70, let pick = random.element(of: fresh) { return (pick.key, pick.line) }
        let onward = events.filter { !startsOver.contains($0.key) }
        if roll < 78, let pick = random.element(of: random.percent(85) && !onward.isEmpty ? onward : events) {
            return (pick.key, pick.line)
        }
        if roll < 83 { return (nil, showRoute(&random, catalog: catalog, report: report)) }
        if roll < 88 { return (nil, goBack(&random, report: report)) }
        if roll < 91 { return (nil, openLink(&random, catalog: catalog, pattern: nil)) }
        if roll < 95 { return (nil, random.element(of: [":undo", ":undo 2", ":redo", ":redo 2"]) ?? ":undo") }
        if roll < 96 { return (nil, ":reset") }
        return (
            nil,
            random.element(of: [
                "push nosuchscreen", "pop 0", "pop -1", "frobnicate", "back extra", "dismiss everything",
                ":expect screen \(report.screen)", "open \(catalog.linkScheme)://", "open nosuchscheme://x",
                catalog.events.first.map { "\($0.name) \"a b\" c" } ?? "help",
            ]) ?? "frobnicate"
        )
    }

    /// `push`, `present`, `replace` or `navigate` of a route the active stack takes (mostly), or any.
    /// The events whose effects start the app over: signing out, swapping the coordinator.
    private var startsOver: Set<String> {
        Set(
            definition.events.filter { event in
                event.handler.branches.flatMap(\.effects).contains { effect in
                    switch effect {
                    case .signOut, .use: true
                    default: false
                    }
                }
            }.map(\.name))
    }

    private func showRoute(_ random: inout SplitMix64, catalog: AppCatalog, report: StateReport) -> String {
        let owner = catalog.owner(of: report.navigation.activeStack) ?? ""
        let pushable = catalog.pushableRoutes(onStackOf: owner)
        let route = (random.percent(80) ? random.element(of: pushable) : nil) ?? random.element(of: catalog.routes)
        let verb = random.element(of: ["push", "push", "push", "present", "replace", "navigate"]) ?? "push"
        guard let route else { return verb }
        return "\(verb) \(route.name)" + (route.argument.map { " " + argument(for: $0, &random, report: report) } ?? "")
    }

    private func goBack(_ random: inout SplitMix64, report: StateReport) -> String {
        let stack = report.navigation.activeStack.routes
        switch random.below(8) {
        case 0: return "pop 2"
        case 1: return "root"
        case 2: return "dismiss"
        case 3: return "dismiss all"
        case 4:
            guard let route = random.element(of: stack) else { return "pop" }
            guard random.percent(50), let argument = route.argument else { return "popto \(route.name)" }
            switch argument {
            case .integer(let number): return "popto \(route.name) \(number)"
            case .text(let text): return "popto \(route.name) \(text.swiftLiteral)"
            }
        case 5: return "back"
        default: return "pop"
        }
    }

    /// A link from one of the design's patterns, its parameters filled in; now and then a bad one.
    private func openLink(_ random: inout SplitMix64, catalog: AppCatalog, pattern: Int?) -> String {
        let chosen = pattern.map { definition.links[$0] } ?? random.element(of: definition.links)
        guard let link = chosen, pattern != nil || !random.percent(8) else {
            return "open \(catalog.linkScheme)://" + (random.element(of: ["nosuchscreen", "x/y/z", "%zz"]) ?? "x")
        }
        var segments: [String] = []
        for segment in link.pattern.segments {
            switch segment {
            case .literal(let word): segments.append(random.percent(10) ? word.uppercased() : word)
            case .parameter(let name): segments.append(parameterValue(name, in: link, &random, catalog: catalog))
            case .routes:
                for _ in 0..<random.below(3) {
                    guard let route = random.element(of: catalog.routes.filter { $0.placement == .pushable }) else {
                        break
                    }
                    segments.append(route.name.rawValue)
                    if let spec = route.argument { segments.append(linkArgument(for: spec, &random)) }
                }
            }
        }
        var query: [String] = []
        for parameter in link.query where parameter.isRequired || random.percent(50) {
            query.append("\(parameter.name)=\(random.element(of: ["1", "7", "mail", "x%20y"]) ?? "1")")
        }
        if random.percent(15) { query.append("utm=ad") }
        return "open \(catalog.linkScheme)://" + segments.joined(separator: "/")
            + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
    }

    private func parameterValue(
        _ name: String, in link: LinkDefinition, _ random: inout SplitMix64, catalog: AppCatalog
    )
        -> String
    {
        let effects = link.handler.branches.flatMap(\.effects).flatMap { effect -> [Effect] in
            if case .signInFirst(let inner) = effect { [effect] + inner } else { [effect] }
        }
        let usesTab = effects.contains { effect in
            switch effect {
            case .selectTab(.reference(name)), .reset(.reference(name)?, _): true
            default: false
            }
        }
        if usesTab, let tab = random.element(of: catalog.tabNames) {
            return random.percent(10) ? tab.uppercased() : tab
        }
        return random.element(of: ["1", "2", "7", "9", "42", "999", "x"]) ?? "1"
    }

    private func linkArgument(for spec: ArgumentSpec, _ random: inout SplitMix64) -> String {
        switch spec.kind {
        case .integer: random.element(of: integers) ?? "1"
        case .choice(let choices): random.element(of: choices) ?? "x"
        case .text, .userName: random.element(of: ["alice", "x"]) ?? "x"
        }
    }

    private var integers: [String] {
        var ids = ["1", "2", "3", "42", "999"]
        for catalogue in definition.data.catalogues { ids += catalogue.items.map { String($0.id) } }
        return ids
    }

    /// A word for an argument: mostly one it accepts, now and then one it does not.
    private func argument(for spec: ArgumentSpec, _ random: inout SplitMix64, report: StateReport) -> String {
        if random.percent(7) { return random.element(of: ["0", "abc", "\"\"", "2147483648", "a.b.c"]) ?? "0" }
        switch spec.kind {
        case .integer: return random.element(of: integers) ?? "1"
        case .text:
            return random.element(of: ["\"Buy milk\"", "x", "\"café ☕\"", "\"\"", "12", "\"say \\\"hi\\\"\""]) ?? "x"
        case .userName: return random.element(of: ["alice", "bob", "zoë", "alice"]) ?? "alice"
        case .choice(let choices):
            let choice = random.element(of: choices) ?? "x"
            return random.percent(10) ? choice.uppercased() : choice
        }
    }
}
