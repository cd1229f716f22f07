import CommandLanguage
import CoordinatorKit
import MemoApp
import TestSupport
import Testing

@testable import CoordshShell

private func output(_ lines: [String], app: String = "memo") throws -> String {
    let session = Session(app: try #require(TestApps.start(app)))
    var last: LineResult?
    for line in lines { last = session.run(line) }
    guard case .text(let text)? = last?.display else {
        Issue.record("no text from \(lines.last ?? "")")
        return ""
    }
    return text
}

@Suite(":tree")
struct TreeTests {
    @Test func theMemoTreeWithARunningFeatureFlow() throws {
        #expect(
            try output(["login alice", "new", "write x", ":tree"]) == """
                app: AppCoordinator, runs one flow at a time
                ├── store: MemoStore (held strongly), 0 memos of 0 users
                └── main: MainCoordinator (held strongly by app), signed in as alice
                    ├── tab home (selected): home > newMemo
                    ├── tab memos: memoList
                    ├── tab settings: settings
                    ├── store: MemoStore (held strongly), shared with app
                    └── feature: FeatureCoordinator (held strongly by main), draft "x"
                        ├── screens: owns newMemo and preview, shown on main's tab home
                        └── store: MemoStore (held strongly), shared with app and main
                """)
    }

    @Test func releasedCoordinatorsAreGoneFromTheTree() throws {
        let tree = try output(["login alice", "new", "write x", "preview", "save", "present about", "logout", ":tree"])
        #expect(
            tree == """
                app: AppCoordinator, runs one flow at a time
                ├── store: MemoStore (held strongly), 1 memo of 1 user
                └── login: LoginCoordinator (held strongly by app), the signed-out screens
                    └── stack: login
                """)
    }

    @Test func modalsAndAKeptDeepLinkShowInTheTree() throws {
        let tree = try output(["open memo://new", "present signup", ":tree"])
        #expect(
            tree == """
                app: AppCoordinator, runs one flow at a time,
                │   keeps memo://new for the next login
                ├── store: MemoStore (held strongly), 0 memos of 0 users
                └── login: LoginCoordinator (held strongly by app), the signed-out screens
                    ├── stack: login
                    └── modal 1: signup
                """)
    }

    @Test func theMVCTreeShowsWhoHoldsWhom() throws {
        #expect(
            try output(["action", ":tree"], app: "mvc") == """
                app: AppDelegate, holds the running coordinator strongly
                ├── controllers: Controllers (held strongly)
                │   ├── first: FirstViewController (held strongly),
                │   │       holds its coordinator weakly: pushCoordinator
                │   └── second: SecondViewController (held strongly), made lazily, reused,
                │           holds its coordinator weakly: pushCoordinator
                └── pushCoordinator: PushCoordinator (held strongly by app),
                    │   owns the navigation controller
                    ├── stack: first > second
                    └── controllers: Controllers (held strongly), shared with the app delegate
                """)
    }

    @Test func theMoviesTreeShowsTheViewModels() throws {
        #expect(
            try output(["tap 42", "back", "tap 42", ":tree"], app: "movies") == """
                coordinator: Coordinator, 2 detail view models made so far
                ├── stack: home > detail(42)
                ├── homeViewModel: HomeViewModel (held strongly), made lazily, once; 5 movies
                ├── home: HomeView (held strongly), homeViewModel, shared
                └── detail(42): MovieDetailsView (held strongly),
                        MovieDetailsViewModel #2: The Hitchhiker's Guide to the Galaxy
                """)
    }

    /// Lines wider than 80 columns go on under their node, after a comma: every app's tree, at
    /// its start and after a few commands, fits.
    @Test(arguments: [
        ("memo", ["open memo://new", "present signup"]), ("memo", ["login alice", "new", "write \"a, b\"", "preview"]),
        ("mvc", ["action"]), ("movies", ["tap 42", "back", "tap 42"]), ("steps", ["next", "next"]),
    ])
    func treesFitInEightyColumns(app: String, commands: [String]) throws {
        let tree = try output(commands + [":tree"], app: app)
        let wide = tree.split(separator: "\n").filter { $0.count > 80 }
        #expect(wide.isEmpty, "\(wide)")
    }

    /// A defined app's coordinators are named by the classes `coordsh export swift` writes for
    /// them, with the kind the definition made each one.
    @Test func aDefinitionsTreeNamesTheExportedClasses() throws {
        let kind = try #require(TestApps.kind("memo-def"))
        let session = Session(app: kind.start(), registry: TestApps.registry(for: kind))
        for line in ["login alice", "new"] { _ = session.run(line) }
        guard case .text(let tree)? = session.run(":tree")?.display else {
            Issue.record("no tree")
            return
        }
        let heads = tree.split(separator: "\n").filter { $0.contains("Coordinator") }.map {
            $0.drop { !$0.isLetter }.prefix { $0 != "," }
        }
        #expect(
            heads == [
                "app: AppCoordinator (root)", "main: MainCoordinator (tab bar) (held strongly by app)",
                "feature: FeatureCoordinator (flow) (held strongly by main)",
            ])
    }

    /// A defined child flow says which screens it owns and where they are shown, as the built-in
    /// memo app's feature flow does: on its parent's tab, or in a modal.
    @Test(arguments: [
        ("memo-def", ["login alice", "new"], "screens: owns newMemo and preview, shown on main's tab home"),
        (
            "shop", ["show 1", "add", "tab cart", "checkout"],
            "screens: owns signIn, shown in modal 1"
        ),
    ])
    func aDefinedChildFlowSaysWhereItsScreensAre(app: String, lines: [String], screens: String) throws {
        let kind = try #require(TestApps.kind(app))
        let session = Session(app: kind.start(), registry: TestApps.registry(for: kind))
        for line in lines { #expect(session.run(line)?.succeeded == true, "\(line)") }
        guard case .text(let tree)? = session.run(":tree")?.display else {
            Issue.record("no tree")
            return
        }
        #expect(tree.contains(screens), "\(tree)")
    }

    @Test func theStepsTreeShowsThePath() throws {
        #expect(
            try output(["next", "next", ":tree"], app: "steps") == """
                coordinator: PathCoordinator<Step>, path [view2, view3]
                └── stack: root > view2 > view3
                """)
    }
}

@Suite(":routes")
struct RoutesTests {
    @Test func theStepsRouteTable() throws {
        #expect(
            try output([":routes"], app: "steps") == """
                Routes of the steps app:
                  route  argument  owner        placement         its screen emits
                  root   -         coordinator  root of its flow  next
                  view2  -         coordinator  pushable          next
                  view3  -         coordinator  pushable          next
                  view4  -         coordinator  pushable          next
                  view5  -         coordinator  pushable          next
                Pushable routes go on stacks their owner's flow owns (push, present, replace).
                """)
    }

    /// An argument that is the id of a catalogue's item says so (`ID (product id)`), not only
    /// that it is an integer: only the catalogue's ids are accepted.
    @Test func aCatalogueIDArgumentIsNamedInTheRouteTable() throws {
        let shop = try #require(TestApps.kind("shop"))
        let text = RoutesText.render(shop.catalog)
        #expect(text.contains("  product       ID (product id)  "), "\(text)")
        #expect(try output([":routes"]).contains("  detail          ID (integer)  "))
    }

    /// The memo app's events would make rows of 113 columns: they get a table of their own.
    @Test func theTablesFitInEightyColumns() throws {
        for app in TestApps.names {
            let text = try output([":routes"], app: app)
            let wide = text.split(separator: "\n").filter { $0.count > 80 }
            #expect(wide.isEmpty, "\(app): \(wide)")
        }
        let memo = try output([":routes"], app: "memo")
        #expect(memo.hasPrefix("Routes of the memo app:\n  route           argument      owner    placement\n"))
        #expect(
            memo.hasSuffix(
                """
                Events each screen emits:
                  screen          emits
                  login           login USER, signup, forgot
                  signup          login USER
                  forgotPassword  -
                  home            logout, tab TAB, new
                  memoList        logout, tab TAB
                  settings        logout, tab TAB
                  detail          logout, tab TAB
                  about           logout, tab TAB
                  newMemo         logout, tab TAB, write TEXT, preview, cancel
                  preview         logout, tab TAB, save, cancel
                """))
    }

    @Test func everyRouteOfEveryAppHasARow() throws {
        for catalog in TestApps.catalogs {
            let text = try output([":routes"], app: catalog.name)
            for route in catalog.routes {
                #expect(text.contains("\n  \(route.name.rawValue) "), "\(catalog.name): \(route.name)")
            }
        }
    }
}

@Suite(":graph")
struct GraphTests {
    /// The graph of every app is drawn from its tables: every screen is a node in its owner's
    /// cluster, every event transition and every pushable route is an edge.
    @Test(arguments: TestApps.names + TestApps.definitions.map(\.name))
    func everyScreenEventAndPushIsInTheGraph(app name: String) throws {
        let kind = try #require(TestApps.kind(name))
        let catalog = kind.catalog
        let graph = GraphText(catalog: catalog, visible: kind.start().report().screen)
        for route in catalog.routes {
            #expect(graph.dot.contains("  \(GraphText.screenID(route.name)) [label="), "\(route.name) has no DOT node")
            #expect(
                graph.mermaid.contains("  \(GraphText.screenID(route.name))[\"")
                    || graph.mermaid.contains("  \(GraphText.screenID(route.name))[[\""),
                "\(route.name) has no Mermaid node")
        }
        for event in catalog.events {
            for transition in event.transitions {
                #expect(
                    graph.edges.contains {
                        $0.to == GraphText.screenID(transition.to) && $0.kind == transition.kind
                            && $0.label.components(separatedBy: ", ").contains {
                                // Its usage, or the event with the tab it selects (`tab memos`).
                                $0.hasPrefix(event.usage)
                                    || (transition.kind == .selectTab && $0.hasPrefix(event.name + " "))
                            }
                    })
            }
        }
        for coordinator in catalog.coordinators {
            for route in catalog.pushableRoutes(onStackOf: coordinator.name) {
                #expect(
                    graph.edges.contains(
                        .init(
                            from: GraphText.anyScreenID(coordinator.name), to: GraphText.screenID(route.name),
                            label: "push, navigate \(route.usage)")))
            }
        }
    }

    /// A flow started from several screens leads back to each of them when it ends (the shop's
    /// sign-in is started from cart and from profile), and events that lead the same way between
    /// the same two screens are one arrow with their labels joined, so labels do not pile up.
    @Test func endingAFlowLeadsBackToEachScreenThatStartsItOnOneArrowPerWay() throws {
        let shop = try #require(TestApps.kind("shop"))
        let catalog = shop.catalog
        for event in ["login", "cancel"] {
            let targets = try #require(catalog.event(named: event)).targets(from: "signIn")
            #expect(Set(targets.map(\.rawValue)) == ["cart", "profile"], "\(event)")
        }
        let graph = GraphText(catalog: catalog, visible: shop.start().report().screen)
        for screen in ["s_cart", "s_profile"] {
            let ways = graph.edges.filter { $0.from == "s_signIn" && $0.to == screen }
            #expect(ways == [GraphText.Edge(from: "s_signIn", to: screen, label: "login USER, cancel", kind: .pop)])
        }
        #expect(graph.dot.contains(#"  s_cart -> s_signIn [label="login USER, cancel", style=dotted, dir=back];"#))
    }

    /// An arrow to a tab's root says which tab (`tab memos`), not the event's usage (`tab TAB`),
    /// which was the same on every tab's arrow.
    @Test(arguments: [
        ("memo", ["tab home", "tab memos", "tab settings"]), ("shop", ["tab catalog", "tab cart", "tab profile"]),
    ])
    func anArrowToATabSaysWhichTab(app name: String, labels: [String]) throws {
        let kind = try #require(TestApps.kind(name))
        let graph = GraphText(catalog: kind.catalog, visible: kind.start().report().screen)
        let tabArrows = graph.edges.filter { $0.kind == .selectTab && $0.label.hasPrefix("tab ") }
        #expect(Set(tabArrows.map(\.label)) == Set(labels))
        #expect(!graph.dot.contains("tab TAB") && !graph.mermaid.contains("tab TAB"))
    }

    /// Each deep link is an arrow from one "(deep link)" node to the screen it shows, labelled
    /// with its pattern, dashed and orange as the legend says. A link that names its screens
    /// (`*`) leads to a node that says so; signed out, the memo app keeps a link until the next login,
    /// and the shop's checkout shows the sign-in first.
    @Test func deepLinksAreArrowsFromTheDeepLinkNode() throws {
        let style = "style=dashed, color=darkorange3, fontcolor=darkorange3"
        let memo = try output([":graph dot"])
        for line in [
            #"    deep_link [label="(deep link)\nsigned out: kept until the next login", shape=plaintext, fontcolor=darkorange3];"#,
            #"    link_named [label="(the screens the link names)", shape=plaintext, fontcolor=gray30];"#,
            #"  deep_link -> link_named [label="memo://:tab/*", \#(style)];"#,
            #"  deep_link -> s_newMemo [label="memo://new", \#(style)];"#,
            #"    legend_link_a -> legend_link_b [label="open a deep link", \#(style)];"#,
        ] {
            #expect(memo.contains("\n" + line + "\n"), "\(line)")
        }
        let kind = try #require(TestApps.kind("shop"))
        let shop = GraphText(catalog: kind.catalog, visible: kind.start().report().screen).dot
        for line in [
            #"    deep_link [label="(deep link)", shape=plaintext, fontcolor=darkorange3];"#,
            #"  deep_link -> s_product [label="shop://product/:id, shop://product?id=:id, shop://catalog/product/:id", \#(style)];"#,
            #"  deep_link -> s_address [label="shop://checkout (signed in)", \#(style)];"#,
            #"  deep_link -> s_signIn [label="shop://checkout (signed out)", \#(style)];"#,
            #"  deep_link -> link_named [label="shop://:tab/*", \#(style)];"#,
        ] {
            #expect(shop.contains("\n" + line + "\n"), "\(line)")
        }
    }

    /// Mermaid draws the same arrows, dotted and orange (`linkStyle`), from the same node.
    @Test func deepLinksAreInTheMermaidGraph() throws {
        let memo = try output([":graph mermaid"])
        for line in [
            #"  deep_link["(deep link)<br/>signed out: kept until the next login"]"#,
            #"  link_named["(the screens the link names)"]"#,
            #"  deep_link -.->|"memo://:tab/*"| link_named"#,
            #"  deep_link -.->|"memo://new"| s_newMemo"#,
            #"    legend_link_a[" "] -.->|"open a deep link"| legend_link_b[" "]"#,
        ] {
            #expect(memo.contains("\n" + line + "\n"), "\(line)")
        }
        let lines = memo.split(separator: "\n").map(String.init)
        // Mermaid numbers the arrows in the order they are written, the legend's included.
        let arrows = lines.filter { $0.contains("-->|") || $0.contains("-.->|") || $0.contains("==>|") }
        let newMemo = try #require(arrows.firstIndex(of: #"  deep_link -.->|"memo://new"| s_newMemo"#))
        #expect(lines.contains("  linkStyle \(newMemo) stroke:darkorange,color:darkorange"))
        let kind = try #require(TestApps.kind("shop"))
        let shop = GraphText(catalog: kind.catalog, visible: kind.start().report().screen).mermaid
        #expect(shop.contains(#"\#n  deep_link -.->|"shop://checkout (signed out)"| s_signIn\#n"#))
    }

    @Test func theVisibleScreenIsHighlighted() throws {
        let dot = try output(["login a", "push about", ":graph dot"])
        #expect(dot.contains(##"s_about [label="about", style="rounded,filled,bold", fillcolor="#ffe08a"];"##))
        #expect(!dot.contains(#"s_home [label="home (tab home)", peripheries=2, style="#))
        let mermaid = try output(["login a", ":graph mermaid"])
        #expect(mermaid.contains("\n  class s_home,legend_visible visible"))
    }

    /// Mermaid output, line by line, is one of the flowchart statements it uses.
    @Test(arguments: TestApps.names)
    func mermaidIsAValidFlowchart(app name: String) throws {
        let lines = try output([":graph mermaid"], app: name).split(separator: "\n").map(String.init)
        #expect(lines.first == "flowchart LR")
        let patterns = [
            #/^ *subgraph [A-Za-z_][A-Za-z0-9_]*\["[^"]*"\]$/#,
            #/^ *end$/#,
            #/^ *[A-Za-z_][A-Za-z0-9_]*(?:\["[^"]*"\]|\[\["[^"]*"\]\])$/#,
            #/^ *[A-Za-z_][A-Za-z0-9_]*(?:\["[^"]*"\])? (?:-->|-\.->|==>)\|"[^"]*"\| [A-Za-z_][A-Za-z0-9_]*(?:\["[^"]*"\])?$/#,
            #/^  classDef [A-Za-z]+ [a-z-]+:[^ ]+$/#,
            #/^  class [A-Za-z_][A-Za-z0-9_,]* [A-Za-z]+$/#,
            #/^  linkStyle [0-9]+ [a-z-]+:[^;]+$/#,
        ]
        var depth = 0
        for line in lines.dropFirst() {
            #expect(patterns.contains { line.wholeMatch(of: $0) != nil }, "not a flowchart statement: \(line)")
            if line.wholeMatch(of: patterns[0]) != nil { depth += 1 }
            if line.wholeMatch(of: patterns[1]) != nil { depth -= 1 }
            #expect(depth >= 0)
        }
        #expect(depth == 0, "every subgraph ends")
    }

    @Test func graphAcceptsOnlyDotOrMermaid() {
        let session = Session(app: MemoApp())
        #expect(
            session.run(":graph svg")?.failure
                == CommandFailure(.badArgument, "':graph' takes one of dot or mermaid; got 'svg'"))
        #expect(
            session.run(":trace maybe")?.failure
                == CommandFailure(.badArgument, "':trace' takes one of on or off; got 'maybe'"))
    }
}

/// The transitions in the event tables (what the graph draws) are what the coordinators do:
/// every event, from every screen that emits it, lands on a screen its transitions name.
@Suite("Event tables match the coordinators")
struct TransitionConformanceTests {
    static let cases: [(app: String, setup: [String], event: String)] = [
        ("memo", [], "login alice"),
        ("memo", ["signup"], "login alice"),
        ("memo", [], "signup"),
        ("memo", [], "forgot"),
        ("memo", ["login a"], "logout"),
        ("memo", ["login a", "new"], "logout"),
        ("memo", ["login a"], "tab memos"),
        ("memo", ["login a", "tab memos"], "tab home"),
        ("memo", ["login a"], "tab settings"),
        ("memo", ["login a", "push about"], "tab home"),
        ("memo", ["login a"], "new"),
        ("memo", ["login a", "new"], "write x"),
        ("memo", ["login a", "new", "write x"], "preview"),
        ("memo", ["login a", "new", "write x", "preview"], "save"),
        ("memo", ["login a", "new"], "cancel"),
        ("memo", ["login a", "new", "write x", "preview"], "cancel"),
        ("steps", [], "next"),
        ("steps", ["next"], "next"),
        ("steps", ["next", "next"], "next"),
        ("steps", ["next", "next", "next"], "next"),
        ("steps", ["next", "next", "next", "next"], "next"),
        ("mvc", [], "action"),
        ("mvc", ["use modal"], "action"),
        ("mvc", [], "use modal"),
        ("mvc", ["action"], "use push"),
        ("movies", [], "tap 42"),
    ]

    @Test(arguments: cases.indices)
    func theEventLandsOnAScreenItsTableNames(index: Int) throws {
        let (app, setup, line) = Self.cases[index]
        let session = Session(app: try #require(TestApps.start(app)))
        for command in setup { #expect(session.run(command)?.failure == nil) }
        let from = session.report.screen
        let result = try #require(session.run(line))
        #expect(result.failure == nil, "\(line): \(result.failure?.message ?? "")")
        guard case .event(let event)? = try? Parser(catalog: session.app.catalog).parse(line),
            let spec = session.app.catalog.event(named: event.name)
        else {
            Issue.record("\(line) is not an event")
            return
        }
        #expect(spec.targets(from: from.name).contains(session.report.screen.name), "\(app): \(line) from \(from)")
    }

    @Test func everyEventOfEveryAppIsChecked() {
        for catalog in TestApps.catalogs {
            for event in catalog.events {
                let checked = Self.cases.contains {
                    $0.app == catalog.name && $0.event.split(separator: " ").first.map(String.init) == event.name
                }
                #expect(checked, "\(catalog.name): \(event.name) is not in the conformance table")
            }
        }
    }
}
