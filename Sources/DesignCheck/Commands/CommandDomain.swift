import CommandLanguage
import CoordinatorKit

/// Every command `coordsh check` tries in a state: every event with every argument of the
/// domain, every intent with every route and argument, `pop`, `pop 2`, `root`, `back`,
/// `dismiss`, `dismiss all`, and every deep link the app's patterns make. Events come first, so that among
/// paths of the same length the one a user would take (`signup` rather than `push signup`)
/// is the one reported.
///
/// The commands depend on the state only through the ids that exist in it, so the lists are
/// made once per set of ids and shared.
final class CommandDomain {
    /// The commands of one domain, with what each is: for coverage and reports.
    struct Commands {
        let commands: [Command]
        /// For each command, the index of its event in the catalog, or -1 for an intent.
        let eventIndex: [Int]
        /// For each command, its kind without ids and texts (`push detail`, `tab memos`,
        /// `open memo://home/detail`): transitions are told apart by it.
        let shapes: [String]
        /// The intents and the events of `commands`, apart, and where each command is among
        /// them: `k` for `intents[k]`, `~k` (negative) for `events[k]`. `coordsh check` hands
        /// each to the app where it lies in these arrays; taken out of a `Command`, it was
        /// copied, then destroyed (about 150 instructions a command).
        let intents: [NavigationIntent]
        let events: [AppEvent]
        let slots: [Int]
    }

    let catalog: AppCatalog
    private var cache: [[Int]: Commands] = [:]

    /// The app's fixed ids, sorted.
    private let fixedIDs: [Int]

    init(catalog: AppCatalog) {
        self.catalog = catalog
        fixedIDs = Set(catalog.fixedIDs).sorted()
    }

    /// The commands for a state whose data holds `presentIDs`.
    func commands(presentIDs: [Int]) -> Commands {
        if let commands = cache[presentIDs] { return commands }
        let commands = make(ArgumentDomain(present: presentIDs, fixed: fixedIDs))
        cache[presentIDs] = commands
        return commands
    }

    /// The commands for `app`'s current state.
    func commands(for app: any CoordinatedApp) -> Commands {
        commands(presentIDs: ArgumentDomain.presentIDs(in: app.report()))
    }

    private func make(_ domain: ArgumentDomain) -> Commands {
        var commands: [Command] = []
        var eventIndex: [Int] = []
        var shapes: [String] = []
        var intents: [NavigationIntent] = []
        var events: [AppEvent] = []
        var slots: [Int] = []
        func add(_ command: Command, event: Int = -1, shape: String) {
            commands.append(command)
            eventIndex.append(event)
            shapes.append(shape)
            switch command {
            case .intent(let intent):
                slots.append(intents.count)
                intents.append(intent)
            case .event(let event):
                slots.append(~events.count)
                events.append(event)
            case .shell:
                preconditionFailure("check tries no shell command")
            }
        }
        for (index, event) in catalog.events.enumerated() {
            guard let spec = event.argument else {
                add(.event(AppEvent(event.name)), event: index, shape: event.name)
                continue
            }
            for value in domain.values(for: spec, owner: event.name) {
                add(.event(AppEvent(event.name, value)), event: index, shape: Self.shape(event.name, spec, value))
            }
        }
        let routes = catalog.routes.flatMap { spec -> [Route] in
            guard let argument = spec.argument else { return [Route(spec.name)] }
            return domain.values(for: argument, owner: spec.name.rawValue).map { Route(spec.name, $0) }
        }
        let makers: [(String, (Route) -> NavigationIntent)] = [
            ("push", NavigationIntent.push), ("present", NavigationIntent.present),
            ("replace", NavigationIntent.replace), ("navigate", NavigationIntent.navigate),
        ]
        for (word, make) in makers {
            for route in routes { add(.intent(make(route)), shape: "\(word) \(route.name)") }
        }
        for spec in catalog.routes where spec.argument != nil {
            add(.intent(.popTo(RoutePattern(spec.name))), shape: "popto \(spec.name)")
        }
        for route in routes {
            add(.intent(.popTo(RoutePattern(route.name, route.argument))), shape: "popto \(route.name)")
        }
        let plain: [(NavigationIntent, String)] = [
            (.pop(count: 1), "pop"), (.pop(count: 2), "pop 2"), (.popToRoot, "root"), (.back, "back"),
            (.dismiss, "dismiss"), (.dismissAll, "dismiss all"),
        ]
        for (intent, shape) in plain { add(.intent(intent), shape: shape) }
        for link in LinkCandidates.links(for: catalog, domain: domain) {
            add(.intent(.open(link)), shape: "open " + Self.linkShape(link, ids: domain.ids))
        }
        return Commands(
            commands: commands, eventIndex: eventIndex, shapes: shapes, intents: intents, events: events, slots: slots)
    }

    /// An event's kind: its name, with a choice (a tab, a variant) but without ids and texts.
    private static func shape(_ name: String, _ spec: ArgumentSpec, _ value: Argument) -> String {
        if case .choice = spec.kind, let text = value.text { return "\(name) \(text)" }
        return name
    }

    /// A link without its ids: `memo://home/detail`.
    private static func linkShape(_ link: DeepLinkURL, ids: [Int]) -> String {
        let kept = link.segments.filter { segment in !ids.contains { String($0) == segment } }
        return "\(link.scheme)://" + kept.joined(separator: "/")
    }
}
