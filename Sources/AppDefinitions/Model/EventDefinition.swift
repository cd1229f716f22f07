/// One event of a definition: something a screen reports, and what the coordinator that owns
/// that screen does about it, as effects.
public struct EventDefinition: Hashable, Sendable, Codable {
    /// Which screens report an event.
    public enum Source: Hashable, Sendable, Codable {
        /// Only these screens (`from: ["login", "signup"]`).
        case screens([String])
        /// Any screen of this coordinator or its descendants (`from: "main"`).
        case flow(String)
    }

    public var name: String
    public var argument: ArgumentDefinition?
    public var source: Source
    /// What it means, in a few words.
    public var summary: String
    public var handler: Handler

    public init(
        name: String, argument: ArgumentDefinition? = nil, source: Source, summary: String = "", handler: Handler
    ) {
        self.name = name
        self.argument = argument
        self.source = source
        self.summary = summary
        self.handler = handler
    }
}

/// What an event or a deep link does: one list of effects, or cases tried in order, the first
/// whose condition holds running its effects (a case without a condition holds always).
public enum Handler: Hashable, Sendable, Codable {
    case effects([Effect])
    case cases([Case])

    /// Every list of effects, with its condition.
    public var branches: [Case] {
        switch self {
        case .effects(let effects): [Case(when: nil, effects: effects)]
        case .cases(let cases): cases
        }
    }
}

/// One case of a handler.
public struct Case: Hashable, Sendable, Codable {
    /// When it applies; `nil` for always (the last case, as an "otherwise").
    public var condition: Condition?
    public var effects: [Effect]

    public init(when condition: Condition?, effects: [Effect]) {
        self.condition = condition
        self.effects = effects
    }
}
