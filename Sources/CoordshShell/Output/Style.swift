/// ANSI colour for the human output, or none.
struct Style: Sendable {
    let enabled: Bool

    /// A label such as `stack:`.
    func label(_ text: String) -> String { paint(text, "2") }
    /// The visible screen.
    func screen(_ text: String) -> String { paint(text, "1") }
    /// `error:`.
    func error(_ text: String) -> String { paint(text, "1;31") }
    /// `note:`.
    func note(_ text: String) -> String { paint(text, "36") }

    private func paint(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
