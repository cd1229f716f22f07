import AppDefinitions
import CoordinatorKit

/// Why `coordsh export` did not write a package. The wording lives here; each has its exit
/// status (SPEC 1): 64 for the command line, 65 for a design that is not valid, 1 for a script that
/// fails (as a run of it does), 66 for a file or folder that cannot be read or written.
enum ExportError: Error, Equatable {
    enum Usage: Equatable {
        case missingFormat
        case unknownFormat(String)
        case missingValue(String)
        case unknownOption(String)
        case unexpectedArgument(String)
        case unknownApp(String)
        case conflict
        case missingOut
    }

    case usage(Usage)
    /// The output folder holds files and `--force` was not given: (folder, how many entries,
    /// whether an earlier export's list is among them).
    case folderNotEmpty(String, entries: Int, earlierExport: Bool)
    /// With `--force`, files no earlier export wrote where this one would write: (folder, those
    /// files, relative to it).
    case wouldReplace(String, files: [String])
    /// `--out` names something that is not a folder.
    case notAFolder(String)
    /// `--out` names a new folder inside one that does not exist: (the path, that folder).
    case missingParent(String, parent: String)
    case invalidDefinition(DefinitionErrors)
    /// A file that cannot be read: (path, reason).
    case unreadable(String, reason: String)
    /// A file or folder that cannot be written: (path, reason).
    case unwritable(String, reason: String)
    /// A script line the replay cannot run: (script, line, the command, why).
    case unreplayable(String, line: Int, command: String, reason: String)
    /// A script's `:expect` that fails on the design, or cannot be read: (script, line, the
    /// command, the failure).
    case failedExpectation(String, line: Int, command: String, message: String)

    var status: Int32 {
        switch self {
        case .usage, .folderNotEmpty, .wouldReplace, .notAFolder, .missingParent: 64
        case .invalidDefinition: 65
        case .unreplayable, .failedExpectation: 1
        case .unreadable, .unwritable: 66
        }
    }

    /// What goes to stderr.
    var report: String {
        switch self {
        case .usage(let usage):
            return """
                Error: \(message(usage))
                Usage: \(ExportOptions.usageLine)
                  See 'coordsh export --help' for more information.

                """
        case .invalidDefinition(let errors):
            return errors.report + "\n"
        case .folderNotEmpty(let folder, _, earlierExport: true):
            return
                "error: '\(folder)' holds an earlier export; add --force to write this one over it (it replaces the files that export wrote, edits made to them included, and keeps every other file, such as .build), or export into a new or empty folder\n"
        case .folderNotEmpty(let folder, let entries, earlierExport: false):
            return
                "error: '\(folder)' is not empty (\(entries) \(entries == 1 ? "entry" : "entries")); export into a new or empty folder, or add --force to replace the files an earlier export wrote there\n"
        case .wouldReplace(let folder, let files):
            return
                "error: '\(folder)' holds files no earlier export wrote (they are not in its \(ExportFolder.manifest)) where this export would write: \(Count.quoted(files)); --force replaces only the files an earlier export wrote: move those files, or export into a new or empty folder; nothing was written\n"
        case .notAFolder(let path):
            return "error: '\(path)' exists and is not a folder; --out names the package's folder\n"
        case .missingParent(let path, let parent):
            return
                "error: cannot write '\(path)': the folder '\(parent)' does not exist; make it first, or choose another --out\n"
        case .unreadable(let path, let reason):
            return "error: cannot read '\(path)': \(reason)\n"
        case .unwritable(let path, let reason):
            return "error: cannot write '\(path)': \(reason); nothing of the package was left there\n"
        case .unreplayable(let script, let line, let command, let reason):
            return
                "\(script):\(line): error: \(command.quoted) cannot be replayed against the generated code: \(reason)\n"
        case .failedExpectation(let script, let line, let command, let message):
            return
                "\(script):\(line): error: \(command.quoted) fails: \(message); the exported tests replay what the design does, so they would pass where this check fails: fix the script or the design first ('coordsh test' runs the script)\n"
        }
    }

    private func message(_ usage: Usage) -> String {
        switch usage {
        case .missingFormat:
            return "Missing the format to export; the only one is 'swift'"
        case .unknownFormat(let format) where format.hasPrefix("-"):
            return "Missing the format to export, before the options ('coordsh export swift \(format) ...'); "
                + "the only one is 'swift'"
        case .unknownFormat(let format):
            let suggestion = Suggestion.nearest(to: format, in: ["swift"]).map { " Did you mean '\($0)'?" } ?? ""
            return "Unknown format '\(format)'.\(suggestion) The only format is 'swift'"
        case .missingValue(let option):
            return "Missing value for '\(option)'"
        case .unknownOption(let option):
            let suggestion =
                Suggestion.nearest(to: option, in: ExportOptions.optionNames.filter { $0.hasPrefix("--") })
                .map { ". Did you mean '\($0)'?" } ?? ""
            return "Unknown option '\(option)'\(suggestion)"
        case .unexpectedArgument(let argument):
            guard argument.looksLikeAJSONDocument else {
                return "Unexpected argument '\(argument)'; scripts to replay are given with --script"
            }
            return
                "Unexpected argument '\(argument)'; an app definition is given with --app-file, scripts to replay with --script"
        case .unknownApp(let app):
            let names = ["memo", "steps", "mvc", "movies"]
            let suggestion = Suggestion.nearest(to: app, in: names).map { " Did you mean '\($0)'?" } ?? ""
            return
                "The value '\(app)' is invalid for '--app <name>'.\(suggestion) Please provide one of 'memo', 'steps', 'mvc' and 'movies'.\(app.appFileHint(suggested: !suggestion.isEmpty))"
        case .conflict:
            return "'--app <name>' and '--app-file <file>' cannot be used together: one app is exported"
        case .missingOut:
            return "Missing '--out <dir>': the folder to write the package into"
        }
    }
}

extension ShellError {
    /// Why a file could not be read or written, without its name.
    var reason: String {
        switch self {
        case .unreadable(_, let reason), .unwritable(_, let reason): reason.reason
        default: message
        }
    }
}
