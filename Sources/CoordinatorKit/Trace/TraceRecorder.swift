/// Collects the trace of one command. An app makes one and hands it to its coordinators, which
/// record what they decide; `run(_:root:navigation:)` adds what can be derived and keeps the
/// whole trace of the last command, whether it succeeded or failed.
public final class TraceRecorder {
    public private(set) var events: [TraceEvent] = []
    /// Whether to record. Off, recording costs nothing: events are not even built, and `run`
    /// compares nothing before and after.
    public var isOn: Bool

    public init(isOn: Bool = false) {
        self.isOn = isOn
    }

    /// Records `event`, built only while recording. Inlined where the coordinators call it: a
    /// command records a few events, and with the trace off each call is then one test.
    @inlinable
    public func record(_ event: @autoclosure () -> TraceEvent) {
        if isOn { append(event()) }
    }

    @usableFromInline
    func append(_ event: TraceEvent) {
        events.append(event)
    }

    /// Records, for an intent that decides by the stack (`navigate`), what it will do on
    /// `navigation`, as `coordinator`'s decision. `navigation` is read only when recording (a
    /// caller whose navigation is part of a larger state would copy it out for nothing).
    /// Inlined, as `record`: with the trace off it is one test where the coordinator calls it.
    @inlinable
    public func recordDecision(
        of intent: NavigationIntent, by coordinator: String, on navigation: @autoclosure () -> Navigation
    ) {
        guard isOn, let decision = intent.decision(on: navigation().activeStack) else { return }
        append(.handled(coordinator, decision))
    }

    /// Runs one command and records its trace: the coordinators' own events, then how the
    /// stacks changed and which coordinators started or were released. A command that throws
    /// leaves its events so far and a `refused` event with the reason.
    ///
    /// - Parameters:
    ///   - root: the root of the coordinator tree, asked before and after.
    ///   - navigation: the navigation of the running flow, asked before and after.
    ///
    /// Inlined where an app calls it: with the trace off it runs `body` and nothing else (a call
    /// took three closure contexts and cleared the events, already empty, on every command).
    @inlinable
    public func run<E: Error>(
        root: () -> any Coordinator, navigation: () -> Navigation, _ body: () throws(E) -> Outcome
    ) throws(E) -> Outcome {
        guard isOn else {
            if !events.isEmpty { clear() }
            return try body()
        }
        return try runRecording(root: root, navigation: navigation, body)
    }

    /// Forgets the events of the command before (they stay readable until the next command).
    @usableFromInline
    func clear() {
        events = []
    }

    /// `run` while recording.
    @usableFromInline
    func runRecording<E: Error>(
        root: () -> any Coordinator, navigation: () -> Navigation, _ body: () throws(E) -> Outcome
    ) throws(E) -> Outcome {
        events = []
        let treeBefore = Self.liveTree(root())
        let navigationBefore = navigation()
        do throws(E) {
            let result = try body()
            events += NavigationChange.between(navigationBefore, navigation()).map { TraceEvent(.navigation, nil, $0) }
            events += Self.changes(from: treeBefore, to: Self.liveTree(root()))
            return result
        } catch {
            if let refusal = error as? any CoordshError {
                let last = events.last
                let refuser = (last?.kind == .passed ? last?.target : last?.coordinator) ?? root().name
                events.append(.refused(refuser, refusal.message))
            }
            throw error
        }
    }

    /// A coordinator alive before or after a command, held (strongly) by the recorder until the
    /// two trees are compared: a coordinator freed during the command cannot then have its
    /// address taken by one started during it, so identity tells them apart.
    private struct LiveCoordinator {
        let coordinator: any Coordinator
        let parent: String?

        var id: ObjectIdentifier { ObjectIdentifier(coordinator) }
    }

    /// Every live coordinator, parents first, with its parent's name.
    private static func liveTree(_ root: any Coordinator) -> [LiveCoordinator] {
        var result: [LiveCoordinator] = []
        func visit(_ node: any Coordinator, parent: String?) {
            result.append(LiveCoordinator(coordinator: node, parent: parent))
            for child in node.children { visit(child, parent: node.name) }
        }
        visit(root, parent: nil)
        return result
    }

    private static func changes(from before: [LiveCoordinator], to after: [LiveCoordinator]) -> [TraceEvent] {
        let beforeIDs = Set(before.map(\.id))
        let afterIDs = Set(after.map(\.id))
        let released = before.filter { !afterIDs.contains($0.id) }.map {
            TraceEvent(.released, $0.coordinator.name, $0.parent.map { "\($0) let it go" } ?? "")
        }
        let started = after.filter { !beforeIDs.contains($0.id) }.map {
            TraceEvent(.started, $0.coordinator.name, $0.parent.map { "held strongly by \($0)" } ?? "")
        }
        return released + started
    }
}
