import CommandLanguage
import CoordinatorKit
import DesignCheck
import TestSupport
import Testing

/// `coordsh check`'s exploration: what it finds, and the shortest paths it gives.
@Suite("Explorer")
struct ExplorerTests {
    /// The planted definition: every state is explored (no screen can be pushed by hand), so
    /// each finding is proved. Its states: welcome, welcome > info (`look`), hall (`enter
    /// alice`), hall > room (`enter alice; walk`); `enter` with an invalid name never reaches
    /// the app, and every other command fails.
    @Test func thePlantedFaultsAreFoundWithTheirShortestPaths() throws {
        let kind = try #require(Exploring.sample("planted.json5"))
        let exploration = Explorer().explore(kind)
        #expect(exploration.end == .complete)
        #expect(exploration.stateCount == 4)
        #expect(exploration.depthReached == 2)
        let screens = exploration.screens.map { reach in
            (reach.route.name.rawValue, reach.state.map { Exploring.lines(exploration.path(to: $0)) })
        }
        #expect(screens.map(\.0) == ["welcome", "info", "secret", "hall", "room"])
        #expect(screens.map(\.1) == [[], ["look"], nil, ["enter alice"], ["enter alice", "walk"]])
        #expect(exploration.eventsNeverAccepted.map(\.name) == ["wave"])
        let traps = exploration.traps.map { trap in
            (trap.route.name.rawValue, Exploring.lines(exploration.path(to: trap.state)), trap.states, trap.searchDepth)
        }
        #expect(traps.map(\.0) == ["hall", "room"])
        #expect(traps.map(\.1) == [["enter alice"], ["enter alice", "walk"]])
        #expect(traps.map(\.2) == [1, 1])
        #expect(traps.allSatisfy { $0.3 == nil }, "the search back explored everything: no way back at all")
        // Each search back keeps hall and room: room is a 'walk' from hall, hall a 'pop' from room.
        #expect(exploration.trapSearchStates == 4)
        #expect(exploration.violations.isEmpty)
        #expect(exploration.hasFindings)
    }

    /// `coordsh paths` uses no traps: an explorer that does not confirm them searches back
    /// from none, and finds the same states and paths.
    @Test func anExplorerThatDoesNotConfirmTrapsSearchesBackFromNone() throws {
        let kind = try #require(Exploring.sample("planted.json5"))
        var explorer = Explorer()
        explorer.confirmsTraps = false
        let exploration = explorer.explore(kind)
        #expect(exploration.traps.isEmpty && exploration.trapSearchStates == 0)
        #expect(
            exploration.stateCount == 4
                && exploration.screens.map(\.state) == Explorer().explore(kind).screens.map(\.state))
    }

    /// Each rule the faulty app breaks, with the shortest path to it (see `FaultyApp`).
    @Test func everyBrokenRuleIsFoundWithItsShortestPath() {
        let exploration = Explorer(bounds: ExplorationBounds(depth: 3)).explore(FaultyApp.kind)
        let found = exploration.violations.map { found in
            (found.violation.rule, Exploring.lines(exploration.path(to: found)))
        }
        let expected: [(RuleViolation.Rule, [String])] = [
            (.coordinatorWithoutScreen, ["orphan"]),
            (.failureChangedState, ["push page", "break"]),
            (.stackWithoutRoot, ["push page", "wipe"]),
            (.coordinatorOutlivedScreens, ["open", "close"]),
            (.undoDoesNotRestore, ["mark"]),
        ]
        #expect(found.count == expected.count, "\(found)")
        for (rule, path) in expected {
            #expect(found.contains { $0.0 == rule && $0.1 == path }, "\(rule) by \(path); found \(found)")
        }
        let failure = exploration.violations.first { $0.violation.rule == .failureChangedState }
        #expect(failure?.violation.detail == "'break' failed (notAllowed) but changed the state")
    }

    /// The built-in apps keep every rule, reach every screen, accept every event and have no
    /// trap, within the depth each needs (memo: five commands to `save`).
    @Test(arguments: [("memo", 5), ("steps", 4), ("mvc", 6), ("movies", 4)])
    func theBuiltInAppsCheckClean(app: String, depth: Int) throws {
        let kind = try #require(TestApps.kind(app))
        let exploration = Explorer(bounds: ExplorationBounds(depth: depth)).explore(kind)
        #expect(exploration.violations.isEmpty, "\(exploration.violations.map(\.violation))")
        #expect(
            exploration.screens.allSatisfy { $0.state != nil },
            "\(exploration.screens.filter { $0.state == nil }.map(\.route.name))")
        #expect(exploration.eventsNeverAccepted.isEmpty, "\(exploration.eventsNeverAccepted.map(\.name))")
        #expect(exploration.traps.isEmpty)
        #expect(!exploration.hasFindings)
    }

    /// The example definitions too (the shop within a few commands: its deepest event, `done`,
    /// is eight commands from the start, beyond a debug build's patience; see the README).
    @Test(arguments: [("memo-def", 5), ("steps-def", 4), ("mvc-def", 6), ("movies-def", 4)])
    func theExampleDefinitionsCheckClean(app: String, depth: Int) throws {
        let kind = try #require(TestApps.kind(app))
        let exploration = Explorer(bounds: ExplorationBounds(depth: depth)).explore(kind)
        #expect(exploration.violations.isEmpty, "\(exploration.violations.map(\.violation))")
        #expect(!exploration.hasFindings)
    }

    @Test func theShopBreaksNoRuleAndHasNoTrapWithinThreeCommands() throws {
        let kind = try #require(TestApps.kind("shop"))
        let exploration = Explorer(bounds: ExplorationBounds(depth: 3)).explore(kind)
        #expect(exploration.violations.isEmpty, "\(exploration.violations.map(\.violation))")
        #expect(exploration.traps.isEmpty)
        // Only what takes more commands is not reached yet: the checkout's steps.
        #expect(
            exploration.screens.filter { $0.state == nil }.map(\.route.name.rawValue) == [
                "address", "payment", "confirmation",
            ])
    }

    /// The memo app and its definition are the same navigation: the same states, the same paths.
    @Test func theMemoAppAndItsDefinitionExploreAlike() throws {
        let builtIn = Explorer(bounds: ExplorationBounds(depth: 4)).explore(try #require(TestApps.kind("memo")))
        let defined = Explorer(bounds: ExplorationBounds(depth: 4)).explore(try #require(TestApps.kind("memo-def")))
        #expect(builtIn.stateCount == defined.stateCount)
        #expect(builtIn.transitionCount == defined.transitionCount)
        let paths = { (exploration: Exploration) in
            exploration.screens.map { $0.state.map { Exploring.lines(exploration.path(to: $0)) } }
        }
        #expect(paths(builtIn) == paths(defined))
    }
}
