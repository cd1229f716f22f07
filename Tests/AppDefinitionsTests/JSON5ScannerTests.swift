import Testing

@testable import AppDefinitions

@Suite("JSON5 scanner: places and syntax errors")
struct JSON5ScannerTests {
    private func scan(_ text: String) throws(JSON5SyntaxError) -> SourceMap {
        try JSON5Scanner.scan(Array(text.utf8))
    }

    @Test func valuesAndKeysHaveTheirLineAndColumn() throws {
        let text = """
            // a comment
            {
              name: 'shop', /* inline */ routes: [
                { name: "home", owner: 'app' },
                { name: "détail" },
              ],
            }
            """
        let map = try scan(text)
        #expect(map.position(of: "") == SourcePosition(line: 2, column: 1))
        #expect(map.position(of: "name") == SourcePosition(line: 3, column: 9))
        #expect(map.position(of: "routes") == SourcePosition(line: 3, column: 38))
        #expect(map.position(of: "routes[0].owner") == SourcePosition(line: 4, column: 28))
        #expect(map.keyPosition(of: "routes[0].owner") == SourcePosition(line: 4, column: 21))
        #expect(map.position(of: "routes[1]") == SourcePosition(line: 5, column: 5))
        // A path that is not in the file is placed at the nearest value that is.
        #expect(map.position(of: "routes[1].owner") == SourcePosition(line: 5, column: 5))
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let map = try scan("{ é: 'ü', x: 1 }")
        #expect(map.position(of: "x") == SourcePosition(line: 1, column: 14))
    }

    @Test func json5FormsAreAccepted() throws {
        let text =
            "\u{FEFF}{ a: 0x1F, b: +.5, c: -Infinity, d: NaN, e: 'it\\'s', f: \"line \\\ncontinued\", g: [1, 2,], }"
        #expect(throws: Never.self) { try scan(text) }
    }

    @Test(arguments: [
        ("", "1:1", "the file is empty; a definition is one object"),
        ("{ a: 1 } }", "1:10", "unexpected '}' after the end of the document"),
        ("{ a: [1, 2 }", "1:12", "expected ',' or ']' after an element of the array, found '}'"),
        (
            "{ a: 1\n  b: 2 }", "2:3",
            "expected ',' or '}' after the value of 'a', found 'b'; is a ',' missing before it?"
        ),
        // The word found is shown whole, not its first letter.
        (
            "{ name: 'x'\n  coordinators: [] }", "2:3",
            "expected ',' or '}' after the value of 'name', found 'coordinators'; is a ',' missing before it?"
        ),
        (
            "{ a: [1 2] }", "1:9",
            "expected ',' or ']' after an element of the array, found '2'; is a ',' missing before it?"
        ),
        (
            "{ a: ['x' 'y'] }", "1:11",
            "expected ',' or ']' after an element of the array, found a string; is a ',' missing before it?"
        ),
        ("{ a 1 }", "1:5", "expected ':' after the key 'a', found '1'"),
        // A control character is named by its code point: quoted, it showed as nothing ('').
        (
            "{ a: \u{7F} }", "1:6",
            "unexpected U+007F (a control character); a value is an object, an array, a string, a number, true, false or null"
        ),
        ("{ a: 'open }", "1:6", "a string is not closed: its ' has no partner"),
        ("{ a: \"two\nlines\" }", "1:6", "a line break inside a string; end the string first, or write \\n"),
        (
            "{ a: @ }", "1:6",
            "unexpected '@'; a value is an object, an array, a string, a number, true, false or null"
        ),
        (
            "{ a: yes }", "1:6",
            "unexpected 'yes'; a string needs quotes (\"yes\"); other values are objects, arrays, numbers, true, false or null"
        ),
        ("{ a: tru }", "1:6", "unexpected 'tru'; did you mean 'true'? Strings need quotes"),
        ("{ a: Null }", "1:6", "unexpected 'Null'; did you mean 'null'? Strings need quotes"),
        (
            "{ a: Inbox }", "1:6",
            "unexpected 'Inbox'; a string needs quotes (\"Inbox\"); other values are objects, arrays, numbers, true, false or null"
        ),
        (
            "{ a: naïve }", "1:6",
            "unexpected 'naïve'; a string needs quotes (\"naïve\"); other values are objects, arrays, numbers, true, false or null"
        ),
        // Too long to show whole: no guess from its first letter.
        (
            "{ a: t\(String(repeating: "x", count: 45)) }", "1:6",
            "unexpected 't'; a value is an object, an array, a string, a number, true, false or null"
        ),
        ("{ a: True }", "1:6", "unexpected 'True'; did you mean 'true'? Strings need quotes"),
        // A name written without quotes is no misspelt literal because it starts with t, f or n.
        (
            "{ root: feed }", "1:9",
            "unexpected 'feed'; a string needs quotes (\"feed\"); other values are objects, arrays, numbers, true, false or null"
        ),
        (
            "{ a: notes }", "1:6",
            "unexpected 'notes'; a string needs quotes (\"notes\"); other values are objects, arrays, numbers, true, false or null"
        ),
        (
            "{ a: welcome }", "1:6",
            "unexpected 'welcome'; a string needs quotes (\"welcome\"); other values are objects, arrays, numbers, true, false or null"
        ),
        ("{ /* open", "1:3", "a '/*' comment is not closed with '*/'"),
        ("{ 1a: 2 }", "1:3", "unexpected '1' where a key should be; keys are names or quoted strings"),
        ("{ a: 0x }", "1:6", "a hexadecimal number needs digits after '0x'"),
        ("{ a: [", "1:7", "the document ends inside an array: a ']' is missing"),
    ])
    func syntaxErrorsSayWhatAndWhere(text: String, place: String, message: String) {
        #expect {
            try scan(text)
        } throws: { error in
            guard let error = error as? JSON5SyntaxError else { return false }
            return error.position.description == place && error.message == message
        }
    }

    @Test func duplicateKeysAreFoundAndTheFirstKeepsItsPlace() throws {
        let map = try scan("{ name: 'a',\n  name: 'b', x: { y: 1, y: 2 } }")
        #expect(map.duplicateKeys.map(\.path) == ["name", "x.y"])
        #expect(map.duplicateKeys.map(\.position.description) == ["2:3", "2:25"])
        #expect(map.position(of: "name") == SourcePosition(line: 1, column: 9))
    }

    @Test func nestingDeeperThanTheLimitIsRefusedBeforeTheDecoderSeesIt() {
        let deep = String(repeating: "[", count: JSON5Scanner.maxNesting + 1)
        #expect {
            try scan(deep)
        } throws: { error in
            (error as? JSON5SyntaxError)?.message
                == "objects and arrays nest more than 64 deep; a definition needs far fewer"
        }
        let fits =
            "{ a: " + String(repeating: "[", count: JSON5Scanner.maxNesting - 1)
            + String(repeating: "]", count: JSON5Scanner.maxNesting - 1) + " }"
        #expect(throws: Never.self) { try scan(fits) }
    }
}
