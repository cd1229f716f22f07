/// One word of a command line, with its quotes removed and escapes applied.
public struct Token: Hashable, Sendable {
    /// The word as the command sees it: `Buy milk` for `"Buy milk"`.
    public let text: String
    /// Where the word was in the line, in UTF-8 bytes, quotes included.
    public let range: Range<Int>

    public init(_ text: String, range: Range<Int>) {
        self.text = text
        self.range = range
    }
}
