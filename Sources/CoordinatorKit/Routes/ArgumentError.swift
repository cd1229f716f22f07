/// An argument that is missing, unexpected, or does not fit its `ArgumentSpec`.
public struct ArgumentError: CoordshError, Equatable {
    public enum Problem: Equatable, Sendable {
        /// The word given does not fit the spec.
        case given(String)
        /// No word was given, but the spec needs one.
        case missing
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

    public var code: ErrorCode { .badArgument }

    public var message: String {
        switch problem {
        case .missing:
            return "\(owner.quoted) needs \(spec.expectation)"
        case .given(let text):
            var message = "\(owner.quoted) takes \(spec.expectation); got \(text.quoted)"
            if case .choice(let choices) = spec.kind, let nearest = Suggestion.nearest(to: text, in: choices) {
                message += ". Did you mean \(nearest.quoted)?"
            }
            return message
        }
    }
}

extension ArgumentSpec {
    /// What the spec accepts, as a phrase: `a memo id, an integer from 1 to 2147483647`.
    public var expectation: String {
        switch kind {
        case .integer: "\(article(label)) \(label), an integer from 1 to \(Self.maxInteger)"
        case .text: "\(label == "text" ? "" : article(label) + " ")\(label) (quote it if it has spaces)"
        case .userName: "\(article(label)) \(label) name of 1 to 32 letters, digits, '.', '_' or '-'"
        case .choice(let choices): "one of \(choices.joinedAsList(conjunction: "or"))"
        }
    }

    private func article(_ word: String) -> String {
        guard let first = word.first else { return "a" }
        return "aeio".contains(first) ? "an" : "a"
    }
}
