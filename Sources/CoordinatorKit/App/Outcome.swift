/// What a successful intent or event produced besides the new state: notes for the user, such
/// as a deep link kept until the next login.
public struct Outcome: Equatable, Sendable {
    /// The notes, `nil` when there are none (nearly always): an outcome is then one empty word,
    /// where an empty array was released after every command (a call of about 20 instructions).
    public private(set) var notesIfAny: [String]?

    public var notes: [String] {
        get { notesIfAny ?? [] }
        set { notesIfAny = newValue.isEmpty ? nil : newValue }
    }

    public init(notes: [String] = []) {
        notesIfAny = notes.isEmpty ? nil : notes
    }

    /// Nothing to say beyond the new state. Made where it is asked for (a stored constant was a
    /// lazy global, checked on every command).
    @inlinable public static var none: Outcome { Outcome() }
}
