import Testing

@testable import AppDefinitions

/// A condition in plain words, as `help EVENT` says when the app refuses the event: each form,
/// its negation (the phrase a `not` reads as), and combinations that read as one sentence.
@Suite("Conditions in plain words")
struct ConditionPhraseTests {
    @Test(arguments: [
        (Condition.noModal, "no modal is up"),
        (.signedIn, "someone is signed in"),
        (.signedOut, "no one is signed in"),
        (.notEmpty("sum"), "sum has a value"),
        (.isEmpty("sum"), "sum has no value"),
        (.notEmpty("transfers"), "transfers is not empty"),
        (.isEmpty("transfers"), "transfers is empty"),
        (.screen("review"), "the visible screen is review"),
        (.tab("cards"), "tab cards is selected"),
        (.variant("push"), "variant push runs"),
        (.running("transfer"), "transfer runs"),
        (.onStack("home"), "home is on a stack"),
        // A negation reads as the negative phrase, not as "not ...".
        (.not(.noModal), "a modal is up"),
        (.not(.signedIn), "no one is signed in"),
        (.not(.notEmpty("sum")), "sum has no value"),
        (.not(.isEmpty("transfers")), "transfers is not empty"),
        (.not(.screen("review")), "the visible screen is not review"),
        (.not(.tab("cards")), "tab cards is not selected"),
        (.not(.variant("push")), "variant push does not run"),
        (.not(.running("transfer")), "transfer does not run"),
        (.not(.onStack("home")), "home is on no stack"),
        (.not(.not(.noModal)), "no modal is up"),
        // Combinations: a list, a nested one in parentheses, a negated one by De Morgan.
        (.all([.noModal, .signedIn, .tab("cards")]), "no modal is up, someone is signed in and tab cards is selected"),
        (.any([.noModal, .isEmpty("transfers")]), "no modal is up or transfers is empty"),
        (
            .all([.notEmpty("sum"), .any([.noModal, .screen("review")])]),
            "sum has a value and (no modal is up or the visible screen is review)"
        ),
        (.not(.all([.noModal, .signedIn])), "a modal is up or no one is signed in"),
        (.not(.any([.noModal, .onStack("home")])), "a modal is up and home is on no stack"),
        (.all([.signedIn]), "someone is signed in"),
    ])
    func phrase(condition: Condition, words: String) {
        #expect(condition.phrase(collections: ["transfers"]) == words)
    }

    /// A refusal with `unless`, one with `if` (read as `unless` of its negation), and one in a
    /// case of a handler, which says when that case runs.
    @Test func refusalsOfAHandler() {
        let handler = Handler.cases([
            Case(when: .screen("home"), effects: [.refuse("go on", unless: .not(.noModal)), .root]),
            Case(when: nil, effects: [.refuse("sign in first", unless: .signedIn), .pop(count: 1)]),
        ])
        #expect(
            handler.refusals(collections: []) == [
                "'go on' if no modal is up (when the visible screen is home)",
                "'sign in first' unless someone is signed in (otherwise)",
            ])
        #expect(
            Handler.effects([.refuse("enter an amount first", unless: .notEmpty("sum")), .root]).refusals(
                collections: []) == ["'enter an amount first' unless sum has a value"])
        #expect(Handler.effects([.root]).refusals(collections: []).isEmpty)
        // A message that quotes a command is shown in double quotes, not as ''dismiss' it first'.
        #expect(
            Handler.effects([.refuse("'dismiss' it first", unless: .noModal)]).refusals(collections: [])
                == [#""'dismiss' it first" unless no modal is up"#])
    }
}
