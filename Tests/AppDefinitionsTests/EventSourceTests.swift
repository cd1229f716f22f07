import Testing

@testable import AppDefinitions

/// An event's `from` is an array of the screens that report it, or a coordinator's name for any of
/// its screens. A route written as that name (`from: "home"`) is what was almost always meant as
/// `from: ["home"]`: the problem says so, not only "unknown coordinator" (a newcomer, n22).
@Suite("An event's 'from'")
struct EventSourceTests {
    @Test(arguments: [
        (
            #"from: "home""#,
            #"t.json5:8:32: error: events[0].from: 'home' is a route, not a coordinator; the screens that report an event go in an array: from: ["home"]"#
        ),
        (
            // Nearly a route (a stray space, another case): the route is suggested, in its array.
            #"from: "home ""#,
            #"t.json5:8:32: error: events[0].from: unknown coordinator 'home '. Did you mean the route 'home'? The screens that report an event go in an array: from: ["home"]"#
        ),
        (
            #"from: "Detail""#,
            #"t.json5:8:32: error: events[0].from: unknown coordinator 'Detail'. Did you mean the route 'detail'? The screens that report an event go in an array: from: ["detail"]"#
        ),
        // Nearer a coordinator, or near nothing: as before.
        (#"from: "ap""#, "t.json5:8:32: error: events[0].from: unknown coordinator 'ap'. Did you mean 'app'?"),
        (
            #"from: "xyzzy""#,
            "t.json5:8:32: error: events[0].from: unknown coordinator 'xyzzy'; the coordinators are app"
        ),
    ])
    func aRouteNamedAsTheCoordinator(from: String, problem: String) {
        let text = DefinitionSamples.base(replacing: #"from: ["home"]"#, with: from)
        #expect(DefinitionSamples.problems(text) == [problem])
    }

    @Test func aCoordinatorNameIsRead() {
        let text = DefinitionSamples.base(replacing: #"from: ["home"]"#, with: #"from: "app""#)
        #expect(DefinitionSamples.problems(text) == [])
    }
}
