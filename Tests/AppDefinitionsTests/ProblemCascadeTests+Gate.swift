import Testing

@testable import AppDefinitions

/// A mistake in a sign-in gate, or in one of its flows, is reported once, and the checks that
/// follow neither guess that there is no gate nor take a gate's flow for the root.
extension ProblemCascadeTests {
    /// A gate whose flows, `auth` and `main`, are children of a root that owns no navigation.
    static let gate = """
        {
          name: "t",
          users: { signedOut: "auth", signedIn: "main" },
          coordinators: [
            { name: "app" },
            { name: "auth", parent: "app", stack: "signIn" },
            { name: "main", parent: "app", tabs: [{ name: "notes", root: "noteList" }] },
          ],
          routes: [
            { name: "signIn", owner: "auth" },
            { name: "noteList", owner: "main" },
          ],
          events: [
            { name: "login", argument: "user", from: ["signIn"], do: [{ signIn: "$arg" }] },
            { name: "logout", from: "main", do: ["signOut"] },
          ],
        }
        """

    @Test(arguments: [
        (
            // A gate's flow without its parent: not also "'auth' is the root" (app is), nor "the
            // root cannot own a stack" of the flow.
            #"{ name: "auth", parent: "app", stack: "signIn" }"#, #"{ name: "auth", stack: "signIn" }"#,
            [
                "t.json5:6:5: error: coordinators[1]: 'auth' has no 'parent', but 'app' is the root already; give it a parent"
            ]
        ),
        (
            // The same written before the root: the root is still 'app', not the first without a parent.
            #"{ name: "app" },\#n    { name: "auth", parent: "app", stack: "signIn" },"#,
            #"{ name: "auth", stack: "signIn" },\#n    { name: "app" },"#,
            [
                "t.json5:5:5: error: coordinators[0]: 'auth' has no 'parent', but 'app' is the root already; give it a parent"
            ]
        ),
        (
            // A gate with one of its flows: not also "the root needs a 'stack'" and "only the root
            // owns a stack or tabs" of both flows, which hold only without a gate.
            #"users: { signedOut: "auth", signedIn: "main" }"#, #"users: { signedOut: "auth" }"#,
            [
                "t.json5:3:10: error: users: a sign-in gate names both 'signedOut' and 'signedIn' coordinators (or neither, for users without a gate)"
            ]
        ),
        (
            #"users: { signedOut: "auth", signedIn: "main" }"#, #"users: { signedIn: "main", keepLinks: true }"#,
            [
                "t.json5:3:10: error: users: a sign-in gate names both 'signedOut' and 'signedIn' coordinators (or neither, for users without a gate)"
            ]
        ),
    ])
    func aGateMistakeIsReportedOnce(old: String, new: String, problems: [String]) {
        #expect(DefinitionSamples.problems(Self.gate) == [])
        precondition(Self.gate.contains(old), "the sample has no \(old)")
        #expect(DefinitionSamples.problems(Self.gate.replacingOccurrences(old, with: new)) == problems)
    }
}
