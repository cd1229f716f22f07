/// The interactive prompt: the app and the visible screen, `memo home> `.
struct Prompt {
    let app: String
    let screen: String

    /// The prompt as plain text.
    var text: String { "\(app) \(screen)> " }

    /// The prompt for libedit: with colour, each escape sequence is wrapped in `marker`
    /// characters (libedit's EL_PROMPT_ESC), so that libedit does not count them as columns
    /// and the cursor stays where the text ends.
    func forEditLine(color: Bool, marker: Character) -> String {
        guard color else { return text }
        let bold = "\(marker)\u{1B}[1m\(marker)"
        let dim = "\(marker)\u{1B}[2m\(marker)"
        let reset = "\(marker)\u{1B}[0m\(marker)"
        return "\(dim)\(app)\(reset) \(bold)\(screen)\(reset)> "
    }
}
