extension String {
    /// Where the line's `#` comment starts, if it has one, and whether it ends inside double
    /// quotes (where `\"` and `\\` do not end or start anything). As in the lexer, a comment
    /// starts at a `#` that begins a word, outside quotes.
    public var commentAndQuotes: (commentStart: Index?, endsInsideQuotes: Bool) {
        var open = false
        var escaped = false
        var atWordStart = true
        for index in indices {
            let character = self[index]
            defer { atWordStart = !open && character.isWhitespace }
            if escaped {
                escaped = false
            } else if open, character == "\\" {
                escaped = true
            } else if character == "\"" {
                open.toggle()
            } else if !open, atWordStart, character == "#" {
                return (index, false)
            }
        }
        return (nil, open)
    }

    /// The text before a `#` comment (a `#` that starts a word, outside double quotes), without
    /// trailing spaces.
    public var trimmingComment: String {
        let end = commentAndQuotes.commentStart ?? endIndex
        return String(self[..<end].reversed().drop(while: \.isWhitespace).reversed())
    }
}
