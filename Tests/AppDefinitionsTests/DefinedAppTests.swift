import CoordinatorKit
import FoundationEssentials
import MVCApp
import MemoApp
import MoviesApp
import StepsApp
import TestSupport
import Testing

@testable import AppDefinitions

/// The interpreter runs the examples with the rules every app obeys (SPEC 3).
@Suite("Defined apps")
struct DefinedAppTests {
    @Test(arguments: Examples.files)
    func everyExampleReadsAndStarts(file: String) throws {
        let app = try Examples.app(file)
        #expect(app.report().stack.count == 1)
        #expect(app.runningCoordinators.first == app.model.root.name)
    }

    // MARK: - Commands in place

    /// A stack intent, or an event whose handler fails before it changes anything, runs on the
    /// app's state object in place while the undo history does not hold it: a state the undo
    /// history kept stays as it was through later commands, a failed one changes nothing, and
    /// starting a flow or popping its last screen still brings the coordinators in line.
    @Test func aStateTheUndoHistoryKeptStaysAsItWasThroughLaterCommands() throws {
        let app = try Examples.app("memo.json5")
        try app.send("login", .text("alice"))
        try app.perform(.push(.about))
        var spare: (any SavedAppState)?
        let kept = app.saved(changedBy: "push about", reusing: &spare)
        let keptState = app.snapshot()

        try app.perform(.push(.about))
        try app.perform(.popToRoot)
        try app.send("tab", .text("settings"))
        try app.send("tab", .text("home"))
        #expect(kept.snapshotValue == AnyHashable(keptState))
        #expect(app.snapshot().navigation.stacks[0] == .of(.home))

        let before = app.snapshot()
        #expect(throws: (any Error).self) { try app.perform(.pop(count: 1)) }
        #expect(throws: (any Error).self) { try app.send("tab", .text("elsewhere")) }
        #expect(app.snapshot() == before)

        try app.send("new")
        try app.send("write", .text("milk"))
        #expect(app.runningCoordinators == ["app", "main", "feature"])
        #expect(app.snapshot().flows.map(\.variables) == [["draft": .text("milk")]])
        try app.perform(.pop(count: 1))
        #expect(app.snapshot().flows == [])
        #expect(app.runningCoordinators == ["app", "main"])
        #expect(kept.snapshotValue == AnyHashable(keptState))
    }

    // MARK: - One command's work does not carry over

    /// An app keeps its `Execution` from command to command: nothing a command set carries over.
    /// A link that fails leaves it marked as a link's (its failures name the link); the event
    /// after it fails as an event.
    @Test func aFailedLinkLeavesTheNextEventAnEvent() throws {
        let app = try Examples.app("shop.json5")
        let link = try DeepLinkURL("shop://product/99")
        expectFailure(
            app, .notFound, "cannot open 'shop://product/99': 'product' takes a product id: 1, 2, 7 or 9; got '99'"
        ) {
            try app.perform(.open(link))
        }
        expectFailure(
            app, .notFound,
            // An id the app's user typed is that user's mistake, said as it is, not the design's.
            "no product with id 99 in products; its ids are 1, 2, 7 and 9"
        ) {
            try app.send("show", .integer(99))
        }
    }

    /// A link's id that the catalogue does not have is `notFound`, as the same id typed in a
    /// command is (SPEC 4); a segment that is no id at all is `badArgument`.
    @Test(arguments: [
        (
            "shop://product/8", ErrorCode.notFound,
            "cannot open 'shop://product/8': 'product' takes a product id: 1, 2, 7 or 9; got '8'"
        ),
        (
            "shop://product/x", .badArgument,
            "cannot open 'shop://product/x': 'product' takes a product id: 1, 2, 7 or 9; got 'x'"
        ),
    ])
    func aLinkToAnItemTheCatalogueLacksIsNotFound(link: String, code: ErrorCode, message: String) throws {
        let app = try Examples.app("shop.json5")
        let url = try DeepLinkURL(link)
        expectFailure(app, code, message) { try app.perform(.open(url)) }
    }

    /// An event of a flow that a kept command starts after the sign-in says so: `pay` while
    /// `checkout` waits for the sign-in said only "start it with 'checkout' on cart first",
    /// which had just been typed. Nothing changes.
    @Test func anEventOfAFlowAKeptCommandStartsSaysItWaitsForTheSignIn() throws {
        let app = try Examples.app("shop.json5")
        try app.send("show", .integer(7))
        try app.send("add")
        try app.send("tab", .text("cart"))
        try app.send("checkout")
        let before = app.anySnapshot
        expectFailure(
            app, .notAllowed,
            "'pay' comes from the payment screen, and the checkout flow is not running yet: the kept 'checkout' starts it right after the next login"
        ) { try app.send("pay") }
        #expect(app.anySnapshot == before)
    }

    /// A link whose first word starts none of the app's links (all begin with a word) lists the
    /// links, with the nearest first word; it no longer reads as one pattern's refusal ("is not
    /// 'account'") or as a route the links never take ("unknown route"). Codes as before: a word
    /// that names nothing in the app is `unknownRoute`, one that names something `badArgument`.
    @Test(arguments: [
        (
            "bank://accounts", ErrorCode.badArgument,
            "cannot open 'bank://accounts': no link of this app starts with 'accounts'; its links are "
                + "bank://account/:id and bank://transfer. Did you mean 'account'?"
        ),
        (
            "bank://nothing", .unknownRoute,
            "cannot open 'bank://nothing': no link of this app starts with 'nothing'; its links are "
                + "bank://account/:id and bank://transfer"
        ),
    ])
    func aLinkThatStartsNoPatternListsTheLinks(link: String, code: ErrorCode, message: String) throws {
        let text = DefinitionSamples.base(
            replacing: #"name: "t","#,
            with: #"""
                name: "bank", links: [
                  { path: "account/:id", do: [{ push: "detail", argument: "$id" }] },
                  { path: "transfer", do: ["root"] },
                ],
                """#
        )
        .replacingOccurrences(
            #"{ name: "home", owner: "app" },"#,
            with: #"{ name: "home", owner: "app" }, { name: "accounts", owner: "app" },"#)
        let app = DefinedApp(DefinedModel(try DefinitionSamples.definition(text), file: "t.json5"))
        expectFailure(app, code, message) { try app.perform(.open(try DeepLinkURL(link))) }
    }

    /// A link whose first segment a catch-all `:tab/*` pattern refuses names the words the other
    /// links start with beside the tabs, with the nearest: `shop://prodct/1` read "'prodct' is
    /// not a tab: catalog, cart or profile", as if no link started with `product`. The memo
    /// definition now says what the built-in memo app says.
    @Test(arguments: [
        (
            "shop.json5", "shop://prodct/1",
            "cannot open 'shop://prodct/1': 'prodct' is not a tab, 'product' or 'checkout': catalog, cart, profile, product or checkout. Did you mean 'product'?"
        ),
        (
            "shop.json5", "shop://carts",
            "cannot open 'shop://carts': 'carts' is not a tab, 'product' or 'checkout': catalog, cart, profile, product or checkout. Did you mean 'cart'?"
        ),
        (
            "memo.json5", "memo://inbox",
            "cannot open 'memo://inbox': 'inbox' is not a tab or 'new': home, memos, settings or new"
        ),
        (
            "memo.json5", "memo://nwe",
            "cannot open 'memo://nwe': 'nwe' is not a tab or 'new': home, memos, settings or new. Did you mean 'new'?"
        ),
    ])
    func aFirstSegmentNoLinkTakesListsTheTabsAndTheFirstWords(file: String, link: String, message: String) throws {
        let app = try Examples.app(file)
        _ = try? app.send("login", .text("alice"))
        expectFailure(app, .badArgument, message) { try app.perform(.open(try DeepLinkURL(link))) }
    }

    /// A link that ends before a parameter says what the parameter takes, not the pattern's
    /// name for it (`:id`).
    @Test(arguments: [
        (
            "shop://catalog/product",
            "cannot open 'shop://catalog/product': 'product' is not followed by a product id: 1, 2, 7 or 9"
        )
    ])
    func aLinkThatEndsBeforeAParameterSaysWhatItTakes(link: String, message: String) throws {
        let app = try Examples.app("shop.json5")
        let url = try DeepLinkURL(link)
        expectFailure(app, .badArgument, message) { try app.perform(.open(url)) }
    }

    /// `signInFirst` stops its handler; the handler of the next event runs every effect (the
    /// sign-in flow ends, and the checkout kept until sign-in goes on).
    @Test func aHandlerStoppedToSignInFirstLeavesTheNextOneWhole() throws {
        let app = try Examples.app("shop.json5")
        try app.send("show", .integer(2))
        try app.send("add")
        try app.send("tab", .text("cart"))
        try app.send("checkout")
        #expect(app.report().screen == Route("signIn"))
        let outcome = try app.send("login", .text("bob"))
        #expect(app.report().screen == Route("address"))
        #expect(app.runningCoordinators.contains("checkout") && !app.runningCoordinators.contains("signIn"))
        #expect(outcome.notes == ["ran 'checkout', kept until sign-in"])
    }

    // MARK: - The state is a value

    /// The fields few commands change are shared between copies of a state (one object); a
    /// change to a copy's must never show in the original, and equal states must stay equal,
    /// hash alike and save alike, however they were made.
    @Test func aChangeToACopysSharedFieldsLeavesTheOriginalAsItWas() throws {
        let app = try Examples.app("shop.json5")
        try app.send("tab", .text("profile"))
        try app.send("signin")
        try app.send("login", .text("bob"))
        try app.send("tab", .text("catalog"))
        try app.send("show", .integer(2))
        try app.send("add")
        let original = app.state
        try #require(original.user == "bob" && original.collections["cart"]?[""]?.count == 1)
        var copy = original
        copy.user = "carol"
        copy.variables["coupon"] = .text("SPRING")
        copy.collections["cart"]?[""]?.append(CollectionItem(id: 9, value: .integer(7)))
        copy.pending = .link("shop://cart")
        #expect(original.user == "bob")
        #expect(original.variables["coupon"] == nil)
        #expect(original.collections["cart"]?[""]?.count == 1)
        #expect(original.pending == nil)
        #expect(copy != original)

        var rebuilt = copy
        rebuilt.user = original.user
        rebuilt.variables = original.variables
        rebuilt.collections = original.collections
        rebuilt.pending = nil
        #expect(rebuilt == original)
        #expect(rebuilt.hashValue == original.hashValue)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        #expect(try encoder.encode(rebuilt) == encoder.encode(original))
        #expect(try JSONDecoder().decode(DefinedState.self, from: encoder.encode(copy)) == copy)
    }

    // MARK: - Child flows live as long as their screens

    @Test func theFeatureFlowIsHeldWhileItsScreensAreShownAndReleasedAfter() throws {
        let app = try Examples.app("memo.json5")
        try app.send("login", .text("alice"))
        try app.send("new")
        weak let feature = app.rootCoordinator.subtree.first { $0.name == "feature" }
        #expect(feature != nil)
        #expect(app.report().coordinators == ["app", "main", "feature"])
        try app.send("write", .text("Buy milk"))
        try app.send("preview")
        try app.send("save")
        #expect(feature == nil, "the feature coordinator outlived its screens")
        #expect(app.report().stack == [Route("memoList")])
        #expect(
            app.report().extras.first { $0.key == "memos" }?.value
                == .object([
                    "count": .integer(1), "page": .array([.object(["id": .integer(1), "text": .string("Buy milk")])]),
                ]))
    }

    @Test(arguments: [
        NavigationIntent.pop(count: 1), .popToRoot, .popTo(RoutePattern("home")),
    ])
    func anIntentThatTakesTheFlowsScreensAwayReleasesIt(intent: NavigationIntent) throws {
        let app = try Examples.app("memo.json5")
        try app.send("login", .text("alice"))
        try app.send("new")
        weak let feature = app.rootCoordinator.subtree.first { $0.name == "feature" }
        try app.perform(intent)
        #expect(feature == nil)
        #expect(app.report().extras.first { $0.key == "draft" }?.value == .null)
    }

    @Test func signingOutReleasesTheSignedInFlowWithItsChildren() throws {
        let app = try Examples.app("memo.json5")
        try app.send("login", .text("alice"))
        try app.send("new")
        weak let main = app.rootCoordinator.children.first
        weak let feature = main?.children.first
        try app.send("tab", .text("settings"))
        try app.send("logout")
        #expect(main == nil && feature == nil)
        #expect(app.report().coordinators == ["app", "login"])
    }

    @Test func aCoordinatorThatStartsAgainIsANewObject() throws {
        let app = try Examples.app("mvc.json5")
        weak let first = app.rootCoordinator.children.first
        try app.send("use", .text("push"))
        #expect(first == nil, "use made the same variant again, as a new coordinator")
        #expect(app.rootCoordinator.children.first?.name == "pushCoordinator")
    }

    // MARK: - A failed command changes nothing

    @Test func aRefusedEffectLeavesEverythingAsItWas() throws {
        let app = try Examples.app("memo.json5")
        try app.send("login", .text("alice"))
        try app.send("new")
        let before = app.snapshot()
        let objects = app.rootCoordinator.subtree.map(ObjectIdentifier.init)
        #expect {
            try app.send("preview")
        } throws: { error in
            (error as? any CoordshError)?.message == "the draft is empty; 'write TEXT' first"
        }
        #expect(app.snapshot() == before)
        #expect(app.rootCoordinator.subtree.map(ObjectIdentifier.init) == objects)
    }

    @Test func aFailureAfterSomeEffectsUndoesThemAll() throws {
        // mvc: a modal coordinator presents second; a second 'action' would show it twice.
        let app = try Examples.app("mvc.json5")
        try app.send("use", .text("modal"))
        try app.send("action")
        try app.perform(.dismiss)
        try app.perform(.present(Route("second")))
        let before = app.snapshot()
        #expect(throws: (any Error).self) { try app.send("action") }
        #expect(app.snapshot() == before)
    }

    /// A `single` route has at most one screen on the stacks: showing another is refused naming
    /// the screen that is shown (it named the one asked for: `detail("display") is already shown`
    /// while `detail("sound")` was), and `replace` may swap the one shown for another of the same
    /// route, which leaves one (the screen replaced does not count; it was refused).
    @Test func aSingleRouteNamesTheScreenShownAndMayReplaceIt() throws {
        let definition = try DefinitionSamples.definition(
            """
            {
              name: "t",
              coordinators: [{ name: "app", stack: "home" }],
              routes: [
                { name: "home", owner: "app" },
                { name: "detail", owner: "app", argument: { type: "choice", values: ["sound", "display"] }, single: true },
              ],
            }
            """)
        let app = DefinedApp(DefinedModel(definition, file: "t.json5"))
        try app.perform(.push(Route("detail", .text("sound"))))
        let before = app.snapshot()
        expectFailure(
            app, .notAllowed,
            #"detail("sound") is already shown: the app has one detail screen, and UIKit cannot show the same controller twice"#
        ) {
            try app.perform(.push(Route("detail", .text("display"))))
        }
        #expect(app.snapshot() == before)
        try app.perform(.replace(Route("detail", .text("display"))))
        #expect(app.report().stack == [Route("home"), Route("detail", .text("display"))])
        try app.perform(.replace(Route("detail", .text("display"))))
        #expect(app.report().stack == [Route("home"), Route("detail", .text("display"))])
    }

    /// What shows a route that may not be pushed by hand, as the refusal says it: a deep link, or
    /// nothing yet. (Both said `after its coordinator's events`, which sent the reader looking for
    /// an event that does not exist.)
    @Test func aRouteShownOnlyByALinkOrByNothingSaysSo() throws {
        let definition = try DefinitionSamples.definition(
            """
            { name: "t", coordinators: [{ name: "app", stack: "home" }, { name: "flow", parent: "app", start: "a" }],
              routes: [{ name: "home", owner: "app" }, { name: "a", owner: "flow" }, { name: "b", owner: "flow" },
                { name: "d", owner: "app", pushable: false }],
              events: [{ name: "go", from: ["home"], do: [{ start: "flow" }] }],
              links: [{ path: "d", do: [{ push: "d" }] }] }
            """)
        let app = DefinedApp(DefinedModel(definition, file: "t.json5"))
        expectFailure(
            app, .notAllowed,
            "'d' cannot be pushed or presented by hand: the app coordinator shows it after the link t://d"
        ) {
            try app.perform(.push(Route("d")))
        }
        expectFailure(
            app, .notAllowed,
            "'b' cannot be pushed or presented by hand: the flow coordinator shows it after an event it does not have yet (none shows it)"
        ) {
            try app.perform(.push(Route("b")))
        }
    }

    /// The state's coordinators name a variant only while the coordinator that holds it runs: the
    /// variants of the signed-in flow are not listed signed out (`coordinators` said `root > entry >
    /// gridView` while `:tree` and the live objects had no gridView; `coordsh check`: "state shown
    /// differs from the navigation").
    @Test func aVariantIsListedOnlyWhileItsHolderRuns() throws {
        let definition = try DefinitionSamples.definition(
            """
            { name: "t", users: { signedOut: "entry", signedIn: "hall" },
              coordinators: [{ name: "root" }, { name: "entry", parent: "root", stack: "door" },
                { name: "hall", parent: "root", stack: "list",
                  variants: { key: "mode", choices: [{ name: "grid", coordinator: "gridView" }] } },
                { name: "gridView", parent: "hall" }],
              routes: [{ name: "door", owner: "entry" }, { name: "list", owner: "hall" }],
              events: [{ name: "enter", argument: "user", from: ["door"], do: [{ signIn: "$arg" }] },
                { name: "leave", from: "hall", do: ["signOut"] }] }
            """)
        let app = DefinedApp(DefinedModel(definition, file: "t.json5"))
        #expect(app.report().coordinators == ["root", "entry"])
        try app.send("enter", .text("bo"))
        #expect(app.report().coordinators == ["root", "hall", "gridView"])
        try app.send("leave")
        #expect(app.report().coordinators == ["root", "entry"])
    }

    /// A child flow released because its screens left the stacks takes the flows it started with
    /// it, and their screens too: a modal the nested flow presented is dismissed, not left on
    /// screen with no coordinator to run it (whose events would all fail; `coordsh check`
    /// reported "screen without its coordinator"). Found by a newcomer's design.
    @Test func aReleasedFlowTakesTheScreensOfTheFlowsItStartedWithIt() throws {
        let definition = try DefinitionSamples.definition(
            """
            { name: "t",
              coordinators: [{ name: "app", tabs: [{ name: "home", root: "home" }, { name: "inbox", root: "inbox" }] },
                { name: "wizard", parent: "app", start: "step" },
                { name: "help", parent: "wizard", start: "helpPage", modal: true }],
              routes: [{ name: "home", owner: "app" }, { name: "inbox", owner: "app" },
                { name: "step", owner: "wizard" }, { name: "helpPage", owner: "help" }],
              events: [{ name: "start", from: ["home"], do: [{ start: "wizard" }] },
                { name: "helpme", from: "wizard", do: [{ start: "help" }] },
                { name: "tab", argument: "tab", from: "app", do: [{ selectTab: "$arg" }] }] }
            """)
        let app = DefinedApp(DefinedModel(definition, file: "t.json5"))
        app.trace.isOn = true
        try app.send("start")
        try app.send("helpme")
        #expect(app.report().coordinators == ["app", "wizard", "help"])
        #expect(app.report().modals == [[Route("helpPage")]])
        try app.send("tab", .text("home"))  // the selected tab again: pops home to its root
        #expect(app.report().coordinators == ["app"])
        #expect(app.report().modals.isEmpty)
        #expect(app.report().screen == Route("home"))
        #expect(
            app.lastTrace.map(\.description).contains {
                $0.contains("help: its parent wizard is gone: takes its screens off the stacks and finishes")
            })
    }

    /// A route of the root coordinator pushed while a flow's stack is active names the root as a
    /// coordinator; it said "belongs to the app flow", and the root is no flow.
    @Test func aRouteOfTheRootPushedOnAFlowsStackNamesTheRootAsACoordinator() throws {
        let app = try Examples.app("shop.json5")
        try app.send("show", .integer(1))
        try app.send("add")
        try app.send("tab", .text("cart"))
        try app.send("checkout")
        let before = app.snapshot()
        expectFailure(
            app, .notAllowed, "'product' belongs to the app coordinator; the active stack belongs to the signIn flow"
        ) {
            try app.perform(.push(Route("product", .integer(1))))
        }
        #expect(app.snapshot() == before)
    }

    /// A deep link shows only screens whose coordinator runs: signed out (and links not kept), a
    /// link to the signed-in flow's screen is refused and changes nothing. (It pushed `film(3)` on
    /// the signed-out flow's stack: a screen whose coordinator did not run, which `coordsh check`
    /// reported as a broken rule.)
    @Test func aLinkToAScreenOfAFlowThatDoesNotRunIsRefused() throws {
        let definition = try DefinitionSamples.definition(
            """
            { name: "t", users: { signedOut: "entry", signedIn: "hall" },
              coordinators: [{ name: "root" }, { name: "entry", parent: "root", stack: "door" },
                { name: "hall", parent: "root", stack: "list" }],
              routes: [{ name: "door", owner: "entry" }, { name: "list", owner: "hall" },
                { name: "film", owner: "hall", argument: "integer" }],
              events: [{ name: "enter", argument: "user", from: ["door"], do: [{ signIn: "$arg" }] }],
              links: [{ path: "film/:id", do: ["reset", { push: "film", argument: "$id" }] }] }
            """)
        let app = DefinedApp(DefinedModel(definition, file: "t.json5"))
        let before = app.snapshot()
        expectFailure(
            app, .notAllowed,
            "cannot open 't://film/3': 'film' belongs to the hall flow, which is not running; start it with 'enter USER' on door first"
        ) {
            try app.perform(.open(try DeepLinkURL("t://film/3")))
        }
        #expect(app.snapshot() == before)
        try app.send("enter", .text("bo"))
        try app.perform(.open(try DeepLinkURL("t://film/3")))
        #expect(app.report().stack == [Route("list"), Route("film", .integer(3))])
    }

    /// Collections have the memo app's documented bound (`DefinedModel.capacityBytes`): an `add`
    /// past it is a `limit` error that changes nothing, where memory would otherwise run out.
    @Test func addingPastTheCollectionsBoundIsRefused() throws {
        let model = try Examples.model("memo.json5")
        let started = DefinedApp(model)
        try started.send("login", .text("alice"))
        try started.send("new")
        try started.send("write", .text("0123456789x"))
        try started.send("preview")
        var full = started.snapshot()
        let perItem = DefinedModel.bytesPerItem
        let big = CollectionItem(
            id: 1, value: .text(String(repeating: "m", count: DefinedModel.capacityBytes - 2 * perItem - 10)))
        full.collections["memos", default: [:]]["bob"] = SharedLog([big])
        let app = DefinedApp(model, restoring: full)
        #expect {
            try app.send("save")
        } throws: { error in
            (error as? any CoordshError)?.code == .limit
                && (error as? any CoordshError)?.message
                    == #"'save' failed at its effect 1 ({ add: "$draft", to: "memos" }, events[8].do[0]): "#
                    + "cannot add to memos: the app's collections would take more than 64 MiB, the most a session keeps (67108864 bytes, counting 32 for each item)"
        }
        #expect(app.snapshot() == full)
        try app.send("cancel")
        try app.send("new")
        try app.send("write", .text("0123456789"))
        try app.send("preview")
        try app.send("save")  // exactly at the bound: kept
        #expect(app.state.collections["memos"]?["alice"]?.map(\.value) == [.text("0123456789")])
    }

    // MARK: - Sign-in

    @Test func aLinkOpenedSignedOutOpensRightAfterTheNextLogin() throws {
        let app = try Examples.app("memo.json5")
        let kept = try app.perform(.open(try DeepLinkURL("memo://MEMOS/detail/3")))
        #expect(kept.notes == ["signed out: memo://memos/detail/3 will open right after the next login"])
        #expect(app.report().extras.first { $0.key == "pendingLink" }?.value == .string("memo://memos/detail/3"))
        let opened = try app.send("login", .text("bob"))
        #expect(opened.notes == ["opened memo://memos/detail/3, kept while signed out"])
        #expect(app.report().stack == [Route("memoList"), Route("detail", .integer(3))])
        #expect(app.report().extras.first { $0.key == "pendingLink" }?.value == .null)
    }

    /// Opens memo://memos signed out, and checks that its note, the trace and the state's summary
    /// say it opens after "the next sign-in".
    private func expectLinkKeptUntilTheNextSignIn(_ app: DefinedApp) throws {
        app.trace.isOn = true
        let kept = try app.perform(.open(try DeepLinkURL("memo://memos")))
        #expect(kept.notes == ["signed out: memo://memos will open right after the next sign-in"])
        #expect(app.lastTrace.map(\.description).contains { $0.contains("keeps memo://memos until the next sign-in") })
        let summary = app.report().extras.first { $0.key == "pendingLink" }?.summary
        #expect(summary == "memo://memos (opens right after the next sign-in)")
    }

    /// Where the event that signs in has another name than `login`, the kept link's note, the
    /// trace and the state's summary say "sign-in" (they said "the next login" whatever it was).
    @Test func aLinkKeptWhereNoLoginEventSignsInOpensAfterTheNextSignIn() throws {
        let data = try #require(FileManager.default.contents(atPath: Examples.folder + "/memo.json5"))
        let text = String(decoding: data, as: UTF8.self).replacingOccurrences(
            of: #"name: "login", argument: "user""#, with: #"name: "enter", argument: "user""#)
        let app = DefinedApp(DefinedModel(try DefinitionSamples.definition(text), file: "memo.json5"))
        try expectLinkKeptUntilTheNextSignIn(app)
        #expect(try app.send("enter", .text("bob")).notes == ["opened memo://memos, kept while signed out"])
    }

    /// Where `login` is not the only event that signs in, the note says "sign-in", true of every
    /// way in. Found by a newcomer: signed out, a link said it "opens right after the next login"
    /// where `register` signs in too.
    @Test func aLinkKeptWhereLoginIsNotTheOnlySignInOpensAfterTheNextSignIn() throws {
        let data = try #require(FileManager.default.contents(atPath: Examples.folder + "/memo.json5"))
        let signup =
            #"{ name: "signup", from: ["login"], summary: "show the sign-up form", do: [{ push: "signup" }] },"#
        let text = String(decoding: data, as: UTF8.self).replacingOccurrences(
            of: signup,
            with: signup + #"{ name: "register", argument: "user", from: ["signup"], do: [{ signIn: "$arg" }] },"#)
        #expect(text.contains(#"name: "register""#))
        let app = DefinedApp(DefinedModel(try DefinitionSamples.definition(text), file: "memo.json5"))
        try expectLinkKeptUntilTheNextSignIn(app)
        try app.send("signup")
        #expect(try app.send("register", .text("bob")).notes == ["opened memo://memos, kept while signed out"])
    }

    /// A link's tab segment that is nearly a tab gets the nearest, as `tab` does; one far from
    /// every tab gets the list alone (with the words other links start with: it is the first segment).
    @Test func aMisspeltTabInALinkGetsTheNearestTab() throws {
        let app = try Examples.app("shop.json5")
        let before = app.snapshot()
        expectFailure(
            app, .badArgument,
            "cannot open 'shop://crat': 'crat' is not a tab, 'product' or 'checkout': catalog, cart, profile, product or checkout. Did you mean 'cart'?"
        ) {
            try app.perform(.open(try DeepLinkURL("shop://crat")))
        }
        expectFailure(
            app, .badArgument,
            "cannot open 'shop://xyzzy': 'xyzzy' is not a tab, 'product' or 'checkout': catalog, cart, profile, product or checkout"
        ) {
            try app.perform(.open(try DeepLinkURL("shop://xyzzy")))
        }
        #expect(app.snapshot() == before)
    }

    /// Without `keepLinks`, a link to a tab of the signed-in flow, opened signed out, says that
    /// flow does not run (it said "'memos' is not a tab: " with nothing after the colon), about the
    /// link and with the way to start the flow (it said only "the main flow is not running").
    @Test func aLinkToATabOfAFlowThatDoesNotRunSaysSo() throws {
        let url = Examples.folder + "/memo.json5"
        let data = try #require(FileManager.default.contents(atPath: url))
        let text = String(decoding: data, as: UTF8.self).replacingOccurrences(
            of: "keepLinks: true", with: "keepLinks: false")
        let app = DefinedApp(DefinedModel(try DefinitionSamples.definition(text), file: "memo.json5"))
        let before = app.snapshot()
        #expect {
            try app.perform(.open(try DeepLinkURL("memo://memos/detail/3")))
        } throws: { error in
            (error as? any CoordshError)?.message
                == "cannot open 'memo://memos/detail/3': the main flow is not running; start it with 'login USER' on login or signup first"
        }
        #expect(app.snapshot() == before)
    }

    @Test func checkoutSignedOutShowsTheSignInFirstThenTheCheckout() throws {
        let app = try Examples.app("shop.json5")
        try app.send("show", .integer(7))
        try app.send("add")
        try app.perform(.open(try DeepLinkURL("shop://cart")))
        let kept = try app.send("checkout")
        #expect(kept.notes == ["sign in first: 'checkout' runs right after the next sign-in"])
        #expect(app.report().screen == Route("signIn"))
        let ran = try app.send("login", .text("alice"))
        #expect(ran.notes == ["ran 'checkout', kept until sign-in"])
        #expect(app.report().modals == [[Route("address")]])
        #expect(app.report().coordinators == ["app", "checkout"])
    }

    /// An item added to a collection the screen does not list is said in a note (the shop's
    /// `add` on a product: the cart is on another tab); one the screen then lists is not (the memo
    /// definition's `save` ends on the memo list), nor one added by a command that failed.
    @Test func anItemAddedOutOfSightIsSaidInANote() throws {
        let shop = try Examples.app("shop.json5")
        try shop.send("show", .integer(7))
        #expect(try shop.send("add").notes == [#"added item 1 to cart: product 7 "Coffee grinder""#])
        #expect(try shop.send("add").notes == [#"added item 2 to cart: product 7 "Coffee grinder""#])
        try shop.perform(.open(try DeepLinkURL("shop://cart")))
        #expect(shop.report().screen == Route("cart"))

        let memo = try Examples.app("memo.json5")
        try memo.send("login", .text("alice"))
        try memo.send("new")
        try memo.send("write", .text("Buy milk"))
        try memo.send("preview")
        let saved = try memo.send("save")
        #expect(memo.report().screen == Route("memoList"))
        #expect(saved.notes == [])
    }

    /// A listed item that refers to a catalogue item shows its own id apart from the catalogue
    /// item's, so that `1 product 7` does not read as "one of product 7".
    @Test func aListedCatalogueReferenceKeepsItsIdApartFromTheProducts() throws {
        let shop = try Examples.app("shop.json5")
        for product in [7, 9] {
            try shop.send("show", .integer(product))
            try shop.send("add")
            try shop.perform(.pop(count: 1))
        }
        try shop.perform(.open(try DeepLinkURL("shop://cart")))
        #expect(
            shop.report().extras.first { $0.key == "cart" }?.summary
                == #"2 (product 9 "Milk jug"), 1 (product 7 "Coffee grinder")"#)

        let memo = try Examples.app("memo.json5")
        try memo.send("login", .text("alice"))
        try memo.send("new")
        try memo.send("write", .text("Buy milk"))
        try memo.send("preview")
        try memo.send("save")
        #expect(memo.report().extras.first { $0.key == "memos" }?.summary == #"1 "Buy milk""#)
    }

    @Test func cancellingTheSignInForgetsTheKeptCheckout() throws {
        let app = try Examples.app("shop.json5")
        try app.send("show", .integer(1))
        try app.send("add")
        try app.perform(.open(try DeepLinkURL("shop://cart")))
        try app.send("checkout")
        try app.send("cancel")
        try app.perform(.open(try DeepLinkURL("shop://profile")))
        try app.send("signin")
        try app.send("login", .text("alice"))
        #expect(app.report().modals == [])
        #expect(app.report().screen == Route("profile"))
    }

    // MARK: - Deep links

    @Test func queryParametersSupplyValues() throws {
        let app = try Examples.app("shop.json5")
        try app.perform(.open(try DeepLinkURL("shop://product?id=7&utm=x")))
        #expect(app.report().stack == [Route("catalog"), Route("product", .integer(7))])
        try app.perform(.open(try DeepLinkURL("shop://catalog/product/2?ref=mail")))
        #expect(app.report().screen == Route("product", .integer(2)))
        #expect(app.report().extras.first { $0.key == "referrer" }?.value == .string("mail"))
        #expect {
            try app.perform(.open(try DeepLinkURL("shop://product")))
        } throws: { error in
            (error as? any CoordshError)?.message
                == "cannot open 'shop://product': it needs the query parameter ?id=..."
        }
        #expect {
            try app.perform(.open(try DeepLinkURL("shop://product?id=5")))
        } throws: { error in
            (error as? any CoordshError)?.code == .notFound
        }
        #expect {
            try app.perform(.open(try DeepLinkURL("shop://product?id=five")))
        } throws: { error in
            (error as? any CoordshError)?.code == .badArgument
        }
    }

    @Test func aLinkThatMatchesNoPatternGetsTheMostPreciseError() throws {
        let app = try Examples.app("memo.json5")
        try app.send("login", .text("alice"))
        for (link, code) in [
            ("memo://nowhere", ErrorCode.badArgument), ("memo://new/x", .badArgument),
            ("memo://home/detial/1", .unknownRoute),
            ("memo://home/newMemo", .badArgument), ("memo://home/detail/x", .badArgument),
            ("steps://view2", .badArgument),
        ] {
            #expect(
                throws: (any Error).self, "\(link)",
                performing: {
                    do { try app.perform(.open(try DeepLinkURL(link))) } catch let error as any CoordshError {
                        #expect(error.code == code, "\(link): \(error.message)")
                        throw error
                    }
                })
        }
    }

    // MARK: - Items

    @Test func aCatalogueItemMustExistAndIsShown() throws {
        let app = try Examples.app("movies.json5")
        #expect {
            try app.send("tap", .integer(5))
        } throws: { error in
            let error = error as? any CoordshError
            return error?.code == .notFound
                && error?.message
                    == "no movie with id 5 in movies; its ids are 7, 12, 42, 101 and 2001"
        }
        try app.send("tap", .integer(42))
        #expect(
            app.report().extras.first { $0.key == "movie" }?.value
                == .object([
                    "id": .integer(42), "title": .string("The Hitchhiker's Guide to the Galaxy"),
                    "year": .integer(2005),
                ]))
        #expect(
            app.report().extras.first { $0.key == "movie" }?.summary
                == #"42 "The Hitchhiker's Guide to the Galaxy" (2005)"#)
    }

    // MARK: - The catalog is derived from the definition

    @Test func placementsAndWhoShowsWhatAreDerived() throws {
        let catalog = try Examples.model("memo.json5").catalog
        #expect(catalog.route(named: "home")?.placement == .tabRoot(tab: "home"))
        #expect(catalog.route(named: "login")?.placement == .root)
        #expect(catalog.route(named: "detail")?.placement == .pushable)
        #expect(catalog.route(named: "newMemo")?.placement == .flowOnly(shownBy: "'new' on home"))
        #expect(catalog.route(named: "preview")?.placement == .flowOnly(shownBy: "'preview' on newMemo"))
        #expect(catalog.coordinator(named: "main")?.startedBy == "'login USER' on login or signup")
        #expect(catalog.coordinator(named: "login")?.startedBy == "'logout'")
        #expect(catalog.coordinator(named: "feature")?.startedBy == "'new' on home")
        #expect(catalog.route(named: "detail")?.argument == ArgumentSpec("memo id", .integer))
    }

    /// A flow that several events start names each of them, in the definition's order: the
    /// shop's sign-in starts on 'checkout' (signed out) and on 'signin'.
    @Test func aFlowStartedByManyEventsNamesEveryStarter() throws {
        let catalog = try Examples.model("shop.json5").catalog
        #expect(catalog.coordinator(named: "signIn")?.startedBy == "'checkout' on cart or 'signin' on profile")
        #expect(catalog.coordinator(named: "checkout")?.startedBy == "'checkout' on cart")
        #expect(
            catalog.route(named: "signIn")?.placement
                == .flowOnly(shownBy: "'checkout' on cart or 'signin' on profile"))
        let app = try Examples.app("shop.json5")
        expectFailure(
            app, .notAllowed,
            "'login' comes from the signIn screen, and the signIn flow is not running; "
                + "start it with 'checkout' on cart or 'signin' on profile first"
        ) {
            try app.send("login", .text("alice"))
        }
    }

    /// A screen only its coordinator shows names every event that shows it, in the definition's
    /// order, as a flow's starters do: here 'guide' on home, 'about' and 'again' on settings.
    @Test func aScreenShownByManyEventsNamesEachOfThem() throws {
        let model = DefinedModel(
            try DefinitionSamples.definition(
                """
                {
                  name: "t",
                  coordinators: [{ name: "app", tabs: [{ name: "home", root: "home" }, { name: "settings", root: "settings" }] }],
                  routes: [
                    { name: "home", owner: "app" },
                    { name: "settings", owner: "app" },
                    { name: "info", owner: "app", pushable: false },
                  ],
                  events: [
                    { name: "guide", from: ["home"], do: [{ push: "info" }] },
                    { name: "about", from: ["settings"], do: [{ push: "info" }] },
                    { name: "again", from: ["settings"], do: [{ push: "info" }] },
                  ],
                }
                """), file: "t.json5")
        #expect(
            model.catalog.route(named: "info")?.placement
                == .flowOnly(shownBy: "'guide' on home, 'about' on settings or 'again' on settings"))
        let app = DefinedApp(model)
        expectFailure(
            app, .notAllowed,
            "'info' cannot be pushed or presented by hand: the app coordinator shows it after "
                + "'guide' on home, 'about' on settings or 'again' on settings"
        ) {
            try app.perform(.push(Route("info")))
        }
    }

    /// The example links (help's 'open' example, messages) open: a parameter that shows an item
    /// of a catalogue takes its first id, one used as a tab the first tab.
    @Test func linkExamplesTakeACataloguesFirstIDAndTheFirstTab() throws {
        let model = DefinedModel(
            try DefinitionSamples.definition(
                """
                {
                  name: "t",
                  coordinators: [{ name: "app", tabs: [{ name: "shelf", root: "home" }] }],
                  routes: [
                    { name: "home", owner: "app" },
                    { name: "book", owner: "app", argument: { type: "item", of: "books" } },
                  ],
                  data: { catalogues: [{ name: "books", item: "book", items: [{ id: 5 }, { id: 8 }] }] },
                  links: [
                    { path: "book/:id", do: [{ reset: "shelf" }, { push: "book", argument: "$id" }] },
                    { path: "find", query: ["id"], do: [{ reset: "shelf" }, { push: "book", argument: "$id" }] },
                    { path: ":tab/*", do: [{ reset: { tab: "$tab", push: "*" } }] },
                  ],
                }
                """), file: "t.json5")
        #expect(model.catalog.linkExamples == ["t://book/5", "t://find?id=5", "t://shelf"])
        let app = DefinedApp(model)
        for link in model.catalog.linkExamples { try app.perform(.open(try DeepLinkURL(link))) }
    }

    /// Transitions come in the order of the definition (here its tabs'), the same in every run,
    /// so that `:graph` draws the same file each time.
    @Test func transitionsAreInTheOrderOfTheDefinition() throws {
        let tab = try #require(try Examples.model("memo.json5").catalog.event(named: "tab"))
        #expect(tab.transitions.map(\.to.rawValue) == ["home", "memoList", "settings"])
    }

    /// `signInFirst` shows the sign-in when nobody is signed in and stops there: that is a place
    /// the event leads to (`:graph` drew the shop's `checkout` only to address, never to the
    /// sign-in it presents first), and what follows it is not reached that way.
    @Test func anEventThatSignsInFirstLeadsToTheSignInToo() throws {
        let checkout = try #require(try Examples.model("shop.json5").catalog.event(named: "checkout"))
        let moves = Set(checkout.transitions.map { "\($0.to) by \($0.kind)" })
        #expect(moves == ["signIn by present", "address by present"], "\(moves)")
    }

    /// Where each event can lead, worked out from its effects, is what the built-in app's catalog
    /// says by hand.
    @Test(arguments: [
        ("memo.json5", MemoApp.catalog), ("steps.json5", StepsApp.catalog), ("mvc.json5", MVCApp.catalog),
        ("movies.json5", MoviesApp.catalog),
    ])
    func derivedTransitionsAreTheBuiltInApps(file: String, builtIn: AppCatalog) throws {
        let derived = try Examples.model(file).catalog
        #expect(derived.eventNames == builtIn.eventNames)
        for event in builtIn.events {
            let defined = try #require(derived.event(named: event.name))
            for route in builtIn.routes.map(\.name) {
                func moves(_ spec: EventSpec) -> Set<String> {
                    Set(
                        spec.transitions.filter { $0.from == nil || $0.from == route }.map {
                            "\($0.to) by \($0.kind)" + ($0.by.map { " (\($0))" } ?? "")
                        })
                }
                #expect(moves(defined) == moves(event), "\(file): \(event.name) from \(route)")
            }
        }
    }
}
