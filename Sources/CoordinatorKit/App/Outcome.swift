/// What a successful intent or event produced besides the new state: notes for the user, such
/// as a deep link kept until the next login.
public struct Outcome: Equatable, Sendable {
    public var notes: [String]

    @inlinable public init(notes: [String] = []) {
        self.notes = notes
    }

    /// Nothing to say beyond the new state. Made where it is asked for, as an empty array costs
    /// nothing to make (a stored constant was a lazy global, checked on every command).
    @inlinable public static var none: Outcome { Outcome() }
}
