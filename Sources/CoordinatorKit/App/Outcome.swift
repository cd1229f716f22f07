/// What a successful intent or event produced besides the new state: notes for the user, such
/// as a deep link kept until the next login.
public struct Outcome: Equatable, Sendable {
    /// The notes, `nil` when there are none (nearly always): an outcome is then one empty word,
    /// where an empty array was released after every command (a call of about 20 instructions).
    @usableFromInline var box: Notes?

    /// The notes, `nil` when there are none; a note made later (`init(note:)`) is made here.
    /// Inlined: where there are none, the caller then knows there is nothing to release.
    @inlinable public var notesIfAny: [String]? { box?.notes }

    public var notes: [String] {
        get { notesIfAny ?? [] }
        set { box = newValue.isEmpty ? nil : Notes(.made(newValue)) }
    }

    public init(notes: [String] = []) {
        box = notes.isEmpty ? nil : Notes(.made(notes))
    }

    /// One note, its text made only when the notes are read: `coordsh check` opens a link in
    /// every signed-out state it explores and reads no note, where the text cost about 2,000
    /// instructions (a tenth of the link's whole command).
    public init(note: some OutcomeNote) {
        box = Notes(.later(note))
    }

    /// Nothing to say beyond the new state. Made where it is asked for (a stored constant was a
    /// lazy global, checked on every command).
    @inlinable public static var none: Outcome { Outcome() }

    public static func == (lhs: Outcome, rhs: Outcome) -> Bool {
        lhs.notesIfAny == rhs.notesIfAny
    }

    /// The notes, made or to be made, behind one reference (an outcome stays one word).
    @usableFromInline
    final class Notes: Sendable {
        enum Content {
            case made([String])
            case later(any OutcomeNote)
        }

        let content: Content

        init(_ content: Content) {
            self.content = content
        }

        @usableFromInline var notes: [String] {
            switch content {
            case .made(let notes): notes
            case .later(let note): [note.text]
            }
        }
    }
}

/// A note whose text is made when it is read (see `Outcome.init(note:)`).
public protocol OutcomeNote: Sendable {
    var text: String { get }
}
