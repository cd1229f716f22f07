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
    /// is `nil`) to the screen the user sees next, how it gets there, and, where interchangeable
    /// coordinators decide differently, which one decides so. The graph draws these (a presented
    /// screen dashed, a way back dotted); a test runs every event and checks that it lands on a
    /// screen its transitions name, in the way they say.
    public struct Transition: Hashable, Sendable {
        /// How the next screen comes to be shown.
        public enum Kind: String, Hashable, Sendable, CaseIterable {
            /// Pushed on the active stack.
            case push
            /// Presented modally, over everything, in a stack of its own.
            case present
            /// Back down the active stack to a screen already on it.
            case pop
            /// Another tab's stack is shown (and may be popped to its root).
            case selectTab
            /// The running flow ends and another starts at its root (sign-in, sign-out, a swapped
            /// coordinator).
            case switchFlow
            /// The same screen, with changed state.
            case stay
        }

        public let from: RouteName?
        public let to: RouteName
        public let kind: Kind
        /// The coordinator that makes this transition, when it depends on which of several
        /// interchangeable coordinators runs (mvc: `pushCoordinator` pushes, `modalCoordinator`
        /// presents); `nil` when any would.
        public let by: String?

        public init(from: RouteName? = nil, to: RouteName, kind: Kind = .push, by: String? = nil) {
            self.from = from
            self.to = to
            self.kind = kind
            self.by = by
        }
    }

    public let name: String
    public let argument: ArgumentSpec?
    public let source: Source
    /// What the event means and what the coordinator does with it, in a few words.
    public let summary: String
    public let transitions: [Transition]
    /// When the app itself refuses the event, each in plain words with its message, for help:
    /// `'enter an amount first' unless sum has a value`. A definition's refusals are found
    /// when its catalogue is made; a built-in app states none (its failures are its intents').
    public let refusals: [String]

    /// - Parameters:
    ///   - targets: screens the event leads to from any screen that emits it, each reached by
    ///     `kind` (a push unless said otherwise).
    ///   - transitions: more transitions, each with its own source screen, kind or coordinator.
    ///   - refusals: when the app refuses the event, in plain words (`refusals`).
    public init(
        _ name: String, argument: ArgumentSpec? = nil, from source: Source, leadsTo targets: [RouteName] = [],
        by kind: Transition.Kind = .push, transitions: [Transition] = [], summary: String, refusals: [String] = []
    ) {
        self.name = name
        self.argument = argument
        self.source = source
        self.summary = summary
        self.transitions = targets.map { Transition(to: $0, kind: kind) } + transitions
        self.refusals = refusals
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
                && lhs.summary == rhs.summary && lhs.transitions == rhs.transitions && lhs.refusals == rhs.refusals)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }
}
