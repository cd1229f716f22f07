import CoordinatorKit

/// A child flow that runs, with its variables (a draft). In a saved session:
/// `{"name": "feature", "variables": {"draft": "milk"}}`.
public struct RunningFlow: Hashable, Sendable {
    public let name: String
    /// The variables, ordered by name, each once: a variable is read and written at the position
    /// the model knows it by (`Reference.position`), where a dictionary hashed its name with
    /// SipHash. The first is held in the flow itself, the others in `rest`: a flow of one
    /// variable (the memo app's draft) has no array to copy at its first write and to free at
    /// its end. (Split so whatever the variables, equal flows have equal fields.)
    private(set) var first: FlowVariable?
    private var rest: [FlowVariable]

    public init(name: String, variables: [String: DataValue]) {
        self.init(name: name, slots: Self.slots(of: variables))
    }

    /// A flow whose variables are `slots`, ordered by name (`FlowFacts.slots`).
    init(name: String, slots: [FlowVariable]) {
        self.name = name
        first = slots.first
        rest = slots.count > 1 ? Array(slots.dropFirst()) : []
    }

    /// The variables ordered by name.
    var slots: [FlowVariable] {
        guard let first else { return [] }
        return [first] + rest
    }

    /// The variables by name (written through `setValue(_:of:at:)`).
    public var variables: [String: DataValue] {
        var variables: [String: DataValue] = [:]
        for slot in slots { variables[slot.name] = slot.value }
        return variables
    }

    /// The variables ordered by name.
    static func slots(of variables: [String: DataValue]) -> [FlowVariable] {
        variables.map { FlowVariable(name: $0.key, value: $0.value) }.sorted { $0.name < $1.name }
    }

    /// The value of the variable `name`, looked for first at `position` (where the model has it).
    func value(of name: String, at position: Int) -> DataValue? {
        if position == 0, let first, first.name == name { return first.value }
        if position > 0, position <= rest.count, rest[position - 1].name == name { return rest[position - 1].value }
        return slots.first { $0.name == name }?.value
    }

    /// Sets the variable `name`, looked for first at `position` (where the model has it).
    mutating func setValue(_ value: DataValue, of name: String, at position: Int) {
        if position == 0, first?.name == name {
            first?.value = value
        } else if position > 0, position <= rest.count, rest[position - 1].name == name {
            rest[position - 1].value = value
        } else {
            var all = slots
            if let index = all.firstIndex(where: { $0.name == name }) {
                all[index].value = value
            } else {
                all.insert(FlowVariable(name: name, value: value), at: all.firstIndex { $0.name > name } ?? all.count)
            }
            self = RunningFlow(name: self.name, slots: all)
        }
    }
}

/// One variable of a running flow.
struct FlowVariable: Hashable, Sendable {
    let name: String
    var value: DataValue
}

extension RunningFlow: Codable {
    private enum CodingKeys: String, CodingKey { case name, variables }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            name: try container.decode(String.self, forKey: .name),
            variables: try container.decode([String: DataValue].self, forKey: .variables))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(variables, forKey: .variables)
    }
}

extension RunningFlow: CustomReflectable {
    /// Its name and variables, as the plain struct it was shows in a test's failure or `dump`.
    public var customMirror: Mirror {
        Mirror(self, children: ["name": name, "variables": variables], displayStyle: .struct)
    }
}
