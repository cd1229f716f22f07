extension String {
    /// The small ASCII string of `bytes`, made in place as the standard library makes one (two
    /// words: the bytes, and the count under the form's marks), without a call; `nil` when
    /// they are more than 15 or not all ASCII. The layout is the one the standard library's
    /// `_StringObject` documents for 64-bit platforms; `smallASCIILayoutHolds` checks it on
    /// strings the library made, once, and gives `nil` for all when it does not hold.
    @inlinable @inline(__always)
    static func smallASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard bytes.count <= 15, let base = bytes.baseAddress, smallASCIILayoutHolds else { return nil }
        let words = smallASCIIWords(base, count: bytes.count)
        guard (words.0 | words.1 & 0x00FF_FFFF_FFFF_FFFF) & 0x8080_8080_8080_8080 == 0 else { return nil }
        return unsafeBitCast(words, to: String.self)
    }

    /// The two words of the small ASCII string of the `count` (at most 15) bytes at `base`:
    /// the bytes, then `0xE0 | count` as the top byte (immortal, ASCII, small).
    @inlinable @inline(__always)
    static func smallASCIIWords(_ base: UnsafePointer<UInt8>, count: Int) -> (UInt64, UInt64) {
        let words = loadWords(from: base, count: count)
        return (words.0, words.1 | UInt64(0xE0 | count) << 56)
    }

    /// Whether small ASCII strings the standard library makes have the words `smallASCIIWords`
    /// makes (every length from 0 to 15).
    @usableFromInline
    static let smallASCIILayoutHolds: Bool = {
        guard MemoryLayout<String>.size == 16 else { return false }
        let sample = Array("push detail 4242".utf8)
        return (0...15).allSatisfy { count in
            let made = String(decoding: sample[..<count], as: UTF8.self)
            let words = sample.withUnsafeBufferPointer { smallASCIIWords($0.baseAddress!, count: count) }
            return unsafeBitCast(made, to: (UInt64, UInt64).self) == words
        }
    }()
}
