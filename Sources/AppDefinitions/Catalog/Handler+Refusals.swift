import CoordinatorKit

/// The refusals a handler makes, in plain words, for `help EVENT`'s "Fails when".
extension Handler {
    /// Each `refuse` of each branch: its message and when it applies, `'enter an amount first'
    /// unless sum has a value` (a refusal written with `if` reads `if ...`), and, in a case of
    /// several, which case: `(when the visible screen is home)` or `(otherwise)`. (A `refuse`
    /// inside `signInFirst` is not among them.)
    ///
    /// - Parameter collections: the names of the app's collections (`Condition.phrase`).
    func refusals(collections: Set<String>) -> [String] {
        var refusals: [String] = []
        let isCases = if case .cases = self { true } else { false }
        for (index, branch) in branches.enumerated() {
            let when: String
            if let condition = branch.condition {
                when = " (when \(condition.phrase(collections: collections)))"
            } else {
                when = isCases && index > 0 ? " (otherwise)" : ""
            }
            for case .refuse(let message, let condition) in branch.effects {
                let rule =
                    if case .not(let inner) = condition {
                        "if \(inner.phrase(collections: collections))"
                    } else {
                        "unless \(condition.phrase(collections: collections))"
                    }
                refusals.append("\(Self.quote(message)) \(rule)\(when)")
            }
        }
        return refusals
    }

    /// A message in single quotes, as messages quote text, or in double quotes when it quotes a
    /// command itself (`"the cart is empty; 'add' a product first"`), which single quotes would
    /// leave hard to read.
    private static func quote(_ message: String) -> String {
        message.contains("'") ? message.swiftLiteral : message.quoted
    }
}
