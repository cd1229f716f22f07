import CoordinatorKit
import Foundation
import Testing

@Suite struct JSONValueTests {
    @Test(arguments: [
        (JSONValue.null, "null"),
        (.bool(true), "true"),
        (.integer(-3), "-3"),
        (.string("café"), #""café""#),
        (.array([.integer(1), .string("a"), .null]), #"[1,"a",null]"#),
        (.object(["b": .bool(false), "a": .array([])]), #"{"a":[],"b":false}"#),
    ])
    func encodesAsPlainJSONAndDecodesBack(value: JSONValue, json: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(value), as: UTF8.self) == json)
        #expect(try JSONDecoder().decode(JSONValue.self, from: Data(json.utf8)) == value)
    }
}
