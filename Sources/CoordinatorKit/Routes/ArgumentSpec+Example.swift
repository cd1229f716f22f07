// MARK: - Examples for help

extension ArgumentSpec {
    /// A value the spec accepts, for help examples: the first of fixed ids (a catalogue's first
    /// product) or else the integer `example` (an id of the catalogue the app pushes it into), so
    /// that the example works, or else `42`; a text's `example` or else `"some"` and its label
    /// (`"some address"`); `alice`; the last choice.
    public var exampleValue: Argument {
        switch kind {
        case .integer: .integer(fixedIDs?.first ?? example?.integer ?? 42)
        case .text: .text(exampleText)
        case .userName(let rule): .text(rule.example)
        case .choice(let choices): .text(choices.last ?? "")
        }
    }

    /// A text argument's example: its own `example`, or else "some" and its label ("some address").
    public var exampleText: String { example?.text ?? "some \(label)" }

    /// `exampleValue` as it is typed in a command (`Argument.typed`): a text that is empty or
    /// has a space, a quote or a `#` in double quotes.
    public var exampleWord: String { exampleValue.typed }
}
