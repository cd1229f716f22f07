/// Where a command line came from, for error messages: `FILE:LINE` in scripts
/// (`<stdin>:LINE`, `-c:N`), nothing at the interactive prompt.
struct Place: Equatable, Sendable, CustomStringConvertible {
    /// The script's name; `nil` at the prompt.
    let source: String?
    let line: Int

    /// The name of the prompt where a file name goes: the JSON `file` of a line typed there.
    static let promptName = "<prompt>"

    static func prompt(line: Int) -> Place {
        Place(source: nil, line: line)
    }

    /// `FILE:LINE`, or `line N` at the prompt.
    var description: String {
        source.map { "\($0):\(line)" } ?? "line \(line)"
    }
}
