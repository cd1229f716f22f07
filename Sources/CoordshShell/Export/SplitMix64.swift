/// A small, fast, deterministic random generator (Steele, Lea and Flood's SplitMix64): the same
/// seed gives the same numbers on every machine and toolchain, so a seed reproduces a run.
/// The helpers avoid the standard library's `random(in:using:)`, whose algorithm may change.
/// The export's walks and the tests' random sessions both draw from it.
struct SplitMix64: Sendable {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number from 0 to `bound - 1` (`bound` > 0), by multiply-shift.
    mutating func below(_ bound: Int) -> Int {
        Int(next().multipliedFullWidth(by: UInt64(bound)).high)
    }

    /// A number in `range`.
    mutating func number(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.count)
    }

    /// `true` about `percent` times in a hundred.
    mutating func percent(_ percent: Int) -> Bool {
        below(100) < percent
    }

    /// One of `choices`, which must not be empty.
    mutating func pick<T>(_ choices: [T]) -> T {
        choices[below(choices.count)]
    }

    /// One of `choices`, or `nil` when there is none.
    mutating func element<T>(of choices: [T]) -> T? {
        choices.isEmpty ? nil : choices[below(choices.count)]
    }

    /// A seed from a name, the same everywhere (FNV-1a), and `index`.
    static func seed(for name: String, _ index: Int) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0100_0000_01B3 }
        return hash &+ UInt64(index)
    }

    /// The seed of an independent run: the `index`-th value after `seed`.
    static func derive(_ seed: UInt64, _ index: Int) -> UInt64 {
        var generator = SplitMix64(seed: seed &+ UInt64(index) &* 0xD1B5_4A32_D192_ED03)
        return generator.next()
    }
}
