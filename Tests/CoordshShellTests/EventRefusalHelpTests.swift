import AppDefinitions
import CoordinatorKit
import TestSupport
import Testing

@testable import CoordshShell

/// `help EVENT` of a defined app names, in its "Fails when", the refusals the design itself
/// makes (`{ refuse: "...", unless: ... }`): a newcomer read `help checkout` and found no word
/// of "the basket is empty".
@Suite("help EVENT: the definition's own refusals")
struct EventRefusalHelpTests {
    /// A transfer flow like the newcomer's bank: `continue` is refused until an amount is set;
    /// `cancel` refuses with `if:`, `confirm` with a combined condition, `pick` in a case.
    static let definition = """
        {
          name: "bank",
          coordinators: [
            { name: "app", stack: "home" },
            { name: "transfer", parent: "app", start: "amount", modal: true,
              variables: [{ name: "sum", initial: null }] },
          ],
          data: { collections: [{ name: "transfers", item: "transfer" }] },
          routes: [
            { name: "home", owner: "app" },
            { name: "amount", owner: "transfer" },
            { name: "review", owner: "transfer" },
          ],
          events: [
            { name: "send", from: ["home"], do: [{ start: "transfer" }] },
            { name: "enter", argument: "integer", from: ["amount"], do: [{ set: "sum", to: "$arg" }] },
            { name: "continue", from: ["amount"], do: [{ refuse: "enter an amount first", unless: { notEmpty: "sum" } }, { push: "review" }] },
            { name: "cancel", from: ["amount", "review"], do: [{ refuse: "send it or go back", if: { screen: "review" } }, { end: "transfer" }] },
            { name: "confirm", from: ["review"], do: [
                { refuse: "nothing to confirm", unless: { all: [{ notEmpty: "sum" }, { not: { onStack: "home" } }, { any: ["noModal", { empty: "transfers" }] }] } },
                { add: "$sum", to: "transfers" }, { end: "transfer" } ] },
            { name: "pick", from: ["home"], cases: [
                { when: { empty: "transfers" }, do: [{ refuse: "no transfers yet", unless: { running: "transfer" } }] },
                { do: [{ start: "transfer" }] },
            ] },
          ],
        }
        """

    private func fails(_ event: String, after setup: [String] = []) throws -> String {
        let definition = try AppDefinitionReader.read(Array(Self.definition.utf8), file: "bank.json5").get()
        let kind = AppKind(model: DefinedModel(definition, file: "bank.json5"))
        let session = Session(app: kind.start(), files: MemoryFiles(), registry: TestApps.registry(for: kind))
        for command in setup { #expect(session.run(command)?.succeeded == true, "\(command)") }
        guard case .text(let text)? = session.run("help \(event)")?.display else {
            Issue.record("help \(event) showed no text")
            return ""
        }
        // The paragraph is wrapped: read it as one line.
        let line = text.split(separator: "\n").map { $0.drop(while: { $0 == " " }) }.joined(separator: " ")
        let start = try #require(line.range(of: "Fails when: ")).lowerBound
        return String(line[start...])
    }

    @Test func anUnlessRefusalIsNamedWithItsMessageAndCondition() throws {
        #expect(
            try fails("continue", after: ["send"])
                == "Fails when: the visible screen does not emit it (amount, the visible screen now, emits it),"
                + " or the app refuses it: 'enter an amount first' unless sum has a value")
    }

    @Test func anIfRefusalSaysIf() throws {
        #expect(
            try fails("cancel")
                == "Fails when: the visible screen does not emit it (it is home now),"
                + " or the app refuses it: 'send it or go back' if the visible screen is review")
    }

    @Test func aCombinedConditionReadsAsOneSentence() throws {
        #expect(
            try fails("confirm")
                == "Fails when: the visible screen does not emit it (it is home now), or the app refuses it:"
                + " 'nothing to confirm' unless sum has a value, home is on no stack and"
                + " (no modal is up or transfers is empty)")
    }

    /// A refusal in a case says in which case.
    @Test func aRefusalInACaseSaysWhen() throws {
        #expect(
            try fails("pick")
                == "Fails when: the visible screen does not emit it (home, the visible screen now, emits it),"
                + " or the app refuses it: 'no transfers yet' unless transfer runs (when transfers is empty)")
    }

    /// An event that refuses nothing of its own says only what every event fails on.
    @Test func anEventWithoutRefusalsIsAsBefore() throws {
        #expect(
            try fails("send")
                == "Fails when: the visible screen does not emit it (home, the visible screen now, emits it)")
    }
}
