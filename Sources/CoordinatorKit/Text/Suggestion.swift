/// Finds the valid name nearest to a misspelt one, for "Did you mean" hints.
public enum Suggestion {
    /// The candidate closest to `input` by edit distance (ignoring case), if it is close enough
    /// to be a plausible typo: one edit for every three characters typed, at least one and at
    /// most two (`detial` -> `detail`, `pusj` -> `push`, but not `foo` -> `io`). A number is a
    /// value, not a misspelt word: `10` gets no suggestion, even among `1` to `9`.
    ///
    ///     Suggestion.nearest(to: "detial", in: ["detail", "about"])  // "detail"
    ///
    /// A list asked again and again (an app's routes, for every misspelt route) is better made
    /// once as `Candidates`.
    public static func nearest(to input: String, in candidates: [String]) -> String? {
        Candidates(candidates).nearest(to: input)
    }

    /// Names to suggest from, each read once: its lowercase bytes (for a name of printable ASCII,
    /// as every name of an app's tables is), which letters it has, and its length. An app keeps
    /// its routes' (`AppCatalog.routeCandidates`): a misspelt route then costs the comparisons
    /// alone, where lowercasing and listing every name again cost more than they did.
    public struct Candidates: Sendable {
        public let names: [String]
        /// The lowercase bytes of the names of printable ASCII, one after the other (two arrays
        /// in all, not one a name: a list made for one question is made often).
        private let bytes: [UInt8]
        private let spans: [Span]
        /// The most characters a name has.
        private let longest: Int

        /// Where a name's lowercase bytes are in `bytes` and which letters they have
        /// (`letterMask`); `count` is -1 for a name not of printable ASCII.
        private struct Span: Sendable {
            let start: Int
            let count: Int
            let letters: UInt64
        }

        public init(_ names: [String]) {
            self.names = names
            var bytes: [UInt8] = []
            bytes.reserveCapacity(names.reduce(0) { $0 + $1.utf8.count })
            var longest = 0
            spans = names.map { name in
                let start = bytes.count
                let plain = name.withUTF8Bytes { utf8 in
                    guard utf8.allSatisfy(isPrintableASCII) else { return false }
                    for byte in utf8 {
                        bytes.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte)
                    }
                    return true
                }
                guard plain else {
                    longest = Swift.max(longest, name.count)
                    return Span(start: start, count: -1, letters: 0)
                }
                let count = bytes.count - start
                longest = Swift.max(longest, count)
                return Span(start: start, count: count, letters: letterMask(bytes[start...]))
            }
            self.bytes = bytes
            self.longest = longest
        }

        /// `Suggestion.nearest(to:in:)` among these names.
        public func nearest(to input: String) -> String? {
            // A word more than two characters longer than every name is more than two edits from
            // each: it gets no suggestion, and is not copied (it may be 64 KiB long).
            guard !input.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
            guard input.dropFirst(longest + 2).isEmpty else { return nil }
            let lowered = input.lowercased()
            // ASCII (nearly every word typed, and every name) is compared byte by byte: comparing
            // Characters, graphemes, made each comparison cost thousands of instructions. The
            // word's Characters are listed only for a name that needs them.
            let typedBytes = lowered.utf8.allSatisfy { $0 < 0x80 } ? Array(lowered.utf8) : nil
            let typedLetters = typedBytes.map { letterMask($0[...]) } ?? 0
            lazy var typed = Array(lowered)
            let letters =
                typedBytes.map { bytes in bytes.contains(UInt8(ascii: "\r")) ? lowered.count : bytes.count }
                ?? lowered.count
            let allowed = Swift.max(1, Swift.min(2, letters / 3))
            var best: (name: String, distance: Int)?
            for (name, span) in zip(names, spans) {
                // A name whose length is further from the word's than the edits allowed is that
                // many edits away at least, and so is one with too few letters in common: neither
                // is compared (a failed line tries every route, event or command word). Limited
                // to the edits allowed: comparing a 64 KiB word in full would take quadratic time.
                let distance: Int
                if let typedBytes, span.count >= 0 {
                    guard abs(span.count - letters) <= allowed else { continue }
                    let plain = bytes[span.start..<span.start + span.count]
                    guard !sharesTooFewLetters(typedBytes[...], typedLetters, plain, span.letters, limit: allowed)
                    else { continue }
                    distance = typedBytes.withUnsafeBufferPointer { typed in
                        plain.withUnsafeBufferPointer { editDistance(typed, $0, limit: allowed) }
                    }
                } else {
                    let folded = name.lowercased()
                    guard abs(folded.count - letters) <= allowed else { continue }
                    distance =
                        if let typedBytes, folded.utf8.allSatisfy({ $0 < 0x80 }) {
                            editDistance(typedBytes, Array(folded.utf8), limit: allowed)
                        } else {
                            editDistance(typed, Array(folded), limit: allowed)
                        }
                }
                if distance < (best?.distance ?? Int.max) {
                    best = (name, distance)
                }
            }
            guard let best, best.distance <= allowed, best.distance < letters else { return nil }
            return best.name
        }
    }

    private static func isPrintableASCII(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F
    }

    /// Which letters `bytes` has: a bit for each byte's low six bits. Two letters that share
    /// them count as one, which can only make `sharesTooFewLetters` find fewer, never wrongly more.
    static func letterMask(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        bytes.reduce(0) { $0 | 1 << ($1 & 63) }
    }

    /// Whether more than `limit` letters of one word appear nowhere in the other, given each
    /// word's `letterMask`: each of them takes an edit of its own (a swap moves letters, never
    /// brings one in), so the words are more than `limit` edits apart. Far cheaper than the edit
    /// distance, it leaves most names a misspelt word is compared with (`detial` is compared
    /// with two memo routes of ten).
    static func sharesTooFewLetters(
        _ a: ArraySlice<UInt8>, _ inA: UInt64, _ b: ArraySlice<UInt8>, _ inB: UInt64, limit: Int
    ) -> Bool {
        let onlyInA = a.count { inB & 1 << ($0 & 63) == 0 }
        let onlyInB = b.count { inA & 1 << ($0 & 63) == 0 }
        return Swift.max(onlyInA, onlyInB) > limit
    }

    /// The number of insertions, deletions, substitutions and swaps of neighbours that turn
    /// `a` into `b` (optimal string alignment distance), or `limit + 1` when it is more than
    /// `limit`. Only the cells within `limit` of the diagonal are computed, so the time is
    /// O(length x limit): a 64 KiB word is compared with a name in microseconds.
    static func editDistance<Letters: RandomAccessCollection>(_ a: Letters, _ b: Letters, limit: Int? = nil) -> Int
    where Letters.Element: Equatable, Letters.Index == Int {
        guard a.startIndex == 0, b.startIndex == 0 else {
            return editDistance(Array(a), Array(b), limit: limit)  // read from 0 below
        }
        let limit = limit ?? Swift.max(a.count, b.count)
        let over = limit + 1
        if abs(a.count - b.count) > limit { return over }
        if a.isEmpty || b.isEmpty { return Swift.min(Swift.max(a.count, b.count), over) }
        // Three rows of the table, reused in turn, in one temporary allocation (on the stack for
        // names: three arrays for each name compared cost more than the comparison); a cell
        // outside the band must read as `over`. The band moves right by one a row, so cells to
        // its right were never written and still are; the one just left of it may hold an older
        // row's value, and is reset.
        let width = b.count + 1
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * width) { rows in
            guard let base = rows.baseAddress else { return over }
            base.initialize(repeating: over, count: 3 * width)
            var (before, previous, current) = (base, base + width, base + 2 * width)
            for j in 0...Swift.min(b.count, limit) { previous[j] = j }
            // Whether the row before `previous` was all over the limit already.
            var beforeIsOver = false
            for i in 1...a.count {
                let low = Swift.max(1, i - limit)
                let high = Swift.min(b.count, i + limit)
                current[low - 1] = low == 1 ? Swift.min(i, over) : over
                var rowLeast = current[low - 1]
                for j in low...high {
                    let cost = a[i - 1] == b[j - 1] ? 0 : 1
                    var cell = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                        cell = Swift.min(cell, before[j - 2] + 1)
                    }
                    current[j] = Swift.min(cell, over)
                    rowLeast = Swift.min(rowLeast, current[j])
                }
                // A cell is at least the least of the row above it, or of the row two above
                // plus one (a swap): once two rows in a row are over the limit, every later
                // one is. Most names a misspelt word is compared with are over it within a
                // few letters, and are left there.
                if rowLeast >= over {
                    if beforeIsOver { return over }
                    beforeIsOver = true
                } else {
                    beforeIsOver = false
                }
                (before, previous, current) = (previous, current, before)
            }
            return previous[b.count]
        }
    }
}
