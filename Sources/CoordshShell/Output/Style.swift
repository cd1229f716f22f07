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
        begin(role, in: &target)
        body(&target)
        end(in: &target)
    }

    /// Starts the colour of `role` (nothing when colour is off); `end(in:)` goes back to plain
    /// text. For writers that take no closure (the state, after every command).
    func begin(_ role: Role, in target: inout TextBuffer) {
        guard enabled else { return }
        target.append("\u{1B}[")
        target += role.rawValue
        target.append("m")
    }

    /// Goes back to plain text after `begin(_:in:)`.
    func end(in target: inout TextBuffer) {
        guard enabled else { return }
        target.append("\u{1B}[0m")
    }
}
