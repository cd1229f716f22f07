extension String {
    /// Where the line's `#` comment starts, if it has one, and whether it ends inside double
    /// quotes (where `\"` and `\\` do not end or start anything).
    public var commentAndQuotes: (commentStart: Index?, endsInsideQuotes: Bool) {
        var open = false
        var escaped = false
        for index in indices {
            let character = self[index]
            if escaped {
                escaped = false
            } else if open, character == "\\" {
                escaped = true
            } else if character == "\"" {
                open.toggle()
            } else if !open, character == "#" {
                return (index, false)
            }
        }
        return (nil, open)
    }

    /// The text before a `#` comment that is outside double quotes, without trailing spaces.
    public var trimmingComment: String {
        let end = commentAndQuotes.commentStart ?? endIndex
        return String(self[..<end].reversed().drop(while: \.isWhitespace).reversed())
    }
}
