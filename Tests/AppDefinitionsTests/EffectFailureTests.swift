import CoordinatorKit
import TestSupport
import Testing

@testable import AppDefinitions

/// An effect of an event or of a deep link that fails says which event or link and which of its
/// effects failed, with the effect as the file writes it and its place in the file, before the
/// failure itself; the code and the state stay as they were (a newcomer's food app, n23: "cannot
/// pop 1 screen: nothing is above basket, the root screen" read as if they had typed `pop`).
@Suite("Failing effects")
struct EffectFailureTests {
    /// One stack: `home` at the root, `detail` pushed on it; a sign-in without a gate.
    static let sample = """
        {
          name: "t",
          users: {},
          coordinators: [{ name: "app", stack: "home" }],
          routes: [
            { name: "home", owner: "app" },
            { name: "detail", owner: "app", argument: "integer" },
            { name: "login", owner: "app" },
          ],
          data: { variables: [{ name: "tip", initial: null }] },
          events: [
            { name: "show", argument: "integer", from: ["home", "detail"], do: [{ push: "detail", argument: "$arg" }] },
            { name: "first", from: ["home"], do: ["pop", { set: "tip", to: 9 }] },
            { name: "middle", from: ["home"], do: [{ set: "tip", to: 9 }, { pop: 2 }, { push: "detail", argument: 1 }] },
            { name: "last", from: ["home"], do: [{ set: "tip", to: 9 }, { push: "detail", argument: 1 }, "dismiss"] },
            {
              name: "branch", from: ["home", "detail"],
              cases: [
                { when: { screen: "detail" }, do: ["pop"] },
                { do: [{ set: "tip", to: "$$5" }, { popTo: "detail" }] },
              ],
            },
            { name: "buy", from: ["home"], do: [{ set: "tip", to: 1 }, { signInFirst: [{ push: "login" }, "dismiss"] }] },
            { name: "only", from: ["home"], cases: [{ when: "signedIn", do: ["pop"] }] },
            { name: "halt", from: ["home"], do: [{ set: "tip", to: 9 }, { refuse: "no tips on $screen", unless: "signedIn" }] },
          ],
          links: [
            { path: "detail/:id", do: [{ push: "detail", argument: "$id" }] },
            { path: "back", do: ["root", "pop"] },
          ],
        }
        """

    static func app() throws -> DefinedApp {
        DefinedApp(DefinedModel(try DefinitionSamples.definition(sample), file: "t.json5"))
    }

    /// The first, a middle and the last effect of an event's `do`, with the underlying code.
    @Test(arguments: [
        (
            "first", ErrorCode.atRoot,
            #"'first' failed at its effect 1 ("pop", events[1].do[0]): cannot pop 1 screen: nothing is above home, the root screen"#
        ),
        (
            "middle", ErrorCode.atRoot,
            #"'middle' failed at its effect 2 ({ pop: 2 }, events[2].do[1]): cannot pop 2 screens: nothing is above home, the root screen"#
        ),
        (
            "last", ErrorCode.notAllowed,
            #"'last' failed at its effect 3 ("dismiss", events[3].do[2]): no modal is up to dismiss"#
        ),
    ])
    func anEventsFailingEffectIsNamed(event: String, code: ErrorCode, message: String) throws {
        let app = try Self.app()
        expectFailure(app, code, message) { try app.send(event) }
    }

    /// In a handler of cases, the case and the effect within its `do`.
    @Test func anEffectOfACaseIsNamedWithItsCase() throws {
        let app = try Self.app()
        expectFailure(
            app, .notFound,
            #"'branch' failed at effect 2 of its case 2 ({ popTo: "detail" }, events[4].cases[1].do[1]): "#
                + "no detail screen on the active stack home"
        ) { try app.send("branch") }
    }

    /// Inside `signInFirst`, the effect within it and where the `signInFirst` is.
    @Test func anEffectInsideSignInFirstIsNamedWithWhereItIs() throws {
        let app = try Self.app()
        expectFailure(
            app, .notAllowed,
            #"'buy' failed at effect 2 of the signInFirst at its effect 2 ("dismiss", events[5].do[1].signInFirst[1]): "#
                + "no modal is up to dismiss"
        ) { try app.send("buy") }
    }

    /// A deep link's failing effect names the link by its path in the file.
    @Test func aLinksFailingEffectIsNamed() throws {
        let app = try Self.app()
        expectFailure(
            app, .atRoot,
            #"link 'back' failed at its effect 2 ("pop", links[1].do[1]): "#
                + "cannot pop 1 screen: nothing is above home, the root screen"
        ) { try app.perform(.open(try DeepLinkURL("t://back"))) }
    }

    /// A `refuse` is the author's own message for the app's user: it stays as written.
    @Test func aRefusalIsTheAuthorsMessageAlone() throws {
        let app = try Self.app()
        expectFailure(app, .notAllowed, "no tips on home") { try app.send("halt") }
    }

    /// A failure that names the event already ("has nothing to do"), and a link's own errors
    /// (about the link typed), are not wrapped.
    @Test(arguments: [
        ("only", "'only' has nothing to do on home in this state"),
        (
            "t://detail/0",
            "cannot open 't://detail/0': 'detail' takes a number, an integer from 1 to 2147483647; got '0'"
        ),
    ])
    func failuresThatNameTheCommandStayAsTheyAre(command: String, message: String) throws {
        let app = try Self.app()
        let code: ErrorCode = command.hasPrefix("t://") ? .badArgument : .notAllowed
        expectFailure(app, code, message) {
            if command.hasPrefix("t://") {
                try app.perform(.open(try DeepLinkURL(command)))
            } else {
                try app.send(command)
            }
        }
    }

    /// An effect is shown as a file writes it, in the shortest form the reader takes.
    @Test(arguments: [
        (Effect.pop(count: 1), #""pop""#),
        (.pop(count: 3), "{ pop: 3 }"),
        (.push(RouteTarget("detail", argument: .argument)), #"{ push: "detail", argument: "$arg" }"#),
        (.popTo(RouteTarget("home")), #"{ popTo: "home" }"#),
        (.reset(tab: nil, pushesLinkPath: false), #""reset""#),
        (.reset(tab: .reference("tab"), pushesLinkPath: false), #"{ reset: "$tab" }"#),
        (.reset(tab: .integer(2), pushesLinkPath: false), "{ reset: { tab: 2 } }"),
        (.reset(tab: .reference("tab"), pushesLinkPath: true), #"{ reset: { tab: "$tab", push: "*" } }"#),
        (.set("tip", to: .text("$5")), #"{ set: "tip", to: "$$5" }"#),
        (.add(.screenArgument, to: "basket"), #"{ add: "$screen", to: "basket" }"#),
        (.signInFirst([.start("signIn"), .dismiss]), #"{ signInFirst: [{ start: "signIn" }, "dismiss"] }"#),
        (
            .refuse("empty", unless: .all([.noModal, .notEmpty("basket")])),
            #"{ refuse: "empty", unless: { all: ["noModal", { notEmpty: "basket" }] } }"#
        ),
        (.refuse("signed in", unless: .not(.signedIn)), #"{ refuse: "signed in", if: "signedIn" }"#),
        (
            .set("note", to: .text(String(repeating: "x", count: 200))),
            #"{ set: "note", to: ""# + String(repeating: "x", count: 80) + "…"
        ),
    ])
    func anEffectIsShownAsWritten(effect: Effect, source: String) {
        #expect(effect.source == source)
    }
}
