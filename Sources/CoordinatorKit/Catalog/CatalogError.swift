/// A route or event that the tables refuse in the current state.
public enum CatalogError: CoordshError, Equatable {
    /// A route that may not be pushed, presented or replaced onto the active stack.
    case notPushable(RouteName, reason: NotPushable)
    /// An event that the visible screen does not emit.
    case eventNotHere(event: String, from: EventSpec.Source, visible: Route)
    /// An event of a flow that is not running: (event, source, flow, how to start it).
    case eventFlowNotRunning(event: String, from: EventSpec.Source, flow: String, startedBy: String?)

    public enum NotPushable: Equatable, Sendable {
        case flowRoot(flow: String)
        case tabRoot(tab: String)
        case flowOnly(owner: String, shownBy: String)
        case flowNotRunning(flow: String, startedBy: String?)
        /// A route of another coordinator than the one that owns the active stack.
        case otherCoordinator(owner: Owner, active: Owner)
        case notInApp
    }

    /// A coordinator that owns routes or a stack, named as the messages name it: "the compose
    /// flow", or "the app coordinator" for the root, which is no flow.
    public enum Owner: Equatable, Sendable, CustomStringConvertible {
        case flow(String)
        /// The app's root coordinator.
        case coordinator(String)

        public var description: String {
            switch self {
            case .flow(let name): "the \(name) flow"
            case .coordinator(let name): "the \(name) coordinator"
            }
        }
    }

    public var code: ErrorCode { .notAllowed }

    public var message: String {
        switch self {
        case .notPushable(let name, .flowRoot(let flow)):
            return "\(name.rawValue.quoted) is the root of the \(flow) flow and cannot be pushed or presented"
        case .notPushable(let name, .tabRoot(let tab)):
            return
                "\(name.rawValue.quoted) is the root of tab \(tab) and cannot be pushed or presented; select it with 'tab \(tab)'"
        case .notPushable(let name, .flowOnly(let owner, let shownBy)):
            return
                "\(name.rawValue.quoted) cannot be pushed or presented by hand: the \(owner) coordinator shows it after \(shownBy)"
        case .notPushable(let name, .flowNotRunning(let flow, let startedBy)):
            return "\(name.rawValue.quoted) belongs to the \(flow) flow, which is not running"
                + Self.howToStart(startedBy)
        case .notPushable(let name, .notInApp):
            return "\(name.rawValue.quoted) is not a route of this app"
        case .notPushable(let name, .otherCoordinator(let owner, let active)):
            return "\(name.rawValue.quoted) belongs to \(owner); the active stack belongs to \(active)"
        case .eventNotHere(let event, let source, let visible):
            return "\(event.quoted) comes from \(Self.describe(source)); the visible screen is \(visible)"
        case .eventFlowNotRunning(let event, let source, let flow, let startedBy):
            return "\(event.quoted) comes from \(Self.describe(source)), and the \(flow) flow is not running"
                + Self.howToStart(startedBy)
        }
    }

    /// `; start it with 'login USER' first`, or nothing when nothing starts the flow.
    static func howToStart(_ startedBy: String?) -> String {
        startedBy.map { "; start it with \($0) first" } ?? ""
    }

    private static func describe(_ source: EventSpec.Source) -> String {
        switch source {
        case .screens(let names) where names.count == 1:
            "the \(names[0]) screen"
        case .screens(let names):
            "the \(names.map(\.rawValue).joinedAsList(conjunction: "and")) screens"
        case .flow(let flow):
            "any \(flow) screen"
        }
    }
}
