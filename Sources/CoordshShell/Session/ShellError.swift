import AppDefinitions
import CommandLanguage
import CoordinatorKit
import DesignCheck
import Glibc

/// Failures of the shell's own commands.
public enum ShellError: CoordshError, Equatable {
    /// An `:expect` that does not hold: what was expected and what is the case instead, each a
    /// phrase that completes "expected ..., but ...".
    case expectationFailed(expected: String, actual: String)
    /// `:expect WORD ...` whose word is neither a form nor a key of the app's data now:
    /// (the word, the nearest form or key, whether it followed `data`, the keys there are).
    case unknownExpectation(String, suggestion: String?, afterData: Bool, keys: [String])
    /// `:expect KEY` of the app's data with no value: (the command as typed up to the key).
    case missingExpectedValue(String)
    /// `:undo N` or `:redo N` while recording, past the commands the recording holds: (N, how
    /// many it holds that the command can take, whether it is a redo).
    case pastRecording(Int, holds: Int, redo: Bool)
    /// A script or file that cannot be read: (path, why).
    case unreadable(String, reason: FileProblem)
    /// A file that cannot be written: (path, why).
    case unwritable(String, reason: FileProblem)
    /// A file that is not a session `:load` can use: (path, what is wrong and where).
    case cannotLoad(String, LoadError)
    /// An app definition given to `:load`, which reads sessions: (its path).
    case definitionNotSession(String)
    /// Another file given to `:load`: (its path, what it is, as `OwnFileKind.described` says,
    /// and whether it is a script, which `:source` runs).
    case notSession(String, String, runsAsScript: Bool)
    /// An app definition given where a script goes (a script argument, `coordsh test`,
    /// `:source`): (its path).
    case definitionNotScript(String)
    /// A saved session given where a script goes: (its path).
    case sessionNotScript(String)
    /// An app definition that cannot run: every problem, with its place.
    case invalidDefinition(DefinitionErrors)
    /// `:source` nested deeper than `CommandRunner.maxSourceDepth`: (the file it would read).
    case sourceTooDeep(String)
    /// `:hint` with no lesson running.
    case noLesson
    /// `:record FILE` while a recording runs: (the file it records to).
    case alreadyRecording(String)
    /// `:record off` with no recording running.
    case notRecording
    /// An app event sent to an app that does not know it (the parser prevents this).
    case internalFailure(String)

    public var code: ErrorCode {
        switch self {
        case .expectationFailed: .expectationFailed
        case .unknownExpectation, .missingExpectedValue: .badArgument
        case .pastRecording: .notAllowed
        case .unreadable, .unwritable: .io
        case .cannotLoad, .definitionNotSession, .notSession, .definitionNotScript, .sessionNotScript,
            .invalidDefinition:
            .badArgument
        case .sourceTooDeep: .limit
        case .noLesson, .alreadyRecording, .notRecording, .internalFailure: .notAllowed
        }
    }

    public var message: String {
        switch self {
        case .expectationFailed(let expected, let actual):
            "expected \(expected), but \(actual)"
        case .unknownExpectation(let word, let suggestion?, let afterData, _):
            "cannot expect \(afterData ? "data " : "")\(word.quoted). Did you mean \(suggestion.quoted)?"
        case .unknownExpectation(let word, nil, true, let keys):
            "cannot expect data \(word.quoted): "
                + (keys.isEmpty
                    ? "this app's state has no data besides its navigation"
                    : "this app's data has \(keys.joinedAsList(conjunction: "and")) now")
        case .unknownExpectation(let word, nil, false, let keys):
            "cannot expect \(word.quoted); expect one of "
                + Parser.ExpectationWord.allCases.map(\.rawValue).joinedAsList(conjunction: "or")
                + (keys.isEmpty ? "" : ", or a key of this app's data now: \(keys.joinedAsList(conjunction: "or"))")
        case .missingExpectedValue(let command):
            "\(command.quoted) needs the value expected (none for no value, a count for a list); usage: \(command) VALUE"
        case .pastRecording(let count, let holds, let redo):
            "cannot \(redo ? "redo" : "undo") \(count == 1 ? "1 command" : "\(count) commands") while recording: the recording holds \(holds == 0 ? "none" : String(holds)) that ':\(redo ? "redo" : "undo")' can \(redo ? "bring" : "take") back, and its replay starts where it began; ':record off' first to go back further"
        case .unreadable(let path, let reason):
            "cannot read \(path.quoted): \(reason.reason)"
        case .unwritable(let path, let reason):
            "cannot write \(path.quoted): \(reason.reason)"
        case .cannotLoad(let path, let error):
            "cannot load \(path.quoted): \(error.message)"
        case .definitionNotSession(let path):
            "cannot load \(path.quoted): it is an app definition, not a session that ':save' wrote; ':app load \(path)' runs it"
        case .notSession(let path, let kind, let runsAsScript):
            "cannot load \(path.quoted): it is \(kind), not a session that ':save' wrote"
                + (runsAsScript ? "; ':source \(CommandText.word(path))' runs it" : "")
        case .definitionNotScript(let path):
            "cannot run \(path.quoted) as a script: it is an app definition; 'coordsh --app-file \(CommandText.word(path)) [SCRIPT]' runs it, as ':app load \(CommandText.word(path))' does in a script or at the prompt"
        case .sessionNotScript(let path):
            "cannot run \(path.quoted) as a script: it is a session that ':save' wrote; ':load \(CommandText.word(path))' restores it"
        case .invalidDefinition(let errors):
            "cannot load the app in \(errors.file.quoted): \(errors.problems.count == 1 ? "1 problem" : "\(errors.problems.count) problems")\n"
                + errors.problems.map { $0.line(file: errors.file) }.joined(separator: "\n")
        case .sourceTooDeep(let path):
            "cannot source \(path.quoted): sourced files nest more than \(CommandRunner.maxSourceDepth) deep (does a file source itself?)"
        case .noLesson:
            "no lesson is running; ':tour' lists the lessons and ':tour N' starts one"
        case .alreadyRecording(let path):
            "already recording to \(path.quoted); ':record off' stops that recording first"
        case .notRecording:
            "nothing is being recorded; ':record FILE' starts a recording"
        case .internalFailure(let message):
            message
        }
    }

    /// Whether the error names a file of a near name that is there (`FileProblem.notFound`).
    var namesANearFile: Bool {
        if case .unreadable(_, reason: .notFound) = self { true } else { false }
    }

    /// Whether the error is a file that is not there, with a near name or not: a relative path
    /// a script names is then looked for in the script's own folder (`Session.read(_:with:)`).
    var isMissingFile: Bool {
        switch self {
        case .unreadable(_, reason: .system(ENOENT)), .unreadable(_, reason: .notFound): true
        default: false
        }
    }
}
