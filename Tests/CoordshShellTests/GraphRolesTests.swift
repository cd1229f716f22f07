import AppDefinitions
import CommandLanguage
import CoordinatorKit
import Testing

@testable import CoordshShell

/// `:graph` from the catalog's kinds and roles: clusters named by role (never `coordinator
/// coordinator`), roots by a double border (never `root (root)`), presented edges dashed, a
/// legend, and the mvc app's interchangeable coordinators drawn with what each decides.
@Suite(":graph: roles, kinds of move, variants")
struct GraphRolesTests {
    private func graph(_ app: String) throws -> GraphText {
        let kind = try #require(AppRegistry.builtIn(named: app))
        return GraphText(catalog: kind.catalog, visible: kind.start().report().screen)
    }

    @Test(arguments: AppRegistry().names)
    func clustersAreNamedByRoleAndRootsByTheirBorder(app: String) throws {
        let graph = try graph(app)
        for text in [graph.dot, graph.mermaid] {
            #expect(!text.contains("coordinator coordinator"))
            #expect(!text.contains("(root)"))
            #expect(!text.contains("any coordinator screen"))
        }
        for coordinator in graph.catalog.coordinators where graph.children(of: coordinator.parent).contains(coordinator)
        {
            #expect(graph.dot.contains("label=<<b>\(coordinator.name)</b>: \(graph.kindPhrase(coordinator))"))
        }
    }

    @Test func kindPhrasesSayWhatEachCoordinatorIs() throws {
        let memo = try graph("memo")
        let phrases = memo.catalog.coordinators.map { "\($0.name): \(memo.kindPhrase($0))" }
        #expect(
            phrases == [
                "app: the app's root coordinator", "login: owns a stack", "main: owns a tab bar, one stack per tab",
                "feature: a child flow on main's stack",
            ])
        let steps = try graph("steps")
        #expect(steps.kindPhrase(steps.catalog.coordinators[0]) == "the root, owning one stack")
    }

    @Test func theRootOfAStackHasADoubleBorder() throws {
        let steps = try graph("steps").dot
        #expect(steps.contains(#"s_root [label="root", peripheries=2, style="rounded,filled,bold""#))
        #expect(steps.contains(#"s_view2 [label="view2"];"#))
        let memo = try graph("memo").dot
        #expect(memo.contains(#"s_home [label="home (tab home)", peripheries=2];"#))
        #expect(try graph("memo").mermaid.contains(#"s_home[["home (tab home)"]]"#))
    }

    @Test func theMVCGraphShowsBothCoordinatorsAndHowEachShowsSecond() throws {
        let mvc = try graph("mvc")
        #expect(mvc.dot.contains("subgraph cluster_pushCoordinator {"))
        #expect(mvc.dot.contains("subgraph cluster_modalCoordinator {"))
        #expect(mvc.dot.contains(#"v_pushCoordinator [label="runs at the start, and after 'use push'""#))
        #expect(mvc.dot.contains(#"v_modalCoordinator [label="runs after 'use modal'""#))
        #expect(mvc.mermaid.contains(#"v_pushCoordinator["runs at the start, and after 'use push'"]"#))
        #expect(mvc.dot.contains(#"s_first -> s_second [label="action (pushCoordinator)"];"#))
        #expect(mvc.dot.contains(#"s_first -> s_second [label="action (modalCoordinator)", style=dashed];"#))
        #expect(mvc.mermaid.contains(#"s_first -.->|"action (modalCoordinator)"| s_second"#))
        #expect(mvc.mermaid.contains(#"s_first -->|"action (pushCoordinator)"| s_second"#))
    }

    /// Variants under the root, listed in the coordinator table after the other one.
    private static let variantsOfTheRoot = """
        {
          name: "recipes",
          coordinators: [
            { name: "app", stack: "browse", variants: { key: "layout", choices: [
              { name: "grid", coordinator: "gridCoordinator" }, { name: "list", coordinator: "listCoordinator" }] } },
            { name: "listCoordinator", parent: "app" },
            { name: "gridCoordinator", parent: "app" },
          ],
          routes: [{ name: "browse", owner: "app" }],
          events: [{ name: "layout", argument: "variant", from: ["browse"], do: [{ use: "$arg" }] }],
        }
        """

    /// Variants of a gate's signed-in flow, which run only while it runs.
    private static let variantsOfAFlow = """
        {
          name: "recipes",
          users: { signedOut: "door", signedIn: "main" },
          coordinators: [
            { name: "app" },
            { name: "door", parent: "app", stack: "entry" },
            { name: "main", parent: "app", stack: "browse", variants: { key: "layout", choices: [
              { name: "grid", coordinator: "gridCoordinator" }, { name: "list", coordinator: "listCoordinator" }] } },
            { name: "listCoordinator", parent: "main" },
            { name: "gridCoordinator", parent: "main" },
          ],
          routes: [{ name: "entry", owner: "door" }, { name: "browse", owner: "main" }],
          events: [
            { name: "enter", argument: "user", from: ["entry"], do: [{ signIn: "$arg" }] },
            { name: "layout", argument: "variant", from: ["browse"], do: [{ use: "$arg" }] },
          ],
        }
        """

    /// The first choice of `variants` runs from the start, wherever the coordinator table puts it:
    /// its note says so, then what switches back to it; the others run after what chooses them.
    @Test(arguments: [
        (variantsOfTheRoot, "runs at the start, and after 'layout grid'"),
        (variantsOfAFlow, "runs with main from the start, and after 'layout grid'"),
    ])
    func theFirstVariantRunsFromTheStart(definition: String, note: String) throws {
        guard case .success(let read) = AppDefinitionReader.read(Array(definition.utf8), file: "recipes.json5") else {
            Issue.record("the definition is not read")
            return
        }
        let kind = AppKind(model: DefinedModel(read, file: "recipes.json5"))
        let graph = GraphText(catalog: kind.catalog, visible: kind.start().report().screen)
        #expect(graph.dot.contains(#"v_gridCoordinator [label="\#(note)""#), "\(graph.dot)")
        #expect(graph.dot.contains(#"v_listCoordinator [label="runs after 'layout list'""#))
        #expect(graph.mermaid.contains(#"v_gridCoordinator["\#(note)"]"#))
    }

    @Test func eachKindOfMoveHasItsStyleAndTheLegendExplainsThoseUsed() throws {
        let memo = try graph("memo")
        // A way back is written from the screen it returns to, drawn pointing back.
        #expect(memo.dot.contains(#"s_home -> s_newMemo [label="cancel", style=dotted, dir=back];"#))
        #expect(memo.dot.contains(#"s_login -> s_home [label="login USER", style=bold];"#))
        #expect(
            memo.dot.contains(#"any_main -> s_memoList [label="tab memos", color=steelblue4, fontcolor=steelblue4];"#))
        #expect(memo.dot.contains(#"any_main -> s_detail [label="push, navigate detail ID"];"#))
        #expect(memo.dot.contains("subgraph cluster__legend {"))
        #expect(memo.kindsShown == [.push, .pop, .selectTab, .switchFlow, .stay])
        #expect(try graph("movies").kindsShown == [.push])
        #expect(try graph("mvc").kindsShown == [.push, .present, .switchFlow])
        #expect(
            try graph("mvc").dot.contains(
                #"legend_present_a -> legend_present_b [label="present (modal)", style=dashed];"#))
    }
}
