import Testing

@testable import AppDefinitions

/// A member of the wrong type is reported with what is expected and what was found, whatever its
/// type: `ObjectReader` reads texts, true/false and integers through the decoder's own methods
/// for them, other types through its generic one.
@Suite("Reading a definition: members of the wrong type")
struct MistypedMemberTests {
    @Test(arguments: [
        (
            #"name: "t","#, #"name: "t", summary: 5,"#,
            ["t.json5:2:23: error: summary: expected one line on what the app shows, found the number 5"]
        ),
        // null is not the key left out: the JSON Schema refuses it, and so does the reader.
        (
            #"name: "t","#, #"name: "t", summary: null,"#,
            ["t.json5:2:23: error: summary: expected one line on what the app shows, found null"]
        ),
        (
            #"name: "t","#, #"name: "t", coordsh: "one","#,
            ["t.json5:2:23: error: coordsh: expected the format's version, 1, found the string 'one'"]
        ),
        (
            #"name: "t","#, #"name: "t", coordsh: true,"#,
            ["t.json5:2:23: error: coordsh: expected the format's version, 1, found true"]
        ),
        (
            #"name: "t","#, #"name: "t", coordsh: [1],"#,
            ["t.json5:2:23: error: coordsh: expected the format's version, 1, found an array"]
        ),
        (
            #"name: "t","#, #"name: "t", coordsh: { v: 1 },"#,
            ["t.json5:2:23: error: coordsh: expected the format's version, 1, found an object"]
        ),
        (
            #"name: "t","#, #"name: "t", coordsh: null,"#,
            ["t.json5:2:23: error: coordsh: expected the format's version, 1, found null"]
        ),
        (
            #"{ name: "home", owner: "app" },"#, #"{ name: "home", owner: "app", pushable: "yes" },"#,
            ["t.json5:5:45: error: routes[0].pushable: expected true or false, found the string 'yes'"]
        ),
        (
            #"{ name: "home", owner: "app" },"#, #"{ name: "home", owner: "app", pushable: 1 },"#,
            ["t.json5:5:45: error: routes[0].pushable: expected true or false, found the number 1"]
        ),
        (
            #"{ name: "home", owner: "app" },"#, #"{ name: "home", owner: "app", single: null },"#,
            ["t.json5:5:43: error: routes[0].single: expected true or false, found null"]
        ),
        (
            #"{ push: "detail", argument: 1 }"#, #"{ pop: "two" }"#,
            [
                "t.json5:8:54: error: events[0].do[0].pop: expected how many screens to pop, an integer from 1, found the string 'two'"
            ]
        ),
        (
            #"from: ["home"]"#, #"from: ["home", 3]"#,
            [
                #"t.json5:8:41: error: events[0].from[1]: expected the screens that report it, an array of routes such as ["home"], or a coordinator's name for any of its screens"#
            ]
        ),
        (
            #"from: ["home"]"#, #"from: 3"#,
            [
                #"t.json5:8:32: error: events[0].from: expected the screens that report it, an array of routes such as ["home"], or a coordinator's name for any of its screens, found the number 3"#
            ]
        ),
        // A catalogue item's id: what was found, not "an item needs an 'id'" of an item that has
        // one; and not "a catalogue has at least one item" of a catalogue whose item is unread.
        (
            #"name: "t","#,
            #"name: "t", data: { catalogues: [{ name: "things", item: "thing", items: [{ id: "7", name: "Soup" }] }] },"#,
            [
                "t.json5:2:82: error: data.catalogues[0].items[0].id: expected an integer from 1 to 2147483647, found the string '7'"
            ]
        ),
        (
            #"name: "t","#,
            #"name: "t", data: { catalogues: [{ name: "things", item: "thing", items: [{ id: 0, name: "Soup" }] }] },"#,
            [
                "t.json5:2:82: error: data.catalogues[0].items[0].id: expected an integer from 1 to 2147483647, found the number 0"
            ]
        ),
        (
            #"name: "t","#,
            #"name: "t", data: { catalogues: [{ name: "things", item: "thing", items: [{ name: "Soup" }] }] },"#,
            [
                "t.json5:2:76: error: data.catalogues[0].items[0]: missing 'id': an integer from 1 to 2147483647"
            ]
        ),
        (
            #"name: "t","#, #"name: "t", data: { catalogues: [{ name: "things", item: "thing" }] },"#,
            [
                "t.json5:2:35: error: data.catalogues[0]: missing 'items': an array of items, each { id, ... }"
            ]
        ),
    ])
    func aMistypedMemberIsReported(old: String, new: String, problems: [String]) {
        #expect(DefinitionSamples.problems(DefinitionSamples.base(replacing: old, with: new)) == problems)
    }
}
