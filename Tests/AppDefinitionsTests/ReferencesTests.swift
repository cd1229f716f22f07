import Testing

@testable import AppDefinitions

/// `References` finds what a name refers to by its exact spelling, the first of a name given
/// twice winning, whether it compares names one by one (a few) or keeps a `NameIndex` (many).
@Suite struct ReferencesTests {
    @Test(arguments: [3, References.linearLimit, References.linearLimit + 1, 40])
    func aNameFindsItsOwnReference(count: Int) {
        let names = (0..<count).map { "name\($0)" } + ["name0"]
        let values = names.indices.map { position in
            Reference(
                collection: nil, flowVariable: (flow: "flow\(position)", initial: .integer(position)))
        }
        let references = References(names: names, values: values)
        for position in 0..<count {
            #expect(references["name\(position)"] === values[position])
        }
        #expect(references["Name0"] == nil)
        #expect(references["elsewhere"] == nil)
    }
}
