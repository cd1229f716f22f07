import CoordinatorKit

/// An app that breaks each rule of SPEC 3 on purpose, one event per fault, so that the tests of
/// `coordsh check` can see each found with its shortest path:
/// - `open; close`: close lets the panel coordinator go, but the app keeps it (it outlives its screens);
/// - `orphan`: the panel coordinator starts without a screen;
/// - `push page; break`: break fails, but pushes page first (a failed command changes the state);
/// - `push page; wipe`: the stack loses its root (page becomes the root);
/// - `mark`: the mark is in the snapshot, but a restored app forgets it (undo does not restore).
public final class FaultyApp: CoordinatedApp {
    public struct Snapshot: Hashable, Sendable, Codable {
        var navigation: Navigation
        var panelRuns: Bool
        var marked: Bool
    }

    public static let catalog = AppCatalog(
        name: "faulty", summary: "breaks every rule once", linkScheme: "faulty", linkExamples: [], hasUsers: false,
        coordinators: [
            CoordinatorSpec("app", parent: nil, role: "the root"),
            CoordinatorSpec("panel", parent: "app", role: "a child flow", startedBy: "'open'"),
        ],
        routes: [
            RouteSpec("home", owner: "app", placement: .root, summary: "the start"),
            RouteSpec("page", owner: "app", placement: .pushable, summary: "a page"),
            RouteSpec("panel", owner: "panel", placement: .flowOnly(shownBy: "'open'"), summary: "the panel"),
        ],
        events: [
            EventSpec("open", from: .screens(["home"]), summary: "start the panel"),
            EventSpec("close", from: .screens(["panel"]), summary: "end the panel, but keep it"),
            EventSpec("orphan", from: .screens(["home"]), summary: "start the panel without its screen"),
            EventSpec("break", from: .screens(["page"]), summary: "fail after pushing"),
            EventSpec("wipe", from: .screens(["page"]), summary: "make page the root"),
            EventSpec("mark", from: .screens(["home"]), summary: "set a mark restoring forgets"),
        ])

    public static let kind = AppKind(
        catalog: catalog, origin: .builtIn, start: { FaultyApp() },
        restore: { decoder, _ in FaultyApp(restoring: try Snapshot(from: decoder)) })

    public final class Root: Coordinator {
        public let name = "app"
        var panel: Panel?
        public var children: [any Coordinator] { panel.map { [$0] } ?? [] }
    }

    public final class Panel: Coordinator {
        public let name = "panel"
        public var children: [any Coordinator] { [] }
    }

    public let trace = TraceRecorder()
    private let root = Root()
    private var navigation = Navigation(root: Route("home"))
    private var marked = false
    /// The panel `close` let go of, still held: the leak.
    private var retired: Panel?

    public init() {}

    public init(restoring snapshot: Snapshot) {
        navigation = snapshot.navigation
        root.panel = snapshot.panelRuns ? Panel() : nil
        // The fault: `marked` is not restored.
    }

    public var kind: AppKind { Self.kind }
    public var rootCoordinator: any Coordinator { root }
    public var currentNavigation: Navigation { navigation }

    public func perform(_ intent: NavigationIntent) throws -> Outcome {
        guard case .open = intent else {
            try Self.catalog.checkPlacement(of: intent, onStackOf: "app", running: self.runningCoordinators)
            try navigation.apply(intent)
            if root.panel != nil, !navigation.containsScreen(where: { $0.name == "panel" }) { root.panel = nil }
            return .none
        }
        throw CommandFailure(.notFound, "the faulty app has no links")
    }

    public func send(_ event: AppEvent) throws -> Outcome {
        guard let spec = catalog.event(named: event.name) else { throw CommandFailure(.unknownCommand, event.name) }
        try catalog.checkEvent(spec, visibleScreen: navigation.visibleScreen, running: runningCoordinators)
        switch event.name {
        case "open":
            root.panel = Panel()
            try navigation.push(Route("panel"))
        case "close":
            try navigation.pop(1)
            retired = root.panel
            root.panel = nil
        case "orphan":
            root.panel = Panel()
        case "break":
            try navigation.push(Route("page"))
            throw CommandFailure(.notAllowed, "break is broken")
        case "wipe":
            navigation = Navigation(root: Route("page"))
        default:
            marked = true
        }
        return .none
    }

    public func report() -> StateReport {
        StateReport(
            catalog: catalog, user: nil, navigation: navigation,
            coordinators: ["app"] + (root.panel != nil && navigation.visibleScreen.name == "panel" ? ["panel"] : []))
    }

    public func snapshot() -> Snapshot {
        Snapshot(navigation: navigation, panelRuns: root.panel != nil, marked: marked)
    }

    public func saved(changedBy command: String, reusing spare: inout (any SavedAppState)?) -> any SavedAppState {
        SavedFaulty(snapshot(), changedBy: command)
    }
}

/// A saved state of the faulty app.
final class SavedFaulty: SavedAppState {
    let snapshot: FaultyApp.Snapshot
    let changedBy: String

    init(_ snapshot: FaultyApp.Snapshot, changedBy: String) {
        self.snapshot = snapshot
        self.changedBy = changedBy
    }

    var appName: String { "faulty" }
    var snapshotValue: AnyHashable { AnyHashable(snapshot) }
    func restore() -> any CoordinatedApp { FaultyApp(restoring: snapshot) }
    func relabelled(_ command: String) -> any SavedAppState { SavedFaulty(snapshot, changedBy: command) }
}
