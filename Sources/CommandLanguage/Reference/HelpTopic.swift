/// The topics of `help`: the long lists that the one-screen overview points to.
///
///     help intents    every navigation intent, with what it does
///     help events     every event of the running app, with the screens that report it
///     help shell      every shell command
public enum HelpTopic: String, CaseIterable, Sendable {
    case intents, events, shell

    /// What the topic lists, for the overview.
    public var summary: String {
        switch self {
        case .intents: "every navigation intent, with what it does"
        case .events: "every event of the app, and the screens that report it"
        case .shell: "every shell command"
        }
    }

    /// The topic named `name`, ignoring case.
    public init?(named name: String) {
        self.init(rawValue: name.lowercased())
    }
}
