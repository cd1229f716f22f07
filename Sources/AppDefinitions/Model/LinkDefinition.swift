/// One deep-link pattern: the path it matches after `SCHEME://`, the query parameters it reads,
/// and what it does. Patterns are tried in order; the first that matches runs.
public struct LinkDefinition: Hashable, Sendable, Codable {
    public var pattern: LinkPattern
    /// Query parameters that supply values (`$ref`); unknown ones are ignored.
    public var query: [QueryParameter]
    public var handler: Handler

    public init(pattern: LinkPattern, query: [QueryParameter] = [], handler: Handler) {
        self.pattern = pattern
        self.query = query
        self.handler = handler
    }
}

/// A link path: segments that are literal words, parameters (`:id`), and at the end, optionally,
/// `*`: any routes, each followed by its argument (`detail/3/about`).
public struct LinkPattern: Hashable, Sendable, Codable, CustomStringConvertible {
    public enum Segment: Hashable, Sendable, Codable {
        case literal(String)
        case parameter(String)
        case routes
    }

    public var segments: [Segment]

    public init(_ segments: [Segment]) {
        self.segments = segments
    }

    /// As written in a definition: `:tab/*`.
    public var description: String {
        // Not `map(...).joined(separator:)`: its first use costs a definition's start-up about
        // 200,000 instructions (the runtime looks up the array's associated types, once).
        var text = ""
        for (index, segment) in segments.enumerated() {
            if index > 0 { text += "/" }
            switch segment {
            case .literal(let word): text += word
            case .parameter(let name): text += ":" + name
            case .routes: text += "*"
            }
        }
        return text
    }
}

/// A query parameter a link reads: `?ref=mail` gives `$ref`.
public struct QueryParameter: Hashable, Sendable, Codable {
    public var name: String
    public var isRequired: Bool

    public init(name: String, isRequired: Bool) {
        self.name = name
        self.isRequired = isRequired
    }
}
