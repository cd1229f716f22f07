import CoordinatorKit
import Testing

@testable import AppDefinitions

/// A handler that changes the state more than once runs in place when checks made before it say
/// that none of its later effects can fail (`Handler.inPlaceChecks`); otherwise on a copy, so that
/// a failure half-way still changes nothing.
@Suite("Handlers in place")
struct HandlerInPlaceTests {
    @Test(arguments: [
        // The memo app's save: the flow it ends and the tab it selects are checked first.
        (
            [Effect.add(.reference("draft"), to: "memos"), .end("feature"), .selectTab(.text("memos")), .root],
            [InPlaceCheck.runs("feature"), .showsTab("memos")] as [InPlaceCheck]?
        ),
        ([.refuse("no", unless: .signedIn), .set("x", to: .integer(1)), .root, .dismissAll], []),
        // A later effect that may fail however the state is now.
        ([.set("x", to: .integer(1)), .push(RouteTarget("detail"))], nil),
        ([.set("x", to: .integer(1)), .selectTab(.argument)], nil),
        // A flow started or ended first may change whether a later `end` can.
        ([.set("x", to: .integer(1)), .start("feature"), .end("feature")], nil),
        ([.end("a"), .end("b")], nil),
        // Signing in replaces the tab bar a later `selectTab` looks in.
        ([.signIn(.argument), .selectTab(.text("home"))], nil),
        // A first changing effect that may fail after a change of its own.
        ([.reset(tab: nil, pushesLinkPath: false), .root], nil),
    ])
    func checksBeforeAHandlerThatChangesMoreThanOnce(effects: [Effect], checks: [InPlaceCheck]?) {
        #expect(Handler.effects(effects).inPlaceChecks == checks)
    }

    static let tabs = """
        {
          name: "t",
          coordinators: [
            { name: "app", tabs: [{ name: "home", root: "home" }, { name: "list", root: "list" }] },
            { name: "feature", parent: "app", start: "edit" },
          ],
          routes: [
            { name: "home", owner: "app" },
            { name: "list", owner: "app" },
            { name: "edit", owner: "feature" },
          ],
          data: { variables: [{ name: "count", initial: 0 }] },
          events: [
            { name: "new", from: ["home"], do: [{ start: "feature" }] },
            { name: "done", from: ["home", "edit"], do: [{ set: "count", to: 1 }, { end: "feature" }, { selectTab: "list" }] },
          ],
        }
        """

    /// `done` sets a variable, then ends the flow: with the flow not running, the `end` fails
    /// after the variable changed, and the state is as it was; with it running, everything holds.
    @Test func aHandlerWhoseCheckFailsChangesNothingWhenALaterEffectFails() throws {
        let model = DefinedModel(try DefinitionSamples.definition(Self.tabs), file: "t.json5")
        let app = DefinedApp(model)
        let before = app.snapshot()
        #expect(throws: (any Error).self) { try app.send("done") }
        #expect(app.snapshot() == before)

        try app.send("new")
        try app.send("done")
        #expect(app.state.variables["count"] == .integer(1))
        #expect(app.state.flows.isEmpty)
        #expect(app.state.navigation.selectedTab == "list")
        #expect(app.runningCoordinators == ["app"])
    }
}
