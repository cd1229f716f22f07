import AppDefinitions
import CoordinatorKit

/// Failures of the shell's own commands.
public enum ShellError: CoordshError, Equatable {
    /// An `:expect` that does not hold: what was expected and what is the case instead, each a
    /// phrase that completes "expected ..., but ...".
    case expectationFailed(expected: String, actual: String)
    /// A script or file that cannot be read: (path, why).
    case unreadable(String, reason: FileProblem)
    /// A file that cannot be written: (path, why).
    case unwritable(String, reason: FileProblem)
    /// A file that is not a session `:load` can use: (path, what is wrong and where).
    case cannotLoad(String, LoadError)
    /// An app definition that cannot run: every problem, with its place.
    case invalidDefinition(DefinitionErrors)
    /// `:source` nested deeper than `CommandRunner.maxSourceDepth`: (the file it would read).
    case sourceTooDeep(String)
    /// `:hint` with no lesson running.
    case noLesson
    /// An app event sent to an app that does not know it (the parser prevents this).
    case internalFailure(String)

    public var code: ErrorCode {
        switch self {
        case .expectationFailed: .expectationFailed
        case .unreadable, .unwritable: .io
        case .cannotLoad, .invalidDefinition: .badArgument
        case .sourceTooDeep: .limit
        case .noLesson, .internalFailure: .notAllowed
        }
    }

    public var message: String {
        switch self {
        case .expectationFailed(let expected, let actual):
            "expected \(expected), but \(actual)"
        case .unreadable(let path, let reason):
            "cannot read \(path.quoted): \(reason.reason)"
        case .unwritable(let path, let reason):
            "cannot write \(path.quoted): \(reason.reason)"
        case .cannotLoad(let path, let error):
            "cannot load \(path.quoted): \(error.message)"
        case .invalidDefinition(let errors):
            "cannot load the app in \(errors.file.quoted): \(errors.problems.count == 1 ? "1 problem" : "\(errors.problems.count) problems")\n"
                + errors.problems.map { $0.line(file: errors.file) }.joined(separator: "\n")
        case .sourceTooDeep(let path):
            "cannot source \(path.quoted): sourced files nest more than \(CommandRunner.maxSourceDepth) deep (does a file source itself?)"
        case .noLesson:
            "no lesson is running; ':tour' lists the lessons and ':tour N' starts one"
        case .internalFailure(let message):
            message
        }
    }
}
