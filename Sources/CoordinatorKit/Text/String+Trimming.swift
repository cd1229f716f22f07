extension StringProtocol {
    /// The text without the white space after its last word: a route literal's end
    /// (`home > about  `), a line kept in the prompt's history (Tab leaves a space after a word).
    public var trimmingTrailingSpaces: String {
        guard let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[...last])
    }
}
