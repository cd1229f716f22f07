import CoordinatorKit
import Testing

@Suite struct StringUTF8BytesTests {
    /// Small strings (kept inside the value), large ones (kept in storage), empty and non-ASCII:
    /// the bytes lent are the string's UTF-8, all of it.
    @Test(arguments: ["", "home", "memoList", "a 15-byte text.", "a text longer than fifteen bytes", "café ☕ 👩‍💻"])
    func lendsExactlyTheUTF8Bytes(text: String) {
        #expect(text.withUTF8Bytes { Array($0) } == Array(text.utf8))
        #expect(String(text.dropFirst()).withUTF8Bytes { $0.count } == text.dropFirst().utf8.count)
    }
}
