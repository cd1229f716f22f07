/// One row of an app's coordinator table: a coordinator's name, its parent, its kind and its
/// role. Rows never change: they are shared, not copied.
public final class CoordinatorSpec: Hashable, Sendable {
    /// What a coordinator is in the tree, for pictures and help (`:graph` names clusters by it).
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// The app's root: it runs child flows and holds what they share; it owns no stack.
        case app
        /// Owns one stack of screens, and the modals over it.
        case stack
        /// Owns a tab bar: one stack per tab.
        case tabBar
        /// A child flow, shown on a stack its parent lends it, ended when its screens leave.
        case flow
        /// A child flow presented in a modal of its own, ended when the modal is dismissed.
        case modalFlow
    }

    public let name: String
    /// The coordinator that starts and holds this one; `nil` for the app's root coordinator.
    public let parent: String?
    public let kind: Kind
    /// For one of several interchangeable coordinators under the same parent (the mvc app's push
    /// and modal coordinators), the choice that selects it: `push`, `modal`. `nil` otherwise.
    public let variant: String?
    /// Whether it is the variant chosen at the start (the first choice: the mvc app's push
    /// coordinator), which runs until another is chosen; `false` for any other coordinator.
    public let isFirstVariant: Bool
    /// What it is responsible for, in a few words.
    public let role: String
    /// The commands that start it, as one phrase for messages such as "start it with 'login NAME'
    /// first"; when several do, every one: `'checkout' on cart or 'signin' on profile`.
    public let startedBy: String?

    public init(
        _ name: String, parent: String?, kind: Kind = .stack, variant: String? = nil, isFirstVariant: Bool = false,
        role: String, startedBy: String? = nil
    ) {
        self.name = name
        self.parent = parent
        self.kind = kind
        self.variant = variant
        self.isFirstVariant = isFirstVariant
        self.role = role
        self.startedBy = startedBy
    }

    public static func == (lhs: CoordinatorSpec, rhs: CoordinatorSpec) -> Bool {
        lhs === rhs
            || (lhs.name == rhs.name && lhs.parent == rhs.parent && lhs.kind == rhs.kind && lhs.variant == rhs.variant
                && lhs.isFirstVariant == rhs.isFirstVariant && lhs.role == rhs.role && lhs.startedBy == rhs.startedBy)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }
}

/// The deepest coordinator that is or holds every one of `names`, found by walking up from them
/// by `parent`: the one that decides an event the screens of all of them report (the owner of
/// the visible screen hands on what it does not decide to its parent). At most `depthLimit`
/// steps up from any name, so that a cycle, which a definition's checker reports, ends the walk.
/// `nil` for no names, or none in common.
///
///     commonAncestor(of: ["left", "right"], depthLimit: 3) { ["left": "app", "right": "app"][$0] }  // "app"
public func commonAncestor(of names: [String], depthLimit: Int, parent: (String) -> String?) -> String? {
    var candidate = names.first
    var steps = 0
    while let current = candidate, steps <= depthLimit {
        if names.allSatisfy({ isCoordinator($0, within: current, depthLimit: depthLimit, parent: parent) }) {
            return current
        }
        candidate = parent(current)
        steps += 1
    }
    return nil
}

/// Whether the coordinator `name` is `ancestor` or below it, walking up by `parent` at most
/// `depthLimit` steps (so that a cycle, which a definition's checker reports, ends the walk).
public func isCoordinator(
    _ name: String, within ancestor: String, depthLimit: Int, parent: (String) -> String?
) -> Bool {
    var current: String? = name
    var steps = 0
    while let candidate = current, steps <= depthLimit {
        if candidate == ancestor { return true }
        current = parent(candidate)
        steps += 1
    }
    return false
}
