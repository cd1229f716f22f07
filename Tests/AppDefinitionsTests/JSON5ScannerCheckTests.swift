import Testing

@testable import AppDefinitions
@testable import CoordshShell

/// `check` (the fast path of a valid file, which compares plain keys byte by byte) must agree with
/// `scan` (which reads every key as text) on every document: the same syntax error at the same
/// place, and a key written twice exactly when `scan` lists one.
@Suite("JSON5 scanner: check agrees with scan")
struct JSON5ScannerCheckTests {
    /// What `check` or `scan` concluded, to compare the two.
    private enum Outcome: Equatable {
        case valid(hasDuplicates: Bool)
        case failed(JSON5SyntaxError)
    }

    private func checked(_ bytes: [UInt8]) -> Outcome {
        do {
            return .valid(hasDuplicates: try JSON5Scanner.check(bytes).hasDuplicateKeys)
        } catch {
            return .failed(error)
        }
    }

    private func scanned(_ bytes: [UInt8]) -> Outcome {
        do {
            return .valid(hasDuplicates: !(try JSON5Scanner.scan(bytes)).duplicateKeys.isEmpty)
        } catch {
            return .failed(error)
        }
    }

    @Test(arguments: [
        // Keys the same only as text: an escape, a quote of the other kind, canonically equivalent text.
        ("{ a: 1, \"\\x61\": 2 }", true),
        ("{ a: 1, 'a': 2 }", true),
        ("{ 'a': 1, \"a\": 2 }", true),
        ("{ \"\\u0061b\": 1, ab: 2 }", true),
        ("{ K: 1, \u{212A}: 2 }", true),  // KELVIN SIGN is K as a Swift String
        ("{ \"é\": 1, \"e\u{301}\": 2 }", true),
        ("{ é: 1, e: 2 }", false),
        ("{ ab: 1, abc: 2, a: 3 }", false),
        ("{ a: { a: 1 }, b: { a: 2 } }", false),
        ("{ a: { b: 1, b: 2 } }", true),
        ("{ a: [{ x: 1 }, { x: 2, x: 3 }] }", true),
        ("{ 'a b': 1, \"a b\": 2 }", true),
        ("{ '': 1, \"\": 2 }", true),
    ])
    func keysAreTheSameWhenTheirTextIs(text: String, hasDuplicates: Bool) {
        let bytes = Array(text.utf8)
        #expect(checked(bytes) == .valid(hasDuplicates: hasDuplicates))
        #expect(scanned(bytes) == .valid(hasDuplicates: hasDuplicates))
    }

    @Test func checkAndScanAgreeOnGeneratedDocuments() {
        var maker = DocumentMaker(generator: SplitMix64(seed: 16))
        for _ in 0..<4000 {
            var document = Array(maker.document().utf8)
            // Half of them damaged: a byte changed, dropped or the end cut off.
            if maker.generator.percent(50), !document.isEmpty {
                let at = maker.generator.below(document.count)
                switch maker.generator.below(3) {
                case 0: document[at] = maker.generator.pick(DocumentMaker.noise)
                case 1: document.remove(at: at)
                default: document.removeSubrange(at...)
                }
            }
            let outcome = checked(document)
            #expect(outcome == scanned(document), "\(String(decoding: document, as: UTF8.self))")
        }
    }
}

/// Random JSON5 documents whose keys often repeat, in every spelling a key can have.
private struct DocumentMaker {
    var generator: SplitMix64

    static let keys = [
        "a", "b", "ab", "name", "'a'", "\"a\"", "\"\\x61\"", "'\\u0061'", "\"a\\\nb\"", "é", "\"e\u{301}\"", "K",
        "\u{212A}", "'a b'", "''", "$x", "_y", "'\\n'", "\"\\u00e9\"", "'\\q'", "\"ab\"",
    ]
    static let scalars = [
        "1", "-2.5", "0x1F", "+.5", "1e3", "Infinity", "-NaN", "true", "false", "null", "'text'", "\"it\\'s\"",
        "'\\u263A'", "\"é\"", "'a\\\nb'", "\"\\x41\"",
    ]
    static let spaces = [" ", "", "\n", " // note\n", "/* c */", "\t", "\u{A0}", "\r\n"]
    static let noise: [UInt8] = Array("{}[]:,'\"\\ \n/*x0é".utf8)

    mutating func document() -> String {
        value(depth: 0)
    }

    private mutating func pick(_ options: [String]) -> String {
        generator.pick(options)
    }

    private mutating func value(depth: Int) -> String {
        switch depth < 4 ? generator.below(4) : 3 {
        case 0, 1: object(depth: depth + 1)
        case 2: array(depth: depth + 1)
        default: pick(Self.scalars)
        }
    }

    private mutating func object(depth: Int) -> String {
        let count = generator.below(5)
        var members: [String] = []
        for _ in 0..<count {
            members.append(pick(Self.spaces) + pick(Self.keys) + ":" + pick(Self.spaces) + value(depth: depth))
        }
        return "{" + members.joined(separator: ",") + (generator.percent(50) ? "" : ",") + "}"
    }

    private mutating func array(depth: Int) -> String {
        let count = generator.below(4)
        var elements: [String] = []
        for _ in 0..<count { elements.append(pick(Self.spaces) + value(depth: depth)) }
        return "[" + elements.joined(separator: ",") + "]"
    }
}
