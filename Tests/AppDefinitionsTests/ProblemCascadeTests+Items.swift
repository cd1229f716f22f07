import Testing

@testable import AppDefinitions

/// An argument or a collection of items of a catalogue whose name is misspelt is one problem,
/// with its "Did you mean": the values used with it are not also said to be of another catalogue
/// ("'recipe' takes an id of recipe, but '$arg' is an id of recipes", which blamed the event).
extension ProblemCascadeTests {
    /// A catalogue, a collection of its items, and a route, an event and a link that use its ids.
    static let items = """
        {
          name: "t",
          coordinators: [{ name: "app", stack: "home" }],
          routes: [
            { name: "home", owner: "app" },
            { name: "recipe", owner: "app", argument: { type: "item", of: "recipes" } },
          ],
          data: {
            catalogues: [{ name: "recipes", item: "recipe", items: [{ id: 1, name: "Soup" }] }],
            collections: [{ name: "shopping", item: "entry", of: "recipes" }],
          },
          events: [
            { name: "show", argument: { type: "item", of: "recipes" }, from: ["home"], do: [{ push: "recipe", argument: "$arg" }] },
            { name: "buy", argument: { type: "item", of: "recipes" }, from: ["home"], do: [{ add: "$arg", to: "shopping" }] },
          ],
          links: [{ path: "recipe/:id", do: [{ push: "recipe", argument: "$id" }] }],
        }
        """

    @Test(arguments: [
        (
            // The route's catalogue misspelt: not also a problem where the event pushes it.
            #"argument: { type: "item", of: "recipes" } },"#, #"argument: { type: "item", of: "recipe" } },"#,
            [
                "t.json5:6:67: error: routes[1].argument.of: unknown catalogue or collection 'recipe'. Did you mean 'recipes'?"
            ]
        ),
        (
            // The event's: not also where it pushes the route.
            #"{ name: "show", argument: { type: "item", of: "recipes" }"#,
            #"{ name: "show", argument: { type: "item", of: "recipe" }"#,
            [
                "t.json5:13:51: error: events[0].argument.of: unknown catalogue or collection 'recipe'. Did you mean 'recipes'?"
            ]
        ),
        (
            // The collection's: not also where an event adds to it.
            #"item: "entry", of: "recipes""#, #"item: "entry", of: "recipe""#,
            ["t.json5:10:58: error: data.collections[0].of: unknown catalogue 'recipe'. Did you mean 'recipes'?"]
        ),
    ])
    func aMisspeltCatalogueIsReportedOnce(old: String, new: String, problems: [String]) {
        #expect(DefinitionSamples.problems(Self.items) == [])
        precondition(Self.items.contains(old), "the sample has no \(old)")
        #expect(DefinitionSamples.problems(Self.items.replacingOccurrences(old, with: new)) == problems)
    }
}
