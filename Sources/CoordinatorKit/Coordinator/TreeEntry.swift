/// What `:tree` shows of a coordinator: its type, a few facts, the stacks it owns, its screens
/// on stacks it does not own, and the other objects it holds (view models, controllers, stores).
public struct TreeEntry: Hashable, Sendable {
    /// The class name: `MainCoordinator`.
    public var type: String
    /// What kind of coordinator it is, when its class does not say (a defined app's coordinators
    /// are all of one class): `tab bar`.
    public var kind: String?
    /// Short facts: `signed in as alice`, `draft "Buy milk"`.
    public var facts: [String]
    /// The stacks this coordinator owns, if any.
    public var navigation: Navigation?
    /// Where this coordinator's screens are, when they are on a stack another one owns:
    /// `newMemo, preview on tab home`.
    public var screens: String?
    /// Other objects it holds.
    public var holds: [HeldObject]

    public init(
        type: String, kind: String? = nil, facts: [String] = [], navigation: Navigation? = nil,
        screens: String? = nil, holds: [HeldObject] = []
    ) {
        self.type = type
        self.kind = kind
        self.facts = facts
        self.navigation = navigation
        self.screens = screens
        self.holds = holds
    }
}

/// An object a coordinator (or another object) holds, as `:tree` shows it.
public struct HeldObject: Hashable, Sendable {
    public var name: String
    public var type: String
    /// Whether the holder keeps it alive.
    public var strong: Bool
    public var facts: [String]
    public var holds: [HeldObject]

    public init(_ name: String, type: String, strong: Bool = true, facts: [String] = [], holds: [HeldObject] = []) {
        self.name = name
        self.type = type
        self.strong = strong
        self.facts = facts
        self.holds = holds
    }
}
