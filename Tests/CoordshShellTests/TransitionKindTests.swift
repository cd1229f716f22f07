import CommandLanguage
import CoordinatorKit
import Testing

@testable import CoordshShell

/// The kinds of move in the event tables (what `:graph` draws dashed, dotted, bold...) are what
/// the coordinators do: every event of the conformance table, run from its screen, moves the way
/// one of its transitions from that screen (by the coordinator that runs) says.
@Suite("Event tables say how each event moves")
struct TransitionKindTests {
    @Test(arguments: TransitionConformanceTests.cases.indices)
    func theEventMovesAsItsTableSays(index: Int) throws {
        let (app, setup, line) = TransitionConformanceTests.cases[index]
        let session = Session(app: try #require(AppRegistry.builtIn(named: app)).start())
        for command in setup { #expect(session.run(command)?.failure == nil) }
        let before = session.report
        let flowBefore = session.app.rootCoordinator.children.map(ObjectIdentifier.init)
        let running = session.app.runningCoordinators
        guard case .event(let event)? = try? Parser(catalog: session.app.catalog).parse(line),
            let spec = session.app.catalog.event(named: event.name)
        else {
            Issue.record("\(line) is not an event")
            return
        }
        #expect(session.run(line)?.failure == nil)
        let after = session.report
        let flowAfter = session.app.rootCoordinator.children.map(ObjectIdentifier.init)
        let candidates = spec.transitions.filter {
            ($0.from == nil || $0.from == before.screen.name) && $0.to == after.screen.name
                && ($0.by.map(running.contains) ?? true)
        }
        #expect(candidates.count == 1, "\(app): \(line) from \(before.screen): \(candidates)")
        guard let transition = candidates.first else { return }
        let activeBefore = before.navigation.activeStack
        let activeAfter = after.navigation.activeStack
        let moved: Bool
        switch transition.kind {
        case .push:
            moved = activeAfter.count == activeBefore.count + 1 && after.modals.count == before.modals.count
        case .present:
            moved = after.modals.count == before.modals.count + 1
        case .pop:
            moved = activeAfter.count < activeBefore.count && activeAfter.root == activeBefore.root
        case .selectTab:
            moved = after.tab != nil && after.navigation.baseStack.root == after.screen && flowAfter == flowBefore
        case .switchFlow:
            moved = flowAfter != flowBefore
        case .stay:
            moved = after.screen == before.screen && after.stack == before.stack
        }
        #expect(moved, "\(app): \(line) from \(before.screen) is not a \(transition.kind)")
    }
}
