import CommandLanguage
import CoordinatorKit

/// One exploration of an app of type `App`.
final class ExplorationRun<App: CoordinatedApp> {
    let exploration: Exploration
    private let start: App
    let bounds: ExplorationBounds
    private let recordsTransitions: Bool
    let shouldStop: (ExplorationPhase) -> Bool
    private let kept = KeptSnapshots<App.Snapshot>()
    /// How to make the app from a snapshot, when it can be: the states are then made again from
    /// the snapshots kept, not from saved states (a copy of every snapshot, a third of the
    /// memory a state takes).
    private let restoring: ((App.Snapshot) -> App)?
    private let routeIndex: [RouteName: UInt16]

    init(
        kind: AppKind, start: App, bounds: ExplorationBounds, recordsTransitions: Bool,
        restoring: ((App.Snapshot) -> App)? = nil, shouldStop: @escaping (ExplorationPhase) -> Bool
    ) {
        self.start = start
        self.restoring = restoring
        self.bounds = bounds
        self.recordsTransitions = recordsTransitions
        self.shouldStop = shouldStop
        exploration = Exploration(kind: kind, bounds: bounds, startScreen: start.currentNavigation.visibleScreen)
        routeIndex = Dictionary(
            kind.catalog.routes.enumerated().map { ($1.name, UInt16(truncatingIfNeeded: $0)) },
            uniquingKeysWith: { first, _ in first })
        if let restoring {
            exploration.makeApp = { [kept] state in restoring(kept.states[state]) }
        }
    }

    func run() {
        add(start.snapshot(), hash: start.stateHashValue(), of: start, parent: -1, via: -1, depth: 0)
        if let violation = StateRules.violation(in: start) { exploration.record(violation, state: 0, command: nil) }
        var depth = 0
        while depth < exploration.layerStarts.count {
            guard depth < bounds.depth else {
                exploration.end = .depthBound
                return
            }
            let layer = exploration.layerStarts[depth]..<exploration.stateCount
            for state in layer {
                if shouldStop(.exploring) {
                    exploration.end = .interrupted
                    exploration.interruption = .exploring
                    return
                }
                guard expand(state, depth: depth) else {
                    exploration.end = .statesBound
                    return
                }
                exploration.expandedCount = state + 1
                exploration.edgeStart.append(Int32(exploration.edges.count))
            }
            depth += 1
        }
        exploration.end = .complete
    }

    /// Tries every command in `state`. Returns `false` when the states bound stopped it.
    private func expand(_ state: Int, depth: Int) -> Bool {
        guard var current = restore(state) else { return true }
        // Failed commands are compared with the state as made again, so that a restore that
        // differs is reported once, as itself.
        let restoresExactly = current.isInState(kept.states[state])
        let snapshot = restoresExactly ? kept.states[state] : current.snapshot()
        if !restoresExactly {
            exploration.record(
                RuleViolation(.undoDoesNotRestore, "the state made again from its saved state differs from it"),
                state: state, command: nil)
        }
        let domain = exploration.domain.commands(for: current)
        var before = TreeObjects()
        var after = TreeObjects()
        before.collect(current.rootCoordinator)
        // Whether `current` has left `state`: it is made again before the next command that
        // runs, and not after the last one.
        var hasLeft = false
        let edgesBegin = exploration.edges.count
        let from = exploration.screen[state]
        for index in domain.slots.indices {
            exploration.transitionCount += 1
            if hasLeft {
                // Put back in place when the state was made again exactly (so that the app
                // the commands run on is the same either way), else made again.
                if !restoresExactly || !current.restore(to: snapshot) {
                    guard let again = restore(state) else { return true }
                    current = again
                }
                if !before.matches(current.rootCoordinator) { before.collect(current.rootCoordinator) }
                hasLeft = false
            }
            // Refused, with the app's own error (a plain value when the app names its type),
            // which is looked at only if the state changed.
            let slot = domain.slots[index]
            let attempt =
                slot >= 0
                ? Self.attempt(domain.intents, at: slot, on: current, from: snapshot)
                : Self.attempt(domain.events, at: ~slot, on: current, from: snapshot)
            switch attempt {
            case .succeeded:
                break
            case .refused:
                continue
            case .refusedChangingState(let code):
                exploration.record(
                    RuleViolation(
                        .failureChangedState, "'\(domain.shapes[index])' failed (\(code)) but changed the state"),
                    state: state, command: index)
                hasLeft = true
                continue
            }
            // A tree of the same objects has let none go; else those that left must be released.
            // Either way `before` then holds the tree as it is now.
            if !before.matches(current.rootCoordinator) {
                after.collect(current.rootCoordinator)
                if let violation = before.outlived(leaving: after) {
                    exploration.record(violation, state: state, command: index)
                }
                swap(&before, &after)
            }
            // Looked up where the state lies; a snapshot taken only of a state not met before.
            let hash = current.stateHashValue()
            let target: Int
            if let found = kept.states.index(hash: hash, where: { current.isInState($0) }) {
                target = found
            } else {
                guard exploration.stateCount < bounds.states else { return false }
                let next = current.snapshot()
                target = add(next, hash: hash, of: current, parent: state, via: index, depth: depth + 1)
                if let violation = StateRules.violation(in: current) {
                    exploration.record(violation, state: target, command: nil)
                }
            }
            if domain.eventIndex[index] >= 0 { exploration.acceptedEvents[domain.eventIndex[index]] = true }
            if target == state, restoresExactly {
                // Back in the state explored (`root` at the root): equal snapshots behave the
                // same, so the next command runs on this app, with no need to make it again.
                // (Not when the state is not made again exactly: the app here is not the one
                // the other commands are compared with.)
                continue
            }
            if target != state {
                let edge = Int32(target)
                if !exploration.edges[edgesBegin...].contains(edge) { exploration.edges.append(edge) }
                if recordsTransitions {
                    let key = Exploration.TransitionKey(
                        from: from, shape: domain.shapes[index], to: exploration.screen[target])
                    if exploration.transitions[key] == nil {
                        exploration.transitions[key] = (Int32(state), Int32(index))
                        exploration.transitionOrder.append(key)
                    }
                }
            }
            hasLeft = true
        }
        return true
    }

    /// What became of a command tried.
    private enum Attempt {
        case succeeded
        /// Refused, the app left in the state it was in.
        case refused
        /// Refused with the error coded `code`, but the app's state changed.
        case refusedChangingState(code: String)
    }

    /// Tries `intents[index]` on `app`, in the state `snapshot`. The intent is reached through
    /// an inout access, which lets the compiler hand it to the app where it lies (taken out of
    /// a `Command`, or read out of the array, it was copied, then destroyed: about 150
    /// instructions a command); a refusal is looked at where it is caught (returned, it was
    /// copied out). Nothing is written.
    private static func attempt(
        _ intents: [NavigationIntent], at index: Int, on app: App, from snapshot: App.Snapshot
    ) -> Attempt {
        intents.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return .refused }  // never: it holds `index`
            return attempt(&UnsafeMutablePointer(mutating: base)[index], on: app, from: snapshot)
        }
    }

    private static func attempt(_ intent: inout NavigationIntent, on app: App, from snapshot: App.Snapshot) -> Attempt {
        do throws(App.Failure) {
            _ = try app.attempt(intent)
            return .succeeded
        } catch {
            return refusal(error, of: app, from: snapshot)
        }
    }

    /// Tries `events[index]` on `app`, as `attempt(_:at:on:from:)` does an intent. (One generic
    /// function for both, taking the app's `attempt` as a closure, cost 64 instructions a
    /// transition more, inlined or not: measured.)
    private static func attempt(
        _ events: [AppEvent], at index: Int, on app: App, from snapshot: App.Snapshot
    ) -> Attempt {
        events.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return .refused }  // never: it holds `index`
            return attempt(&UnsafeMutablePointer(mutating: base)[index], on: app, from: snapshot)
        }
    }

    private static func attempt(_ event: inout AppEvent, on app: App, from snapshot: App.Snapshot) -> Attempt {
        do throws(App.Failure) {
            _ = try app.attempt(event)
            return .succeeded
        } catch {
            return refusal(error, of: app, from: snapshot)
        }
    }

    /// A refusal, with its code if it changed the state (`snapshot` is the state before).
    private static func refusal(_ failure: App.Failure, of app: App, from snapshot: App.Snapshot) -> Attempt {
        guard !app.isInState(snapshot) else { return .refused }
        return .refusedChangingState(code: (failure as? any CoordshError)?.code.rawValue ?? "error")
    }

    /// Keeps a new state found from `parent` by the command `via`.
    @discardableResult
    private func add(_ snapshot: App.Snapshot, hash: Int, of app: App, parent: Int, via: Int, depth: Int) -> Int {
        let state = kept.states.insert(snapshot, hash: hash)
        if restoring == nil { exploration.saved.append(app.saved(changedBy: "")) }
        exploration.stateCount += 1
        exploration.parent.append(Int32(parent))
        exploration.via.append(Int32(via))
        exploration.screen.append(routeIndex[app.currentNavigation.visibleScreen.name] ?? UInt16.max)
        if exploration.layerStarts.count == depth { exploration.layerStarts.append(state) }
        return state
    }

    /// The app made again in `state`, as undo makes it; `nil`, reported, if the saved state
    /// makes an app of another type.
    func restore(_ state: Int) -> App? {
        if let restoring { return restoring(kept.states[state]) }
        if let app = exploration.saved[state].restore() as? App { return app }
        exploration.record(
            RuleViolation(.undoDoesNotRestore, "the saved state makes an app of another kind"), state: state,
            command: nil)
        return nil
    }
}
