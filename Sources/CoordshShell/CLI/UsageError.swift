import CoordinatorKit

/// A bad command line: exit status 64, and a message in swift-argument-parser's layout, with
/// "Did you mean" for a misspelt option or value, as for every name a user types.
enum UsageError: Error, Equatable {
    case unknownOption(String)
    case missingValue(option: String)
    case invalidValue(String, option: String, choices: [String])
    case conflict(String, String)
    /// `-` (standard input) given as a script more than once.
    case stdinTwice
    /// `--echo` with `--json`, whose lines say their input already: refused, not ignored.
    case echoWithJSON

    /// The first line, after `Error: `.
    var message: String {
        switch self {
        case .unknownOption(let option):
            if let owners = Self.commandsTaking(option) { return "Unknown option '\(option)'; \(owners)" }
            return "Unknown option '\(option)'"
                + (longOptionSuggestion(for: option).map { ". Did you mean '\($0)'?" } ?? "")
        case .missingValue(let option):
            return "Missing value for '\(option)'"
        case .conflict(let first, let second):
            return "'\(first)' and '\(second)' cannot be used together: one app runs at the start"
        case .stdinTwice:
            return SubcommandUsageError.stdinTwice.message
        case .echoWithJSON:
            return
                "'--echo' and '--json' cannot be used together: each JSON line has the command it ran in its 'input' key"
        case .invalidValue(let value, let option, let choices):
            let quoted = choices.map { "'\($0)'" }
            let list =
                quoted.count > 1
                ? quoted.dropLast().joined(separator: ", ") + " and " + (quoted.last ?? "") : quoted.joined()
            let suggestion = Suggestion.nearest(to: value, in: choices).map { " Did you mean '\($0)'?" } ?? ""
            let hint = option == "--app <name>" ? value.appFileHint(suggested: !suggestion.isEmpty) : ""
            return "The value '\(value)' is invalid for '\(option)'.\(suggestion) Please provide one of \(list).\(hint)"
        }
    }

    /// Which subcommands take `option`, said so (`'coordsh check' and 'coordsh paths' take
    /// it`), when it is one of theirs: `coordsh --depth 3` is a check's or a path's option given
    /// without its subcommand. `nil` for an option no subcommand takes.
    static func commandsTaking(_ option: String) -> String? {
        var owners = Subcommand.allCases.filter { subcommand in
            subcommand.flags.contains { $0.rawValue == option }
        }.map { "'coordsh \($0.rawValue)'" }
        if ExportOptions.optionNames.contains(option), !OptionParser.optionNames.contains(option) {
            owners.append("'coordsh export swift'")
        }
        guard !owners.isEmpty else { return nil }
        return owners.joinedAsList() + (owners.count > 1 ? " take it" : " takes it")
    }

    /// The long option nearest to a misspelt one (`--jsno`: `--json`); a one-letter option is
    /// one typo from every other, so it gets none.
    private func longOptionSuggestion(for option: String) -> String? {
        guard option.hasPrefix("--") else { return nil }
        return Suggestion.nearest(to: option, in: OptionParser.optionNames.filter { $0.hasPrefix("--") })
    }

    /// The whole text for stderr.
    var report: String {
        """
        Error: \(message)
        Usage: \(HelpScreen.usageLine)
          See 'coordsh --help' for more information.

        """
    }
}
