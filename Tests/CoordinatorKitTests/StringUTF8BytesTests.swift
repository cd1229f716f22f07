import Testing

@testable import CoordinatorKit

@Suite struct StringUTF8BytesTests {
    /// Small strings (kept inside the value), large ones (kept in storage), empty and non-ASCII:
    /// the bytes lent are the string's UTF-8, all of it.
    @Test(arguments: ["", "home", "memoList", "a 15-byte text.", "a text longer than fifteen bytes", "café ☕ 👩‍💻"])
    func lendsExactlyTheUTF8Bytes(text: String) {
        #expect(text.withUTF8Bytes { Array($0) } == Array(text.utf8))
        #expect(String(text.dropFirst()).withUTF8Bytes { $0.count } == text.dropFirst().utf8.count)
    }
}

@Suite struct StringFromUTF8BytesTests {
    /// Every length from 0 to 20 bytes, ASCII or not, valid or not: the string made from the
    /// bytes is the one `String(decoding:as:)` makes, byte for byte, and equal to it.
    @Test(arguments: [
        Array("push detail 4242 and more".utf8), Array("café ☕ 👩‍💻 and more text".utf8),
        [
            0x70, 0x6F, 0xFF, 0x70, 0x20, 0x39, 0x39, 0x39, 0x39, 0x39, 0x39, 0x39, 0x39, 0x39, 0x39, 0x39, 0x39, 0x39,
            0x39, 0x39,
        ],
        [
            0x00, 0x41, 0x7F, 0x20, 0x09, 0x42, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x49, 0x4A, 0x4B, 0x4C, 0x4D, 0x4E,
            0x4F, 0x50,
        ],
    ])
    func makesTheStringDecodingMakes(bytes: [UInt8]) {
        for count in 0...min(20, bytes.count) {
            let expected = String(decoding: bytes[..<count], as: UTF8.self)
            let made = bytes.withUnsafeBufferPointer { String(utf8Bytes: UnsafeBufferPointer(rebasing: $0[..<count])) }
            #expect(made == expected, "\(count) bytes")
            #expect(Array(made.utf8) == Array(expected.utf8), "\(count) bytes")
            #expect(made.count == expected.count && made.hasPrefix(expected), "\(count) bytes")
        }
    }

    /// A short ASCII line is made in place, as the standard library lays out its small strings:
    /// the layout check holds on this platform (else every line would take the general way).
    @Test func makesShortASCIITextInPlace() {
        let made = Array("tab memos".utf8).withUnsafeBufferPointer { String.smallASCII($0) }
        #expect(made == "tab memos")
        #expect(made.map { $0 + "!" } == "tab memos!")
        #expect(Array("a text of 16 b..".utf8).withUnsafeBufferPointer { String.smallASCII($0) } == nil)
        #expect(Array("café".utf8).withUnsafeBufferPointer { String.smallASCII($0) } == nil)
    }
}
