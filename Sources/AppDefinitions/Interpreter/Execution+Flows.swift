import CoordinatorKit

// MARK: - Child flows and users

extension Execution {
    /// Starts a child flow under its parent: it shows its first screen, pushed on the active
    /// stack or presented in a modal of its own.
    func start(_ flow: String) throws {
        guard let facts = facts(of: flow), let first = facts.definition.start else { return }
        releaseFlowsWithoutScreens()  // one whose screens an earlier effect took away has ended
        guard !state.runs(flow) else { throw DefinedAppError.flowRunning(flow) }
        if let parent = facts.parent, !isRunning(parent) {
            throw DefinedAppError.parentNotRunning(flow: flow, parent: parent)
        }
        let route = Route(RouteName(first))
        try checkShowable(route, replacing: nil)
        let isModal = facts.definition.isModal
        if isModal {
            try state.navigation.present(route)
        } else {
            try state.navigation.push(route)
        }
        // (Into the storage the last flow to end left, when there is one: no array is made.)
        if state.flows.isEmpty, spareFlows.capacity > 0 { swap(&state.flows, &spareFlows) }
        state.flows.append(facts.initialFlow)
        noteStarted(flow)
        trace.record(
            .handled(
                facts.parent ?? navigationOwner,
                "starts \(flow.indefiniteArticle) \(flow) flow and holds it; it \(isModal ? "presents" : "shows") \(first)"
            ))
        shown(route)
    }

    /// Ends a child flow: its screens (and those of flows it started) leave the stacks, and it is
    /// released.
    func end(_ flow: String) throws {
        guard state.runs(flow) else { throw DefinedAppError.flowNotRunning(flow) }
        let startedOthers = state.flows.contains {
            $0.name != flow && model.definition.coordinator($0.name, isWithin: flow)
        }
        if startedOthers {
            let ending = state.flows.map(\.name).filter { model.definition.coordinator($0, isWithin: flow) }
            let screens = ending.flatMap { model.flowFacts[$0]?.routes ?? [] }
            state.navigation.removeScreens(named: screens)
            state.removeFlows { ending.contains($0.name) }
            releasedFlows = true
        } else {
            // The usual case, a flow that started no other: its own screens, without making lists.
            state.navigation.removeScreens(named: facts(of: flow)?.screens ?? ScreenNames([]))
            removeFlows { $0.name == flow }
            releasedFlows = true
        }
        trace.record(.handled(flow, "takes its screens off the stacks and finishes"))
    }

    /// Removes the flows `isGone` picks (`DefinedState.removeFlows`). When it removes the last,
    /// the state holds the empty array, and the array's storage is kept in `spareFlows` for the
    /// next flow to start in, rather than freed and made again.
    func removeFlows(where isGone: (RunningFlow) -> Bool) {
        guard state.flows.count == 1, isGone(state.flows[0]) else { return state.removeFlows(where: isGone) }
        var last: [RunningFlow] = []
        swap(&last, &state.flows)
        last.removeLast()
        spareFlows = last
    }

    /// Signs `user` in. With a gate, the signed-out flow ends and the signed-in one starts afresh.
    func signIn(_ user: String) throws {
        let rule = model.definition.userNames
        guard rule.accepts(user) else {
            throw DefinedAppError.badValue(user, expected: "a user name \(rule.phrase)")
        }
        state.user = user
        signedIn = true
        guard let gate = model.gate, let flow = gate.signedIn else {
            note("signs in \(user)")
            return
        }
        trace.record(
            .handled(model.root.name, "lets \(state.gateFlow ?? "the signed-out flow") go, starts \(flow) for \(user)"))
        state.gateFlow = flow
        state.navigation = model.initialNavigation(of: flow)
        state.flows = []
        noteStarted(flow)
    }

    /// Signs the user out. With a gate, the signed-in flow ends with its children and the
    /// signed-out one starts afresh.
    func signOut() throws {
        guard state.user != nil else { throw DefinedAppError.nobodySignedIn("there is no one to sign out") }
        state.user = nil
        guard let gate = model.gate, let flow = gate.signedOut else {
            note("signs the user out")
            return
        }
        trace.record(
            .handled(
                model.root.name,
                "lets \(state.gateFlow ?? "the signed-in flow") go (and its children with it), starts \(flow) afresh"))
        state.gateFlow = flow
        state.navigation = model.initialNavigation(of: flow)
        state.flows = []
        state.pending = nil
        noteStarted(flow)
    }

    /// After a command that signed someone in: the command kept until sign-in runs now. If it
    /// cannot, it is dropped with a note, and the sign-in stands. (The test inline: every
    /// command asks, and nearly none signs in.)
    @inline(__always)
    func runPendingAfterSignIn() {
        if signedIn { runPendingCommand() }
    }

    private func runPendingCommand() {
        guard state.user != nil, let pending = state.pending else { return }
        state.pending = nil
        let attempt = Execution(model: model, state: state, countedBytes: bytesBefore() + addedBytes, trace: trace)
        attempt.started = started
        do {
            switch pending {
            case .link(let text):
                trace.record(.passed(model.root.name, to: navigationOwner, "the link kept while signed out: \(text)"))
                try attempt.open(try DeepLinkURL(text))
                notes.append("opened \(text), kept while signed out")
            case .event(let name, let argument):
                try attempt.sendKept(AppEvent(name, argument))
                notes.append("ran '\(pending.description)', kept until sign-in")
            }
            notes += attempt.notes
            state = attempt.state
            started = attempt.started
            releasedFlows = releasedFlows || attempt.releasedFlows
            addedBytes += attempt.addedBytes
            addedItems += attempt.addedItems
        } catch let error as any CoordshError {
            notes.append("'\(pending.description)', kept until sign-in, could not run: \(error.message)")
        } catch {
            notes.append("'\(pending.description)', kept until sign-in, could not run")
        }
    }

    /// Runs an event kept until sign-in, as if it were reported now.
    private func sendKept(_ event: AppEvent) throws {
        guard let (spec, position) = catalog.row(of: event), let handler = model.handlers[position] else { return }
        try catalog.checkEvent(spec, visibleScreen: state.navigation.visibleScreen, running: running)
        argument = event.argument
        if trace.isOn { deciding = model.deciders[position] }
        command = .event(name: event.name, argument: event.argument)
        try run(handler, for: event.name)
    }
}
