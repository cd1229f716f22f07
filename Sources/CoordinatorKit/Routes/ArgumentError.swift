/// An argument that is missing, unexpected, or does not fit its `ArgumentSpec`.
public struct ArgumentError: CoordshError, Equatable {
    public enum Problem: Equatable, Sendable {
        /// The word given does not fit the spec.
        case given(String)
        /// No word was given, but the spec needs one.
        case missing
        /// An integer that is none of the spec's fixed ids (as typed): no item has it.
        case unknownID(String)
        /// A user name that is `none` (as typed), which the state shows when no one is signed in.
        case meansNoUser(String)
    }

    /// The route, event or command the argument belongs to.
    public let owner: String
    public let spec: ArgumentSpec
    public let problem: Problem

    public init(owner: String, spec: ArgumentSpec, problem: Problem) {
        self.owner = owner
        self.spec = spec
        self.problem = problem
    }

    /// `notFound` for an id that no item of fixed data has (as for a movie the catalogue does not
    /// have); `badArgument` for anything else.
    public var code: ErrorCode {
        if case .unknownID = problem { .notFound } else { .badArgument }
    }

    public var message: String {
        switch problem {
        case .missing:
            return "\(owner.quoted) needs \(spec.expectation)"
        case .given(let text), .unknownID(let text):
            var message = "\(owner.quoted) takes \(spec.expectation); got \(text.quoted)"
            if case .choice(let choices) = spec.kind, let nearest = Suggestion.nearest(to: text, in: choices) {
                message += ". Did you mean \(nearest.quoted)?"
            }
            return message
        case .meansNoUser(let text):
            return
                "\(owner.quoted) takes \(spec.expectation); got \(text.quoted), which the state shows when no one is signed in ('user: none', ':expect user none'); choose another name"
        }
    }
}

extension ArgumentSpec {
    /// What the spec accepts, as a phrase: `a memo id, an integer from 1 to 2147483647`; for
    /// fixed ids, the ids: `a product id: 1, 2, 7 or 9`.
    public var expectation: String {
        switch kind {
        case .integer:
            if let fixedIDs {
                "\(label.indefiniteArticle) \(label): \(Self.list(of: fixedIDs))"
            } else {
                "\(label.indefiniteArticle) \(label), an integer from 1 to \(Self.maxInteger)"
            }
        case .text: "\(label == "text" ? "" : label.indefiniteArticle + " ")\(label) (quote it if it has spaces)"
        case .userName(let rule):
            label == "user"
                ? "a user name \(rule.phrase)" : "\(label.indefiniteArticle) \(label), a user name \(rule.phrase)"
        case .choice(let choices): "one of \(choices.joinedAsList(conjunction: "or"))"
        }
    }

    /// The most ids a message lists one by one; past it, the first ten, the last and the count.
    static let listedIDs = 12

    /// `1, 2, 7 or 9`; a long list as `1, 2, ..., 10, ... or 500 (40 ids)`, so a message stays short.
    private static func list(of ids: [Int]) -> String {
        guard ids.count > listedIDs, let last = ids.last else {
            return ids.map(String.init).joinedAsList(conjunction: "or")
        }
        return ids.prefix(10).map(String.init).joined(separator: ", ") + ", ... or \(last) (\(ids.count) ids)"
    }
}
