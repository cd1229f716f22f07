import CoordinatorKit

/// One thing wrong with a definition, and where: the path in the document
/// (`events[3].do[0].push`) and, once the file's map is known, the line and column.
public struct DefinitionProblem: Hashable, Sendable, CustomStringConvertible {
    /// The path of the value the problem is about; `""` for the whole document.
    public let path: String
    public let message: String
    /// Whether the problem is about a key itself (an unknown key), not its value.
    public let isAboutKey: Bool
    /// The place in the file, when known.
    public var position: SourcePosition?

    public init(at path: String, _ message: String, isAboutKey: Bool = false, position: SourcePosition? = nil) {
        self.path = path
        self.message = message
        self.isAboutKey = isAboutKey
        self.position = position
    }

    /// `events[3].do[0].push: unknown route 'prodct'. Did you mean 'product'?`
    public var description: String {
        path.isEmpty ? message : "\(path): \(message)"
    }

    /// The line `FILE:LINE:COL: error: PATH: MESSAGE` that coordsh prints for it.
    public func line(file: String) -> String {
        let place = position.map { "\(file):\($0)" } ?? file
        return "\(place): error: \(description)"
    }
}

/// A definition that cannot run: every problem found, in the order of the file.
public struct DefinitionErrors: Error, Sendable, Equatable {
    public let file: String
    public let problems: [DefinitionProblem]

    public init(file: String, problems: [DefinitionProblem]) {
        self.file = file
        self.problems = problems
    }

    /// One line per problem, `FILE:LINE:COL: error: ...`, then how many there are.
    public var report: String {
        var lines = problems.map { $0.line(file: file) }
        if problems.count > 1 {
            lines.append("\(problems.count) problems in \(file) (a problem can follow from one before it); nothing ran")
        }
        return lines.joined(separator: "\n")
    }
}
