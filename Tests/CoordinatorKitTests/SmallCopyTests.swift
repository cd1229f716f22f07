import Testing

@testable import CoordinatorKit

@Suite("Copying a few bytes")
struct SmallCopyTests {
    /// Every length from none to past the word-sized cases: exactly the bytes given arrive, and
    /// nothing before or after the target's range is touched.
    @Test func copiesExactlyTheBytesAndNothingAround() {
        for count in 0...40 {
            let source = (0..<count).map { UInt8(1 + $0) }
            var target = [UInt8](repeating: 0xEE, count: count + 16)
            source.withUnsafeBufferPointer { from in
                target.withUnsafeMutableBufferPointer { to in
                    let start = to.baseAddress! + 8
                    if let base = from.baseAddress {
                        copyBytes(from: base, to: start, count: count)
                    }
                }
            }
            #expect(Array(target[..<8]) == [UInt8](repeating: 0xEE, count: 8), "\(count)")
            #expect(Array(target[8..<(8 + count)]) == source, "\(count)")
            #expect(Array(target[(8 + count)...]) == [UInt8](repeating: 0xEE, count: 8), "\(count)")
        }
    }
}
