import CoordinatorKit

/// ANSI colour for the human output, or none.
struct Style: Sendable {
    let enabled: Bool

    enum Role: String {
        /// A label such as `stack:`.
        case label = "2"
        /// The visible screen.
        case screen = "1"
        /// `error:`.
        case error = "1;31"
        /// `note:`.
        case note = "36"
    }

    /// Writes `text` in the colour of `role` into `target`.
    func write(_ text: String, as role: Role, to target: inout TextBuffer) {
        write(as: role, to: &target) { $0.write(text) }
    }

    /// Writes what `body` writes in the colour of `role` into `target`.
    func write(as role: Role, to target: inout TextBuffer, _ body: (inout TextBuffer) -> Void) {
        guard enabled else { return body(&target) }
        target.append("\u{1B}[")
        target += role.rawValue
        target.append("m")
        body(&target)
        target.append("\u{1B}[0m")
    }
}
