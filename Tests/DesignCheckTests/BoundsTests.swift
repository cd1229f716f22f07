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
        let exploration = Explorer(shouldStop: {
            asked += 1
            return asked > 3
        }).explore(try #require(TestApps.kind("memo")))
        #expect(exploration.end == .interrupted)
        #expect(exploration.traps.isEmpty)
    }
}
