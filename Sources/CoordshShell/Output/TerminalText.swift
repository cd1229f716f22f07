import CoordinatorKit

/// Text made safe to show on a terminal: every control character (C0 but the line break, DEL,
/// and the C1 range, where U+009B starts a command on many terminals) is written as an escape,
/// `\u{1b}`, the way `:state` writes them in quoted text. So a script's `:echo`, a typed line
/// shown by `:history` or `--echo`, or a file name can never move the cursor, clear the screen
/// or retitle the window.
///
///     TerminalText.escaped("\u{1B}]0;owned\u{7}")  // "\\u{1b}]0;owned\\u{7}"
enum TerminalText {
    static func escaped(_ text: String) -> String {
        // Most text has no control character at all: it is returned as it is.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                result += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// C0 but the line break, DEL and C1.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isControlCharacter && scalar != "\n"
    }
}
