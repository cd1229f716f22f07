/// One row of an app's coordinator table: a coordinator's name, its parent and its role.
public struct CoordinatorSpec: Hashable, Sendable {
    public let name: String
    /// The coordinator that starts and holds this one; `nil` for the app's root coordinator.
    public let parent: String?
    /// What it is responsible for, in a few words.
    public let role: String
    /// The command that starts it, for messages such as "start it with 'login NAME' first".
    public let startedBy: String?

    public init(_ name: String, parent: String?, role: String, startedBy: String? = nil) {
        self.name = name
        self.parent = parent
        self.role = role
        self.startedBy = startedBy
    }
}
