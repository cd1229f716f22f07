import Testing

@testable import CoordinatorKit

@Suite("Name table")
struct NameTableTests {
    @Test func findsEachNameByItsExactSpellingAndIgnoringCase() {
        let table = NameTable([("push", 1), ("memoList", 2), ("détail", 3)])
        #expect(table["push"] == 1)
        #expect(table["memoList"] == 2)
        #expect(table["MEMOLIST"] == 2)
        #expect(table["memolist"] == 2)
        #expect(table["DÉTAIL"] == 3)
        #expect(table["pop"] == nil)
        #expect(table[""] == nil)
        #expect(table["pus"] == nil && table["pushh"] == nil)
        #expect(table.value(exactly: "memolist") == nil)
        #expect(table.value(exactly: "memoList") == 2)
    }

    /// Two spellings of one name (`detail`, `Detail`): each finds its own exactly, and ignoring
    /// case finds the first given. A repeated name keeps its first value.
    @Test func theFirstOfCollidingNamesWins() {
        let table = NameTable([("detail", 1), ("Detail", 2), ("detail", 3)])
        #expect(table["detail"] == 1)
        #expect(table["Detail"] == 2)
        #expect(table["DETAIL"] == 1)
        #expect(table.keys == ["detail", "Detail"])
    }

    /// Names read from bytes: a name is found only with exactly its bytes, not a prefix or an
    /// extension of them (`pop` is not `popto`), nor in another case; the empty name too.
    @Test func findsANameByItsUTF8Bytes() {
        let table = NameTable([("pop", 1), ("popto", 2), ("détail", 3), ("", 4)])
        func lookUp(_ name: String) -> Int? {
            var name = name
            return name.withUTF8 { table.value(exactlyUTF8: $0) }
        }
        #expect(lookUp("pop") == 1 && lookUp("popto") == 2 && lookUp("détail") == 3 && lookUp("") == 4)
        #expect(lookUp("popt") == nil && lookUp("poptoo") == nil && lookUp("po") == nil)
        #expect(lookUp("POP") == nil && lookUp("detail") == nil && lookUp("DÉTAIL") == nil)
        // Two names of one length and one hash (found by trying every five letters and digits,
        // and for names past 16 bytes, hashed the other way, every four after a prefix): only
        // the bytes tell them apart.
        for (name, other) in [("ab1aa", "a4u96"), ("longer_route_nauzx", "longer_route_n32ad")] {
            #expect(NameTable<Int>.hash(name) == NameTable<Int>.hash(other))
            let colliding = NameTable([(name, 1)])
            var bytes = other
            #expect(bytes.withUTF8 { colliding.value(exactlyUTF8: $0) } == nil)
            #expect(colliding.value(exactly: other) == nil && colliding.value(exactly: name) == 1)
        }
    }

    /// Names up to 16 bytes are kept and compared as two machine words, longer ones byte by
    /// byte: names on either side of 8 and 16 bytes, ones that differ only in their last byte,
    /// and one that ends in a zero byte (the words' padding) are each found as themselves only.
    @Test func namesAroundTheWordBoundariesAreToldApart() {
        let lengths = [1, 7, 8, 9, 15, 16, 17, 24]
        var names = lengths.map { String(repeating: "a", count: $0) }
        names += lengths.map { String(repeating: "a", count: $0 - 1) + "b" }
        names += ["a\u{0}", "aaaaaaa\u{0}", "aaaaaaaaaaaaaaa\u{0}"]
        let table = NameTable(names.enumerated().map { ($1, $0) })
        for (index, name) in names.enumerated() {
            var bytes = name
            #expect(table.value(exactly: name) == index, "\(name.debugDescription)")
            #expect(bytes.withUTF8 { table.value(exactlyUTF8: $0) } == index, "\(name.debugDescription)")
        }
        for missing in ["", "aa", "aaaaaaaaa\u{0}", String(repeating: "a", count: 18), "baaaaaaa"] {
            var bytes = missing
            #expect(table.value(exactly: missing) == nil && bytes.withUTF8 { table.value(exactlyUTF8: $0) } == nil)
        }
    }

    /// A word longer than any name is refused before it is hashed or lowercased; one that only
    /// lowercasing makes short enough (the Kelvin sign, 3 bytes, is `k`) is still found.
    @Test func aWordLongerThanEveryNameNamesNothing() {
        let table = NameTable([("k", 1), ("push", 2)])
        #expect(table["\u{212A}"] == 1)
        #expect(table["\u{212A}\u{212A}\u{212A}\u{212A}"] == nil)
        #expect(table[String(repeating: "p", count: 65_000)] == nil)
        #expect(table["PUSH"] == 2 && table.longestKeyBytes == 4)
    }

    @Test func anEmptyTableFindsNothing() {
        let table = NameTable<Int>([])
        #expect(table["push"] == nil && table[""] == nil)
        #expect(table.keys.isEmpty)
    }

    /// Many names share slots (the table has few per name); every lookup must still agree with a
    /// dictionary, for the names and for near misses, so probing goes past a taken slot of
    /// another name and stops at a free one.
    @Test func agreesWithADictionaryForManyNames() {
        var generator = SystemRandomNumberGenerator()
        let letters = Array("abcdefgXYZ_1é")
        for size in [1, 2, 3, 7, 8, 9, 100, 1_000] {
            let names = (0..<size).map { _ in
                String((0..<Int.random(in: 1...20, using: &generator)).map { _ in letters.randomElement()! })
            }
            let table = NameTable(names.enumerated().map { ($1, $0) })
            var exact: [String: Int] = [:]
            var folded: [String: Int] = [:]
            for (index, name) in names.enumerated() {
                exact[name] = exact[name] ?? index
                folded[name.lowercased()] = folded[name.lowercased()] ?? exact[name]
            }
            var mismatches = 0
            let probes = names + names.map { $0 + "a" } + names.map { $0.uppercased() } + ["", "zzz"]
            for probe in probes {
                if table[probe] != exact[probe] ?? folded[probe.lowercased()] { mismatches += 1 }
                if table.value(exactly: probe) != exact[probe] { mismatches += 1 }
                // The same name read from a line's bytes (the parser's usual lines).
                var bytes = probe
                if bytes.withUTF8({ table.value(exactlyUTF8: $0) }) != exact[probe] { mismatches += 1 }
            }
            #expect(mismatches == 0, "\(size) names")
        }
    }
}

@Suite struct RowPositionsTests {
    final class Row {}

    /// Every row is found at its position, among a few rows and among many (whose slots
    /// collide and are probed past); an object of no row, and every row of another table, is
    /// found nowhere.
    @Test(arguments: [1, 3, 10, 200])
    func findsEveryRowAtItsPositionAndNoOther(count: Int) {
        let rows = (0..<count).map { _ in Row() }
        let positions = RowPositions(rows.map(ObjectIdentifier.init))
        for (position, row) in rows.enumerated() {
            #expect(positions.position(of: ObjectIdentifier(row)) == position)
        }
        let others = (0..<50).map { _ in Row() }
        for other in others {
            #expect(positions.position(of: ObjectIdentifier(other)) == nil)
        }
        withExtendedLifetime((rows, others)) {}
    }
}
