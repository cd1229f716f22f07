import FoundationEssentials
import TestSupport
import Testing

@testable import AppDefinitions

@Suite("Reading a definition: every problem, with its place")
struct AppDefinitionReaderTests {
    @Test func theBaseSampleIsValid() {
        #expect(DefinitionSamples.problems(DefinitionSamples.base) == [])
    }

    /// A script given where a definition goes (`--app-file pass.coord`) says so and how to run
    /// it, its path quoted when it has a space; it said "unexpected 'login'; a string needs
    /// quotes", as of any word.
    @Test(arguments: [
        (
            "tests/pass.coord",
            "'coordsh tests/pass.coord' runs it (':source tests/pass.coord' at the prompt)"
        ),
        (
            "my tests/a b.coord",
            #"'coordsh "my tests/a b.coord"' runs it (':source "my tests/a b.coord"' at the prompt)"#
        ),
    ])
    func aScriptIsNotADefinition(file: String, says: String) {
        let script = Array("# a test\nlogin alice\n:expect screen home\n".utf8)
        guard case .failure(let errors) = AppDefinitionReader.read(script, file: file) else {
            Issue.record("a script is no definition")
            return
        }
        #expect(
            errors.problems.map { $0.line(file: file) } == [
                "\(file):1:1: error: this is a coordsh script, not an app definition; \(says); a definition is one JSON5 object, with 'coordinators' and 'routes'"
            ])
        // Not JSON5 either, but no script: the scanner's message.
        #expect(DefinitionSamples.problems("login alice\n").first?.contains("a string needs quotes") == true)
    }

    /// A session that `:save` wrote, given as a definition (`--app-file s.json`, `:app load
    /// s.json`), is one problem that says what the file is and which command reads it, where it
    /// was nine problems about keys a definition lacks and keys it does not know.
    @Test func aSavedSessionIsNotADefinition() {
        let session = """
            {
              "app" : "memo",
              "format" : "coordsh session",
              "state" : { "flow" : { "login" : { "navigation" : { "stack" : [ "login" ] } } }, "memosByUser" : { } },
              "version" : 1
            }
            """
        #expect(
            DefinitionSamples.problems(session) == [
                "t.json5:1:1: error: this is a session that ':save' wrote, not an app definition; ':load t.json5' restores it (a definition has 'coordinators' and 'routes')"
            ])
    }

    @Test(arguments: [
        // Keys and types.
        (
            #"name: "t","#, #"name: "t", sumary: "x","#,
            "t.json5:2:14: error: sumary: unknown key 'sumary' in an app definition. Did you mean 'summary'? Its keys are coordsh, name, summary, scheme, users, coordinators, routes, events, links and data"
        ),
        (
            #"name: "t","#, "name: 7,",
            "t.json5:2:9: error: name: expected the app's name (a name: an ASCII letter, then ASCII letters, digits, '_' or '-'), found the number 7"
        ),
        (
            #"name: "t","#, #"name: "my app","#,
            "t.json5:2:9: error: name: 'my app' is not a name: the app's name starts with an ASCII letter, followed by ASCII letters, digits, '_' or '-', 64 characters at most"
        ),
        (
            #"{ name: "home", owner: "app" },"#,
            #"{ name: "home", owner: "app" }, { name: "x", owner: "app", argument: "integr" },"#,
            "t.json5:5:74: error: routes[1].argument: unknown argument type 'integr'. Did you mean 'integer'? The types are integer, text, user, tab, variant, choice and item"
        ),
        // The names other languages use for a type get that type; none near: the list alone.
        (
            #"{ name: "home", owner: "app" },"#,
            #"{ name: "home", owner: "app" }, { name: "x", owner: "app", argument: "int" },"#,
            "t.json5:5:74: error: routes[1].argument: unknown argument type 'int'. Did you mean 'integer'? The types are integer, text, user, tab, variant, choice and item"
        ),
        (
            #"{ name: "home", owner: "app" },"#,
            #"{ name: "home", owner: "app" }, { name: "x", owner: "app", argument: "String" },"#,
            "t.json5:5:74: error: routes[1].argument: unknown argument type 'String'. Did you mean 'text'? The types are integer, text, user, tab, variant, choice and item"
        ),
        (
            #"{ name: "home", owner: "app" },"#,
            #"{ name: "home", owner: "app" }, { name: "x", owner: "app", argument: "date" },"#,
            "t.json5:5:74: error: routes[1].argument: unknown argument type 'date'; the types are integer, text, user, tab, variant, choice and item"
        ),
        // An argument that is neither a type's name nor an object: both forms are said.
        (
            #"{ name: "home", owner: "app" },"#,
            #"{ name: "home", owner: "app" }, { name: "x", owner: "app", argument: 1 },"#,
            "t.json5:5:74: error: routes[1].argument: expected an argument: a type (integer, text, user, tab or variant) or an object { type, label, values, of, ... }, found the number 1"
        ),
        // 'values' and 'of' belong to one type each; on another they were read and ignored.
        (
            #"{ name: "detail", owner: "app", argument: "integer" }"#,
            #"{ name: "detail", owner: "app", argument: { type: "integer", values: ["a"] } }"#,
            #"t.json5:6:66: error: routes[1].argument.values: 'values' applies only to a choice argument (type: "choice"); this argument's type is 'integer'"#
        ),
        (
            #"{ name: "detail", owner: "app", argument: "integer" }"#,
            #"{ name: "detail", owner: "app", argument: { type: "integer", label: "detail id", of: "things" } }"#,
            #"t.json5:6:86: error: routes[1].argument.of: 'of' applies only to an item argument (type: "item"); this argument's type is 'integer'"#
        ),
        // 'example' is a text's sample value: one line, not empty, on a text argument only.
        (
            #"{ name: "detail", owner: "app", argument: "integer" }"#,
            #"{ name: "detail", owner: "app", argument: { type: "integer", example: "7" } }"#,
            #"t.json5:6:66: error: routes[1].argument.example: 'example' applies only to a text argument (type: "text"); this argument's type is 'integer'"#
        ),
        (
            #"{ name: "home", owner: "app" },"#,
            #"{ name: "home", owner: "app" }, { name: "x", owner: "app", argument: { type: "text", example: "" } },"#,
            #"t.json5:5:99: error: routes[1].argument.example: expected a text argument's sample value, one line of 1 to 80 characters, found """#
        ),
        (
            #"{ name: "home", owner: "app" },"#,
            #"{ name: "home", owner: "app" }, { name: "x", owner: "app", argument: { type: "text", example: 7 } },"#,
            #"t.json5:5:99: error: routes[1].argument.example: expected a text argument's sample value, one line of 1 to 80 characters, found the number 7"#
        ),
        (
            #"{ push: "detail", argument: 1 }"#, #"{ psh: "detail" }"#,
            "t.json5:8:47: error: events[0].do[0]: no effect in { psh }. Did you mean 'push'? The effects are pop, root, dismiss, dismissAll, signOut, reset, dropPending, push, present, popTo, replace, selectTab, start, end, use, signIn, signInFirst, set, clear, add and refuse"
        ),
        // None near: the list alone, after a semicolon (it ran on as "{ finish } The effects").
        (
            #"{ push: "detail", argument: 1 }"#, #"{ finish: "detail" }"#,
            "t.json5:8:47: error: events[0].do[0]: no effect in { finish }; the effects are pop, root, dismiss, dismissAll, signOut, reset, dropPending, push, present, popTo, replace, selectTab, start, end, use, signIn, signInFirst, set, clear, add and refuse"
        ),
        (
            #"{ push: "detail", argument: 1 }"#, #""finish""#,
            "t.json5:8:47: error: events[0].do[0]: unknown effect 'finish'; effects written as a word are pop, root, dismiss, dismissAll, signOut, reset and dropPending"
        ),
        (
            #"{ push: "detail", argument: 1 }"#, #""dismisAll""#,
            "t.json5:8:47: error: events[0].do[0]: unknown effect 'dismisAll'. Did you mean 'dismissAll'? Effects written as a word are pop, root, dismiss, dismissAll, signOut, reset and dropPending"
        ),
        (
            #"{ push: "detail", argument: 1 }"#, #"{ refuse: "no", unless: "visible" }"#,
            "t.json5:8:71: error: events[0].do[0].unless: unknown condition 'visible'; the conditions are noModal, signedIn, signedOut, notEmpty, empty, screen, tab, variant, running, onStack, not, all and any"
        ),
        // Names and what they refer to.
        (
            #"name: "t","#, #"name: "Memo","#,
            "t.json5:2:9: error: name: 'Memo' is the name of a built-in app (names are compared ignoring case: 'memo'); a definition needs its own name, such as 'Memo-def'"
        ),
        (
            #"{ name: "home", owner: "app" },"#, #"{ name: "home", owner: "app" }, { name: "Home", owner: "app" },"#,
            "t.json5:5:45: error: routes[1].name: 'Home' is taken: there is already a route named 'home', at routes[0] (names must differ by more than case)"
        ),
        (
            // "an event": the article goes with the word ("a event" before).
            #"argument: 1 }] }],"#, #"argument: 1 }] }, { name: "Go", from: ["home"], do: ["pop"] }],"#,
            "t.json5:8:91: error: events[1].name: 'Go' is taken: there is already an event named 'go', at events[0] (names must differ by more than case)"
        ),
        (
            #"{ name: "home", owner: "app" },"#, #"{ name: "home", owner: "app" }, { name: "about", owner: "ap" },"#,
            "t.json5:5:61: error: routes[1].owner: unknown coordinator 'ap'. Did you mean 'app'?"
        ),
        (
            #"from: ["home"]"#, #"from: ["hme"]"#,
            "t.json5:8:33: error: events[0].from[0]: unknown route 'hme'. Did you mean 'home'?"
        ),
        (
            #"{ push: "detail", argument: 1 }"#, #"{ push: "detial", argument: 1 }"#,
            "t.json5:8:55: error: events[0].do[0].push: unknown route 'detial'. Did you mean 'detail'?"
        ),
        // Impossible effects and type mismatches.
        (
            #"{ push: "detail", argument: 1 }"#, #"{ push: "home" }"#,
            "t.json5:8:55: error: events[0].do[0].push: 'home' is the root of app's stack and cannot be pushed; 'root' goes back to it"
        ),
        (
            #"{ push: "detail", argument: 1 }"#, #"{ push: "detail", argument: "x" }"#,
            "t.json5:8:75: error: events[0].do[0].argument: 'detail' takes an integer; got the text 'x'"
        ),
        (
            #"{ push: "detail", argument: 1 }"#, #"{ push: "detail" }"#,
            "t.json5:8:47: error: events[0].do[0]: 'detail' needs an argument: add 'argument' (an integer)"
        ),
        (
            #"{ push: "detail", argument: 1 }"#, #"{ push: "detail", argument: "$arg" }"#,
            "t.json5:8:75: error: events[0].do[0].argument: '$arg' is the event's argument, but this event takes none; give it an 'argument'"
        ),
        (
            // '$arg' in a message of an event that takes none was put in as nothing: "no  here".
            #"{ push: "detail", argument: 1 }"#, #"{ refuse: "no $arg here", unless: "noModal" }"#,
            "t.json5:8:57: error: events[0].do[0].refuse: '$arg' is the event's argument, but this event takes none; give it an 'argument' or leave '$arg' out of the message"
        ),
        (
            // '$user' in a message of an app without users was put in as "nobody", always.
            #"{ push: "detail", argument: 1 }"#, #"{ refuse: "not for $user", unless: "noModal" }"#,
            "t.json5:8:57: error: events[0].do[0].refuse: '$user' is the signed-in user, but this app has no users; give it 'users: {}' or leave '$user' out of the message"
        ),
        (
            #"{ push: "detail", argument: 1 }"#, #"{ selectTab: "home" }"#,
            "t.json5:8:60: error: events[0].do[0].selectTab: the app has no tabs to select"
        ),
        (
            #"{ push: "detail", argument: 1 }"#, #"{ start: "feature" }"#,
            "t.json5:8:56: error: events[0].do[0].start: unknown coordinator 'feature'; the coordinators are app"
        ),
        // Texts that tables and usage lines show: one line each (`:apps` printed a summary's
        // second line below the table). Any line break Swift knows, U+2028 too.
        (
            #"name: "t","#, #"name: "t", summary: "line one\nline two","#,
            #"t.json5:2:23: error: summary: "line one\nline two" has a line break; the app's summary is one line (':apps' lists it)"#
        ),
        (
            #"{ name: "home", owner: "app" }"#, #"{ name: "home", owner: "app", summary: "a\u2028b" }"#,
            #"t.json5:5:44: error: routes[0].summary: "a\u{2028}b" has a line break; a route's summary is one line"#
        ),
        (
            #"name: "go","#, #"name: "go", summary: "go\r","#,
            #"t.json5:8:35: error: events[0].summary: "go\r" has a line break; an event's summary is one line (help lists it)"#
        ),
        (
            #"argument: "integer""#, #"argument: { type: "integer", label: "memo\nid" }"#,
            #"t.json5:6:73: error: routes[1].argument.label: "memo\nid" has a line break; a label is one line (usage lines show it)"#
        ),
        // The tree.
        (
            #"coordinators: [{ name: "app", stack: "home" }]"#, #"coordinators: [{ name: "app", tabs: [] }]"#,
            "t.json5:3:39: error: coordinators[0].tabs: a tab bar has at least one tab"
        ),
        (
            #"coordinators: [{ name: "app", stack: "home" }]"#,
            #"coordinators: [{ name: "app", tabs: [{ name: "main" }] }]"#,
            "t.json5:3:40: error: coordinators[0].tabs[0]: missing 'root': the tab's root route (a name: an ASCII letter, then ASCII letters, digits, '_' or '-')"
        ),
        (
            #"coordinators: [{ name: "app", stack: "home" }]"#,
            #"coordinators: [{ name: "app", stack: "home" }, { name: "flow", parent: "app" }]"#,
            "t.json5:3:50: error: coordinators[1]: 'flow' is a child flow (no stack of its own), so it needs 'start': the route it shows first"
        ),
        (
            // Variants given to a coordinator of their own, which owns no stack: where they go.
            #"coordinators: [{ name: "app", stack: "home" }]"#,
            #"coordinators: [{ name: "app", stack: "home" }, { name: "shower", parent: "app", variants: { key: "style", choices: [{ name: "a", coordinator: "x" }] } }, { name: "x", parent: "shower" }]"#,
            "t.json5:3:50: error: coordinators[1]: 'shower' is a child flow (no stack of its own), so it needs 'start': the route it shows first. (Variants usually belong to the coordinator that owns the stack or tabs they run on, here 'app', as in examples/apps/mvc.json5.)"
        ),
    ])
    func eachProblemIsReportedWithItsPlace(sample: (String, String, String)) {
        #expect(DefinitionSamples.problems(DefinitionSamples.base(replacing: sample.0, with: sample.1)) == [sample.2])
    }

    @Test func aCoordinatorCycleIsNamed() {
        let text = """
            { name: "t",
              coordinators: [
                { name: "app", stack: "home" },
                { name: "a", parent: "b", start: "x" },
                { name: "b", parent: "a", start: "y" },
              ],
              routes: [{ name: "home", owner: "app" }, { name: "x", owner: "a" }, { name: "y", owner: "b" }],
            }
            """
        #expect(
            DefinitionSamples.problems(text) == [
                "t.json5:4:26: error: coordinators[1].parent: the coordinators form a cycle: a -> parent b -> parent a",
                "t.json5:5:26: error: coordinators[2].parent: the coordinators form a cycle: b -> parent a -> parent b",
            ])
    }

    @Test func aWholeDocumentThatIsNotJSON5() {
        #expect(
            DefinitionSamples.problems("[1, 2") == [
                "t.json5:1:6: error: expected ',' or ']' after an element of the array, found the end of the file"
            ])
    }

    @Test func everyProblemIsListedOnceInTheOrderOfTheFile() {
        let text = DefinitionSamples.base(replacing: #"name: "t","#, with: #"name: "memo", sumary: "x","#)
            .replacingOccurrences(#"from: ["home"]"#, with: #"from: ["hme"]"#)
        #expect(
            DefinitionSamples.problems(text).map { $0.prefix(12) } == ["t.json5:2:9:", "t.json5:2:17", "t.json5:8:33"])
    }

    /// Found by scripts/fuzz: Foundation's JSON5 reader stopped the process on `0xFF` in an
    /// unquoted key.
    @Test func invalidUTF8IsAProblemNotACrash() {
        let bytes = Array("{\n  name: \"t\", t".utf8) + [0xFF, 0xFF] + Array(": 1 }".utf8)
        switch AppDefinitionReader.read(bytes, file: "t.json5") {
        case .success: Issue.record("invalid UTF-8 was read")
        case .failure(let errors):
            #expect(
                errors.problems.map { $0.line(file: "t.json5") } == [
                    "t.json5:2:15: error: invalid UTF-8 at byte 17; a definition is UTF-8 text"
                ])
        }
    }

    /// The input scripts/fuzz found (the movies example with 0xFF bytes in a key) is refused.
    @Test func theFuzzersCrashIsARefusal() throws {
        let path = Repository.root + "/Tests/AppDefinitionsTests/Samples/fuzz-crash-invalid-utf8.json5"
        let bytes = try #require(FileManager.default.contents(atPath: path))
        #expect(DefinitionSamples.problems(String(decoding: bytes, as: UTF8.self)).count == 1)
        guard case .failure(let errors) = AppDefinitionReader.read(Array(bytes), file: "t.json5") else {
            Issue.record("invalid UTF-8 was read")
            return
        }
        #expect(errors.problems.map(\.message) == ["invalid UTF-8 at byte 1209; a definition is UTF-8 text"])
    }

    @Test func aKeyGivenTwiceIsAProblem() {
        let text = DefinitionSamples.base(replacing: #"name: "t","#, with: #"name: "t", name: "u","#)
        #expect(
            DefinitionSamples.problems(text) == [
                "t.json5:2:14: error: name: the key 'name' is given twice in one object"
            ])
    }

    @Test func limits() {
        let large = "{ name: \"t\" /*" + String(repeating: "x", count: AppDefinitionReader.maxBytes) + "*/ }"
        #expect(
            DefinitionSamples.problems(large) == [
                "t.json5:1:1: error: the file has \(large.utf8.count) bytes; a definition has at most 1048576 (1 MiB)"
            ])
        let routes = (0...DefinitionChecker.maxRoutes).map { "{ name: \"r\($0)\", owner: \"app\" }" }
        let many = """
            { name: "t", coordinators: [{ name: "app", stack: "r0" }], routes: [\(routes.joined(separator: ","))] }
            """
        #expect(
            DefinitionSamples.problems(many) == [
                "t.json5:1:68: error: routes: 10001 routes; a definition has at most 10000"
            ])
    }

    @Test func theDigestIgnoresCommentsSpacingAndKeyOrder() throws {
        let one = try DefinitionSamples.definition(DefinitionSamples.base)
        let other = try DefinitionSamples.definition(
            "// a comment\n"
                + DefinitionSamples.base.replacingOccurrences(
                    #"{ name: "home", owner: "app" }"#, with: #"{owner:"app",name:"home"}"#))
        let changed = try DefinitionSamples.definition(
            DefinitionSamples.base.replacingOccurrences(#"argument: 1 }"#, with: #"argument: 2 }"#))
        #expect(AppDefinitionReader.digest(of: one) == AppDefinitionReader.digest(of: other))
        #expect(AppDefinitionReader.digest(of: one) != AppDefinitionReader.digest(of: changed))
        #expect(AppDefinitionReader.digest(of: one).count == 64)
    }
}

extension AppDefinitionReaderTests {
    /// A number JSON reads but Swift cannot hold as the integer asked for (a fraction, one too
    /// large) is reported as what was expected and what was found, not as the decoder's own
    /// error (`numberIsNotRepresentableInSwift(parsed: "1.5")`).
    @Test(arguments: [
        (
            "{ pop: 1.5 }",
            "events[0].do[0].pop: expected how many screens to pop, an integer from 1, found the number 1.5"
        ),
        (
            "{ pop: 1e999 }",
            "events[0].do[0].pop: expected how many screens to pop, an integer from 1, found a number too large (1e999)"
        ),
    ])
    func aNumberSwiftCannotHoldSaysWhatWasExpected(effect: String, problem: String) {
        let text = DefinitionSamples.base(replacing: #"{ push: "detail", argument: 1 }"#, with: effect)
        let problems = DefinitionSamples.problems(text)
        #expect(problems.count == 1 && problems.first?.hasSuffix(problem) == true, "\(problems)")
    }
}
