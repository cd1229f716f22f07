import CoordinatorKit

/// A bad subcommand line: exit status 64, in swift-argument-parser's layout, with the
/// subcommand's usage line. (A file or folder it will not write is `OutputFileError`.)
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
    /// An option the subcommand does not take: (the option, the long options it takes).
    case unknownOption(String, known: [String])

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
        case .unknownOption(let option, let known):
            let suggestion = option.hasPrefix("--") ? Suggestion.nearest(to: option, in: known) : nil
            return "Unknown option '\(option)'" + (suggestion.map { ". Did you mean '\($0)'?" } ?? "")
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
