import Testing

@testable import AppDefinitions

/// A backslash before a line break in a string is a line continuation (JSON5, as ECMAScript): it
/// adds nothing to the text. Foundation's JSON5 reader kept the line break, so a summary written
/// over two lines came out as two lines in `:apps`. Every line terminator JSON5 knows: LF, CR LF,
/// CR, U+2028 and U+2029.
@Suite("JSON5 line continuations add nothing to a string")
struct LineContinuationTests {
    @Test(arguments: ["\n", "\r\n", "\r", "\u{2028}", "\u{2029}"])
    func aLineContinuationAddsNothing(lineBreak: String) throws {
        let text = DefinitionSamples.base(
            replacing: #"name: "t","#, with: "name: \"t\", summary: \"one \\\(lineBreak)line\",")
        #expect(try DefinitionSamples.definition(text).summary == "one line")
    }

    /// In a key too, and the places of the problems after it are still right (the line count goes on).
    @Test func inAKeyAndBeforeAProblemItsPlaceIsKept() throws {
        let text = DefinitionSamples.base(replacing: #"name: "t","#, with: "\"na\\\nme\": \"t\",")
        #expect(try DefinitionSamples.definition(text).name == "t")
        let wrong = text.replacingOccurrences(of: #"from: ["home"]"#, with: #"from: ["hme"]"#)
        #expect(
            DefinitionSamples.problems(wrong) == [
                "t.json5:9:33: error: events[0].from[0]: unknown route 'hme'. Did you mean 'home'?"
            ])
    }
}
