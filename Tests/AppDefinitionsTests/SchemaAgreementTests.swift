import Foundation
import TestSupport
import Testing

@testable import AppDefinitions

/// The JSON Schema that ships for editors (`schema/coordsh-app.schema.json`) and coordsh's own
/// reader agree: every example is valid for both, and definitions of the wrong shape are refused
/// by both. (What names refer to only coordsh checks: a schema cannot.) The schema is checked by
/// Python's `jsonschema` (Debian's python3-jsonschema), on the JSON that Foundation's decoder reads
/// from the JSON5 file.
@Suite("The JSON Schema and the reader agree")
struct SchemaAgreementTests {
    static let schema = Repository.root + "/schema/coordsh-app.schema.json"

    @Test func theSchemaIsAValidDraft7Schema() throws {
        #expect(try validate([]) == [])
    }

    @Test func everyExampleIsValidForBoth() throws {
        var documents: [String] = []
        let userNameRules = Repository.root + "/Tests/SwiftExportTests/Samples/user-name-rules.json5"
        for path in Examples.files.map({ Examples.folder + "/" + $0 }) + [userNameRules] {
            let data = try #require(FileManager.default.contents(atPath: path))
            #expect(DefinitionSamples.problems(String(decoding: data, as: UTF8.self)) == [], "\(path)")
            documents.append(try json(of: data))
        }
        #expect(try validate(documents) == Array(repeating: "valid", count: documents.count))
    }

    /// Each sample is the valid base sample with one thing of the wrong shape.
    @Test func definitionsOfTheWrongShapeAreRefusedByBoth() throws {
        let samples = [
            (#"name: "t","#, #"name: "t", sumary: "x","#),
            (#"name: "t","#, "name: 7,"),
            (#"name: "t","#, #"name: "my app","#),
            (#"argument: "integer""#, #"argument: "integr""#),
            (#"argument: "integer""#, #"argument: { type: "item" }"#),
            (#"argument: "integer""#, #"argument: { type: "integer", values: ["a"] }"#),
            (#"argument: "integer""#, #"argument: { type: "integer", of: "things" }"#),
            (#"{ push: "detail", argument: 1 }"#, #"{ psh: "detail" }"#),
            (#"{ push: "detail", argument: 1 }"#, #"{ push: "detail", pop: 1 }"#),
            (#"{ push: "detail", argument: 1 }"#, #"{ pop: 0 }"#),
            (#"do: [{ push: "detail", argument: 1 }]"#, #"do: [], cases: []"#),
            (#"from: ["home"]"#, "from: []"),
            (
                #"coordinators: [{ name: "app", stack: "home" }]"#,
                #"coordinators: [{ name: "app", stack: "home", tabs: [] }]"#
            ),
            (#"coordinators: [{ name: "app", stack: "home" }]"#, #"coordinators: [{ stack: "home" }]"#),
            (#"],"#, #"], links: [{ path: "a//b", do: [] }],"#),
            (#"name: "t","#, #"name: "t", users: { names: { minLength: 0 } },"#),
            (#"name: "t","#, #"name: "t", users: { names: { symbols: "a b" } },"#),
            (#"name: "t","#, #"name: "t", users: { names: { maxLength: 65 } },"#),
            // null where a value is expected is not the key left out (the schema says so too).
            (#"name: "t","#, #"name: "t", summary: null,"#),
            (#"name: "t","#, #"name: "t", users: { names: { minLength: null } },"#),
            (#"{ name: "home", owner: "app" },"#, #"{ name: "home", owner: "app", pushable: null },"#),
            // Texts shown on one line.
            (#"name: "t","#, #"name: "t", summary: "line one\nline two","#),
            (#"{ name: "home", owner: "app" },"#, #"{ name: "home", owner: "app", summary: "a\u2028b" },"#),
            (#"from: ["home"]"#, #"from: ["home"], summary: "go\r""#),
            (#"argument: "integer""#, #"argument: { type: "integer", label: "memo\u0085id" }"#),
        ]
        var documents: [String] = []
        for (old, new) in samples {
            let text = DefinitionSamples.base(replacing: old, with: new)
            #expect(!DefinitionSamples.problems(text).isEmpty, "the reader accepted \(new)")
            documents.append(try json(of: Data(text.utf8)))
        }
        let verdicts = try validate(documents)
        for (sample, verdict) in zip(samples, verdicts) {
            #expect(verdict == "invalid", "the schema accepted \(sample.1)")
        }
    }

    // MARK: - Helpers

    /// The JSON that Foundation's decoder reads from a JSON5 document.
    private func json(of data: Data) throws -> String {
        let decoder = JSONDecoder()
        decoder.allowsJSON5 = true
        let value = try decoder.decode(AnyJSON.self, from: data)
        return String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
    }

    /// `valid` or `invalid` for each document, checked against the schema (which is itself
    /// checked as a draft-07 schema first).
    private func validate(_ documents: [String]) throws -> [String] {
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft7Validator.check_schema(schema)
            validator = jsonschema.Draft7Validator(schema)
            for document in json.load(sys.stdin):
                print("valid" if validator.is_valid(document) else "invalid")
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script, Self.schema]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data("[\(documents.joined(separator: ","))]".utf8))
        try input.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "python3 -c ... jsonschema failed (is python3-jsonschema installed?)")
        return text.split(separator: "\n").map(String.init)
    }
}

/// Any JSON value, to turn a JSON5 document into JSON.
private enum AnyJSON: Codable {
    case null, bool(Bool), integer(Int), number(Double), string(String), array([AnyJSON]), object([String: AnyJSON])

    init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: Key.self) {
            var members: [String: AnyJSON] = [:]
            for key in object.allKeys { members[key.stringValue] = try object.decode(AnyJSON.self, forKey: key) }
            self = .object(members)
        } else if var array = try? decoder.unkeyedContainer() {
            var elements: [AnyJSON] = []
            while !array.isAtEnd { elements.append(try array.decode(AnyJSON.self)) }
            self = .array(elements)
        } else {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() {
                self = .null
            } else if let value = try? single.decode(Bool.self) {
                self = .bool(value)
            } else if let value = try? single.decode(Int.self) {
                self = .integer(value)
            } else if let value = try? single.decode(Double.self) {
                self = .number(value)
            } else {
                self = .string(try single.decode(String.self))
            }
        }
    }

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var single = encoder.singleValueContainer()
            try single.encodeNil()
        case .bool(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case .integer(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case .number(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case .string(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case .array(let elements):
            var array = encoder.unkeyedContainer()
            for element in elements { try array.encode(element) }
        case .object(let members):
            var object = encoder.container(keyedBy: Key.self)
            for (key, value) in members { try object.encode(value, forKey: Key(stringValue: key)) }
        }
    }

    struct Key: CodingKey {
        let stringValue: String
        init(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }
}
