/// Why a deep link could not be opened. Apps report the links they cannot read with these too.
public enum DeepLinkError: CoordshError, Equatable {
    case noScheme(String)
    case badScheme(String)
    case unsupported(String, String)
    case empty(String)
    case emptySegment(String)
    case badEscape(String)
    /// A query parameter with nothing before its `=` (`?=x`).
    case queryWithoutName(String)
    /// The link belongs to another app: (link, the app's scheme).
    case wrongScheme(String, expected: String)
    /// A segment is not what the app expects there: (link, segment, what is accepted, the
    /// accepted word nearest the segment, when one is near).
    case unexpectedSegment(String, segment: String, expected: String, suggestion: String? = nil)
    /// A segment names no route: (link, segment, nearest route name).
    case unknownRoute(String, segment: String, suggestion: String?)
    /// No link of the app starts with the first segment (every one starts with a word): the
    /// links, each as `SCHEME://PATTERN`, and the nearest first word. `namesNothing`: the
    /// segment is no name in the app at all (`unknownRoute`, as a word typed at the prompt).
    case startsNoLink(String, segment: String, links: [String], suggestion: String?, namesNothing: Bool)
    /// A route's argument is missing or wrong.
    case badArgument(String, ArgumentError)
    /// A query parameter the link's pattern needs is not there: (link, its name).
    case missingQueryParameter(String, name: String)
    /// The link would build a stack deeper than `Navigation.maxDepth`.
    case tooDeep(String)
    /// The link needs a flow that is not running (a definition's link opened signed out, behind a
    /// gate that keeps no links): (link, the flow, how to start it). `notAllowed`, as the event
    /// that needs the flow is.
    case flowNotRunning(String, flow: String, startedBy: String?)
    /// A route the link shows cannot be shown now, as the push of it typed would be refused
    /// (its flow is not running): (link, why), in the push's words and with its code.
    case routeRefused(String, CatalogError)

    public var code: ErrorCode {
        switch self {
        case .unknownRoute: .unknownRoute
        case .startsNoLink(_, _, _, _, let namesNothing): namesNothing ? .unknownRoute : .badArgument
        case .tooDeep: .limit
        case .flowNotRunning: .notAllowed
        case .routeRefused(_, let error): error.code
        // An argument a command would refuse is refused in a link with the same code.
        case .badArgument(_, let error): error.code
        default: .badArgument
        }
    }

    public var message: String {
        switch self {
        case .noScheme(let link):
            "cannot open \(link.quoted): a link has the form SCHEME://PATH"
        case .badScheme(let link):
            "cannot open \(link.quoted): the scheme must be a letter followed by letters, digits, '+', '-' or '.'"
        case .unsupported(let link, let character):
            "cannot open \(link.quoted): \(character.quoted) is not supported; a link is SCHEME://SEGMENT/SEGMENT/..., then optionally ?NAME=VALUE&..."
        case .empty(let link):
            "cannot open \(link.quoted): the link has no path after '://'"
        case .emptySegment(let link):
            "cannot open \(link.quoted): empty segment ('//') in the path"
        case .badEscape(let link):
            "cannot open \(link.quoted): a '%' escape is not two hex digits of UTF-8 text without control characters"
        case .queryWithoutName(let link):
            "cannot open \(link.quoted): a query parameter has no name before its '='; write ?NAME=VALUE&NAME=VALUE"
        case .wrongScheme(let link, let expected):
            "cannot open \(link.quoted): this app's links start with \(expected)://"
        case .unexpectedSegment(let link, let segment, let expected, let suggestion):
            "cannot open \(link.quoted): \(segment.quoted) is not \(expected)"
                + (suggestion.map { ". Did you mean \($0.quoted)?" } ?? "")
        case .unknownRoute(let link, let segment, let suggestion):
            "cannot open \(link.quoted): unknown route \(segment.quoted)"
                + (suggestion.map { ". Did you mean \($0.quoted)?" } ?? "")
        case .startsNoLink(let link, let segment, let links, let suggestion, _):
            "cannot open \(link.quoted): no link of this app starts with \(segment.quoted); its links are "
                + links.joinedAsList(conjunction: "and") + (suggestion.map { ". Did you mean \($0.quoted)?" } ?? "")
        case .badArgument(let link, let error):
            "cannot open \(link.quoted): \(error.message)"
        case .missingQueryParameter(let link, let name):
            "cannot open \(link.quoted): it needs the query parameter ?\(name)=..."
        case .tooDeep(let link):
            "cannot open \(link.quoted): it would build more than \(Navigation.maxDepth) screens"
        case .flowNotRunning(let link, let flow, let startedBy):
            "cannot open \(link.quoted): the \(flow) flow is not running" + CatalogError.howToStart(startedBy)
        case .routeRefused(let link, let error):
            "cannot open \(link.quoted): \(error.message)"
        }
    }
}
