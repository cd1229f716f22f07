/// What `JSON5Scanner.check` learns of a valid document.
public struct CheckedDocument: Sendable {
    /// Whether an object has a key written twice (`scan` places them).
    public let hasDuplicateKeys: Bool
    /// The keys of each object, in the order written, by the object's path: of the objects whose
    /// keys are all plain ASCII (with no escapes), which are the keys the decoder sees.
    let objectKeys: [String: [String]]
}
