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
    public let example: String
    /// When it fails; the state is then unchanged.
    public let failures: String
    public let group: Group

    init(
        _ name: String, aliases: [String] = [], usage: String, summary: String, explanation: String,
        example: String, failures: String, group: Group
    ) {
        self.name = name
        self.aliases = aliases
        self.usage = usage
        self.summary = summary
        self.explanation = explanation
        self.example = example
        self.failures = failures
        self.group = group
    }
}
