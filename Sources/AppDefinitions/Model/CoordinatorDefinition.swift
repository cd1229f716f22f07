/// One coordinator of a definition's tree.
///
/// What it owns decides its kind: a `stack` or `tabs` make it own the navigation (the root, or a
/// flow of the sign-in gate); without either it is a child flow, which shows its screens on the
/// stack its parent lends it (or in a modal, with `modal`), starts on an event and ends when its
/// screens leave; `variants` make its children interchangeable, one running at a time.
public struct CoordinatorDefinition: Hashable, Sendable, Codable {
    public var name: String
    /// The coordinator that starts and holds this one; `nil` for the root.
    public var parent: String?
    /// What it is responsible for, in a few words.
    public var role: String
    /// The stack or tab bar it owns, if any.
    public var navigation: NavigationShape?
    /// For a child flow: the screen it shows first when it starts.
    public var start: String?
    /// For a child flow: whether it starts in a modal of its own (presented) instead of on the
    /// active stack (pushed).
    public var isModal: Bool
    /// Values that live as long as the coordinator runs (a draft).
    public var variables: [VariableDefinition]
    /// Interchangeable child coordinators, one running at a time.
    public var variants: VariantGroup?
    /// How a user starts it, for messages; derived from the events when not given.
    public var startedBy: String?

    public init(
        name: String, parent: String?, role: String, navigation: NavigationShape? = nil, start: String? = nil,
        isModal: Bool = false, variables: [VariableDefinition] = [], variants: VariantGroup? = nil,
        startedBy: String? = nil
    ) {
        self.name = name
        self.parent = parent
        self.role = role
        self.navigation = navigation
        self.start = start
        self.isModal = isModal
        self.variables = variables
        self.variants = variants
        self.startedBy = startedBy
    }
}

/// The navigation a coordinator owns.
public enum NavigationShape: Hashable, Sendable, Codable {
    /// One stack with this root screen.
    case stack(root: String)
    /// A tab bar: one stack per tab, in order; the first tab is selected at the start.
    case tabs([TabDefinition])
}

/// A tab of a tab bar and the screen at the bottom of its stack.
public struct TabDefinition: Hashable, Sendable, Codable {
    public var name: String
    public var root: String

    public init(name: String, root: String) {
        self.name = name
        self.root = root
    }
}

/// Interchangeable child coordinators (the mvc app's push and modal coordinators): one runs at a
/// time, the first at the start; `use NAME` effects swap them. The state shows the running one's
/// name under `key`.
public struct VariantGroup: Hashable, Sendable, Codable {
    public var key: String
    public var choices: [VariantChoice]

    public init(key: String, choices: [VariantChoice]) {
        self.key = key
        self.choices = choices
    }
}

/// One variant: the name `use` takes and the state shows, and its coordinator.
public struct VariantChoice: Hashable, Sendable, Codable {
    public var name: String
    public var coordinator: String

    public init(name: String, coordinator: String) {
        self.name = name
        self.coordinator = coordinator
    }
}
