import CoordinatorKit
import TestSupport
import Testing

@testable import AppDefinitions

/// A definition's deep link that is refused says which link it was, what was wrong, and the way
/// out, as the command or event that does the same says it (a newcomer's store, n20).
@Suite("Defined links' errors")
struct DefinedLinkErrorTests {
    /// Onboarding behind a sign-in gate that keeps no links, then tabs; `product` takes an integer.
    static let store = """
        {
          name: "store",
          users: { signedOut: "onboarding", signedIn: "main" },
          coordinators: [
            { name: "app" },
            { name: "onboarding", parent: "app", stack: "welcome" },
            { name: "main", parent: "app", tabs: [{ name: "home", root: "home" }, { name: "cart", root: "cart" }] },
          ],
          routes: [
            { name: "welcome", owner: "onboarding" },
            { name: "privacy", owner: "onboarding", pushable: false },
            { name: "home", owner: "main" },
            { name: "cart", owner: "main" },
            { name: "product", owner: "main", argument: "integer" },
          ],
          events: [
            { name: "continue", from: ["welcome"], do: [{ push: "privacy" }] },
            { name: "accept", from: ["privacy"], do: [{ signIn: "guest" }] },
          ],
          links: [
            { path: "product/:id", do: [{ reset: "home" }, { push: "product", argument: "$id" }] },
            { path: "item/:id", do: [{ push: "product", argument: "$id" }] },
          ],
        }
        """

    static func app() throws -> DefinedApp {
        DefinedApp(DefinedModel(try DefinitionSamples.definition(store), file: "store.json5"))
    }

    /// A link whose flow is not running names the link and says how to start the flow, as an
    /// event of that flow does ("start it with 'accept' on privacy first").
    @Test(arguments: [
        (
            "store://product/5",
            "cannot open 'store://product/5': the main flow is not running; start it with 'accept' on privacy first"
        ),
        (
            "store://item/5",
            "cannot open 'store://item/5': 'product' belongs to the main flow, which is not running; start it with 'accept' on privacy first"
        ),
    ])
    func aLinkWhoseFlowIsNotRunningSaysHowToStartIt(link: String, message: String) throws {
        let app = try Self.app()
        let url = try DeepLinkURL(link)
        expectFailure(app, .notAllowed, message) { try app.perform(.open(url)) }
        try app.send("continue")
        expectFailure(app, .notAllowed, message) { try app.perform(.open(url)) }
        try app.send("accept")
        try app.perform(.open(url))
        #expect(app.report().screen == Route(RouteName("product"), .integer(5)))
    }

    /// A link's argument that the route refuses is refused in the words of the command form
    /// (`push product 0`), not "'0' is not a number".
    @Test(arguments: ["0", "-3", "99999999999", "x"])
    func aLinksBadArgumentIsToldAsTheCommandTellsIt(segment: String) throws {
        let app = try Self.app()
        try app.send("continue")
        try app.send("accept")
        let url = try DeepLinkURL("store://product/\(segment)")
        expectFailure(
            app, .badArgument,
            "cannot open 'store://product/\(segment)': 'product' takes a number, an integer from 1 to 2147483647; got '\(segment)'"
        ) { try app.perform(.open(url)) }
    }
}
