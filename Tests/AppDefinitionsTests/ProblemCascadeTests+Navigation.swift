import Testing

@testable import AppDefinitions

/// A coordinator's `stack` or `tabs` that could not be read (both given, or a root that is no
/// name) is one problem, at that key: the checks that follow do not take the coordinator for one
/// without a stack, and tell a learner to add what is already there (a newcomer's gate flow
/// with both got "so it owns a 'stack' or 'tabs'" and "so it needs 'start'" before the real one).
extension ProblemCascadeTests {
    @Test(arguments: [
        (
            gate, #"stack: "signIn" }"#, #"stack: "signIn", tabs: [{ name: "a", root: "signIn" }] }"#,
            "t.json5:6:59: error: coordinators[1].tabs: a coordinator owns a 'stack' or 'tabs', not both"
        ),
        (
            gate, #"stack: "signIn" }"#, #"stack: "ä" }"#,
            "t.json5:6:43: error: coordinators[1].stack: 'ä' is not a name: the root route of its stack starts with an ASCII letter, followed by ASCII letters, digits, '_' or '-', 64 characters at most"
        ),
        (
            DefinitionSamples.base, #"stack: "home" }"#, #"stack: "home", tabs: [{ name: "a", root: "home" }] }"#,
            "t.json5:3:54: error: coordinators[0].tabs: a coordinator owns a 'stack' or 'tabs', not both"
        ),
        (
            DefinitionSamples.base, #"stack: "home" }"#, #"stack: "ä" }"#,
            "t.json5:3:40: error: coordinators[0].stack: 'ä' is not a name: the root route of its stack starts with an ASCII letter, followed by ASCII letters, digits, '_' or '-', 64 characters at most"
        ),
    ])
    func aStackOrTabsNotReadIsOneProblem(sample: String, old: String, new: String, problem: String) {
        #expect(DefinitionSamples.problems(sample) == [])
        precondition(sample.contains(old), "the sample has no \(old)")
        #expect(DefinitionSamples.problems(sample.replacingOccurrences(old, with: new)) == [problem])
    }
}
