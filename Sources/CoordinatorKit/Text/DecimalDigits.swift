extension Int {
    /// Calls `body` with the decimal digits of the integer, as `String(self)` spells them (`-`
    /// first when negative), made on the stack: writers of text and of JSON append them without
    /// making a String.
    @inlinable
    public func withDecimalDigits<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            // The magnitude as unsigned, so that Int.min has one; its digits written from the last.
            var rest = magnitude
            var start = digits.count
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            if self < 0 {
                start -= 1
                digits[start] = UInt8(ascii: "-")
            }
            return try body(UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }
}
