import CoordinatorKit

/// The whole state of a defined app as a value: the navigation, which coordinators run, the
/// signed-in user, variables, collections and a command kept until sign-in. Equal states behave
/// the same; undo keeps them, `:save` writes them, `coordsh check` compares them. Stacks and
/// collections share their storage between copies, so keeping one costs O(1).
///
/// Every command copies the state (its `Execution` works on a copy) and the undo history lets go
/// of one, so each field costs a retain and a release a command. The fields a command seldom
/// changes (the gate's flow, the variant, the user, variables, a kept command) are therefore
/// held in one shared object, `Settled`, copied only by a command that changes one of them; the
/// navigation, the child flows and the collections' items (`add` changes them and nothing else
/// of `Settled`) are fields of their own.
public struct DefinedState: Hashable, Sendable, Codable {
    /// The navigation of the coordinator that owns it (the root, or the gate's running flow).
    public var navigation: Navigation
    /// The child flows that run, in the order they started.
    public var flows: [RunningFlow]
    /// The collections' items (`collections` shows them as a dictionary).
    private(set) var logs: CollectionLogs
    private var settled: Settled

    public init(
        navigation: Navigation, gateFlow: String?, variant: String?, flows: [RunningFlow], user: String?,
        variables: [String: DataValue], collections: [String: [String: SharedLog<CollectionItem>]],
        pending: PendingCommand?
    ) {
        self.navigation = navigation
        self.flows = flows
        logs = CollectionLogs(collections)
        settled = Settled(gateFlow: gateFlow, variant: variant, user: user, variables: variables, pending: pending)
    }

    /// The sign-in gate's running flow; `nil` without a gate.
    public var gateFlow: String? {
        get { settled.gateFlow }
        set { settledForChange.gateFlow = newValue }
    }

    /// The running variant's coordinator, if the app has variants.
    public var variant: String? {
        get { settled.variant }
        set { settledForChange.variant = newValue }
    }

    public var user: String? {
        get { settled.user }
        set { settledForChange.user = newValue }
    }

    /// The app's variables (a flow's are in its `RunningFlow`).
    public var variables: [String: DataValue] {
        get { settled.variables }
        _modify { yield &settledForChange.variables }
    }

    /// Each collection's items by owner: the user's name, or `""` for a collection shared by all.
    /// (Made from `logs` when asked for: the interpreter reads and writes `logs`.)
    public var collections: [String: [String: SharedLog<CollectionItem>]] {
        get { logs.dictionary }
        set { logs = CollectionLogs(newValue) }
    }

    /// The items `owner` has in `collection` (none if it never had any).
    func items(of collection: String, ownedBy owner: String) -> SharedLog<CollectionItem> {
        logs.items(of: collection, ownedBy: owner) ?? SharedLog()
    }

    /// Appends `value` as the next item of `owner` in `collection`, and returns that item.
    mutating func append(_ value: DataValue, to collection: String, ownedBy owner: String) -> CollectionItem {
        logs.append(value, to: collection, ownedBy: owner)
    }

    /// Leaves `owner` no items in `collection`.
    mutating func empty(_ collection: String, ownedBy owner: String) {
        logs.empty(collection, ownedBy: owner)
    }

    /// A deep link or an event kept until the next sign-in.
    public var pending: PendingCommand? {
        get { settled.pending }
        set { settledForChange.pending = newValue }
    }

    /// `settled`, first copied if another state shares it.
    private var settledForChange: Settled {
        mutating get {
            if !isKnownUniquelyReferenced(&settled) { settled = settled.copy() }
            return settled
        }
    }

    /// The fields of a state that few commands change, shared by the copies of a state until one
    /// changes them (then it gets a copy of its own first: `settledForChange`). Changed only while
    /// nothing else holds it, so a state is a value and may be sent to another thread.
    private final class Settled: @unchecked Sendable {
        var gateFlow: String?
        var variant: String?
        var user: String?
        var variables: [String: DataValue]
        var pending: PendingCommand?

        init(
            gateFlow: String?, variant: String?, user: String?, variables: [String: DataValue],
            pending: PendingCommand?
        ) {
            self.gateFlow = gateFlow
            self.variant = variant
            self.user = user
            self.variables = variables
            self.pending = pending
        }

        func copy() -> Settled {
            Settled(gateFlow: gateFlow, variant: variant, user: user, variables: variables, pending: pending)
        }

        func equals(_ other: Settled) -> Bool {
            self === other
                || (gateFlow == other.gateFlow && variant == other.variant && user == other.user
                    && variables == other.variables && pending == other.pending)
        }
    }

    // Equality, hashing and the saved form are those of the eight fields, as a plain struct of
    // them had: `:save` writes the same keys.

    public static func == (lhs: DefinedState, rhs: DefinedState) -> Bool {
        lhs.navigation == rhs.navigation && lhs.flows == rhs.flows && lhs.logs == rhs.logs
            && lhs.settled.equals(rhs.settled)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(navigation)
        hasher.combine(gateFlow)
        hasher.combine(variant)
        hasher.combine(flows)
        hasher.combine(user)
        hasher.combine(variables)
        hasher.combine(logs)
        hasher.combine(pending)
    }

    private enum CodingKeys: String, CodingKey {
        case navigation, gateFlow, variant, flows, user, variables, collections, pending
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            navigation: try container.decode(Navigation.self, forKey: .navigation),
            gateFlow: try container.decodeIfPresent(String.self, forKey: .gateFlow),
            variant: try container.decodeIfPresent(String.self, forKey: .variant),
            flows: try container.decode([RunningFlow].self, forKey: .flows),
            user: try container.decodeIfPresent(String.self, forKey: .user),
            variables: try container.decode([String: DataValue].self, forKey: .variables),
            collections: try container.decode([String: [String: SharedLog<CollectionItem>]].self, forKey: .collections),
            pending: try container.decodeIfPresent(PendingCommand.self, forKey: .pending))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(navigation, forKey: .navigation)
        try container.encodeIfPresent(gateFlow, forKey: .gateFlow)
        try container.encodeIfPresent(variant, forKey: .variant)
        try container.encode(flows, forKey: .flows)
        try container.encodeIfPresent(user, forKey: .user)
        try container.encode(variables, forKey: .variables)
        try container.encode(collections, forKey: .collections)
        try container.encodeIfPresent(pending, forKey: .pending)
    }

    /// What the collections' items take (see `DefinedModel.capacityBytes`).
    var storedBytes: Int { logs.storedBytes }

    /// Removes the flows `isGone` picks. When none is left the state holds the empty array,
    /// which is no allocation: removing from an array the state before still shares copies it.
    mutating func removeFlows(where isGone: (RunningFlow) -> Bool) {
        guard flows.contains(where: isGone) else { return }
        if flows.allSatisfy(isGone) {
            flows = []
        } else {
            flows.removeAll(where: isGone)
        }
    }

    /// The flow named `name`, if it runs.
    func flow(named name: String) -> RunningFlow? {
        flows.first { $0.name == name }
    }

    /// Whether the flow named `name` runs (without copying it out, as `flow(named:)` does).
    func runs(_ name: String) -> Bool {
        flows.contains { $0.name == name }
    }
}

extension DefinedState: CustomReflectable {
    /// The eight fields, as a plain struct of them shows in a test's failure or `dump`, not the
    /// object that holds six of them.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "navigation": navigation, "gateFlow": gateFlow as Any, "variant": variant as Any, "flows": flows,
                "user": user as Any, "variables": variables, "collections": collections, "pending": pending as Any,
            ], displayStyle: .struct)
    }
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
