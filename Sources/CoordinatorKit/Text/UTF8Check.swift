extension Sequence where Element == UInt8 {
    /// The offset of the first byte that does not start a valid UTF-8 sequence, or `nil` when
    /// all the bytes are UTF-8 text.
    public var firstInvalidUTF8Offset: Int? {
        // Valid text, the usual case, is checked by the standard library at its speed when the
        // bytes are contiguous; only then invalid bytes are parsed scalar by scalar to find where.
        // (This extension is generic and not specialized for its callers: parsing every scalar
        // this way cost about 500 instructions a byte, 2M to read a definition of 4 KB.)
        if withContiguousStorageIfAvailable({ String(validating: $0, as: UTF8.self) != nil }) == true {
            return nil
        }
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
