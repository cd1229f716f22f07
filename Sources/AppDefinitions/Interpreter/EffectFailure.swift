import CoordinatorKit

/// An effect of an event or of a deep link failed: the failure, said with the event or link and
/// the effect it came from, in the definition's own terms, so that its author sees it came from
/// the file and not from a command typed (`'oops' failed at its effect 3 ("pop", events[12].do[2]):
/// cannot pop 1 screen: ...`). Its code is the failure's own. Made only when an effect fails:
/// `Execution.run(_:)` wraps the failure, and each level out adds where it was.
struct EffectFailure: CoordshError {
    /// The command whose effect failed.
    enum Command {
        /// An event, with its position in the definition's `events`.
        case event(String, at: Int?)
        /// A deep link by its path as written (`restaurant/:id`), with its position in `links`.
        case link(String, at: Int?)
    }

    /// The failure itself.
    let failure: any CoordshError
    /// The effect that failed: the innermost, inside a `signInFirst`.
    let effect: Effect
    /// The position of the effect in its list, outermost first: more than one when it is inside
    /// a `signInFirst` (the position of the `signInFirst`, then the one within it).
    private(set) var positions: [Int]
    /// The position of the case whose effects failed, in a handler of cases.
    var casePosition: Int?
    /// Set by the command's runner; `nil` until then.
    var command: Command?

    /// `error`, thrown by the effect at `position` of `effects`, as a failure of that effect: a
    /// failure of an effect within it (`signInFirst`) is placed within it. A `refuse` (the
    /// author's own words for the app's user), an id the catalogue does not have (the app's
    /// user's typo, `show 5`, not the design's mistake) and a deep link's own errors (which name
    /// the link and what was wrong with it) are left as they are.
    static func wrapping(_ error: any Error, at position: Int, of effects: [Effect]) -> any Error {
        if var inner = error as? EffectFailure {
            inner.positions.insert(position, at: 0)
            return inner
        }
        guard let failure = error as? any CoordshError, !(failure is DeepLinkError) else { return error }
        switch failure as? DefinedAppError {
        case .refused?, .noSuchItem?: return error
        default: break
        }
        return EffectFailure(failure: failure, effect: effects[position], positions: [position])
    }

    var code: ErrorCode { failure.code }

    var message: String {
        "\(commandName) failed at \(ordinal) (\(effect.source), \(path)): \(failure.message)"
    }

    /// `'oops'`, `link 'restaurant/:id'`.
    private var commandName: String {
        switch command {
        case .event(let name, _): name.quoted
        case .link(let path, _): "link \(path.quoted)"
        case nil: "an effect"
        }
    }

    /// Which effect, counted from 1: `its effect 3`, `effect 2 of its case 1`, `effect 1 of the
    /// signInFirst at its effect 2`.
    private var ordinal: String {
        var text = ""
        for (level, position) in positions.reversed().enumerated() {
            if level > 0 { text += " of the signInFirst at " }
            text +=
                level == positions.count - 1 && casePosition == nil
                ? "its effect \(position + 1)" : "effect \(position + 1)"
        }
        if let casePosition { text += " of its case \(casePosition + 1)" }
        return text
    }

    /// Where the effect is written: `events[12].do[2]`, `links[0].cases[1].do[0].signInFirst[1]`.
    private var path: String {
        var text =
            switch command {
            case .event(_, let index): index.map { "events[\($0)]" } ?? "events[?]"
            case .link(_, let index): index.map { "links[\($0)]" } ?? "links[?]"
            case nil: ""
            }
        if let casePosition { text += ".cases[\(casePosition)]" }
        for (level, position) in positions.enumerated() {
            text += level == 0 ? ".do[\(position)]" : ".signInFirst[\(position)]"
        }
        return text
    }
}
