import CoordinatorKit

/// A condition in plain words, for people: `help EVENT` says when the app refuses an event
/// (`'enter an amount first' unless sum has a value`).
extension Condition {
    /// The condition as a phrase: `no modal is up`, `sum has a value`, `tab cards is selected`;
    /// a `not` reads as the negative phrase (`home is on no stack`), and a combination as a list
    /// (`a, b and c`), one inside another in parentheses.
    ///
    /// - Parameter collections: the names of the app's collections, which are empty or not,
    ///   where any other name (a variable) has a value or not.
    func phrase(collections: Set<String>) -> String {
        phrase(collections, negated: false, nested: false)
    }

    /// The phrase, or with `negated` that of its negation; a negated `all` or `any` reads as the
    /// other with its parts negated (De Morgan), so that no "not (...)" is left to untangle.
    private func phrase(_ collections: Set<String>, negated: Bool, nested: Bool) -> String {
        switch self {
        case .not(let inner):
            return inner.phrase(collections, negated: !negated, nested: nested)
        case .all(let parts), .any(let parts):
            let isAll = if case .all = self { true } else { false }
            let words = parts.map { $0.phrase(collections, negated: negated, nested: true) }
            // `all` holds when every part does; negated, when any part's negation does.
            let conjunction = isAll != negated ? "and" : "or"
            guard !words.isEmpty else { return conjunction == "and" ? "always" : "never" }
            let list = words.joinedAsList(conjunction: conjunction)
            return nested && words.count > 1 ? "(\(list))" : list
        default:
            return leafPhrase(collections, negated: negated)
        }
    }

    /// The phrase of a condition that is no combination.
    private func leafPhrase(_ collections: Set<String>, negated: Bool) -> String {
        switch self {
        case .noModal: negated ? "a modal is up" : "no modal is up"
        case .signedIn: negated ? "no one is signed in" : "someone is signed in"
        case .signedOut: negated ? "someone is signed in" : "no one is signed in"
        case .notEmpty(let name): Self.emptiness(of: name, collections, isEmpty: negated)
        case .isEmpty(let name): Self.emptiness(of: name, collections, isEmpty: !negated)
        case .screen(let route): "the visible screen is \(negated ? "not " : "")\(route)"
        case .tab(let tab): "tab \(tab) is \(negated ? "not " : "")selected"
        case .variant(let name): "variant \(name) \(negated ? "does not run" : "runs")"
        case .running(let coordinator): "\(coordinator) \(negated ? "does not run" : "runs")"
        case .onStack(let route): "\(route) is on \(negated ? "no" : "a") stack"
        case .not, .all, .any: ""  // Phrased by `phrase(_:negated:nested:)`.
        }
    }

    /// `transfers is empty` for a collection, `sum has no value` for a variable, or their opposites.
    private static func emptiness(of name: String, _ collections: Set<String>, isEmpty: Bool) -> String {
        if collections.contains(name) { return "\(name) is \(isEmpty ? "" : "not ")empty" }
        return "\(name) has \(isEmpty ? "no" : "a") value"
    }
}
