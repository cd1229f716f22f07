import CoordinatorKit
import Testing

@Suite("UTF-8 check")
struct UTF8CheckTests {
    @Test(
        arguments: [
            ([UInt8](), nil),
            (Array("plain ASCII".utf8), nil),
            (Array("zoë ☕ 𝄞".utf8), nil),
            ([0x61, 0xFF], 1),
            ([0x61, 0x62, 0xC3], 2),  // a two-byte sequence cut short
            ([0xC0, 0x80], 0),  // overlong
            ([0xED, 0xA0, 0x80], 0),  // a surrogate
            ([0x61, 0xF4, 0x90, 0x80, 0x80], 1),  // past U+10FFFF
            (Array("ok é".utf8) + [0x80] + Array("x".utf8), 5),
        ] as [([UInt8], Int?)])
    func theFirstInvalidByteIsFound(bytes: [UInt8], offset: Int?) {
        #expect(bytes.firstInvalidUTF8Offset == offset)
        #expect(AnySequence(bytes).firstInvalidUTF8Offset == offset, "not contiguous")
    }

    /// Contiguous bytes are checked by the standard library first; the answer must be the one
    /// the scalar-by-scalar parse gives for any bytes, valid or not.
    @Test func contiguousBytesGetTheSameAnswerAsAnyOtherSequence() {
        var generator = SystemRandomNumberGenerator()
        let pieces: [[UInt8]] = [
            [0x61], [0x20], Array("é".utf8), Array("☕".utf8), Array("𝄞".utf8), [0x80], [0xC3], [0xFF], [0xED, 0xA0],
        ]
        var disagreements = 0
        for _ in 0..<2_000 {
            let bytes = (0..<Int.random(in: 0...12, using: &generator)).flatMap { _ in
                pieces[Int.random(in: 0..<(pieces.count), using: &generator)]
            }
            if bytes.firstInvalidUTF8Offset != AnySequence(bytes).firstInvalidUTF8Offset { disagreements += 1 }
        }
        #expect(disagreements == 0)
    }
}
