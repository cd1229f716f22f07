import Testing

// `editDistance` is internal: the table below checks it directly.
@testable import CoordinatorKit

@Suite struct SuggestionTests {
    // MARK: - Edit distance

    @Test(arguments: [
        ("", "", 0),
        ("", "abc", 3),
        ("abc", "", 3),
        ("same", "same", 0),
        ("detial", "detail", 1),
        ("ab", "ba", 1),
        ("abcd", "badc", 2),
        ("psh", "push", 1),
        ("pusj", "push", 1),
        ("pushh", "push", 1),
        ("kitten", "sitting", 3),
        ("ca", "abc", 3),
        ("home", "memos", 4),
        ("é", "e", 1),
        ("zoë", "zoe", 1),
    ])
    func editDistanceCountsInsertionsDeletionsSubstitutionsAndSwaps(a: String, b: String, distance: Int) {
        #expect(Suggestion.editDistance(Array(a), Array(b)) == distance)
        #expect(Suggestion.editDistance(Array(b), Array(a)) == distance)
    }

    /// With a limit, the distance is the same up to the limit and `limit + 1` beyond it: every
    /// pair of a set of words with swaps, repeats and shifts, in both orders, for limits 0 to 5.
    @Test func aLimitedDistanceIsTheFullOneUpToTheLimit() {
        let words = [
            "", "a", "ab", "ba", "abc", "acb", "bca", "cab", "abcd", "badc", "dcba", "aabb", "abab",
            "kitten", "sitting", "sittin", "detail", "detial", "memoList", "memolist", "xxxxxxxx", "xxxxxxxyz",
        ]
        for a in words {
            for b in words {
                let full = Suggestion.editDistance(Array(a), Array(b))
                // ASCII compared byte by byte (as `nearest` does) gives the same distance.
                #expect(Suggestion.editDistance(Array(a.utf8), Array(b.utf8)) == full, "\(a) -> \(b) by bytes")
                for limit in 0...5 {
                    let limited = Suggestion.editDistance(Array(a), Array(b), limit: limit)
                    #expect(limited == Swift.min(full, limit + 1), "\(a) -> \(b), limit \(limit)")
                }
            }
        }
    }

    /// The letter filter leaves only words more than the limit apart, and it does leave some:
    /// every pair of the words above and of the memo app's routes, for limits 0 to 3.
    @Test func theLetterFilterLeavesOnlyWordsBeyondTheLimit() {
        let words = [
            "", "a", "ab", "ba", "abc", "acb", "kitten", "sitting", "detail", "detial", "memolist", "xxxxxxxyz",
            "login", "signup", "home", "about", "settings", "preview", "newmemo",
        ]
        var left = 0
        for a in words {
            for b in words {
                let full = Suggestion.editDistance(Array(a.utf8), Array(b.utf8))
                for limit in 0...3 {
                    let (a, b) = (Array(a.utf8)[...], Array(b.utf8)[...])
                    let filtered = Suggestion.sharesTooFewLetters(
                        a, Suggestion.letterMask(a), b, Suggestion.letterMask(b), limit: limit)
                    if filtered {
                        left += 1
                        #expect(full > limit, "\(a) -> \(b), limit \(limit): \(full) edits, left by the filter")
                    }
                }
            }
        }
        #expect(left > 100)
        let detial = Array("detial".utf8)[...]
        let detialAgainstRoutes = ["signup", "home", "about", "settings", "preview", "newmemo", "login"].filter {
            name in
            let route = Array(name.utf8)[...]
            return Suggestion.sharesTooFewLetters(
                detial, Suggestion.letterMask(detial), route, Suggestion.letterMask(route), limit: 2)
        }
        #expect(detialAgainstRoutes.count == 7)
    }

    // MARK: - nearest

    static let routes = ["login", "signup", "forgotPassword", "home", "memoList", "settings", "detail", "about"]

    @Test(arguments: [
        ("detial", "detail"),
        ("DETIAL", "detail"),
        ("detai", "detail"),
        ("detaill", "detail"),
        ("abuot", "about"),
        ("memolist", "memoList"),
        ("memolsit", "memoList"),
        ("forgotpasword", "forgotPassword"),
        ("sigunp", "signup"),
        ("hom", "home"),
        ("homee", "home"),
    ])
    func nearestSuggestsATypoCorrection(input: String, suggestion: String) {
        #expect(Suggestion.nearest(to: input, in: Self.routes) == suggestion)
    }

    @Test(arguments: ["xyz", "dtl", "profile", "", "h", "ho", "settingsxyz"])
    func nearestIsNilWhenNothingIsCloseEnough(input: String) {
        #expect(Suggestion.nearest(to: input, in: Self.routes) == nil)
    }

    @Test(
        arguments: [
            // At most 2 edits.
            ("abcdef", ["abcdxy"], "abcdxy"),
            ("abcdef", ["abcxyz"], nil),
            // Fewer edits than the input has characters.
            ("ab", ["ba"], "ba"),
            ("ab", ["cd"], nil),
            ("a", ["b"], nil),
            ("a", ["ab"], nil),
            ("ab", ["abc"], "abc"),
            // No candidates.
            ("home", [], nil),
        ] as [(String, [String], String?)])
    func nearestThresholds(input: String, candidates: [String], suggestion: String?) {
        #expect(Suggestion.nearest(to: input, in: candidates) == suggestion)
    }

    /// ASCII is compared byte by byte, anything else by Character: an accented word or name
    /// counts one edit per letter, as typed.
    @Test func accentedWordsAndNamesAreComparedByCharacter() {
        #expect(Suggestion.nearest(to: "detial", in: ["détail", "about"]) == "détail")
        #expect(Suggestion.nearest(to: "DÉTIAL", in: ["détail", "about"]) == "détail")
        #expect(Suggestion.nearest(to: "détial", in: ["detail", "about"]) == "detail")
        #expect(Suggestion.nearest(to: "zoë", in: ["zoe", "zo"]) == "zoe")
    }

    /// Names of printable ASCII are read in place and lowercased on the stack, any other name
    /// the general way: in one list, the nearest wins whichever way each was compared, and ties
    /// still go to the first.
    @Test func plainAndAccentedNamesInOneListCompareAlike() {
        #expect(Suggestion.nearest(to: "detial", in: ["détails", "detail"]) == "detail")
        #expect(Suggestion.nearest(to: "detial", in: ["détail", "detail"]) == "detail")
        #expect(Suggestion.nearest(to: "detial", in: ["detail", "détial"]) == "detail")
        #expect(Suggestion.nearest(to: "detial", in: ["détial", "detail"]) == "détial")
        #expect(Suggestion.nearest(to: "MEMOLST", in: ["about", "MemoList", "mémoList"]) == "MemoList")
        #expect(Suggestion.nearest(to: "tab\u{7}", in: ["tab", "tabs"]) == "tab")
    }

    @Test func nearestPrefersTheClosestCandidate() {
        #expect(Suggestion.nearest(to: "pop", in: ["push", "popto", "pop"]) == "pop")
        #expect(Suggestion.nearest(to: "pusj", in: ["pop", "push"]) == "push")
    }

    @Test func nearestBreaksTiesByCandidateOrder() {
        #expect(Suggestion.nearest(to: "bat", in: ["cat", "bag"]) == "cat")
        #expect(Suggestion.nearest(to: "bat", in: ["bag", "cat"]) == "bag")
    }

    /// A 64 KiB unknown word (the longest line coordsh reads) gets no suggestion, and a word
    /// within the allowed edits of a candidate still does. Candidates whose length differs by more
    /// than the edits allowed are not compared at all: comparing each with such a word took a
    /// quarter of a second per line. `scripts/bench` measures lines of such words.
    /// `:tour 10` among the lessons 1 to 9: a number is not a typo of another.
    @Test func aNumberHasNoSuggestion() {
        let lessons = ["next", "off"] + (1...9).map(String.init)
        #expect(Suggestion.nearest(to: "10", in: lessons) == nil)
        #expect(Suggestion.nearest(to: "0", in: lessons) == nil)
        #expect(Suggestion.nearest(to: "nxet", in: lessons) == "next")
    }

    @Test func aHugeWordHasNoSuggestion() {
        let word = String(repeating: "x", count: 65_536)
        let candidates = (0..<60).map { "command\($0)" } + ["x", String(word.dropLast(3))]
        #expect(Suggestion.nearest(to: word, in: candidates) == nil)
        #expect(Suggestion.nearest(to: word, in: candidates + [String(word.dropLast(2))]) == String(word.dropLast(2)))
        #expect(Suggestion.nearest(to: "x" + word.prefix(8), in: candidates + ["xxxxxxxyz"]) == "xxxxxxxyz")
    }
}
