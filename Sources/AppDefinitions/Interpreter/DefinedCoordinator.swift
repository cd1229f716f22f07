import CoordinatorKit

/// A coordinator of a defined app: the one generic class every coordinator of a definition is.
/// Like the built-in apps' coordinators, it holds its children strongly while they run and its
/// parent weakly; the app releases a child flow as soon as none of its screens is on a stack, and
/// makes a new one each time a coordinator starts again (`signIn`, `use`, `start`). What it owns
/// (its navigation, its variables) is read from the app's state when asked.
public final class DefinedCoordinator: Coordinator {
    public let name: String
    /// Its definition and what the interpreter asks of it (`FlowFacts`).
    private let facts: FlowFacts
    var definition: CoordinatorDefinition { facts.definition }
    public private(set) weak var parent: DefinedCoordinator?
    /// Whether it is the root (known without loading the weak `parent`, on every sync).
    private let isRoot: Bool
    /// The app's model and its state now: what it reads to keep its children in line (`sync`)
    /// and to describe itself (`treeEntry`).
    private let model: DefinedModel
    private let live: LiveState
    /// The running children, held strongly.
    private(set) var running: [DefinedCoordinator] = []
    /// The coordinators whose parent it is (`FlowFacts.children`): the child flows it can hold.
    private let childFlows: [String]

    public var children: [any Coordinator] { running }

    init(_ facts: FlowFacts, parent: DefinedCoordinator?, model: DefinedModel, live: LiveState) {
        name = facts.definition.name
        self.facts = facts
        self.parent = parent
        isRoot = parent == nil
        self.model = model
        self.live = live
        childFlows = facts.children
    }

    /// Brings this coordinator's children (and theirs) in line with `state`: children that still
    /// run are kept (the same objects), those `started` by the last command are made anew, the
    /// others are released. Where nothing changed (most coordinators, after most commands), no
    /// list of children is made.
    /// (The state is passed in its object, not as a value: a copy of a whole `DefinedState` retains
    /// every field, and this reads three.)
    func sync(with state: FrozenState, started: [String]) {
        var unchanged = true
        var count = 0
        forEachChild(in: state) { child in
            unchanged =
                unchanged && count < running.count && running[count].name == child
                && (started.isEmpty || !started.contains(child))
            count += 1
        }
        if !unchanged || count != running.count {
            var children: [DefinedCoordinator] = []
            forEachChild(in: state) { child in
                if !started.contains(child), let kept = running.first(where: { $0.name == child }) {
                    children.append(kept)
                } else if let facts = model.flowFacts[child] {
                    children.append(DefinedCoordinator(facts, parent: self, model: model, live: live))
                }
            }
            running = children
        }
        for child in running { child.sync(with: state, started: started) }
    }

    /// Calls `body` with the name of each child that runs in `state`, in order: the gate's flow
    /// (below the root), the variant (below the coordinator that has them), child flows.
    private func forEachChild(in state: FrozenState, _ body: (String) -> Void) {
        if isRoot, let flow = state.state.gateFlow { body(flow) }
        if let variants = model.variants, variants.owner == name, let variant = state.state.variant { body(variant) }
        guard !childFlows.isEmpty else { return }
        for flow in state.state.flows where childFlows.contains(flow.name) { body(flow.name) }
    }

    public var treeEntry: TreeEntry {
        var facts: [String] = []
        if !definition.role.isEmpty { facts.append(definition.role) }
        let state = live.current.state
        if model.gate?.signedIn == name, let user = state.user { facts.append("signed in as \(user)") }
        let variables = state.flow(named: name)?.variables ?? [:]
        for (variable, value) in variables.sorted(by: { $0.key < $1.key }) { facts.append("\(variable) \(value)") }
        let owner = model.navigationOwner(in: state)
        return TreeEntry(
            type: "DefinedCoordinator", kind: kind, facts: facts, navigation: owner == name ? state.navigation : nil,
            screens: screensLine(on: state.navigation, ownedBy: owner))
    }

    /// For a child flow, which screens it owns and where they are shown: `owns newMemo and
    /// preview, shown on main's tab home`, `owns signIn, shown in modal 1`; `nil` for a
    /// coordinator that owns its navigation (`:tree` shows its stacks).
    private func screensLine(on navigation: Navigation, ownedBy owner: String) -> String? {
        guard !isRoot, definition.navigation == nil, !facts.routes.isEmpty else { return nil }
        let owns = "owns \(facts.routes.map(\.rawValue).joinedAsList())"
        func holdsOne(_ stack: Stack) -> Bool { stack.contains { facts.routes.contains($0.name) } }
        if let modal = navigation.modals.firstIndex(where: holdsOne) {
            return "\(owns), shown in modal \(modal + 1)"
        }
        guard let index = (0..<max(navigation.tabNames.count, 1)).first(where: { holdsOne(navigation.stack(at: $0)) })
        else { return owns }
        let place = navigation.tabNames.isEmpty ? "stack" : "tab \(navigation.tabNames[index])"
        return "\(owns), shown on \(owner)'s \(place)"
    }

    /// What kind of coordinator the definition makes this one.
    private var kind: String {
        switch definition.navigation {
        case .stack?: "stack"
        case .tabs?: "tab bar"
        case nil where definition.parent == nil: "root"
        case nil where definition.start == nil: "variant"
        case nil: "flow"
        }
    }
}
