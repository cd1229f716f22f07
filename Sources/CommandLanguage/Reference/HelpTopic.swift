/// The topics of `help`: the long lists that the one-screen overview points to.
///
///     help intents       every navigation intent, with what it does
///     help events        every event of the running app, with the screens that report it
///     help shell         every shell command
///     help definition    how to write an app definition (also `definitions`, `app-file`)
public enum HelpTopic: String, CaseIterable, Sendable {
    case intents, events, shell, definition

    /// What the topic lists, for the overview.
    public var summary: String {
        switch self {
        case .intents: "every navigation intent, with what it does"
        case .events: "every event of the app, and the screens that report it"
        case .shell: "every shell command"
        case .definition: "the app definition format, to model your own app"
        }
    }

    /// Other names the topic answers to: the plural a reader types, and the flag that takes
    /// a definition (`--app-file`). Tab completes only the topic's own name.
    public var aliases: [String] {
        switch self {
        case .definition: ["definitions", "app-file"]
        case .intents, .events, .shell: []
        }
    }

    /// The topic named `name` or one of its aliases, ignoring case.
    public init?(named name: String) {
        let name = name.lowercased()
        guard let topic = Self(rawValue: name) ?? Self.allCases.first(where: { $0.aliases.contains(name) }) else {
            return nil
        }
        self = topic
    }
}
