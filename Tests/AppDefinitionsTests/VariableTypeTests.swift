import Testing

@testable import AppDefinitions

/// A variable keeps the type of its initial value: a `set` to a value of another type (a text
/// where it holds an integer) is a problem of the definition, where the value is. It was accepted,
/// and the running app (and the exported Swift) then held `.text("two")` in an integer.
@Suite("Definition problems: a variable keeps its type")
struct VariableTypeTests {
    /// An integer (`step`, a flow's), a text (`title`) and an untyped (`any`, null) variable, set
    /// to values of their types, from literals, events' arguments and other variables.
    static let sample = """
        {
          name: "t",
          users: {},
          coordinators: [
            { name: "app", stack: "home" },
            { name: "cooking", parent: "app", start: "step", variables: [{ name: "step", initial: 1 }] },
          ],
          routes: [
            { name: "home", owner: "app" },
            { name: "step", owner: "cooking", onShow: [{ set: "title", to: "cooking" }] },
          ],
          data: {
            variables: [{ name: "title", initial: "" }, { name: "any", initial: null }, { name: "count", initial: 0 }],
            catalogues: [{ name: "recipes", item: "recipe", items: [{ id: 1, name: "Soup" }] }],
          },
          events: [
            { name: "cook", from: ["home"], do: [{ start: "cooking" }] },
            { name: "next", from: ["step"], do: [{ set: "step", to: 2 }, { set: "any", to: "two" }] },
            { name: "name", argument: "text", from: ["home"], do: [{ set: "title", to: "$arg" }, { set: "any", to: 3 }] },
            { name: "pick", argument: { type: "item", of: "recipes" }, from: ["home"], do: [{ set: "count", to: "$arg" }] },
            { name: "who", argument: "user", from: ["home"], do: [{ set: "title", to: "$arg" }] },
            { name: "copy", from: ["step"], do: [{ set: "count", to: "$step" }, { set: "any", to: "$title" }] },
          ],
          links: [{ path: "name/:n", do: [{ set: "title", to: "$n" }] }],
        }
        """

    @Test func theSampleIsValid() {
        #expect(DefinitionSamples.problems(Self.sample) == [])
    }

    @Test(arguments: [
        (
            #"{ set: "step", to: 2 }"#, #"{ set: "step", to: "two" }"#,
            "t.json5:18:61: error: events[1].do[0].to: 'step' holds an integer (initial: 1), but this sets it to the text 'two'; set it to an integer, or give it initial: null to hold a text or an integer"
        ),
        (
            #"{ set: "title", to: "$arg" }, { set: "any""#, #"{ set: "title", to: 3 }, { set: "any""#,
            #"t.json5:19:80: error: events[2].do[0].to: 'title' holds a text (initial: ""), but this sets it to the number 3; set it to a text, or give it initial: null to hold a text or an integer"#
        ),
        (
            // An event's argument: an id is an integer.
            #"do: [{ set: "count", to: "$arg" }]"#, #"do: [{ set: "title", to: "$arg" }]"#,
            #"t.json5:20:105: error: events[3].do[0].to: 'title' holds a text (initial: ""), but this sets it to '$arg', an id of recipes (an integer); set it to a text, or give it initial: null to hold a text or an integer"#
        ),
        (
            // A user name is a text.
            #"do: [{ set: "title", to: "$arg" }] },\#n    { name: "copy""#,
            #"do: [{ set: "step", to: "$arg" }] },\#n    { name: "copy""#,
            "t.json5:21:78: error: events[4].do[0].to: 'step' holds an integer (initial: 1), but this sets it to '$arg', a user name (a text); set it to an integer, or give it initial: null to hold a text or an integer"
        ),
        (
            // Another variable, of a known type.
            #"{ set: "count", to: "$step" }"#, #"{ set: "count", to: "$title" }"#,
            #"t.json5:22:62: error: events[5].do[0].to: 'count' holds an integer (initial: 0), but this sets it to '$title', which holds a text (initial: ""); set it to an integer, or give it initial: null to hold a text or an integer"#
        ),
        (
            // A link's parameter is a text, even `3`.
            #"{ set: "title", to: "$n" }"#, #"{ set: "count", to: "$n" }"#,
            "t.json5:24:55: error: links[0].do[0].to: 'count' holds an integer (initial: 0), but this sets it to '$n', a link's parameter (a text); set it to an integer, or give it initial: null to hold a text or an integer"
        ),
        (
            // A screen's 'onShow' likewise.
            #"onShow: [{ set: "title", to: "cooking" }]"#, #"onShow: [{ set: "title", to: 7 }]"#,
            #"t.json5:10:68: error: routes[1].onShow[0].to: 'title' holds a text (initial: ""), but this sets it to the number 7; set it to a text, or give it initial: null to hold a text or an integer"#
        ),
    ])
    func aSetOfAnotherTypeIsAProblem(old: String, new: String, problem: String) {
        precondition(Self.sample.contains(old), "the sample has no \(old)")
        #expect(DefinitionSamples.problems(Self.sample.replacingOccurrences(old, with: new)) == [problem])
    }

    /// What the checker cannot know is not judged: a variable whose initial value is null (or
    /// could not be read) takes either type, and '$screen' is whatever the visible screen shows.
    @Test(arguments: [
        (#"{ set: "any", to: "two" }"#, #"{ set: "any", to: "$step" }"#),
        (#"{ set: "step", to: 2 }"#, #"{ set: "step", to: "$any" }"#),
        (#"{ set: "step", to: 2 }"#, #"{ set: "step", to: "$screen" }"#),
    ])
    func aValueOfAnUnknownTypeIsNotJudged(old: String, new: String) {
        precondition(Self.sample.contains(old), "the sample has no \(old)")
        #expect(DefinitionSamples.problems(Self.sample.replacingOccurrences(old, with: new)) == [])
    }

    /// An initial value of the wrong type is reported there, once: the variable's type is not known.
    @Test func anUnreadInitialValueGivesNoType() {
        let text = Self.sample.replacingOccurrences(
            #"{ name: "count", initial: 0 }"#, with: #"{ name: "count", initial: true }"#)
        #expect(
            DefinitionSamples.problems(text) == [
                "t.json5:13:107: error: data.variables[2].initial: expected a text, an integer or null, found true"
            ])
    }
}
