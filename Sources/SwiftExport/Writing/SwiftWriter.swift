/// Builds a Swift source file line by line, four spaces per level, the way `swift format` lays
/// code out, so that exported files need no formatting pass.
///
///     var writer = SwiftWriter()
///     writer.block("public enum Tab: String") { $0.line("case home") }
///     writer.text  // "public enum Tab: String {\n    case home\n}\n"
struct SwiftWriter {
    private(set) var text = ""
    private var level = 0

    /// The longest line a doc comment is wrapped to.
    static let docWidth = 116

    /// One line at the current indentation; an empty string is an empty line.
    mutating func line(_ code: String = "") {
        if code.isEmpty {
            text += "\n"
        } else {
            text += String(repeating: "    ", count: level) + code + "\n"
        }
    }

    /// Several lines, each at the current indentation (a template's text, already indented
    /// relative to its first line).
    mutating func lines(_ code: String) {
        for line in code.split(separator: "\n", omittingEmptySubsequences: false) { self.line(String(line)) }
    }

    /// `opening {`, the body one level in, then `closing`.
    mutating func block(_ opening: String, closing: String = "}", _ body: (inout SwiftWriter) -> Void) {
        line(opening + " {")
        level += 1
        body(&self)
        level -= 1
        line(closing)
    }

    /// A brace on a line of its own, the body one level in, then the closing brace: the body of a
    /// declaration whose signature took more than one line.
    mutating func braced(_ body: (inout SwiftWriter) -> Void) {
        line("{")
        level += 1
        body(&self)
        level -= 1
        line("}")
    }

    /// Runs `body` one level in, without braces (the cases of a `switch`).
    mutating func indented(_ body: (inout SwiftWriter) -> Void) {
        level += 1
        body(&self)
        level -= 1
    }

    /// A `///` comment, wrapped at word boundaries.
    mutating func doc(_ text: String) {
        comment(text, marker: "///")
    }

    /// A `//` comment, wrapped at word boundaries.
    mutating func comment(_ text: String, marker: String = "//") {
        let width = max(40, Self.docWidth - level * 4 - marker.count - 1)
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard !paragraph.isEmpty else {
                line(marker)
                continue
            }
            var current = ""
            for word in paragraph.split(separator: " ") {
                if !current.isEmpty, current.count + 1 + word.count > width {
                    line(marker + " " + current)
                    current = ""
                }
                current += (current.isEmpty ? "" : " ") + word
            }
            if !current.isEmpty { line(marker + " " + current) }
        }
    }
}
