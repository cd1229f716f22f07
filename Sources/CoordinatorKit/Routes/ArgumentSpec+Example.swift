// MARK: - Examples for help

extension ArgumentSpec {
    /// A value the spec accepts, for help examples: `42`, `"Buy milk"`, `alice`, the last
    /// choice, or the first of fixed ids (a catalogue's first product), so the example works.
    public var exampleValue: Argument {
        switch kind {
        case .integer: .integer(fixedIDs?.first ?? 42)
        case .text: .text("Buy milk")
        case .userName(let rule): .text(rule.example)
        case .choice(let choices): .text(choices.last ?? "")
        }
    }

    /// `exampleValue` as a command word: text with a space (or none) in double quotes.
    public var exampleWord: String {
        switch exampleValue {
        case .integer(let value): String(value)
        case .text(let text): text.isEmpty || text.contains(" ") ? "\"\(text)\"" : text
        }
    }
}
