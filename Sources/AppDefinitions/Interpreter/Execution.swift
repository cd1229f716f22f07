import CoordinatorKit

/// One command applied to a copy of a defined app's state: an intent, an event's effects or a deep
/// link's. Each effect changes `state` in turn; if one throws, the copy is dropped and the app keeps
/// the state it had, so a failed command changes nothing. After the effects, child flows left
/// without a screen are released, the rule every app obeys (SPEC 3). A class: passing it around
/// copies nothing, and an app keeps one from command to command (`restart`), so that a command
/// allocates none.
final class Execution {
    let model: DefinedModel
    /// The state the command works on, in the object the app takes when the command succeeds
    /// (so that taking it copies nothing).
    private(set) var result: FrozenState
    let trace: TraceRecorder
    /// Notes for the user (a link kept until sign-in).
    var notes: [String] = []
    /// Coordinators this command started: they are made anew, even where one of the same name ran.
    /// A list, not a set: it holds one or two names, and each lookup in a set hashes.
    var started: [String] = []
    /// The event's argument.
    var argument: Argument?
    /// A deep link's parameters (`:id`, query values) and the routes its `*` matched.
    var parameters: [String: String] = [:]
    var linkRoutes: [Route] = []
    /// The coordinator that decides the command: the event's (`DefinedModel.deciders`), or for a
    /// deep link the one that owns the stacks; the trace names it for every effect (`note`), and
    /// only the trace reads it: an event sets it only while traces are on.
    var deciding: String?
    /// Whether a deep link runs: its failures are bad links (`badArgument`).
    var isLink = false
    /// The command running, kept by `signInFirst`: a deep link, or an event of an app one of
    /// whose events has `signInFirst` (`DefinedModel.keepsEvents`); else `nil` for an event.
    var command: PendingCommand?
    /// Set by `signInFirst` while signed out: the rest of the handler does not run.
    var stopped = false
    /// Set by `signIn`: a kept command runs when the handler is done.
    var signedIn = false
    /// Whether a child flow was let go (`end`, or left without a screen): with `started`, what
    /// says that the coordinators must be brought in line after a command run in place.
    var releasedFlows = false
    /// What the collections' items took before this command (`DefinedModel.capacityBytes`), when
    /// known: counted in `before` when an `add` first needs it.
    private(set) var countedBytes: Int?
    /// The state before the command, where `countedBytes` is counted (`nil` when it is known).
    private var before: FrozenState?
    /// What this command's `add` effects took.
    var addedBytes = 0
    /// The items this command's `add` effects stored, for the note on those out of sight.
    var addedItems: [(collection: CollectionDefinition, item: CollectionItem)] = []
    /// The facts `facts(of:)` found last, kept from command to command (they never change).
    private var lastFacts: FlowFacts?
    /// Stack roots met so far and their owners (`stackOwner(rootedAt:)`), kept from command to
    /// command (they never change), up to `stackOwnersKept` of them.
    var stackOwners: [(root: RouteName, owner: String?)] = []
    static let stackOwnersKept = 8
    /// Routes a push, a presentation or a replacement put on a stack of the owner given, having
    /// passed the catalog's check (`isKnownPushable`), kept from command to command, up to
    /// `pushableKept` of them.
    var pushable: [(route: RouteName, stackOwner: String)] = []
    static let pushableKept = 8
    /// The storage of the flows array the last flow to end left (empty), kept from command to
    /// command for the next flow to start in (`removeFlows(where:)`); `[]` when there is none.
    var spareFlows: [RunningFlow] = []

    /// A command on a copy of the state in `before`, an object that does not change, made in
    /// `spare` (a state object nothing else holds) when there is one.
    init(
        model: DefinedModel, from before: FrozenState, into spare: FrozenState?, countedBytes: Int?,
        trace: TraceRecorder
    ) {
        self.model = model
        result = Self.copy(of: before, into: spare)
        self.before = countedBytes == nil ? before : nil
        self.countedBytes = countedBytes
        self.trace = trace
    }

    /// Makes this object ready for another command, on a copy of the state in `before`, as
    /// `init(model:from:into:countedBytes:trace:)` makes a new one: the copy goes into `spare`,
    /// else into the state object of the last command if it failed (nothing else holds it), else
    /// into a new one; everything the last command set is forgotten.
    func restart(from before: FrozenState, into spare: FrozenState?, countedBytes: Int?) {
        if spare == nil, isKnownUniquelyReferenced(&result) {
            result.state = before.state
        } else {
            result = Self.copy(of: before, into: spare)
        }
        self.before = countedBytes == nil ? before : nil
        self.countedBytes = countedBytes
        forgetLastCommand()
    }

    /// A command run on the state object `current` itself, in place, one that fails before it
    /// changes anything (see `DefinedApp.performInPlace`): no copy is made; `current` is the result.
    init(model: DefinedModel, inPlaceOn current: FrozenState, countedBytes: Int?, trace: TraceRecorder) {
        self.model = model
        result = current
        before = countedBytes == nil ? current : nil
        self.countedBytes = countedBytes
        self.trace = trace
    }

    /// Makes this object ready for a command run on `current` in place, as
    /// `init(model:inPlaceOn:countedBytes:trace:)` makes a new one.
    func restart(inPlaceOn current: FrozenState, countedBytes: Int?) {
        // Usually the last command's object already (it ran in place, or the app took it): a
        // test costs less than storing it again, which retains one and releases the other.
        if result !== current { result = current }
        if countedBytes == nil {
            before = current
        } else if case .some = before {
            before = nil
        }
        self.countedBytes = countedBytes
        forgetLastCommand()
    }

    /// Forgets everything the last command set.
    private func forgetLastCommand() {
        // What the last command left, forgotten; most commands set none of it, and a test costs
        // less than replacing an empty value (which releases the old one).
        // (`if case .some`, not `!= nil`: that copies the optional out to compare it.)
        if !notes.isEmpty { notes = [] }
        // Its storage is kept: a command that starts a flow then inserts without allocating.
        // (Element by element: it holds one or two, and `removeAll(keepingCapacity:)` goes
        // through `replaceSubrange`, about 150 instructions.)
        while !started.isEmpty { started.removeLast() }
        if case .some = argument { argument = nil }
        if case .some = deciding { deciding = nil }
        if !parameters.isEmpty { parameters = [:] }
        if !linkRoutes.isEmpty { linkRoutes = [] }
        isLink = false
        if case .some = command { command = nil }
        stopped = false
        signedIn = false
        releasedFlows = false
        addedBytes = 0
        while !addedItems.isEmpty { addedItems.removeLast() }
    }

    /// A copy of the state in `before`, written into `spare` when there is one.
    private static func copy(of before: FrozenState, into spare: FrozenState?) -> FrozenState {
        guard let spare else { return FrozenState(before.state) }
        spare.state = before.state
        return spare
    }

    /// A command on a copy of `state`, whose items take `countedBytes`.
    init(model: DefinedModel, state: DefinedState, countedBytes: Int, trace: TraceRecorder) {
        self.model = model
        result = FrozenState(state)
        before = nil
        self.countedBytes = countedBytes
        self.trace = trace
    }

    /// What the collections' items took before this command.
    func bytesBefore() -> Int {
        if let countedBytes { return countedBytes }
        let counted = before?.state.storedBytes ?? 0
        countedBytes = counted
        return counted
    }

    /// Counts an item that is about to be added, or refuses it past the bound.
    func makeRoom(for item: DataValue, in collection: String) throws {
        let bytes = item.storedBytes
        guard bytesBefore() + addedBytes + bytes <= DefinedModel.capacityBytes else {
            throw DefinedAppError.collectionsFull(collection)
        }
        addedBytes += bytes
    }

    var catalog: AppCatalog { model.catalog }

    /// The state the command works on. Changed in place (`_modify`: a setter would copy the
    /// whole state out and back for every change); reads take only the fields they use.
    var state: DefinedState {
        get { result.state }
        _modify { yield &result.state }
    }

    // MARK: - Handlers

    /// Runs the first branch whose condition holds (`handler.branches`, without making that list
    /// for a handler of one list of effects, the usual kind). `keepsScreens`: the handler takes no
    /// screen off a stack and stops no coordinator (`Handler.keepsScreens`), so no flow can be left
    /// without a screen after it (a state the app holds has none) and none is looked for.
    ///
    /// An effect that fails is said with the event's name and, in a handler of cases, its case
    /// (`EffectFailure`); a deep link's runner (`open`) names the link.
    func run(_ handler: Handler, for what: String, keepsScreens: Bool = false) throws {
        switch handler {
        case .effects(let effects):
            do {
                return try run(effects, keepsScreens: keepsScreens)
            } catch let failure as EffectFailure {
                throw named(failure, event: what)
            }
        case .cases(let cases):
            for (position, branch) in cases.enumerated() {
                if let condition = branch.condition, try !holds(condition) { continue }
                do {
                    return try run(branch.effects, keepsScreens: keepsScreens)
                } catch var failure as EffectFailure {
                    failure.casePosition = position
                    throw named(failure, event: what)
                }
            }
        }
        throw DefinedAppError.noCase(event: what, visible: state.navigation.visibleScreen)
    }

    /// An event's failing effect, with the event and its place in the definition; a deep link's
    /// as it is (`open` names the link).
    private func named(_ failure: EffectFailure, event: String) -> EffectFailure {
        guard !isLink else { return failure }
        var named = failure
        named.command = .event(event, at: model.definition.events.firstIndex { $0.name == event })
        return named
    }

    /// Runs the effects in turn. One that fails throws an `EffectFailure` that says which it was
    /// (made only then: the loop that succeeds builds nothing). Inlined, as it was before it caught:
    /// a call per command costs about 15 instructions.
    @inline(__always)
    func run(_ effects: [Effect], keepsScreens: Bool = false) throws {
        var position = 0
        for effect in effects {
            do {
                try apply(effect)
            } catch {
                throw EffectFailure.wrapping(error, at: position, of: effects)
            }
            if stopped { break }
            position += 1
        }
        if !keepsScreens { releaseFlowsWithoutScreens() }
    }

    // MARK: - Coordinators

    /// Records that the coordinator `name` starts (anew) with this command.
    func noteStarted(_ name: String) {
        if !started.contains(name) { started.append(name) }
    }

    /// Every coordinator that runs, parents first: the root, the gate's flow, the variant, flows.
    var running: [String] {
        var names = [model.root.name]
        if let flow = state.gateFlow { names.append(flow) }
        if let variant = state.variant { names.append(variant) }
        names += state.flows.map(\.name)
        return names
    }

    /// Whether the coordinator `name` runs (without making the list `running` is).
    func isRunning(_ name: String) -> Bool {
        // (The gate's flow first: it is the parent of an app's child flows when it has a gate,
        // and equal names compare at once, where names that differ are compared out of line.)
        name == state.gateFlow || name == model.root.name || name == state.variant
            || state.flows.contains { $0.name == name }
    }

    /// The coordinator that owns the navigation now.
    var navigationOwner: String { model.navigationOwner(in: state) }

    /// Releases child flows none of whose screens is on a stack, and flows whose parent is gone.
    /// A flow whose parent is gone takes its screens with it, as `end` does: a modal it presented
    /// is dismissed, not left on screen with no coordinator to run it.
    func releaseFlowsWithoutScreens() {
        guard !state.flows.isEmpty else { return }
        while let index = firstFlowWithoutScreens() {
            let gone = state.flows[index].name
            let facts = facts(of: gone)
            let parent = facts?.parent ?? navigationOwner
            if !isRunning(parent) {
                state.navigation.removeScreens(named: facts?.screens ?? ScreenNames([]))
                trace.record(
                    .handled(gone, "its parent \(parent) is gone: takes its screens off the stacks and finishes"))
            } else {
                trace.record(.handled(parent, "no \(gone) screen is left on a stack: lets the \(gone) flow go"))
            }
            removeFlows { $0.name == gone }
            releasedFlows = true
        }
    }

    /// The position of the first flow none of whose screens is on a stack, or whose parent is gone.
    private func firstFlowWithoutScreens() -> Int? {
        for index in state.flows.indices {
            guard let facts = facts(of: state.flows[index].name), isRunning(facts.parent ?? "") else { return index }
            // The usual case first: the flow's own screen is the one on screen (no stack is walked;
            // the visible screen's name read in place, not copied out with its argument).
            if state.navigation.visibleScreenName(satisfies: { facts.routes.contains($0) }) { continue }
            if !state.navigation.containsScreen(namedAnyOf: facts.routes) { return index }
        }
        return nil
    }

    /// What the model knows of the coordinator `name` (`DefinedModel.flowFacts`). The last found
    /// is kept: a command asks for the same flow several times, and the next command usually
    /// does too (a name compared costs less than the table's hash).
    func facts(of name: String) -> FlowFacts? {
        if let lastFacts, lastFacts.name == name { return lastFacts }
        let found = model.flowFacts[name]
        if let found { lastFacts = found }
        return found
    }

    // MARK: - Collections

    /// Whose items a collection holds now: the signed-in user's name, `""` when shared.
    func owner(of definition: CollectionDefinition) -> String? {
        definition.isPerUser ? state.user : ""
    }

    /// The items of a collection for its owner now.
    func items(of definition: CollectionDefinition) -> SharedLog<CollectionItem> {
        guard let owner = owner(of: definition) else { return SharedLog() }
        return state.items(of: definition.name, ownedBy: owner)
    }
}
