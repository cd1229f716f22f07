import CoordinatorKit
import Testing

@testable import AppDefinitions

/// After an event whose handler can take no screen off a stack and stop no coordinator
/// (`Handler.keepsScreens`), no flow is looked for that lost its screens: a state the app holds
/// has none, and such a handler cannot leave one.
@Suite("Handlers that keep every screen")
struct HandlerKeepsScreensTests {
    @Test(arguments: [
        // Showing screens, setting data and checks keep every screen.
        ([Effect.start("feature")], true),
        ([.set("draft", to: .argument), .add(.reference("draft"), to: "memos"), .clear("memos")], true),
        (
            [.refuse("empty", unless: .notEmpty("draft")), .push(RouteTarget("preview")), .present(RouteTarget("x"))],
            true
        ),
        ([.dropPending], true),
        // Anything that may pop, dismiss, replace or end, or replace a coordinator.
        ([.set("draft", to: .argument), .pop(count: 1)], false),
        ([.popTo(RouteTarget("home"))], false),
        ([.root], false),
        ([.replace(RouteTarget("detail"))], false),
        ([.dismiss], false),
        ([.dismissAll], false),
        ([.selectTab(.argument)], false),  // selecting the selected tab pops it
        ([.reset(tab: nil, pushesLinkPath: false)], false),
        ([.end("feature")], false),
        ([.use(.argument)], false),
        ([.signIn(.argument)], false),
        ([.signOut], false),
        ([.signInFirst([.push(RouteTarget("x"))])], false),
    ])
    func whetherAHandlerKeepsEveryScreen(effects: [Effect], keeps: Bool) {
        #expect(Handler.effects(effects).keepsScreens == keeps)
    }

    /// Every branch counts: one that pops is enough.
    @Test func aHandlerOfCasesKeepsEveryScreenOnlyIfEveryBranchDoes() {
        let keeping = Handler.cases([
            Case(when: .signedIn, effects: [.push(RouteTarget("a"))]),
            Case(when: nil, effects: [.set("x", to: .integer(1))]),
        ])
        let popping = Handler.cases([
            Case(when: .signedIn, effects: [.push(RouteTarget("a"))]), Case(when: nil, effects: [.pop(count: 1)]),
        ])
        #expect(keeping.keepsScreens)
        #expect(!popping.keepsScreens)
    }

    /// The memo definition: `write`, `preview` and `new` keep every screen; `save`, `cancel` and
    /// `tab` may not.
    @Test func theMemoDefinitionsEvents() throws {
        let model = try Examples.model("memo.json5")
        let keeping = model.catalog.events.indices.filter { model.keepsScreens[$0] }.map {
            model.catalog.events[$0].name
        }
        #expect(Set(keeping) == ["new", "write", "preview", "signup", "forgot"])
    }
}
