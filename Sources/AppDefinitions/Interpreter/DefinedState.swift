import CoordinatorKit

/// The whole state of a defined app as a value: the navigation, which coordinators run, the
/// signed-in user, variables, collections and a command kept until sign-in. Equal states behave
/// the same; undo keeps them, `:save` writes them, `coordsh check` compares them. Stacks and
/// collections share their storage between copies, so keeping one costs O(1).
public struct DefinedState: Hashable, Sendable, Codable {
    /// The navigation of the coordinator that owns it (the root, or the gate's running flow).
    public var navigation: Navigation
    /// The sign-in gate's running flow; `nil` without a gate.
    public var gateFlow: String?
    /// The running variant's coordinator, if the app has variants.
    public var variant: String?
    /// The child flows that run, in the order they started.
    public var flows: [RunningFlow]
    public var user: String?
    /// The app's variables (a flow's are in its `RunningFlow`).
    public var variables: [String: DataValue]
    /// Each collection's items by owner: the user's name, or `""` for a collection shared by all.
    public var collections: [String: [String: SharedLog<CollectionItem>]]
    /// A deep link or an event kept until the next sign-in.
    public var pending: PendingCommand?

    /// What the collections' items take (see `DefinedModel.capacityBytes`).
    var storedBytes: Int {
        collections.values.reduce(0) { total, owners in
            owners.values.reduce(total) { total, items in items.reduce(total) { $0 + $1.value.storedBytes } }
        }
    }

    /// The flow named `name`, if it runs.
    func flow(named name: String) -> RunningFlow? {
        flows.first { $0.name == name }
    }
}

/// A child flow that runs, with its variables (a draft).
public struct RunningFlow: Hashable, Sendable, Codable {
    public let name: String
    public var variables: [String: DataValue]
}

/// An item of a collection: its id (1, 2, 3, ... per owner) and its value: a text (a memo), or
/// the id of a catalogue's item (a product in a cart).
public struct CollectionItem: Hashable, Sendable, Codable {
    public let id: Int
    public let value: DataValue
}

extension DataValue {
    /// What an item with this value counts towards `DefinedModel.capacityBytes`.
    var storedBytes: Int {
        if case .text(let text) = self {
            text.utf8.count + DefinedModel.bytesPerItem
        } else {
            DefinedModel.bytesPerItem
        }
    }
}

/// A command kept until the next sign-in: a deep link (as its canonical text) or an event. In a
/// saved session: `{"link": "shop://checkout"}` or `{"event": "checkout", "argument": 3}`.
public enum PendingCommand: Hashable, Sendable, Codable {
    case link(String)
    case event(name: String, argument: Argument?)

    private enum Keys: String, CodingKey { case link, event, argument }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        if let link = try container.decodeIfPresent(String.self, forKey: .link) {
            self = .link(link)
        } else {
            self = .event(
                name: try container.decode(String.self, forKey: .event),
                argument: try container.decodeIfPresent(Argument.self, forKey: .argument))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        switch self {
        case .link(let link): try container.encode(link, forKey: .link)
        case .event(let name, let argument):
            try container.encode(name, forKey: .event)
            try container.encodeIfPresent(argument, forKey: .argument)
        }
    }

    /// As typed: `shop://checkout`, `checkout`, `add 3`.
    var description: String {
        switch self {
        case .link(let text): text
        case .event(let name, let argument): AppEvent(name, argument).description
        }
    }
}
