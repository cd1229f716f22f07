import CoordinatorKit

/// Names of a definition (coordinators, events) and what the interpreter asks of each on every
/// command, looked up by their exact spelling. A `NameTable` underneath: its FNV-1a hash costs a
/// fraction of the SipHash a `Dictionary<String, _>` computes for every lookup. Its values are
/// kept small (a few references): a lookup copies the value out, and copying a whole
/// `CoordinatorDefinition` cost more than the hash. When a name is given twice, the first wins.
struct NameIndex<Value: Sendable>: Sendable {
    private let table: NameTable<Value>

    init(_ entries: [(String, Value)]) {
        table = NameTable(entries)
    }

    /// The value of `name`, spelled exactly so.
    subscript(name: String) -> Value? {
        table.value(exactly: name)
    }
}

/// What the interpreter asks of a coordinator as flows start and end: its definition, its parent,
/// the routes it owns (a child flow runs while one of them is on a stack) and its variables as it
/// starts. A class, so that a lookup copies one reference out of the table (a lookup of the
/// definition itself in a dictionary hashed the name and copied every field out and back).
final class FlowFacts: Sendable {
    /// The coordinator's name (its definition's).
    let name: String
    let definition: CoordinatorDefinition
    let routes: [RouteName]
    /// `routes` with their summary, as they leave the stacks when the flow ends.
    let screens: ScreenNames
    /// Its variables as it starts, ordered by name (`RunningFlow.slots`).
    let slots: [FlowVariable]
    /// The flow as it starts, with those variables (copied into the state by `start`, not made
    /// again each time).
    let initialFlow: RunningFlow
    /// The coordinators whose parent it is: the flows it may start (and its variants), which its
    /// coordinator object looks for among the running flows after a command that changed them.
    let children: [String]
    /// Those of `children` that can run as child flows (`RunningFlow`: the ones `start` starts,
    /// and the others a saved state may hold), whose coordinator objects follow `DefinedState.flows`.
    let flowChildren: [String]
    /// Whether the app's variants are its children.
    let ownsVariants: Bool

    var parent: String? { definition.parent }

    init(
        definition: CoordinatorDefinition, routes: [RouteName], children: [CoordinatorDefinition], ownsVariants: Bool
    ) {
        name = definition.name
        self.definition = definition
        self.routes = routes
        screens = ScreenNames(routes)
        slots = RunningFlow.slots(
            of: Dictionary(definition.variables.map { ($0.name, $0.initial) }) { first, _ in first })
        initialFlow = RunningFlow(name: name, slots: slots)
        var names: [String] = []
        var flowChildren: [String] = []
        for child in children {
            names.append(child.name)
            if child.start != nil || child.navigation == nil { flowChildren.append(child.name) }
        }
        self.children = names
        self.flowChildren = flowChildren
        self.ownsVariants = ownsVariants
    }
}
