import CoordinatorKit
import Testing

@testable import AppDefinitions

/// A sign-in gate states the rule of its user names (SPEC 9): the parser, the interpreter and
/// the checks of a definition follow it.
@Suite("User-name rules of a definition")
struct UserNameRulesTests {
    static let club = """
        {
          name: "club",
          users: {
            signedOut: "door", signedIn: "lounge",
            names: { minLength: 3, maxLength: 8, digits: false, symbols: "_" },
          },
          coordinators: [
            { name: "root" },
            { name: "door", parent: "root", stack: "entrance" },
            { name: "lounge", parent: "root", stack: "bar" },
          ],
          routes: [{ name: "entrance", owner: "door" }, { name: "bar", owner: "lounge" }],
          events: [
            { name: "login", argument: "user", from: ["entrance"], do: [{ signIn: "$arg" }] },
            { name: "guest", from: ["entrance"], do: [{ signIn: "guest" }] },
            { name: "logout", from: "lounge", do: ["signOut"] },
          ],
        }
        """

    static func app(_ text: String = club) throws -> DefinedApp {
        DefinedApp(DefinedModel(try DefinitionSamples.definition(text), file: "t.json5"))
    }

    @Test func theRuleIsRead() throws {
        let definition = try DefinitionSamples.definition(Self.club)
        #expect(definition.userNames == UserNameRule(minLength: 3, maxLength: 8, digits: false, symbols: "_"))
        #expect(try DefinitionSamples.definition(DefinitionSamples.base).userNames == .standard)
    }

    /// The event's argument is read with the rule: a name it refuses says what it allows.
    @Test(arguments: ["al", "alice1", "abcdefghi", "al.b"])
    func aNameTheRuleRefusesIsABadArgument(name: String) throws {
        let spec = try #require(try Self.app().catalog.events.first { $0.name == "login" }?.argument)
        #expect(throws: ArgumentError(owner: "login", spec: spec, problem: .given(name))) {
            try spec.value(from: name, for: "login")
        }
        #expect(
            ArgumentError(owner: "login", spec: spec, problem: .given(name)).message
                == "'login' takes a user name of 3 to 8 letters or '_'; got '\(name)'")
    }

    @Test func aNameTheRuleAllowsSignsIn() throws {
        let app = try Self.app()
        try app.send("login", .text("zoë_b"))
        #expect(app.report().user == "zoë_b")
    }

    /// A name that comes from elsewhere than the parser (a `:load`ed state) is held to the rule.
    @Test func aSavedStateWithANameTheRuleRefusesIsNotLoaded() throws {
        let app = try Self.app()
        try app.send("guest")
        var state = app.snapshot()
        #expect(throws: Never.self) { try DefinedApp.validate(state, model: app.model, at: "state") }
        state.user = "guest7"
        #expect {
            try DefinedApp.validate(state, model: app.model, at: "state")
        } throws: { error in
            (error as? LoadError)?.problem == "'guest7' is not a user name of 3 to 8 letters or '_'"
        }
    }

    @Test func aNameWrittenInTheDefinitionIsHeldToTheRule() {
        let text = Self.club.replacingOccurrences("signIn: \"guest\"", with: "signIn: \"guest7\"")
        #expect(
            DefinitionSamples.problems(text).contains {
                $0.hasSuffix("'guest7' is not a user name of 3 to 8 letters or '_'")
            })
    }

    @Test func aRuleThatCannotBeUsedIsRefusedWithItsPlace() {
        let text = Self.club.replacingOccurrences(
            "names: { minLength: 3, maxLength: 8, digits: false, symbols: \"_\" }",
            with: "names: { minLength: 0, maxLength: 99, symbols: \"a\", size: 3 }")
        let symbols = UserNameRule.possibleSymbols
        #expect(
            DefinitionSamples.problems(text) == [
                "t.json5:5:25: error: users.names.minLength: 0 is not a length from 1 to 64",
                "t.json5:5:39: error: users.names.maxLength: 99 is not a length from 1 to 64",
                "t.json5:5:52: error: users.names.symbols: 'a' is not a symbol a name can hold; symbols are taken from \(symbols)",
                "t.json5:5:57: error: users.names.size: unknown key 'size' in the user-name rule. Its keys are minLength, maxLength, letters, digits and symbols",
            ])
    }
}

extension UserNameRulesTests {
    /// A `minLength` over the standard most (32) with no `maxLength` is reported at `minLength`,
    /// the key that was written, not as a problem of a `maxLength` the file does not have.
    @Test func aMinLengthOverTheStandardMostAsksForAMaxLength() {
        let text = Self.club.replacingOccurrences(
            "names: { minLength: 3, maxLength: 8, digits: false, symbols: \"_\" }", with: "names: { minLength: 40 }")
        // (The guest's name, 5 letters, then breaks the rule too.)
        #expect(
            DefinitionSamples.problems(text).first
                == "t.json5:5:25: error: users.names.minLength: 40 is more than the standard maxLength, 32: give a maxLength from 40 to 64"
        )
    }

    /// A user argument labelled otherwise (`handle`) still says it is a user name.
    @Test func aLabelledUserArgumentSaysItIsAUserName() throws {
        let text = Self.club.replacingOccurrences(
            "argument: \"user\"", with: "argument: { type: \"user\", label: \"handle\" }")
        let app = DefinedApp(DefinedModel(try DefinitionSamples.definition(text), file: "t.json5"))
        let spec = try #require(app.catalog.events.first { $0.name == "login" }?.argument)
        #expect(
            ArgumentError(owner: "login", spec: spec, problem: .given("al")).message
                == "'login' takes a handle, a user name of 3 to 8 letters or '_'; got 'al'")
    }

    /// A saved state's per-user collection under a name the rule refuses says the rule.
    @Test func aSavedCollectionOwnerTheRuleRefusesSaysTheRule() throws {
        let text = Self.club.replacingOccurrences(
            "routes: [", with: "data: { collections: [{ name: \"notes\", item: \"note\", perUser: true }] }, routes: [")
        let app = DefinedApp(DefinedModel(try DefinitionSamples.definition(text), file: "t.json5"))
        var state = app.snapshot()
        state.collections = ["notes": ["x y!": SharedLog()]]
        #expect {
            try DefinedApp.validate(state, model: app.model, at: "state")
        } throws: { error in
            (error as? LoadError)?.problem == "'x y!' is not a user name of 3 to 8 letters or '_'"
        }
    }
}
