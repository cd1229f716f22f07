import CoordinatorKit

/// Why a line could not be read as a command. Messages quote the bad input and say what is
/// accepted; their wording lives in `ParseError+Message.swift`.
public enum ParseError: CoordshError, Equatable {
    // Words
    case unterminatedQuote(column: Int)
    case unknownEscape(String, column: Int)

    // Names
    case unknownCommand(String, suggestion: String?)
    case unknownRoute(String, suggestion: String?, app: String, known: [String])
    case unknownHelpTopic(String, suggestion: String?)
    case unknownTab(String, suggestion: String?, known: [String])
    /// `:expect user NAME` in an app that signs nobody in.
    case userInAppWithoutUsers(String)
    case unknownCoordinator(String, suggestion: String?, known: [String])
    case unknownApp(String, suggestion: String?, known: [String])
    case unknownErrorCode(String, suggestion: String?)

    // Arguments
    case missingArgument(command: String, what: String, usage: String)
    case unexpectedArgument(command: String, given: String, usage: String)
    /// Words after a command that takes none: (command, the words).
    case takesNoArgument(command: String, given: String)
    /// Text with spaces typed without quotes (`write Buy milk`): the words after the first, and
    /// the command as it should be typed (`write "Buy milk"`).
    case unquotedText(command: String, given: String, quoted: String)
    /// A file name typed as several words: (command, the words after the first, the command as
    /// it should be typed).
    case unquotedFileName(command: String, given: String, quoted: String)
    case routeTakesNoArgument(route: String, given: String)
    /// `dismiss` with a word other than `all`.
    case dismissTakesAll(given: String, suggestion: String?)
    case argument(ArgumentError)
    case badCount(String)
    /// `:expect modal N ...` with something other than a number from 1.
    case badModalNumber(String)
    case deepLink(DeepLinkError)
    case badRouteLiteral(String, reason: String)
    /// `:expect screen` with more than one route: the route read, and what follows it.
    case extraAfterScreen(route: String, rest: String)
    case badCoordinatorList(String, reason: String)
}
