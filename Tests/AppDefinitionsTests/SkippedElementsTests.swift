import Testing

@testable import AppDefinitions

/// An element of a list that could not be read (an event whose `from` is a number, a link whose
/// `path` is) is left out of the definition; the problems found in the elements after it are still
/// reported at their own place in the file. They were reported at the element before them
/// (`events[1]` for `events[2]`, and its line), so a newcomer fixed the wrong line.
@Suite("Definition problems after an element that could not be read")
struct SkippedElementsTests {
    static let sample = """
        {
          name: "t",
          coordinators: [{ name: "app", stack: "home" }],
          routes: [
            { name: "home", owner: "app" },
            { name: "detail", owner: "app", argument: "integer" },
          ],
          events: [
            { name: "first", from: ["home"], do: ["pop"] },
            { name: "oops", from: 3, do: ["pop"] },
            { name: "second", from: ["home"], do: [{ push: "detial", argument: 1 }] },
            { name: "third", from: ["hme"], do: ["push", { push: "detal", argument: 1 }] },
            { name: "first", from: ["home"], do: ["pop"] },
          ],
          links: [
            { path: 5, do: ["pop"] },
            { path: "x", do: [{ push: "nope" }] },
            { path: "x", do: ["pop"] },
          ],
        }
        """

    @Test func eachProblemIsAtItsOwnElement() {
        #expect(
            DefinitionSamples.problems(Self.sample) == [
                #"t.json5:10:27: error: events[1].from: expected the screens that report it, an array of routes such as ["home"], or a coordinator's name for any of its screens, found the number 3"#,
                "t.json5:11:52: error: events[2].do[0].push: unknown route 'detial'. Did you mean 'detail'?",
                "t.json5:12:29: error: events[3].from[0]: unknown route 'hme'. Did you mean 'home'?",
                "t.json5:12:42: error: events[3].do[0]: 'push' needs an object: { push: ... }",
                "t.json5:12:58: error: events[3].do[1].push: unknown route 'detal'. Did you mean 'detail'?",
                "t.json5:13:13: error: events[4].name: there is already an event named 'first', at events[0]",
                "t.json5:16:13: error: links[0].path: expected the link's path after SCHEME://, such as \"memos/detail/:id\", found the number 5",
                "t.json5:17:31: error: links[1].do[0].push: unknown route 'nope'; the routes are home and detail",
                "t.json5:18:13: error: links[2].path: links[1] has the same path 'x', so this one would never match",
            ])
    }

    /// Each index is moved in its own list: `events[1]` is the file's `events[2]`, and its
    /// `do[0]` that event's `do[1]`; an index of a list that lost nothing is kept.
    @Test(arguments: [
        ("events[1].do[0].push", "events[2].do[1].push"),
        ("events[0].do[0]", "events[0].do[0]"),
        ("events[1]", "events[2]"),
        ("links[3].path", "links[3].path"),
        ("name", "name"),
    ])
    func filePath(decoded: String, file: String) {
        var skipped = SkippedElements()
        skipped.note(kept: [0, 2], ofListAt: "events")
        skipped.note(kept: [1], ofListAt: "events[2].do")
        #expect(skipped.filePath(of: decoded) == file)
    }

    /// Routes and coordinators: an element that is no object is left out too.
    @Test func routesAndCoordinatorsAfterOneThatIsNoObject() {
        let text = """
            {
              name: "t",
              coordinators: ["app", { name: "app", stack: "home" }, { name: "App", stack: "home" }],
              routes: ["home", { name: "home", owner: "app" }, { name: "home", owner: "ap" }],
            }
            """
        #expect(
            DefinitionSamples.problems(text) == [
                "t.json5:3:18: error: coordinators[0]: expected a coordinator (an object { name, parent, role, stack, ... }), found the string 'app'",
                "t.json5:3:57: error: coordinators[2]: 'App' has no 'parent', but 'app' is the root already; give it a parent",
                "t.json5:3:65: error: coordinators[2].name: 'App' is taken: there is already a coordinator named 'app', at coordinators[1] (names must differ by more than case)",
                "t.json5:3:79: error: coordinators[2].stack: 'home' is the root of its stack, so 'App' owns it; the route says its owner is 'app'",
                "t.json5:4:12: error: routes[0]: expected a route (an object { name, owner, argument, summary, ... }), found the string 'home'",
                "t.json5:4:60: error: routes[2].name: there is already a route named 'home', at routes[1]",
                "t.json5:4:75: error: routes[2].owner: unknown coordinator 'ap'. Did you mean 'app'?",
            ])
    }
}
