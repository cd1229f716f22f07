/// What `JSON5Scanner.check` learns of a valid document.
public struct CheckedDocument: Sendable {
    /// Whether an object has a key written twice (`scan` places them).
    public let hasDuplicateKeys: Bool
    /// The keys of each object, in the order written, by the object's path: of the objects whose
    /// keys are all plain ASCII (with no escapes), which are the keys the decoder sees.
    let objectKeys: [String: [String]]
    /// The byte ranges of the line continuations in strings (a backslash and the line break after
    /// it), which add nothing to the text: Foundation's reader keeps the line break, so they are
    /// taken out of what it reads (`withoutLineContinuations`).
    let lineContinuations: [Range<Int>]

    /// `bytes`, the document checked, without its line continuations.
    func withoutLineContinuations(_ bytes: [UInt8]) -> [UInt8] {
        guard !lineContinuations.isEmpty else { return bytes }
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var start = 0
        for continuation in lineContinuations {
            kept += bytes[start..<continuation.lowerBound]
            start = continuation.upperBound
        }
        return kept + bytes[start...]
    }
}
