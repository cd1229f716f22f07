extension String {
    /// Calls `body` with the string's UTF-8 bytes: a native string (a small one too) lends them
    /// in place; any other is made contiguous first. `withUTF8` needs a mutable copy even when
    /// the bytes are there, which for a short string cost as much as reading it (names, keys
    /// and words are read this way several times a command).
    @inlinable @inline(__always)
    public func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable({ body($0) }) { return result }
        var copy = self
        return copy.withUTF8 { body($0) }
    }
}
