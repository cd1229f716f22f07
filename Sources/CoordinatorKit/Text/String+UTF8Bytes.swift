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

    /// The text of the UTF-8 `bytes`, invalid ones repaired as `String(decoding:as:)` repairs
    /// them. A line or a word of up to 15 ASCII bytes (nearly every one) is made in place
    /// (`smallASCII`): `String(decoding:as:)` validated every byte before it copied them, about
    /// 170 instructions for ten bytes, and `String(unsafeUninitializedCapacity:initializingUTF8With:)`,
    /// which makes any other string here, about 120 (measured).
    @inlinable
    public init(utf8Bytes bytes: UnsafeBufferPointer<UInt8>) {
        if let small = Self.smallASCII(bytes) {
            self = small
            return
        }
        self.init(unsafeUninitializedCapacity: bytes.count) { $0.initialize(fromContentsOf: bytes) }
    }
}
