import CoordinatorKit
import DesignCheck

/// A bad subcommand line: exit status 64, in swift-argument-parser's layout, with the
/// subcommand's usage line.
enum SubcommandUsageError: Error, Equatable {
    /// The errors the main command line has too.
    case option(UsageError)
    /// `--depth` or `--states` not a whole number from 1 to the limit.
    case badBound(String, option: String, limit: Int)
    /// `coordsh test` without scripts.
    case noScripts
    /// `coordsh test - -`: standard input given more than once (the second would read nothing).
    case stdinTwice
    /// A script given to `check` or `paths`.
    case unexpectedArgument(String)
    /// An empty path after a flag.
    case emptyPath(option: String)
    /// A file to write in a folder that does not exist: (the file, the folder).
    case missingFolder(String, folder: String)
    /// A path to write that is a folder: (the path).
    case isFolder(String)
    /// `--out` names something that is not a folder.
    case notAFolder(String)
    /// `--out` names a new folder that could not be made: (the path, why).
    case cannotMakeFolder(String, reason: String)
    /// `--out` names a folder holding files `coordsh paths` did not write, without `--force`.
    case folderNotEmpty(String, files: [String])
    /// `--out` names a folder holding files `coordsh paths` did not write, named like scripts it
    /// would write: (the folder, those files).
    case wouldReplace(String, files: [String])
    /// An option the subcommand does not take: (the option, the long options it takes).
    case unknownOption(String, known: [String])
    /// A file to write that coordsh would not replace: (the path, why).
    case cannotWrite(String, reason: String)

    /// The first line, after `Error: `.
    var message: String {
        switch self {
        case .option(let error):
            return error.message
        case .badBound(let value, let option, let limit):
            return "The value '\(value)' is invalid for '\(option)'. Please provide a whole number from 1 to \(limit)."
        case .noScripts:
            return "Missing expected argument '<script> ...'"
        case .stdinTwice:
            return "'-' (the script on standard input) may be given once: a second would read nothing"
        case .unexpectedArgument(let argument):
            return "Unexpected argument '\(argument)'"
                + (argument.looksLikeAJSONDocument ? "; an app definition is given with --app-file" : "")
        case .emptyPath(let option):
            return "The value '' is invalid for '\(option)': give a path"
        case .missingFolder(let path, let folder):
            return "Cannot write '\(path)': the folder '\(folder)' does not exist"
        case .isFolder(let path):
            return "Cannot write '\(path)': it is a folder"
        case .notAFolder(let path):
            return "Cannot write scripts into '\(path)': it is not a folder"
        case .cannotMakeFolder(let path, let reason):
            return "Cannot make the folder '\(path)': \(reason)"
        case .cannotWrite(let path, let reason):
            return "Cannot write '\(path)': \(reason)"
        case .unknownOption(let option, let known):
            let suggestion = option.hasPrefix("--") ? Suggestion.nearest(to: option, in: known) : nil
            return "Unknown option '\(option)'" + (suggestion.map { ". Did you mean '\($0)'?" } ?? "")
        case .wouldReplace(let path, let files):
            return
                "The folder '\(path)' holds files 'coordsh paths' did not write where it would write its scripts (\(Count.quoted(files))); --force replaces only the scripts an earlier run wrote (their first line is '\(TestScript.generatedMarker)'): move those files, or give another folder; nothing was written"
        case .folderNotEmpty(let path, let files):
            let shown = files.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (files.count > 3 ? ", ..." : "")
            return
                "The folder '\(path)' holds files 'coordsh paths' did not write (\(shown)); give an empty or new folder, or --force to write there anyway"
        }
    }

    /// The whole text for stderr.
    func report(for subcommand: Subcommand) -> String {
        """
        Error: \(message)
        Usage: \(subcommand.usageLine)
          See 'coordsh \(subcommand.rawValue) --help' for more information.

        """
    }
}
