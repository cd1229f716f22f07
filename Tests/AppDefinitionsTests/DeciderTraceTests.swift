import CoordinatorKit
import Testing

@testable import AppDefinitions

/// The trace of an event names the coordinator that decides it, as `help EVENT` and the exported
/// Swift say (the nearest coordinator at or above the owners of the screens that report it), not
/// the owner of the screen on top when an effect is done: a child flow that gets an event of its
/// parent hands it up, as the built-in memo app's feature flow does. Found by a newcomer: with
/// the flow in a modal, `tab two` said "flow: selects tab two" (the modal stayed on top).
@Suite("Definition traces name the deciding coordinator")
struct DeciderTraceTests {
    /// A tab bar whose child flow is presented in a modal (`modal: true`) or pushed on a tab.
    static func app(modal: Bool) throws -> DefinedApp {
        let definition = try DefinitionSamples.definition(
            """
            { name: "mt",
              coordinators: [{ name: "app", tabs: [{ name: "one", root: "one" }, { name: "two", root: "two" }] },
                { name: "flow", parent: "app", start: "step", modal: \(modal) }],
              routes: [{ name: "one", owner: "app" }, { name: "two", owner: "app" },
                { name: "step", owner: "flow" }, { name: "more", owner: "flow" }],
              data: { variables: [{ name: "seen", initial: 0 }] },
              events: [{ name: "tab", argument: "tab", from: "app", do: [{ selectTab: "$arg" }] },
                { name: "mark", from: "app", do: [{ set: "seen", to: 1 }] },
                { name: "go", from: ["one"], do: [{ start: "flow" }] },
                { name: "next", from: ["step"], do: [{ push: "more" }] }] }
            """)
        let app = DefinedApp(DefinedModel(definition, file: "mt.json5"))
        app.trace.isOn = true
        return app
    }

    @Test(arguments: [true, false])
    func anEventOfTheParentIsHandedUpAndDecidedByIt(modal: Bool) throws {
        let app = try Self.app(modal: modal)
        try app.send("go")
        try app.send("tab", .text("two"))
        #expect(
            app.lastTrace.map(\.description) == [
                "app receives 'tab two' reported by step",
                "app -> flow: step is one of flow's screens",
                "flow -> app: 'tab' is not one of flow's events",
                "app: selects tab two; every tab keeps its stack",
                "stacks: selected tab two",
            ])
    }

    /// Not only `selectTab`: any effect of the parent's event while the flow's screen stays on top.
    @Test(arguments: [true, false])
    func everyEffectOfTheParentsEventIsTheParents(modal: Bool) throws {
        let app = try Self.app(modal: modal)
        try app.send("go")
        try app.send("mark")
        #expect(app.lastTrace.map(\.description).contains("app: sets seen to 1"))
        #expect(!app.lastTrace.contains { $0.kind == .handled && $0.coordinator == "flow" })
    }

    /// The flow's own event is the flow's, handed up by no one.
    @Test func theFlowsOwnEventIsTheFlows() throws {
        let app = try Self.app(modal: true)
        try app.send("go")
        try app.send("next")
        #expect(
            app.lastTrace.map(\.description) == [
                "app receives 'next' reported by step",
                "app -> flow: step is one of flow's screens",
                "flow: pushes more",
                "stacks: pushed more on modal 1",
            ])
    }

    /// A screen of a flow nested in another flow is named as its owner's at every hop: the
    /// coordinators on the way only run its owner. Found by a newcomer: a modal flow under the tab
    /// bar said "app -> main: recipeIngredients is one of main's screens".
    @Test func aNestedFlowsScreenIsNamedAsItsOwnersOnEveryHop() throws {
        let definition = try DefinitionSamples.definition(
            """
            { name: "nest",
              coordinators: [{ name: "app", stack: "home" },
                { name: "outer", parent: "app", start: "first" },
                { name: "inner", parent: "outer", start: "deep", modal: true }],
              routes: [{ name: "home", owner: "app" }, { name: "first", owner: "outer" },
                { name: "deep", owner: "inner" }, { name: "deeper", owner: "inner" }],
              events: [{ name: "go", from: ["home"], do: [{ start: "outer" }] },
                { name: "down", from: ["first"], do: [{ start: "inner" }] },
                { name: "next", from: ["deep"], do: [{ push: "deeper" }] }] }
            """)
        let app = DefinedApp(DefinedModel(definition, file: "nest.json5"))
        app.trace.isOn = true
        try app.send("go")
        try app.send("down")
        try app.send("next")
        #expect(
            app.lastTrace.map(\.description) == [
                "app receives 'next' reported by deep",
                "app -> outer: deep is one of inner's screens, and inner runs under outer",
                "outer -> inner: deep is one of inner's screens",
                "inner: pushes deeper",
                "stacks: pushed deeper on modal 1",
            ])
    }
}
