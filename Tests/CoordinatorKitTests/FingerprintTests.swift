import CoordinatorKit
import Testing

@Suite struct FingerprintTests {
    private func fingerprint(_ text: String) -> UInt64 {
        var fingerprint = Fingerprint()
        fingerprint.add(text)
        return fingerprint.value
    }

    /// Swift compares strings by canonical equivalence: strings spelled differently but equal
    /// must give one fingerprint, or a set of states would keep an equal state twice. The Kelvin
    /// sign, the Greek question mark and U+1FEF stand for ASCII characters.
    @Test(arguments: [
        ("K", "\u{212A}"), ("°K", "°\u{212A}"), ("a;b", "a\u{037E}b"), ("`", "\u{1FEF}"), ("é", "e\u{301}"),
        ("longer than eight é", "longer than eight e\u{301}"),
    ])
    func equalStringsSpelledApartGiveOneFingerprint(_ one: String, _ other: String) {
        #expect(one == other)
        #expect(fingerprint(one) == fingerprint(other))
    }

    /// Bytes are checked eight at a time: a character that another spelling can equal is
    /// caught wherever it stands in a word, in the last, shorter word too.
    @Test(arguments: 0..<18)
    func equalStringsSpelledApartGiveOneFingerprintAtEveryPosition(_ position: Int) {
        let pairs: [(Character, Character)] = [("K", "\u{212A}"), (";", "\u{037E}"), ("`", "\u{1FEF}")]
        for (plain, other) in pairs {
            let before = String(repeating: "a", count: position)
            let one = before + String(plain) + "bc"
            let spelledApart = before + String(other) + "bc"
            #expect(one == spelledApart)
            #expect(fingerprint(one) == fingerprint(spelledApart), "\(plain) at \(position)")
        }
    }

    @Test func stringsThatDifferGiveDifferentFingerprints() {
        let texts = ["", "a", "b", "ab", "ba", "a\0", "abcdefgh", "abcdefghi", "abcdefgi", "home", "memoList", "é"]
        #expect(Set(texts.map(fingerprint)).count == texts.count)
    }

    @Test func theOrderOfWhatIsMixedInCounts() {
        var one = Fingerprint()
        one.add(1)
        one.add(2)
        var other = Fingerprint()
        other.add(2)
        other.add(1)
        #expect(one.value != other.value)
    }

    /// A stack's nodes keep the fingerprint of their chain once worked out: stacks built apart,
    /// one of them pushed onto a stack hashed before (its lower nodes known, the top one not),
    /// still hash alike, and one chain of 10,000 nodes is worked out without recursing.
    @Test func stacksHashAlikeWhateverTheirNodesKnew() {
        let routes = (1...5).map { Route("detail", .integer($0)) }
        var grown = Stack(root: Route("home"), above: Array(routes.prefix(3)))
        _ = grown.hashValue
        for route in routes.dropFirst(3) { grown.push(route) }
        let built = Stack(root: Route("home"), above: routes)
        #expect(grown.hashValue == built.hashValue)
        #expect(grown.hashValue != Stack(root: Route("home"), above: routes.reversed()).hashValue)
        let deep = Stack(root: Route("home"), above: Array(repeating: Route("detail", .integer(1)), count: 10_000))
        #expect(deep.hashValue == Stack(root: Route("home"), above: deep.above).hashValue)
    }
}
