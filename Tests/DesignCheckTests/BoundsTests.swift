import CoordinatorKit
import DesignCheck
import TestSupport
import Testing

/// `--depth` and `--states`: where an exploration stops, and what it says then.
@Suite("Bounds")
struct BoundsTests {
    /// Memo's start (login) leads in one command to signup, forgotPassword, home (login alice),
    /// and login with a deep link kept (one per link): depth 1 has those states, no more.
    @Test func theDepthBoundExploresEveryStateThatManyCommandsDeep() throws {
        let kind = try #require(TestApps.kind("memo"))
        let one = Explorer(bounds: ExplorationBounds(depth: 1)).explore(kind)
        #expect(one.end == .depthBound)
        #expect(one.depthReached == 1)
        #expect((1..<one.stateCount).allSatisfy { one.depth(of: $0) == 1 })
        let two = Explorer(bounds: ExplorationBounds(depth: 2)).explore(kind)
        #expect(two.stateCount > one.stateCount)
        #expect(two.depthReached == 2)
        // Breadth first: the first states are the same, in the same order, with the same paths.
        for state in 0..<one.stateCount {
            #expect(Exploring.lines(one.path(to: state)) == Exploring.lines(two.path(to: state)))
        }
    }

    @Test func theStatesBoundStopsCleanlyWithAReport() throws {
        let kind = try #require(TestApps.kind("steps"))
        let exploration = Explorer(bounds: ExplorationBounds(depth: 50, states: 100)).explore(kind)
        #expect(exploration.end == .statesBound)
        #expect(exploration.stateCount == 100)
        #expect(exploration.violations.isEmpty)
        #expect(exploration.traps.isEmpty, "states not explored are never traps")
        for state in [0, 50, 99] {
            #expect(exploration.path(to: state).count == exploration.depth(of: state))
        }
    }

    @Test func anExplorationWithNothingLeftIsComplete() throws {
        let exploration = Explorer(bounds: ExplorationBounds(depth: 50)).explore(try #require(TestApps.kind("mvc")))
        #expect(exploration.end == .complete)
        #expect(exploration.depthReached < 50)
    }

    @Test func askingToStopStopsBeforeTheNextState() throws {
        var asked = 0
        let exploration = Explorer(shouldStop: { _ in
            asked += 1
            return asked > 3
        }).explore(try #require(TestApps.kind("memo")))
        #expect(exploration.end == .interrupted)
        #expect(exploration.interruption == .exploring)
        #expect(exploration.traps.isEmpty)
    }

    /// Ctrl-C while the trap candidates are confirmed: the exploration itself ended (here it was
    /// complete), the traps confirmed so far are kept, and the screens whose candidates were
    /// left are named. (They were dropped without a word: the run looked finished, with a list
    /// of traps that looked whole.)
    @Test func askingToStopWhileConfirmingTrapsKeepsTheTrapsSoFarAndNamesTheOthers() throws {
        let kind = try #require(Exploring.sample("planted.json5"))
        let untouched = Explorer(shouldStop: { $0 == .confirmingTraps }).explore(kind)
        #expect(untouched.end == .complete)
        #expect(untouched.interruption == .confirmingTraps)
        #expect(untouched.traps.isEmpty)
        #expect(untouched.trapsNotConfirmed.map(\.name.rawValue) == ["hall", "room"])
        // Stopped later and later: the first time one trap is confirmed, the other is named.
        let partial = (1...100).lazy.map { late in Self.explore(kind, stoppingAtConfirmingQuestion: late) }
            .first { $0.interruption == nil || !$0.traps.isEmpty }
        let stopped = try #require(partial)
        #expect(stopped.interruption == .confirmingTraps)
        #expect(stopped.traps.map(\.route.name.rawValue) == ["hall"])
        #expect(stopped.trapsNotConfirmed.map(\.name.rawValue) == ["room"])
        let whole = Explorer().explore(kind)
        #expect(whole.interruption == nil && whole.trapsNotConfirmed.isEmpty && whole.traps.count == 2)
    }

    /// A search back from a trap candidate keeps up to 100,000 states (many seconds): it is asked
    /// to stop before each state it explores, not only before it begins, or Ctrl-C waits for it.
    @Test func aSearchBackIsAskedToStopAtEachStateItExplores() throws {
        var asked = 0
        let exploration = Explorer(shouldStop: { phase in
            if phase == .confirmingTraps { asked += 1 }
            return false
        }).explore(try #require(Exploring.sample("planted.json5")))
        #expect(exploration.trapSearchStates == 4)
        #expect(asked >= exploration.trapSearchStates)
    }

    /// The planted app explored until `late` questions were asked while confirming traps.
    private static func explore(_ kind: AppKind, stoppingAtConfirmingQuestion late: Int) -> Exploration {
        var asked = 0
        return Explorer(shouldStop: { phase in
            guard phase == .confirmingTraps else { return false }
            asked += 1
            return asked >= late
        }).explore(kind)
    }
}
