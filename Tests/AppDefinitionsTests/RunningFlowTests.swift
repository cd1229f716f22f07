import FoundationEssentials
import Testing

@testable import AppDefinitions

/// A running flow keeps its variables ordered by name and finds one at the position the model
/// gives, else by its name; its saved form, equality and `variables` are those of a dictionary.
@Suite struct RunningFlowTests {
    private let flow = RunningFlow(name: "checkout", variables: ["note": .text("gift"), "coupon": .null])

    @Test func theSavedFormIsANameAndAnObjectOfVariables() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(flow), as: UTF8.self)
        #expect(json == #"{"name":"checkout","variables":{"coupon":null,"note":"gift"}}"#)
        #expect(try JSONDecoder().decode(RunningFlow.self, from: Data(json.utf8)) == flow)
    }

    @Test func flowsOfTheSameVariablesAreEqualWhateverTheirOrder() {
        let other = RunningFlow(name: "checkout", variables: ["coupon": .null, "note": .text("gift")])
        #expect(other == flow)
        #expect(other.hashValue == flow.hashValue)
        #expect(other.variables == ["coupon": .null, "note": .text("gift")])
    }

    @Test(arguments: [0, 1, 7])
    func aVariableIsFoundWhateverThePositionGiven(position: Int) {
        #expect(flow.value(of: "note", at: position) == .text("gift"))
        #expect(flow.value(of: "coupon", at: position) == .null)
        #expect(flow.value(of: "missing", at: position) == nil)
    }

    /// The first variable is held apart from the others: each is set at its own position, at a
    /// wrong one, and the flow stays equal to one made with the same variables.
    @Test(arguments: [0, 1, 7])
    func aVariableIsSetWhateverThePositionGiven(position: Int) {
        var changed = flow
        changed.setValue(.text("ribbon"), of: "note", at: position)
        changed.setValue(.integer(2), of: "coupon", at: position)
        let expected = RunningFlow(name: "checkout", variables: ["note": .text("ribbon"), "coupon": .integer(2)])
        #expect(changed == expected)
        #expect(changed.hashValue == expected.hashValue)
        #expect(changed.slots.map(\.name) == ["coupon", "note"])
        #expect(flow.value(of: "coupon", at: 0) == .null)
    }

    @Test func settingAVariableItLacksAddsItInItsPlace() {
        var changed = flow
        changed.setValue(.integer(3), of: "count", at: 0)
        changed.setValue(.text("ribbon"), of: "note", at: 0)
        #expect(changed.slots.map(\.name) == ["count", "coupon", "note"])
        #expect(changed.variables == ["count": .integer(3), "coupon": .null, "note": .text("ribbon")])
        #expect(flow.variables["note"] == .text("gift"))
    }
}
