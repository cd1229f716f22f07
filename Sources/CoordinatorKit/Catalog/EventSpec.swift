/// One row of an app's event table: something a screen reports, such as a tapped button.
/// The screens named in `source` emit it; their coordinator decides what it means.
/// Rows never change: they are shared, not copied (a lookup costs one retain).
public final class EventSpec: Hashable, Sendable {
    /// Which screens emit an event.
    public enum Source: Hashable, Sendable {
        /// Only these screens.
        case screens([RouteName])
        /// Any screen owned by this coordinator or one of its descendants.
        case flow(String)
    }

    /// Where an event can lead: from a screen (or from any screen that emits it, when `from`
    /// is `nil`) to the screen the user sees next. The graph draws these; a test runs every
    /// event and checks that the screen it lands on is one its transitions name.
    public struct Transition: Hashable, Sendable {
        public let from: RouteName?
        public let to: RouteName

        public init(from: RouteName? = nil, to: RouteName) {
            self.from = from
            self.to = to
        }
    }

    public let name: String
    public let argument: ArgumentSpec?
    public let source: Source
    /// What the event means and what the coordinator does with it, in a few words.
    public let summary: String
    public let transitions: [Transition]

    public init(
        _ name: String, argument: ArgumentSpec? = nil, from source: Source, leadsTo targets: [RouteName] = [],
        transitions: [Transition] = [], summary: String
    ) {
        self.name = name
        self.argument = argument
        self.source = source
        self.summary = summary
        self.transitions = targets.map { Transition(to: $0) } + transitions
    }

    /// The screens the event can lead to from `screen`.
    public func targets(from screen: RouteName) -> [RouteName] {
        transitions.filter { $0.from == nil || $0.from == screen }.map(\.to)
    }

    /// The event as written in a command: `login USER`.
    public var usage: String {
        argument.map { "\(name) \($0.placeholder)" } ?? name
    }

    public static func == (lhs: EventSpec, rhs: EventSpec) -> Bool {
        lhs === rhs
            || (lhs.name == rhs.name && lhs.argument == rhs.argument && lhs.source == rhs.source
                && lhs.summary == rhs.summary && lhs.transitions == rhs.transitions)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }
}
