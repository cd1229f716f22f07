import CoordinatorKit

/// A coordinator of a defined app: the one generic class every coordinator of a definition is.
/// Like the built-in memo app's coordinators, it holds its children strongly while they run and
/// holds no reference to its parent, which it never calls (an object anything refers to weakly
/// keeps its reference counts in a side table, the slow path, and a parent is retained and
/// released whenever its children are brought in line); the app releases a child flow as soon as
/// none of its screens is on a stack, and makes a new one each time a coordinator starts again
/// (`signIn`, `use`, `start`). What it owns (its navigation, its variables) is read from the
/// app's state when asked.
public final class DefinedCoordinator: Coordinator {
    /// (Its facts' name, not a copy: a child flow is made and freed each time it starts and
    /// ends, and every field it stores is one more retain and release.)
    public var name: String { facts.name }
    /// Its definition and what the interpreter asks of it (`FlowFacts`).
    private let facts: FlowFacts
    var definition: CoordinatorDefinition { facts.definition }
    /// Whether it is the root, whose children are the gate's flows.
    private let isRoot: Bool
    /// The app's model and its state now: what it reads to keep its children in line (`sync`)
    /// and to describe itself (`treeEntry`).
    private let model: DefinedModel
    private let live: LiveState
    /// The running children, held strongly.
    private(set) var running: [DefinedCoordinator] = []
    /// The child flows it can hold (`FlowFacts.flowChildren`).
    private var childFlows: [String] { facts.flowChildren }

    public var children: [any Coordinator] { running }

    init(_ facts: FlowFacts, isRoot: Bool, model: DefinedModel, live: LiveState) {
        self.facts = facts
        self.isRoot = isRoot
        self.model = model
        self.live = live
        // (A child flow usually has no children of its own: then no list is made.)
        childFacts = facts.children.isEmpty ? [] : facts.children.compactMap { model.flowFacts[$0] }
        mayHaveChildren = isRoot || facts.ownsVariants || !facts.flowChildren.isEmpty
    }

    /// What the model knows of each coordinator in `childFlows` (looked up once, not each time
    /// one of them starts).
    private let childFacts: [FlowFacts]

    /// Whether the app's variants are its children (known once, not compared on every sync).
    private var ownsVariants: Bool { facts.ownsVariants }

    /// Whether it can hold a child at all: a child flow that starts none never does, and is
    /// never walked.
    private let mayHaveChildren: Bool

    /// Brings the tree under this coordinator (the root) in line with `state` after a command that
    /// `started` coordinators or let flows go (`releasedFlows`), the usual two ways without a
    /// walk that compares every child by name: flows let go and none started (the gate's flow
    /// and the variant unchanged, since replacing one starts one), or one child flow started,
    /// the last of the flows, and none let go. Else as `sync` does.
    func follow(_ state: FrozenState, started: [String], releasedFlows: Bool) {
        if started.isEmpty {
            releaseEndedFlows(in: state)
        } else if !releasedFlows, started.count == 1, state.state.flows.last?.name == started[0],
            holdStarted(started[0])
        {
            return
        } else {
            sync(with: state, started: started)
        }
    }

    /// Releases the children (and theirs) whose flows no longer run in `state`, after a command
    /// that started nothing: every other child still runs (the gate's flow and the variant are
    /// unchanged) and keeps its place.
    private func releaseEndedFlows(in state: FrozenState) {
        guard mayHaveChildren else { return }
        var index = 0
        while index < running.count {
            let name = running[index].name
            if (isRoot && name == state.state.gateFlow) || (ownsVariants && name == state.state.variant)
                || state.state.flows.contains(where: { $0.name == name })
            {
                running[index].releaseEndedFlows(in: state)
                index += 1
            } else {
                running.remove(at: index)
            }
        }
    }

    /// Makes the coordinator of the child flow `flow`, started by the last command as the last
    /// of the flows, the last child of its parent, found in the tree; `false` (and nothing done)
    /// when no coordinator here is its parent or one already holds a child of its name.
    private func holdStarted(_ flow: String) -> Bool {
        if childFlows.contains(flow) {
            guard !running.contains(where: { $0.name == flow }),
                let facts = childFacts.first(where: { $0.name == flow }) ?? model.flowFacts[flow]
            else { return false }
            running.append(DefinedCoordinator(facts, isRoot: false, model: model, live: live))
            return true
        }
        for child in running where child.mayHaveChildren {
            if child.holdStarted(flow) { return true }
        }
        return false
    }

    /// Brings this coordinator's children (and theirs) in line with `state`: children that still
    /// run are kept (the same objects), those `started` by the last command are made anew, the
    /// others are released. Where nothing changed (most coordinators, after most commands), no
    /// list of children is made.
    /// (The state is passed in its object, not as a value: a copy of a whole `DefinedState` retains
    /// every field, and this reads three.)
    func sync(with state: FrozenState, started: [String]) {
        guard mayHaveChildren else { return }
        if !runsItsChildren(in: state, started: started) { makeChildren(for: state, started: started) }
        for child in running { child.sync(with: state, started: started) }
    }

    /// Whether `running` holds exactly the children that run in `state`, in order, none of
    /// them `started` anew. (Loops, not a closure called for each child: this runs after every
    /// command that starts or ends a flow, for every coordinator.)
    private func runsItsChildren(in state: FrozenState, started: [String]) -> Bool {
        var count = 0
        if isRoot, let flow = state.state.gateFlow {
            guard holds(flow, at: count, started: started) else { return false }
            count += 1
        }
        if ownsVariants, let variant = state.state.variant {
            guard holds(variant, at: count, started: started) else { return false }
            count += 1
        }
        if !childFlows.isEmpty {
            for flow in state.state.flows where childFlows.contains(flow.name) {
                guard holds(flow.name, at: count, started: started) else { return false }
                count += 1
            }
        }
        return count == running.count
    }

    /// Whether the child at `index` of `running` is `child`, kept (not started anew).
    private func holds(_ child: String, at index: Int, started: [String]) -> Bool {
        index < running.count && running[index].name == child && (started.isEmpty || !started.contains(child))
    }

    /// Makes `running` the children that run in `state`, in place: those that ran already are
    /// kept, those `started` by the last command are made anew, the others are released.
    private func makeChildren(for state: FrozenState, started: [String]) {
        var count = 0
        if isRoot, let flow = state.state.gateFlow { place(flow, at: &count, started: started) }
        if ownsVariants, let variant = state.state.variant { place(variant, at: &count, started: started) }
        if !childFlows.isEmpty {
            for flow in state.state.flows where childFlows.contains(flow.name) {
                place(flow.name, at: &count, started: started)
            }
        }
        // (One by one: `removeSubrange` goes through `replaceSubrange`, about 500 instructions.)
        while running.count > count { running.removeLast() }
    }

    /// Puts the child `child` at position `index` of `running` (the one that ran, unless it was
    /// started anew: then a new one), and moves `index` past it. Those from `index` on are the
    /// children not placed yet; whatever is left of them at the end is released.
    private func place(_ child: String, at index: inout Int, started: [String]) {
        defer { index += 1 }
        let isNew = started.contains(child)
        if !isNew, let found = running[index...].firstIndex(where: { $0.name == child }) {
            if found != index { running.swapAt(index, found) }
            return
        }
        guard let facts = childFacts.first(where: { $0.name == child }) ?? model.flowFacts[child] else {
            index -= 1
            return
        }
        let made = DefinedCoordinator(facts, isRoot: false, model: model, live: live)
        if index == running.count { running.append(made) } else { running.insert(made, at: index) }
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
