/// A command's example as help shows it where the user is: the command, and the commands to run
/// first when the state lacks what it needs (`push signup` before `pop` at a root).
public struct WorkedExample: Equatable, Sendable {
    /// What the state lacks for the command alone; `nil` when the command works here.
    public let need: ExampleNeed?
    /// Commands that give the state what it lacks, from here; empty when the command works here,
    /// or when none does (then `need` says when the command works).
    public let setup: [String]
    public let command: String

    init(_ command: String, after setup: [String] = [], need: ExampleNeed? = nil) {
        self.command = command
        self.setup = setup
        self.need = need
    }

    /// The example's commands in the order they run.
    public var commands: [String] { setup + [command] }
}
