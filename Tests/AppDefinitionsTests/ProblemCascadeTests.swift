import Testing

@testable import AppDefinitions

/// A part of a definition that could not be read (a key misspelt, a value of the wrong type) is
/// reported once, where it is; the checks of what refers to it do not report it again under
/// other names. (A route's `ownr: "main"` gave six problems, four of them about an owner `''`:
/// `the screens that report this event are 's, whose stacks are nobody's`.)
@Suite("Definition problems: one mistake, one report")
struct ProblemCascadeTests {
    /// Tabs, a child flow with a variable, an event with an argument, and events from its screens.
    static let sample = """
        {
          name: "t",
          users: {},
          coordinators: [
            { name: "main", tabs: [{ name: "notes", root: "noteList" }] },
            { name: "compose", parent: "main", start: "editor", modal: true, variables: [{ name: "draft", initial: "" }] },
          ],
          routes: [
            { name: "noteList", owner: "main" },
            { name: "note", owner: "main", argument: "integer" },
            { name: "editor", owner: "compose" },
          ],
          data: { collections: [{ name: "notes", item: "note" }] },
          events: [
            { name: "login", argument: "user", from: ["noteList"], do: [{ signIn: "$arg" }] },
            { name: "compose", from: ["noteList"], do: [{ start: "compose" }] },
            { name: "show", argument: "integer", from: ["noteList"], do: [{ push: "note", argument: "$arg" }] },
            { name: "type", argument: "text", from: ["editor"], do: [{ set: "draft", to: "$arg" }] },
            { name: "save", from: ["editor"], do: [{ refuse: "nothing written", unless: { notEmpty: "draft" } }, { add: "$draft", to: "notes" }, { end: "compose" }] },
            { name: "again", from: ["editor"], do: [{ push: "editor" }] },
          ],
        }
        """

    @Test func theSampleIsValid() {
        #expect(DefinitionSamples.problems(Self.sample) == [])
    }

    @Test(arguments: [
        (
            // A misspelt required key: the route has no owner; nothing else is about that, not
            // even a "missing 'owner'" before the problem that names it ("Did you mean").
            #"{ name: "noteList", owner: "main" },"#, #"{ name: "noteList", ownr: "main" },"#,
            [
                "t.json5:9:25: error: routes[0].ownr: unknown key 'ownr' in a route. Did you mean 'owner'? Its keys are name, owner, argument, summary, pushable, single, lists and onShow"
            ]
        ),
        (
            // The same for a route an event pushes: the push is not checked against an owner ''.
            #"{ name: "note", owner: "main","#, #"{ name: "note", ownr: "main","#,
            [
                "t.json5:10:21: error: routes[1].ownr: unknown key 'ownr' in a route. Did you mean 'owner'? Its keys are name, owner, argument, summary, pushable, single, lists and onShow"
            ]
        ),
        (
            // The same for an event's misspelt 'from'.
            #"{ name: "compose", from: ["noteList"]"#, #"{ name: "compose", form: ["noteList"]"#,
            [
                "t.json5:16:24: error: events[1].form: unknown key 'form' in an event. Did you mean 'from'? Its keys are name, argument, from, summary, do and cases"
            ]
        ),
        (
            // A misspelt owner: reported at the route, not again at each effect that shows it.
            #"{ name: "note", owner: "main","#, #"{ name: "note", owner: "mian","#,
            ["t.json5:10:28: error: routes[1].owner: unknown coordinator 'mian'. Did you mean 'main'?"]
        ),
        (
            // A modal flow without its start: it is still a child flow, whose 'modal' is right.
            #"start: "editor", modal: true"#, #"modal: true"#,
            [
                "t.json5:6:5: error: coordinators[1]: 'compose' is a child flow (no stack of its own), so it needs 'start': the route it shows first"
            ]
        ),
        (
            // A flow without its parent: not also "'compose' is not a child flow" where it starts and ends.
            #"{ name: "compose", parent: "main","#, #"{ name: "compose","#,
            [
                "t.json5:6:5: error: coordinators[1]: 'compose' has no 'parent', but 'main' is the root already; give it a parent"
            ]
        ),
        (
            // A parent of the wrong type is that key's problem, not also "has no 'parent'" (n22).
            #"{ name: "compose", parent: "main","#, #"{ name: "compose", parent: 7,"#,
            [
                "t.json5:6:32: error: coordinators[1].parent: expected the parent coordinator (a name: an ASCII letter, then ASCII letters, digits, '_' or '-'), found the number 7"
            ]
        ),
        (
            // A coordinator that owns tabs is no flow: there, 'modal' is the mistake.
            #"{ name: "main", tabs"#, #"{ name: "main", modal: true, tabs"#,
            [
                "t.json5:5:28: error: coordinators[0].modal: 'modal' is for a child flow, which starts in a modal of its own"
            ]
        ),
        (
            // A route's argument that cannot be read: the route has one, so pushing it with one is right.
            #"{ name: "note", owner: "main", argument: "integer" }"#, #"{ name: "note", owner: "main", argument: 7 }"#,
            [
                "t.json5:10:46: error: routes[1].argument: expected an argument: a type (integer, text, user, tab or variant) or an object { type, label, values, of, ... }, found the number 7"
            ]
        ),
        (
            // A choice without its words: one problem, not a second about no words at the same place
            // and a third where the route is pushed ("'note' takes one of , but '$arg' is an integer").
            #"{ name: "note", owner: "main", argument: "integer" }"#,
            #"{ name: "note", owner: "main", argument: { type: "choice" } }"#,
            [
                "t.json5:10:46: error: routes[1].argument: missing 'values': the words it accepts, an array of strings"
            ]
        ),
        (
            #"{ name: "note", owner: "main", argument: "integer" }"#,
            #"{ name: "note", owner: "main", argument: { type: "choice", values: [] } }"#,
            ["t.json5:10:72: error: routes[1].argument.values: a choice needs at least one word"]
        ),
        (
            // The same for an event's argument, whose '$arg' is pushed as the route's.
            #"{ name: "show", argument: "integer""#, #"{ name: "show", argument: { type: "choice" }"#,
            [
                "t.json5:17:31: error: events[2].argument: missing 'values': the words it accepts, an array of strings"
            ]
        ),
        (
            // A misspelt argument type: the event has an argument, of a type not known.
            #"argument: "user", from"#, #"argument: "usr", from"#,
            [
                "t.json5:15:32: error: events[0].argument: unknown argument type 'usr'. Did you mean 'user'? The types are integer, text, user, tab, variant, choice and item"
            ]
        ),
        (
            // A variable's initial value of the wrong type: the variable is there all the same.
            #"initial: "" }"#, #"initial: true }"#,
            [
                "t.json5:6:108: error: coordinators[1].variables[0].initial: expected a text, an integer or null, found true"
            ]
        ),
        (
            // A misspelt screen in `from`: who handles the event is not known, and it is no deep link.
            #"{ name: "again", from: ["editor"]"#, #"{ name: "again", from: ["editr"]"#,
            ["t.json5:20:29: error: events[5].from[0]: unknown route 'editr'. Did you mean 'editor'?"]
        ),
    ])
    func aMistakeIsReportedOnce(sample: (old: String, new: String, problems: [String])) {
        precondition(Self.sample.contains(sample.old), "the sample has no \(sample.old)")
        let text = Self.sample.replacingOccurrences(sample.old, with: sample.new)
        #expect(DefinitionSamples.problems(text) == sample.problems)
    }

    /// An empty name written in the file (which the reader reads quietly in these places) is still
    /// reported as unknown.
    @Test(arguments: [
        (
            #"{ name: "compose", from: ["noteList"]"#, #"{ name: "compose", from: [""]"#,
            "t.json5:16:31: error: events[1].from[0]: unknown route ''; the routes are noteList, note and editor"
        ),
        (
            #"{ name: "login", argument: "user", from: ["noteList"]"#,
            ##"{ name: "login", argument: "user", from: """##,
            "t.json5:15:46: error: events[0].from: unknown coordinator ''; the coordinators are main and compose"
        ),
    ])
    func anEmptyNameWrittenInTheFileIsStillUnknown(sample: (old: String, new: String, problem: String)) {
        precondition(Self.sample.contains(sample.old), "the sample has no \(sample.old)")
        let text = Self.sample.replacingOccurrences(sample.old, with: sample.new)
        #expect(DefinitionSamples.problems(text) == [sample.problem])
    }

    /// A variant given a `start` or a `stack` of its own is one problem, at that key, that says a
    /// variant has none: it was two or three, one of them "'va' has no 'stack', 'tabs' or
    /// 'start'" (it had one), another "give it a 'start' route" (which a variant may not have).
    static let variants = """
        {
          name: "t",
          coordinators: [
            { name: "app", stack: "home", variants: { key: "style", choices: [{ name: "a", coordinator: "va" }, { name: "b", coordinator: "vb" }] } },
            { name: "va", parent: "app" },
            { name: "vb", parent: "app" },
          ],
          routes: [{ name: "home", owner: "app" }],
        }
        """

    @Test(arguments: [
        (
            #"{ name: "va", parent: "app" }"#, #"{ name: "va", parent: "app", start: "home" }"#,
            "t.json5:5:41: error: coordinators[1].start: 'start' is for a child flow; 'va' is a variant, which runs on its parent's stack"
        ),
        (
            #"{ name: "vb", parent: "app" }"#, #"{ name: "vb", parent: "app", stack: "home" }"#,
            "t.json5:6:41: error: coordinators[2].stack: 'vb' is a variant of 'app', which runs on its parent's stack: a variant owns no stack or tabs"
        ),
    ])
    func aVariantWithNavigationOfItsOwnIsOneProblem(old: String, new: String, problem: String) {
        #expect(DefinitionSamples.problems(Self.variants) == [])
        precondition(Self.variants.contains(old), "the sample has no \(old)")
        #expect(DefinitionSamples.problems(Self.variants.replacingOccurrences(old, with: new)) == [problem])
    }

    /// A value named with '$' that is not known is quoted as written, with the nearest of every name
    /// a value may take there: '$arg' (in an event that takes one), '$screen', the variables, a
    /// link's parameters. `"$args"` was "unknown variable 'args'; the variables are draft".
    @Test(arguments: [
        (
            #"to: "$arg""#, #"to: "$args""#,
            #"t.json5:18:82: error: events[3].do[0].to: unknown variable '$args'. Did you mean '$arg'? The values named with '$' are $arg (the event's argument), $screen (the visible screen's argument) and the variable $draft"#
        ),
        (
            #"to: "$arg""#, #"to: "$Draft""#,
            #"t.json5:18:82: error: events[3].do[0].to: unknown variable '$Draft'. Did you mean '$draft'? Names in a definition are written exactly"#
        ),
        (
            // '$user' is a refuse message's, not a value.
            #"to: "$arg""#, #"to: "$user""#,
            #"t.json5:18:82: error: events[3].do[0].to: unknown variable '$user': '$user' is the signed-in user only in a 'refuse' message; the values named with '$' are $arg (the event's argument), $screen (the visible screen's argument) and the variable $draft"#
        ),
        (
            // No '$arg' in an event that takes no argument.
            #"{ add: "$draft", to: "notes" }"#, #"{ add: "$xyzzy", to: "notes" }"#,
            #"t.json5:19:113: error: events[4].do[1].add: unknown variable '$xyzzy'; the values named with '$' are $screen (the visible screen's argument) and the variable $draft"#
        ),
        (
            // A link: its parameters, and no '$arg'.
            "  data: {", #"  links: [{ path: "note/:id", do: [{ push: "note", argument: "$ids" }] }],\#n  data: {"#,
            #"t.json5:13:62: error: links[0].do[0].argument: unknown variable or link parameter '$ids'. Did you mean '$id'? The values named with '$' are $screen (the visible screen's argument), the variable $draft and the link parameter $id"#
        ),
    ])
    func anUnknownValueNamedWithADollarListsWhatIsAccepted(old: String, new: String, problem: String) {
        precondition(Self.sample.contains(old), "the sample has no \(old)")
        #expect(DefinitionSamples.problems(Self.sample.replacingOccurrences(old, with: new)) == [problem])
    }

    /// The list of names accepted where a variable or a collection is: both plurals.
    @Test func theNamesAcceptedForAVariableOrACollectionAreListedInThePlural() {
        let text = Self.sample.replacingOccurrences(#"{ notEmpty: "draft" }"#, with: #"{ notEmpty: "xyzzy" }"#)
        #expect(
            DefinitionSamples.problems(text) == [
                "t.json5:19:81: error: events[4].do[0].unless: unknown variable or collection 'xyzzy'; the variables and collections are draft and notes"
            ])
    }
}
