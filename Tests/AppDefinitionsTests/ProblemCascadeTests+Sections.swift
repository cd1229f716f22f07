import Testing

@testable import AppDefinitions

/// A part of the definition under a misspelt key (`rotes:` for `routes:`) is one problem: the
/// unknown key, with "Did you mean". What refers to its names is not reported again as "unknown
/// route 'home': the definition has none" (a newcomer's `rotes:` came 5th among 15 problems).
extension ProblemCascadeTests {
    static let keys =
        "Its keys are coordsh, name, summary, scheme, users, coordinators, routes, events, links and data"

    @Test(arguments: [
        (
            DefinitionSamples.base, "routes:", "rotes:",
            "t.json5:4:3: error: rotes: unknown key 'rotes' in an app definition. Did you mean 'routes'? \(keys)"
        ),
        (
            DefinitionSamples.base, "coordinators:", "coordinatrs:",
            "t.json5:3:3: error: coordinatrs: unknown key 'coordinatrs' in an app definition. Did you mean 'coordinators'? \(keys)"
        ),
        (
            sample, "data:", "dta:",
            "t.json5:13:3: error: dta: unknown key 'dta' in an app definition. Did you mean 'data'? \(keys)"
        ),
        (
            sample, "collections:", "colections:",
            "t.json5:13:11: error: data.colections: unknown key 'colections' in the data. Did you mean 'collections'? Its keys are variables, collections and catalogues"
        ),
    ])
    func aMisspeltSectionIsOneProblem(sample: String, old: String, new: String, problem: String) {
        precondition(sample.contains(old), "the sample has no \(old)")
        #expect(DefinitionSamples.problems(sample.replacingOccurrences(old, with: new)) == [problem])
    }
}
