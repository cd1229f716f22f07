/// What the help system knows about one intent or shell command.
public struct CommandInfo: Hashable, Sendable {
    public enum Group: Hashable, Sendable {
        case navigation
        case shell
    }

    /// The canonical spelling: `push`, `:help`.
    public let name: String
    /// Other spellings that run the same command: `:q`, `quit`, `exit`.
    public let aliases: [String]
    public let usage: String
    /// One line, for the command list.
    public let summary: String
    /// What it does, in coordinator terms.
    public let explanation: String
    /// An example of its use, made for the running app where it names routes or links.
    public let example: CommandExample
    /// When it fails; the state is then unchanged.
    public let failures: String
    public let group: Group
    /// What Tab offers for the first argument.
    public let completion: ArgumentCompletion

    init(
        _ name: String, aliases: [String] = [], usage: String, summary: String, explanation: String,
        example: CommandExample, failures: String, group: Group, completion: ArgumentCompletion = .nothing
    ) {
        self.name = name
        self.aliases = aliases
        self.usage = usage
        self.summary = summary
        self.explanation = explanation
        self.example = example
        self.failures = failures
        self.group = group
        self.completion = completion
    }
}

/// What Tab completes in a command's first argument.
public enum ArgumentCompletion: Hashable, Sendable {
    case nothing
    /// Routes that `push` may put on the active stack.
    case pushableRoutes
    /// Routes on the active stack (`popto`).
    case routesOnStack
    /// Routes `navigate` can reach: those on the active stack, then those push accepts.
    case navigableRoutes
    /// These words (`all` after `dismiss`).
    case words([String])
    /// Command names (`:help`).
    case commands
    /// What `:expect` checks.
    case expectations
    /// The app's example links (`open`).
    case links
    /// The built-in apps (`:app`).
    case apps
    /// `on` or `off` (`:trace`).
    case onOff
    /// The notations of `:graph`.
    case graphFormats
    /// File names (`:save`, `:load`, `:source`).
    case files
    /// `next`, `off` and the lesson numbers (`:tour`).
    case tour
}
