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

    /// `opening {`, the body one level in, then `closing`. A `switch` keeps its cases at its own
    /// level, as `swift format` lays them out.
    mutating func block(_ opening: String, closing: String = "}", _ body: (inout SwiftWriter) -> Void) {
        line(opening + " {")
        let indents = !opening.hasPrefix("switch ")
        if indents { level += 1 }
        body(&self)
        if indents { level -= 1 }
        line(closing)
    }

    /// Columns the text will be indented by later (inside `#if`), counted when lines are fitted.
    var margin = 0

    /// The current indentation's width, in columns.
    var indentation: Int { level * 4 + margin }

    /// The longest line `swift format` leaves as it is with the package's `lineLength` of 120: it
    /// breaks a line of exactly 120 columns.
    static let longestLine = 119

    /// A declaration's `head(a, b, c) {` as `swift format` lays it out at `indentation` columns:
    /// on one line when it fits, else the parameters on lines of their own one level in, packed
    /// as many to a line as fit, and `) {` below them. Lines without the indentation itself.
    static func signature(_ head: String, _ parameters: [String], indentation: Int) -> [String] {
        let flat = head + "(" + parameters.joined(separator: ", ") + ") {"
        guard indentation + flat.count > longestLine else { return [flat] }
        var lines = [head + "("]
        var current = ""
        for (index, parameter) in parameters.enumerated() {
            let piece = parameter + (index == parameters.count - 1 ? "" : ",")
            if current.isEmpty {
                current = piece
            } else if indentation + 4 + current.count + 1 + piece.count > longestLine {
                lines.append("    " + current)
                current = piece
            } else {
                current += " " + piece
            }
        }
        lines.append("    " + current)
        lines.append(") {")
        return lines
    }

    /// `head[a, b, c]tail` on one line when it fits (`longestLine`), else one item per line with a
    /// comma after each of several (none after the only one), as `swift format` writes a
    /// collection literal.
    mutating func list(_ head: String, _ items: [String], _ tail: String = "") {
        let flat = head + "[" + items.joined(separator: ", ") + "]" + tail
        guard indentation + flat.count > Self.longestLine, !items.isEmpty else {
            line(flat)
            return
        }
        if head.hasPrefix("case "), head.hasSuffix(": ") {
            // A case whose value does not fit: the value goes below it.
            line(String(head.dropLast()))
            level += 1
            list("", items, tail)
            level -= 1
            return
        }
        line(head + "[")
        level += 1
        for item in items { line(items.count == 1 ? item : item + ",") }
        level -= 1
        line("]" + tail)
    }

    /// A string literal (`"..."`, already escaped, interpolations allowed) as the argument of
    /// `call`: on one line when it fits, else the literal on a line of its own, cut at spaces into
    /// `+`-joined parts.
    mutating func call(_ call: String, literal: String, tail: String = "") {
        let flat = call + "(" + literal + ")" + tail
        guard indentation + flat.count > Self.longestLine else {
            line(flat)
            return
        }
        line(call + "(")
        level += 1
        let width = 116 - indentation
        var parts: [String] = []
        var current = ""
        var depth = 0
        for character in literal.dropFirst().dropLast() {
            current.append(character)
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if character == " ", depth == 0, current.count >= width - 6 {
                parts.append(current)
                current = ""
            }
        }
        parts.append(current)
        for (index, part) in parts.enumerated() {
            let last = index == parts.count - 1
            if index == 1 { level += 1 }
            line((index == 0 ? "" : "+ ") + "\"" + part + "\"" + (last ? ")" + tail : ""))
        }
        level -= parts.count > 1 ? 2 : 1
    }

    /// A `///` line as it is, for code in a doc comment (`///     let app = ...`).
    mutating func docLine(_ text: String) {
        line("/// " + text)
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
