extension Sequence where Element == UInt8 {
    /// The offset of the first byte that does not start a valid UTF-8 sequence, or `nil` when
    /// all the bytes are UTF-8 text.
    public var firstInvalidUTF8Offset: Int? {
        var offset = 0
        var iterator = makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .error: return offset
            case .emptyInput: return nil
            }
        }
    }
}
