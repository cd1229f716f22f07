/// One row of an app's event table: something a screen reports, such as a tapped button.
/// The screens named in `source` emit it; their coordinator decides what it means.
public struct EventSpec: Hashable, Sendable {
    /// Which screens emit an event.
    public enum Source: Hashable, Sendable {
        /// Only these screens.
        case screens([RouteName])
        /// Any screen owned by this coordinator or one of its descendants.
        case flow(String)
    }

    public let name: String
    public let argument: ArgumentSpec?
    public let source: Source
    /// What the event means and what the coordinator does with it, in a few words.
    public let summary: String

    public init(_ name: String, argument: ArgumentSpec? = nil, from source: Source, summary: String) {
        self.name = name
        self.argument = argument
        self.source = source
        self.summary = summary
    }

    /// The event as written in a command: `login USER`.
    public var usage: String {
        argument.map { "\(name) \($0.placeholder)" } ?? name
    }
}
