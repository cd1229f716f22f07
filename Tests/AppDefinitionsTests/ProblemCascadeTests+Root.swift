import Testing

@testable import AppDefinitions

/// The root is the coordinator without a `parent` key, wherever it is in the list. One whose
/// parent could not be read (a number) is reported at that key once, and is not taken for the
/// root because it comes first: `[{ name: "compose", parent: 7 }, { name: "main", tabs }]` was
/// told "'main' has no 'parent', but 'compose' is the root already", which blamed the real root.
extension ProblemCascadeTests {
    /// `sample` with its two coordinators in the other order, `compose` first.
    static let childFirst = sample.replacingOccurrences(
        """
            { name: "main", tabs: [{ name: "notes", root: "noteList" }] },
            { name: "compose", parent: "main", start: "editor", modal: true, variables: [{ name: "draft", initial: "" }] },
        """,
        with: """
                { name: "compose", parent: "main", start: "editor", modal: true, variables: [{ name: "draft", initial: "" }] },
                { name: "main", tabs: [{ name: "notes", root: "noteList" }] },
            """)

    /// `gate` with its root last, after the flows.
    static let gateRootLast = gate.replacingOccurrences(
        """
            { name: "app" },
            { name: "auth", parent: "app", stack: "signIn" },
            { name: "main", parent: "app", tabs: [{ name: "notes", root: "noteList" }] },
        """,
        with: """
                { name: "auth", parent: "app", stack: "signIn" },
                { name: "main", parent: "app", tabs: [{ name: "notes", root: "noteList" }] },
                { name: "app" },
            """)

    @Test func theSamplesInAnotherOrderAreValid() {
        #expect(Self.childFirst != Self.sample)
        #expect(DefinitionSamples.problems(Self.childFirst) == [])
        #expect(Self.gateRootLast != Self.gate)
        #expect(DefinitionSamples.problems(Self.gateRootLast) == [])
    }

    @Test(arguments: [
        (
            // The unreadable parent before the root.
            childFirst, #"{ name: "compose", parent: "main","#, #"{ name: "compose", parent: 7,"#,
            [
                "t.json5:5:32: error: coordinators[0].parent: expected the parent coordinator (a name: an ASCII letter, then ASCII letters, digits, '_' or '-'), found the number 7"
            ]
        ),
        (
            // The same after the root, as it was right already.
            sample, #"{ name: "compose", parent: "main","#, #"{ name: "compose", parent: 7,"#,
            [
                "t.json5:6:32: error: coordinators[1].parent: expected the parent coordinator (a name: an ASCII letter, then ASCII letters, digits, '_' or '-'), found the number 7"
            ]
        ),
        (
            // A text that is no name, before the root.
            childFirst, #"{ name: "compose", parent: "main","#, #"{ name: "compose", parent: "7 main","#,
            [
                "t.json5:5:32: error: coordinators[0].parent: '7 main' is not a name: the parent coordinator starts with an ASCII letter, followed by ASCII letters, digits, '_' or '-', 64 characters at most"
            ]
        ),
        (
            // A misspelt parent before the root is read, so it was never taken for the root; the
            // event that starts the flow is not told that it is handled outside 'mian' (either order).
            childFirst, #"{ name: "compose", parent: "main","#, #"{ name: "compose", parent: "mian","#,
            ["t.json5:5:32: error: coordinators[0].parent: unknown coordinator 'mian'. Did you mean 'main'?"]
        ),
        (
            sample, #"{ name: "compose", parent: "main","#, #"{ name: "compose", parent: "mian","#,
            ["t.json5:6:32: error: coordinators[1].parent: unknown coordinator 'mian'. Did you mean 'main'?"]
        ),
        (
            // A gate's flow with an unreadable parent, before the root that comes last.
            gateRootLast, #"{ name: "auth", parent: "app","#, #"{ name: "auth", parent: 7,"#,
            [
                "t.json5:5:29: error: coordinators[0].parent: expected the parent coordinator (a name: an ASCII letter, then ASCII letters, digits, '_' or '-'), found the number 7"
            ]
        ),
        (
            // A second coordinator with an unreadable parent, between the first and the root.
            gateRootLast, #"{ name: "main", parent: "app","#, #"{ name: "main", parent: 7,"#,
            [
                "t.json5:6:29: error: coordinators[1].parent: expected the parent coordinator (a name: an ASCII letter, then ASCII letters, digits, '_' or '-'), found the number 7"
            ]
        ),
    ])
    func aParentThatCouldNotBeReadDoesNotMakeItTheRoot(sample: String, old: String, new: String, problems: [String]) {
        precondition(sample.contains(old), "the sample has no \(old)")
        #expect(DefinitionSamples.problems(sample.replacingOccurrences(old, with: new)) == problems)
    }
}
