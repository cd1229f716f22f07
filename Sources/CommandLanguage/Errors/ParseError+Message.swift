import CoordinatorKit

extension ParseError {
    public var code: ErrorCode {
        switch self {
        case .unterminatedQuote, .unknownEscape, .badRouteLiteral, .extraAfterScreen, .badCoordinatorList:
            .syntax
        case .unknownCommand, .unknownHelpTopic:
            .unknownCommand
        case .unknownRoute:
            .unknownRoute
        case .deepLink(let error):
            error.code
        case .argument(let error):
            error.code
        case .unknownTab, .userInAppWithoutUsers, .unknownCoordinator, .unknownApp,
            .unknownErrorCode, .missingArgument,
            .unexpectedArgument, .takesNoArgument, .unquotedText, .unquotedFileName, .routeTakesNoArgument,
            .dismissTakesAll, .badCount,
            .badModalNumber:
            .badArgument
        }
    }

    public var message: String {
        switch self {
        case .unterminatedQuote(let column):
            "unterminated quote: the '\"' at column \(column) has no closing '\"'"
        case .unknownEscape(let escape, let column):
            "unknown escape \(escape.quoted) at column \(column); inside quotes only \\\" and \\\\ are escapes"
        case .unknownCommand(let word, let suggestion):
            "unknown command \(word.quoted)"
                + didYouMean(suggestion, otherwise: "; type 'help' for the list of commands")
        case .unknownRoute(let word, let suggestion, let app, let known):
            "unknown route \(word.quoted)"
                + didYouMean(suggestion, otherwise: "; the \(app) app's routes are \(known.joinedAsList())")
        case .unknownHelpTopic(let word, let suggestion):
            "no help for \(word.quoted)"
                + didYouMean(
                    suggestion,
                    otherwise:
                        "; the topics are \((HelpTopic.allCases.map(\.rawValue) + DesignTopic.all.map(\.name)).joinedAsList()), and 'help COMMAND' explains a command"
                )
        case .unknownTab(let word, _, let known) where known.isEmpty:
            "cannot expect tab \(word.quoted): this app has no tabs, so only 'none' can be expected"
        case .unknownTab(let word, let suggestion, let known):
            "unknown tab \(word.quoted)"
                + didYouMean(
                    suggestion, otherwise: "; the tabs are \((known + ["none"]).joinedAsList(conjunction: "or"))")
        case .userInAppWithoutUsers(let word):
            "cannot expect user \(word.quoted): this app signs nobody in, so only 'none' can be expected"
        case .unknownCoordinator(let word, let suggestion, let known):
            "unknown coordinator \(word.quoted)"
                + didYouMean(suggestion, otherwise: "; the coordinators are \(known.joinedAsList())")
        case .unknownApp(let word, let suggestion, let known):
            "unknown app \(word.quoted)"
                + didYouMean(
                    suggestion,
                    otherwise: "; the apps are \(known.joinedAsList()), and ':app load FILE' runs a definition")
        case .unknownErrorCode(let word, let suggestion):
            "unknown error code \(word.quoted)"
                + didYouMean(
                    suggestion,
                    otherwise: "; the codes are \(ErrorCode.allCases.map(\.rawValue).joinedAsList(conjunction: "or"))")
        case .missingArgument(let command, let what, let usage):
            "\(command.quoted) needs \(what); usage: \(usage)"
        case .takesNoArgument(let command, let given):
            "\(command.quoted) takes no argument; got \(given.quoted)"
        case .unexpectedArgument(let command, let given, let usage):
            "too many arguments to \(command.quoted): \(given.quoted); usage: \(usage)"
        case .unquotedText(let command, let given, let quoted):
            "too many arguments to \(command.quoted): \(given.quoted); quote text with spaces: \(quoted)"
        case .unquotedFileName(let command, let given, let quoted):
            "too many arguments to \(command.quoted): \(given.quoted); quote a file name with spaces: \(quoted)"
        case .routeTakesNoArgument(let route, let given):
            "route \(route.quoted) takes no argument; got \(given.quoted)"
        case .dismissTakesAll(let given, let suggestion):
            "'dismiss' takes nothing (the top modal) or 'all' (every modal); got \(given.quoted)"
                + didYouMean(suggestion, otherwise: "")
        case .argument(let error):
            error.message
        case .badCount(let given):
            "':expect modals' takes a count, an integer from 0 to \(ArgumentSpec.maxInteger); got \(given.quoted)"
        case .badModalNumber(let given):
            "':expect modal' takes the modal's number, 1 for the lowest (as output shows 'modal 1: ...'), "
                + "then its stack; got \(given.quoted)"
        case .deepLink(let error):
            error.message
        case .badRouteLiteral(let text, let reason):
            "cannot read \(text.quoted) as routes: \(reason); write routes as in output: name, name(42) or name(\"text\"), joined by '>'"
        case .extraAfterScreen(let route, let rest):
            "':expect screen' takes one route, the visible screen, written as in output: name, name(42) or name(\"text\"); "
                + "got \(rest.quoted) after \(route.quoted) (':expect stack' checks a whole stack)"
        case .badCoordinatorList(let text, let reason):
            "cannot read \(text.quoted) as coordinators: \(reason); write names joined by '>', root first"
        }
    }

    /// The hint, or `otherwise` (made only when there is no hint: it may list every route).
    private func didYouMean(_ suggestion: String?, otherwise: @autoclosure () -> String) -> String {
        suggestion.map { ". Did you mean \($0.quoted)?" } ?? otherwise()
    }
}
