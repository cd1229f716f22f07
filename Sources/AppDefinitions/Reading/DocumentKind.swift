/// What a JSON or JSON5 file holds, told by its top-level keys: an app definition (`--app-file`,
/// `:app load`), a session that `:save` wrote (`:load`), or something else. It lets each command
/// that is given the other's file say so and name the command that reads it.
///
///     DocumentKind(of: Array(#"{ name: "shop", coordinators: [], routes: [] }"#.utf8))  // .definition
public enum DocumentKind: Sendable, Equatable {
    /// An object with `coordinators` or `routes`, which every definition has.
    case definition
    /// An object with `format` and `state` and no key of a definition: what `:save` writes.
    case session
    /// Anything else, including text that is not JSON5.
    case other

    /// The kind of the document in `bytes`.
    public init(of bytes: [UInt8]) {
        guard let checked = try? JSON5Scanner.check(bytes) else {
            self = .other
            return
        }
        self.init(topLevelKeys: checked.objectKeys[""] ?? [])
    }

    /// The kind of a document whose top-level object has `keys` (none: not an object).
    init(topLevelKeys keys: [String]) {
        if keys.contains("coordinators") || keys.contains("routes") {
            self = .definition
        } else if keys.contains("format"), keys.contains("state") {
            self = .session
        } else {
            self = .other
        }
    }
}
