import CoordinatorKit

/// What each name of a collection or a flow variable refers to. A definition names a few: a
/// lookup compares the name with each, which costs less than any hash, and making it costs
/// nothing at start-up (a `NameIndex` of a new kind of value ran its generic set-up, about 65,000
/// instructions); past `linearLimit` names it is a `NameIndex`. The first of a name given twice wins.
struct References: Sendable {
    static let linearLimit = 8
    private let names: [String]
    private let values: [Reference]
    private let index: NameIndex<Reference>?

    /// The names and what each refers to, at the same positions.
    init(names: [String], values: [Reference]) {
        if names.count > Self.linearLimit {
            self.names = []
            self.values = []
            index = NameIndex(names.indices.map { (names[$0], values[$0]) })
        } else {
            self.names = names
            self.values = values
            index = nil
        }
    }

    /// What `name`, spelled exactly so, refers to.
    subscript(name: String) -> Reference? {
        if let index { return index[name] }
        for position in names.indices where names[position] == name { return values[position] }
        return nil
    }
}

/// What a name refers to: a collection, a flow's variable, or both (as `collections` and
/// `flowVariables` each have it). A class, so that a lookup copies one reference out.
final class Reference: Sendable {
    let collection: CollectionDefinition?
    /// The flow whose variable the name is, and the variable's initial value.
    let flowVariable: (flow: String, initial: DataValue)?
    /// The flow whose variable the name is (read without copying `flowVariable` out).
    let flow: String?
    /// Where a flow variable is among its flow's (`RunningFlow.slots`).
    let position: Int

    init(collection: CollectionDefinition?, flowVariable: (flow: String, initial: DataValue)?, position: Int = 0) {
        self.collection = collection
        self.flowVariable = flowVariable
        flow = flowVariable?.flow
        self.position = position
    }
}
