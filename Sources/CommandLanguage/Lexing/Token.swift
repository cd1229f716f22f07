/// One word of a command line, with its quotes removed and escapes applied.
public struct Token: Hashable, Sendable {
    /// The word as the command sees it: `Buy milk` for `"Buy milk"`.
    public let text: String
    /// Where the word was in the line, in UTF-8 bytes, quotes included.
    public let range: Range<Int>

    /// Whether the word had quotes (`"none"`, `""`): its text is shorter than the word, which
    /// a plain word's never is.
    public var wasQuoted: Bool { range.count != text.utf8.count }

    public init(_ text: String, range: Range<Int>) {
        self.text = text
        self.range = range
    }
}
