/// What a successful intent or event produced besides the new state: notes for the user, such
/// as a deep link kept until the next login.
public struct Outcome: Equatable, Sendable {
    public var notes: [String]

    public init(notes: [String] = []) {
        self.notes = notes
    }

    /// Nothing to say beyond the new state.
    public static let none = Outcome()
}
