import CoordinatorKit
import FoundationEssentials
import Testing

@testable import AppDefinitions

/// Members that may be written in more than one form (a text, a number, true/false, an object,
/// an array) read the same whichever form the reader tries first: readers try the usual form
/// first and skip forms the scanner already ruled out.
@Suite("Reading a definition: members written in different forms")
struct MemberFormTests {
    /// The memo example with one piece replaced, read.
    private func read(replacing old: String, with new: String) throws -> Result<AppDefinition, DefinitionErrors> {
        try read([(old, new)])
    }

    /// The memo example with each `old` piece replaced by its `new`, in turn, read.
    private func read(_ replacements: [(old: String, new: String)]) throws -> Result<AppDefinition, DefinitionErrors> {
        let path = Examples.folder + "/memo.json5"
        var text = String(decoding: try #require(FileManager.default.contents(atPath: path)), as: UTF8.self)
        for (old, new) in replacements {
            let range = try #require(text.range(of: old))
            text = text.replacingCharacters(in: range, with: new)
        }
        return AppDefinitionReader.read(Array(text.utf8), file: "t.json5", reservedNames: ["memo"])
    }

    /// The draft's `set` to the text `$arg`, which a variable holding a number may not take.
    private static let setDraft = #"do: [{ set: "draft", to: "$arg" }]"#

    private static let newLink = #"{ path: "new", do: [{ reset: "home" }, { start: "feature" }] }"#

    @Test(arguments: [
        (#"{ reset: true }"#, Effect.reset(tab: nil, pushesLinkPath: false)),
        (#"{ reset: "home" }"#, Effect.reset(tab: .text("home"), pushesLinkPath: false)),
        (#"{ reset: { "tab": "home" } }"#, Effect.reset(tab: .text("home"), pushesLinkPath: false)),
    ])
    func resetIsReadInEachForm(effect: String, read: Effect) throws {
        let link = Self.newLink.replacingOccurrences(of: #"{ reset: "home" }"#, with: effect)
        let definition = try self.read(replacing: Self.newLink, with: link).get()
        #expect(definition.links[0].handler.allEffects.first == read)
    }

    @Test(arguments: [
        (#"do: [{ set: "draft", to: 5 }]"#, ValueExpression.integer(5)),
        (#"do: [{ set: "draft", to: -5 }]"#, .integer(-5)),
        (#"do: [{ set: "draft", to: "$$x" }]"#, .text("$x")),
        (#"do: [{ set: "draft", to: "$arg" }]"#, .argument),
    ])
    func aValueIsATextOrANumber(effects: String, value: ValueExpression) throws {
        // The draft starts null, so that it may hold a number as well as a text.
        let definition = try read([(Self.setDraft, effects), (#"initial: """#, "initial: null")]).get()
        #expect(definition.events[6].handler.allEffects == [.set("draft", to: value)])
    }

    @Test(arguments: [
        (#"initial: 7"#, DataValue.integer(7)), (#"initial: null"#, .null), (#"initial: "x""#, .text("x")),
    ])
    func anInitialValueIsATextANumberOrNull(initial: String, value: DataValue) throws {
        // The draft is cleared rather than set to the text typed, which a number may not become.
        let definition = try read([(#"initial: """#, initial), (Self.setDraft, #"do: [{ clear: "draft" }]"#)]).get()
        #expect(definition.coordinators[3].variables.first?.initial == value)
    }

    @Test(arguments: [
        (#"from: ["home", "settings"]"#, EventDefinition.Source.screens(["home", "settings"])),
        (#"from: "main""#, .flow("main")),
    ])
    func anEventComesFromScreensOrAFlow(from: String, source: EventDefinition.Source) throws {
        let definition = try read(replacing: #"from: "main""#, with: from).get()
        #expect(definition.events[3].source == source)
    }

    @Test(arguments: [
        (
            Self.newLink, #"{ path: "new", do: [{ reset: false }, { start: "feature" }] }"#,
            "t.json5:101:34: error: links[0].do[0].reset: expected what 'reset' resets (an object { tab, push }), found false"
        ),
        (
            Self.newLink, #"{ path: "new", do: [{ reset: 3 }, { start: "feature" }] }"#,
            "t.json5:101:34: error: links[0].do[0].reset: expected what 'reset' resets (an object { tab, push }), found the number 3"
        ),
        (
            #"do: [{ set: "draft", to: "$arg" }]"#, #"do: [{ set: "draft", to: 1.5 }]"#,
            #"t.json5:79:32: error: events[6].do[0].to: expected a value: a number, a text, or a reference such as "$arg", found the number 1.5"#
        ),
        (
            #"do: [{ set: "draft", to: "$arg" }]"#, #"do: [{ set: "draft", to: {} }]"#,
            #"t.json5:79:32: error: events[6].do[0].to: expected a value: a number, a text, or a reference such as "$arg", found an object"#
        ),
        (
            #"from: "main""#, #"from: ["home", 1]"#,
            #"t.json5:61:38: error: events[3].from[1]: expected the screens that report it, an array of routes such as ["home"], or a coordinator's name for any of its screens"#
        ),
        (
            #"from: "main""#, #"from: { a: 1 }"#,
            #"t.json5:61:29: error: events[3].from: expected the screens that report it, an array of routes such as ["home"], or a coordinator's name for any of its screens, found an object"#
        ),
        (
            #"do: [{ signIn: "$arg" }]"#, #"do: [5]"#,
            #"t.json5:56:12: error: events[0].do[0]: expected an effect: a word such as "pop" or an object such as { push: "detail", argument: "$arg" }, found the number 5"#
        ),
        (
            #"do: [{ signIn: "$arg" }]"#, #"do: ["signIn"]"#,
            "t.json5:56:12: error: events[0].do[0]: 'signIn' needs an object: { signIn: ... }"
        ),
    ])
    func aMemberInAFormItDoesNotTakeIsReported(old: String, new: String, problem: String) throws {
        guard case .failure(let errors) = try read(replacing: old, with: new) else {
            Issue.record("\(new) was read")
            return
        }
        #expect(errors.problems.map { $0.line(file: "t.json5") } == [problem])
    }
}
