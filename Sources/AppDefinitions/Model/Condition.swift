/// Something that holds or not in a state: what `refuse ... unless` and the cases of a handler test.
public indirect enum Condition: Hashable, Sendable, Codable {
    /// No modal is up.
    case noModal
    case signedIn
    case signedOut
    /// A variable's text or a collection is not empty.
    case notEmpty(String)
    case isEmpty(String)
    /// The visible screen is of this route.
    case screen(String)
    /// This tab is selected.
    case tab(String)
    /// This variant runs.
    case variant(String)
    /// This coordinator runs.
    case running(String)
    /// A screen of this route is on some stack.
    case onStack(String)
    case not(Condition)
    case all([Condition])
    case any([Condition])
}
