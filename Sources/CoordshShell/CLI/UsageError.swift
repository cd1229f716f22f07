/// A bad command line: exit status 64, and a message in swift-argument-parser's layout.
enum UsageError: Error, Equatable {
    case unknownOption(String)
    case missingValue(option: String)
    case invalidValue(String, option: String, choices: [String])
    case conflict(String, String)

    /// The first line, after `Error: `.
    var message: String {
        switch self {
        case .unknownOption(let option):
            return "Unknown option '\(option)'"
        case .missingValue(let option):
            return "Missing value for '\(option)'"
        case .conflict(let first, let second):
            return "'\(first)' and '\(second)' cannot be used together: one app runs at the start"
        case .invalidValue(let value, let option, let choices):
            let quoted = choices.map { "'\($0)'" }
            let list =
                quoted.count > 1
                ? quoted.dropLast().joined(separator: ", ") + " and " + (quoted.last ?? "") : quoted.joined()
            return "The value '\(value)' is invalid for '\(option)'. Please provide one of \(list)."
        }
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
