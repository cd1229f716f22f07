import CoordinatorKit

/// A coordinator of a defined app: the one generic class every coordinator of a definition is.
/// Like the built-in apps' coordinators, it holds its children strongly while they run and its
/// parent weakly; the app releases a child flow as soon as none of its screens is on a stack, and
/// makes a new one each time a coordinator starts again (`signIn`, `use`, `start`).
public final class DefinedCoordinator: Coordinator {
    public let name: String
    let definition: CoordinatorDefinition
    public private(set) weak var parent: DefinedCoordinator?
    /// The running children, held strongly.
    private(set) var running: [DefinedCoordinator] = []
    /// The navigation it owns (the root's, or a gate flow's), a copy of the app's.
    private(set) var navigation: Navigation?
    /// Its variables, for a flow that has some (a copy of the app's state).
    private(set) var variables: [String: DataValue] = [:]
    /// The user it runs for (a gate's signed-in flow).
    private(set) var user: String?

    public var children: [any Coordinator] { running }

    init(_ definition: CoordinatorDefinition, parent: DefinedCoordinator?) {
        name = definition.name
        self.definition = definition
        self.parent = parent
    }

    /// Brings this coordinator and its children in line with `state`: children that still run
    /// are kept (the same objects), those started by the last command are made anew, the others
    /// are released.
    func sync(with state: DefinedState, model: DefinedModel, started: Set<String>) {
        let owner = model.navigationOwner(in: state)
        navigation = owner == name ? state.navigation : nil
        user = model.gate?.signedIn == name ? state.user : nil
        variables = state.flow(named: name)?.variables ?? [:]
        var names: [String] = []
        if parent == nil, let flow = state.gateFlow { names.append(flow) }
        if let variants = model.variants, variants.owner == name, let variant = state.variant { names.append(variant) }
        names += state.flows.filter { model.coordinators[$0.name]?.parent == name }.map(\.name)
        running = names.compactMap { child in
            if !started.contains(child), let kept = running.first(where: { $0.name == child }) { return kept }
            return model.coordinators[child].map { DefinedCoordinator($0, parent: self) }
        }
        for child in running { child.sync(with: state, model: model, started: started) }
    }

    public var treeEntry: TreeEntry {
        var facts: [String] = []
        if !definition.role.isEmpty { facts.append(definition.role) }
        if let user { facts.append("signed in as \(user)") }
        for (variable, value) in variables.sorted(by: { $0.key < $1.key }) { facts.append("\(variable) \(value)") }
        return TreeEntry(type: kindName, facts: facts, navigation: navigation)
    }

    /// What kind of coordinator the definition makes this one.
    private var kindName: String {
        switch definition.navigation {
        case .stack?: "DefinedCoordinator (stack)"
        case .tabs?: "DefinedCoordinator (tab bar)"
        case nil where definition.parent == nil: "DefinedCoordinator (root)"
        case nil where definition.start == nil: "DefinedCoordinator (variant)"
        case nil: "DefinedCoordinator (flow)"
        }
    }
}
