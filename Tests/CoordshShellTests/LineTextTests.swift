import Testing

@testable import CoordshShell

@Suite struct LineTextTests {
    private static let sample = Array("push detail 42 # and a comment of some length".utf8)

    /// Every length around the words the bytes are packed into, and past what is kept inline:
    /// the bytes lent, the text made and equality are those of the line as a String.
    @Test(arguments: 0...40)
    func keepsTheBytesOfEveryLength(count: Int) {
        let bytes = Array(Self.sample[..<count])
        let line = bytes.withUnsafeBufferPointer { LineText(ascii: $0) }
        let expected = String(decoding: bytes, as: UTF8.self)
        #expect(line.withUTF8 { Array($0) } == bytes)
        #expect(line.text == expected)
        #expect(line == LineText(expected))
        #expect(line != LineText(expected + " "))
    }

    /// A line of any text is kept as it is: non-ASCII, NUL bytes, a long one.
    @Test(arguments: ["", "café ☕", "a\u{0}b", String(repeating: "x", count: 100)])
    func keepsAnyText(text: String) {
        let line = LineText(text)
        #expect(line.text == text)
        #expect(line.withUTF8 { Array($0) } == Array(text.utf8))
        #expect(line == LineText(stringLiteral: text))
    }
}
