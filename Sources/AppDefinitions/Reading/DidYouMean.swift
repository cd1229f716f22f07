/// The end of a message about a word a definition does not know: the nearest known word if there
/// is one, then the list of every one.
///
///     DidYouMean.ending("pop", "the effects", are: "pop, push and root")
///     // ". Did you mean 'pop'? The effects are pop, push and root"
///     DidYouMean.ending(nil, "the effects", are: "pop, push and root")
///     // "; the effects are pop, push and root"
enum DidYouMean {
    /// - Parameters:
    ///   - guess: the known word nearest to the one written, if any is near.
    ///   - what: what the list holds, in lower case (`the effects`, `effects written as a word`).
    ///   - list: the known words, as a list.
    static func ending(_ guess: String?, _ what: String, are list: String) -> String {
        guard let guess else { return "; \(what) are \(list)" }
        return ". Did you mean '\(guess)'? \(what.prefix(1).uppercased() + what.dropFirst()) are \(list)"
    }
}
