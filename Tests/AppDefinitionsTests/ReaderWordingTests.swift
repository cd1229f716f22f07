import Testing

@testable import AppDefinitions

/// What the reader says of a value it refuses is exact: the rule of names says which letters it
/// means, and what was found is named, not "something else" (a newcomer, n20).
@Suite("The reader's wording")
struct ReaderWordingTests {
    /// A name is ASCII: `störe` breaks the rule, and the rule says "ASCII letter" (user names,
    /// which take letters of any script, say "letters (any script)").
    @Test(arguments: [
        (#"name: "t","#, #"name: "störe","#, "name: 'störe' is not a name: the app's name"),
        (
            #"stack: "home""#, #"stack: "hôme""#,
            "coordinators[0].stack: 'hôme' is not a name: the root route of its stack"
        ),
        (
            #"name: "t","#, #"name: "s\#(String(repeating: "x", count: 64))","#,
            "name: 's\(String(repeating: "x", count: 64))' is not a name: the app's name"
        ),
    ])
    func theNameRuleSaysASCII(old: String, new: String, start: String) {
        let problems = DefinitionSamples.problems(DefinitionSamples.base(replacing: old, with: new))
        let rule = " starts with an ASCII letter, followed by ASCII letters, digits, '_' or '-', 64 characters at most"
        #expect(problems.count == 1 && problems.first?.hasSuffix(start + rule) == true, "\(problems)")
    }

    /// A value of the wrong kind is named: a number too large for any number type, an object.
    @Test(arguments: [
        ("1e400", "found a number too large (1e400)"),
        ("{ first: 1 }", "found an object"),
    ])
    func whatWasFoundIsNamed(value: String, found: String) {
        let text = DefinitionSamples.base(
            replacing: "  events:",
            with: """
                  data: { catalogues: [{ name: "products", item: "product", items: [{ id: 1, name: \(value) }] }] },
                  events:
                """)
        let problems = DefinitionSamples.problems(text)
        #expect(
            problems.contains { $0.hasSuffix("items[0].name: expected a text, an integer or null, \(found)") },
            "\(problems)")
    }
}
