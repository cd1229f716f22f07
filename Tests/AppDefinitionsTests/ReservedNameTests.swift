import Testing

@testable import AppDefinitions

/// The names of a definition's data become keys of the state and labels of the human output's
/// lines (`tip: 2`): none may be a key every state has, nor a label coordsh writes itself
/// (`note: added item 1 to orders`), or a line could be read as the other.
@Suite("Names coordsh uses itself")
struct ReservedNameTests {
    /// `base` with `data` before its events, on line 8.
    private func problems(data: String, routes: String = "") -> [String] {
        var text = DefinitionSamples.base(replacing: "  events: [", with: "  data: \(data),\n  events: [")
        if !routes.isEmpty {
            text = text.replacingOccurrences(
                #"{ name: "detail", owner: "app", argument: "integer" },"#,
                with: #"{ name: "detail", owner: "app", argument: "integer" }, "# + routes)
        }
        return DefinitionSamples.problems(text).map { String($0.drop(while: { $0 != " " }).dropFirst()) }
    }

    @Test(arguments: [
        ("note", "'note:'"), ("trace", "'trace:'"), ("tour", "'tour:'"), ("error", "'error:'"),
        ("warning", "'warning:'"), ("coordsh", "'coordsh:'"), ("modal", "'modal 1:'"),
    ])
    func aVariableMayNotTakeALabelOfTheOutput(name: String, label: String) {
        #expect(
            problems(data: #"{ variables: [{ name: "\#(name)", initial: null }] }"#) == [
                "error: data.variables[0].name: '\(name)' is a name coordsh uses itself (its output's \(label) lines); give the variable another name"
            ])
    }

    @Test func aKeyOfTheStateSaysWhatToDoInAWholeSentence() {
        #expect(
            problems(data: #"{ variables: [{ name: "screen", initial: null }] }"#) == [
                "error: data.variables[0].name: 'screen' is a name coordsh uses itself; give the variable another name"
            ])
    }

    @Test func aFlowsVariableToo() {
        let text = DefinitionSamples.base(
            replacing: #"coordinators: [{ name: "app", stack: "home" }],"#,
            with: #"coordinators: [{ name: "app", stack: "home", variables: [{ name: "trace", initial: 0 }] }],"#)
        #expect(
            DefinitionSamples.problems(text) == [
                "t.json5:3:68: error: coordinators[0].variables[0].name: 'trace' is a name coordsh uses itself (its output's 'trace:' lines); give the variable another name"
            ])
    }

    @Test func collectionsCataloguesAndTheirItemsToo() {
        let data = """
            { collections: [{ name: "note", item: "order" }, { name: "orders", item: "trace" }],
                catalogues: [{ name: "tour", item: "error", items: [{ id: 1 }] }] }
            """
        #expect(
            problems(data: data, routes: #"{ name: "order", owner: "app", argument: { type: "item", of: "orders" } },"#)
                == [
                    "error: data.collections[0].name: 'note' is a name coordsh uses itself (its output's 'note:' lines); choose another name",
                    "error: data.collections[1].item: 'trace' is a name coordsh uses itself (its output's 'trace:' lines); choose another name",
                    "error: data.catalogues[0].name: 'tour' is a name coordsh uses itself (its output's 'tour:' lines); choose another name",
                    "error: data.catalogues[0].item: 'error' is a name coordsh uses itself (its output's 'error:' lines); choose another name",
                ])
    }

    /// An item no route shows is no key of the state: its word is free.
    @Test func anItemNoRouteShowsIsNoKey() {
        #expect(problems(data: #"{ collections: [{ name: "orders", item: "note" }] }"#) == [])
    }

    @Test func aLinksParameterSaysWhatToDoInAWholeSentence() {
        let text = DefinitionSamples.base(
            replacing: "  events: [",
            with: #"  links: [{ path: "d/:screen", do: [{ push: "detail", argument: "$screen" }] }],"# + "\n  events: ["
        )
        #expect(
            DefinitionSamples.problems(text).map { String($0.drop(while: { $0 != " " }).dropFirst()) } == [
                "error: links[0].path: 'screen' is a name coordsh uses itself; give the parameter another name"
            ])
    }

    @Test func aVariantsKeyToo() {
        let text = ProblemCascadeTests.variants.replacingOccurrences(#"key: "style""#, with: #"key: "note""#)
        #expect(
            DefinitionSamples.problems(text).map { String($0.drop(while: { $0 != " " }).dropFirst()) } == [
                "error: coordinators[0].variants.key: 'note' is a name coordsh uses itself (its output's 'note:' lines); choose another name"
            ])
    }
}
