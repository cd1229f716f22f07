import Testing

@testable import AppDefinitions

/// A cycle of parents is reported, and what it leaves unknown is not judged: which coordinator is
/// the root, and so which are child flows and which flows of a gate sit under the root. A newcomer
/// got, besides the cycle, "'app' is a child flow, so it needs 'start'" and "a flow of the sign-in
/// gate is a child of the root; 'auth' is under 'app'", which blamed lines that were right.
extension ProblemCascadeTests {
    static let cycleAdvice = ", and so no coordinator is the root: leave out the 'parent' of the one that is"

    @Test(arguments: [
        (
            // The root of a gate under one of its flows.
            gate, #"{ name: "app" },"#, #"{ name: "app", parent: "main" },"#,
            [
                "t.json5:5:28: error: coordinators[0].parent: the coordinators form a cycle: app -> parent main -> parent app\(cycleAdvice)",
                "t.json5:7:29: error: coordinators[2].parent: the coordinators form a cycle: main -> parent app -> parent main\(cycleAdvice)",
            ]
        ),
        (
            // The root that owns the tabs under its own child flow: not "only the root owns tabs".
            sample, #"{ name: "main", tabs:"#, #"{ name: "main", parent: "compose", tabs:"#,
            [
                "t.json5:5:29: error: coordinators[0].parent: the coordinators form a cycle: main -> parent compose -> parent main\(cycleAdvice)",
                "t.json5:6:32: error: coordinators[1].parent: the coordinators form a cycle: compose -> parent main -> parent compose\(cycleAdvice)",
            ]
        ),
        (
            // Its own parent is a cycle too.
            gate, #"{ name: "app" },"#, #"{ name: "app", parent: "app" },"#,
            ["t.json5:5:28: error: coordinators[0].parent: 'app' cannot be its own parent\(cycleAdvice)"]
        ),
    ])
    func aCycleIsReportedWithoutWhatItLeavesUnknown(sample: String, old: String, new: String, problems: [String]) {
        precondition(sample.contains(old), "the sample has no \(old)")
        #expect(DefinitionSamples.problems(sample.replacingOccurrences(old, with: new)) == problems)
    }
}
