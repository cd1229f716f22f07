/// An app's tables: its coordinators, routes and events. The coordinators run on these tables,
/// the parser reads commands with them, and the help (and later the graph and completion) is
/// derived from them, so there is never a hand-written copy to fall out of date.
///
/// One per app, made once and shared: a lookup never copies the tables.
public final class AppCatalog: Sendable {
    /// The app's name, as `--app` and the JSON `app` key spell it.
    public let name: String
    /// One line on what the app shows.
    public let summary: String
    /// The scheme of the app's deep links, without `://`.
    public let linkScheme: String
    /// Examples of deep links, for help and error messages.
    public let linkExamples: [String]
    /// The shapes of the app's deep links after `SCHEME://`, as in a definition's `links`: words,
    /// parameters (`:tab` for a tab name, `:id` for an id) and, last, `*` (routes, each followed
    /// by its argument), then perhaps a query (`?ref=:id`): `:tab/*`, `new`, `product/:id`.
    /// `coordsh check` fills them in to try every kind of link the app reads.
    public let linkPatterns: [String]
    /// Each link pattern with the screens it shows, which `:graph` draws; empty when the app
    /// does not say.
    public let links: [LinkSpec]
    /// What a link opened while signed out does, when the app keeps it for later: `kept until
    /// login`; `nil` when a link opens whoever is signed in.
    public let linksSignedOut: String?
    /// The ids of the app's fixed data (a catalogue of movies or products): arguments that
    /// mean something whatever the state, which `coordsh check` tries. Empty when it has none.
    public let fixedIDs: [Int]
    /// Whether the app has a signed-in user (the human output then shows `user:`).
    public let hasUsers: Bool
    public let coordinators: [CoordinatorSpec]
    public let routes: [RouteSpec]
    public let events: [EventSpec]
    /// The routes nothing in the tables shows: no root, not pushable by hand, and no event, deep
    /// link or flow's start shows them (a definition's route left unwired). `coordsh check` says
    /// such a screen is unreachable whatever its bounds. Empty for the built-in apps.
    public let routesNothingShows: Set<String>
    /// Every route name, in table order, for suggestions and messages (made once: a misspelt
    /// route is looked for among them, and its error lists them).
    public let routeNames: [String]
    /// The route names to suggest from when a word names no route ("Did you mean"), read once.
    public let routeCandidates: Suggestion.Candidates
    /// The tab names, from the routes that are tab roots, in table order; empty without tabs.
    public let tabNames: [String]
    /// Every event name, in table order.
    public let eventNames: [String]

    private let routesByName: NameTable<RouteSpec>
    private let eventsByName: NameTable<EventSpec>
    /// The position of each row of `events` by the row's identity (`row(of:)`, for every event
    /// sent): plain values, so that finding a row touches no reference count.
    private let eventPositions: RowPositions
    /// For each route name, the coordinator that owns its screens and that one's ancestors, up
    /// to the root: whether a screen lies within a flow (`emits(_:on:)`, for an event from a
    /// flow) is then one lookup, not a walk of the coordinator table by name.
    private let ownerLines: NameTable<[String]>

    public init(
        name: String, summary: String, linkScheme: String, linkExamples: [String], linkPatterns: [String] = [],
        links: [LinkSpec] = [], linksSignedOut: String? = nil, fixedIDs: [Int] = [], hasUsers: Bool,
        coordinators: [CoordinatorSpec], routes: [RouteSpec],
        events: [EventSpec], routesNothingShows: Set<String> = []
    ) {
        self.name = name
        self.summary = summary
        self.linkScheme = linkScheme
        self.linkExamples = linkExamples
        self.linkPatterns = linkPatterns
        self.links = links
        self.linksSignedOut = linksSignedOut
        self.fixedIDs = fixedIDs
        self.hasUsers = hasUsers
        self.coordinators = coordinators
        self.routes = routes
        self.events = events
        self.routesNothingShows = routesNothingShows
        routeNames = routes.map(\.name.rawValue)
        routeCandidates = Suggestion.Candidates(routeNames)
        tabNames = routes.compactMap { route in
            if case .tabRoot(let tab) = route.placement { tab } else { nil }
        }
        eventNames = events.map(\.name)
        routesByName = NameTable(routes.map { ($0.name.rawValue, $0) })
        eventsByName = NameTable(events.map { ($0.name, $0) })
        eventPositions = RowPositions(events.map(ObjectIdentifier.init))
        ownerLines = NameTable(routes.map { ($0.name.rawValue, Self.line(from: $0.owner, in: coordinators)) })
    }

    /// `coordinator` and its ancestors in `coordinators`, up to the root (or to a name the table
    /// lacks, or to one met before: a definition's cycle is reported by its checker).
    private static func line(from coordinator: String, in coordinators: [CoordinatorSpec]) -> [String] {
        var line: [String] = []
        var current: String? = coordinator
        while let name = current, !line.contains(name) {
            line.append(name)
            current = coordinators.first { $0.name == name }?.parent
        }
        return line
    }
}

// MARK: - Lookups

extension AppCatalog {
    /// The route named `name`, ignoring case.
    public func route(named name: String) -> RouteSpec? {
        routesByName[name]
    }

    /// The route whose name is spelled exactly as the UTF-8 `bytes` (a parser's fast path).
    public func route(exactlyUTF8 bytes: UnsafeBufferPointer<UInt8>) -> RouteSpec? {
        routesByName.value(exactlyUTF8: bytes)
    }

    /// The spec of `route`'s name. Routes are only built from the catalog, so this is
    /// `nil` only for a route of another app.
    public func spec(of route: Route) -> RouteSpec? {
        routesByName.value(exactly: route.name.rawValue)
    }

    /// A link of this app for messages and help: its first example, else its scheme.
    public var exampleLink: String {
        linkExamples.first ?? "\(linkScheme)://..."
    }

    /// The event named `name`, ignoring case.
    public func event(named name: String) -> EventSpec? {
        eventsByName[name]
    }

    /// The row of `event` in the event table and its position in `events`; `nil` for an event
    /// of no row here. The row the parser found comes with the event and is only recognised
    /// here, by identity, among a few rows: no name is hashed again (an app asks this for every
    /// event it is sent). An event made from its name is looked up by the name.
    public func row(of event: AppEvent) -> (spec: EventSpec, position: Int)? {
        // The row is compared by its identifier: binding the optional row took a copy of it
        // through Optional's generic value operations, about 120 instructions an event.
        if let row = event.rowIdentifier, let position = eventPositions.position(of: row) {
            return (events[position], position)
        }
        guard let spec = eventsByName[event.name], let position = events.firstIndex(where: { $0 === spec }) else {
            return nil
        }
        return (spec, position)
    }

    /// The coordinator named `name`.
    public func coordinator(named name: String) -> CoordinatorSpec? {
        coordinators.first { $0.name == name }
    }

    /// Whether the coordinator that owns the screens of the route named `route` is `flow` or
    /// one of its descendants; `false` for a route of another app.
    func owner(ofRouteNamed route: RouteName, isWithin flow: String) -> Bool {
        ownerLines.value(exactly: route.rawValue)?.contains(flow) ?? false
    }

    /// The coordinator that decides `event`: the flow a `flow` source names, or the deepest
    /// coordinator that is or holds the owners of every screen that reports it (`commonAncestor`),
    /// as a definition runs it, traces it and its exported Swift writes it. `nil` when the
    /// table knows none of them.
    public func decider(of event: EventSpec) -> String? {
        switch event.source {
        case .flow(let flow):
            return flow
        case .screens(let names):
            let owners = names.compactMap { route(named: $0.rawValue)?.owner }
            return commonAncestor(of: owners, depthLimit: coordinators.count) { coordinator(named: $0)?.parent }
        }
    }

    /// Whether `name` is `ancestor` or one of its descendants in the coordinator table.
    public func coordinator(_ name: String, isWithin ancestor: String) -> Bool {
        isCoordinator(name, within: ancestor, depthLimit: coordinators.count) { coordinator(named: $0)?.parent }
    }

}

/// The positions of a table's rows by their identities: open addressing in twice as many slots
/// as rows, probed from the slot a row's address picks. A search of the identities in order
/// cost about 30 instructions an event on the memo app (ten rows), this about 10; hashing an
/// `ObjectIdentifier` the standard way (SipHash) would cost more than the search.
struct RowPositions: Sendable {
    /// Each row's address and position, or `(0, -1)` for a free slot.
    private let slots: [(address: UInt, position: Int)]

    init(_ rows: [ObjectIdentifier]) {
        var count = 4
        while count < rows.count * 2 { count *= 2 }
        var slots = [(address: UInt, position: Int)](repeating: (0, -1), count: count)
        for (position, row) in rows.enumerated() {
            let address = UInt(bitPattern: row)
            var slot = Self.slot(of: address, in: count)
            while slots[slot].position >= 0 { slot = (slot + 1) & (count - 1) }
            slots[slot] = (address, position)
        }
        self.slots = slots
    }

    /// The slot `address` is first looked for in: objects are 16-byte aligned, so the bits
    /// above the fourth are mixed.
    private static func slot(of address: UInt, in count: Int) -> Int {
        Int(truncatingIfNeeded: (address >> 4) ^ (address >> 11)) & (count - 1)
    }

    /// The position of the row `row`; `nil` for a row of another table.
    func position(of row: ObjectIdentifier) -> Int? {
        let address = UInt(bitPattern: row)
        return slots.withUnsafeBufferPointer { slots in
            var slot = Self.slot(of: address, in: slots.count)
            while true {
                let entry = slots[slot]
                if entry.position < 0 { return nil }
                if entry.address == address { return entry.position }
                slot = (slot + 1) & (slots.count - 1)
            }
        }
    }
}
