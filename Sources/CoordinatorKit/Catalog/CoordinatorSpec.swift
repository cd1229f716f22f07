/// One row of an app's coordinator table: a coordinator's name, its parent and its role.
/// Rows never change: they are shared, not copied.
public final class CoordinatorSpec: Hashable, Sendable {
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

    public static func == (lhs: CoordinatorSpec, rhs: CoordinatorSpec) -> Bool {
        lhs === rhs
            || (lhs.name == rhs.name && lhs.parent == rhs.parent && lhs.role == rhs.role
                && lhs.startedBy == rhs.startedBy)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }
}
