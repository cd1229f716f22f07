/// Finds the valid name nearest to a misspelt one, for "Did you mean" hints.
public enum Suggestion {
    /// The candidate closest to `input` by edit distance (ignoring case), if it is close enough
    /// to be a plausible typo: one edit for every three characters typed, at least one and at
    /// most two (`detial` -> `detail`, `pusj` -> `push`, but not `foo` -> `io`). A number is a
    /// value, not a misspelt word: `10` gets no suggestion, even among `1` to `9`.
    ///
    ///     Suggestion.nearest(to: "detial", in: ["detail", "about"])  // "detail"
    public static func nearest(to input: String, in candidates: [String]) -> String? {
        // A word more than two characters longer than every candidate is more than two edits from
        // each: it gets no suggestion, and is not copied (it may be 64 KiB long).
        guard !input.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
        let longest = candidates.lazy.map(characterCount).max() ?? 0
        guard input.dropFirst(longest + 2).isEmpty else { return nil }
        let lowered = input.lowercased()
        // ASCII (nearly every word typed, and every name) is compared byte by byte: comparing
        // Characters, graphemes, made each comparison cost thousands of instructions. The word's
        // Characters are listed only for a name that needs them.
        let typedBytes = lowered.utf8.allSatisfy { $0 < 0x80 } ? Array(lowered.utf8) : nil
        lazy var typed = Array(lowered)
        let letters =
            typedBytes.map { bytes in bytes.contains(UInt8(ascii: "\r")) ? lowered.count : bytes.count }
            ?? lowered.count
        let allowed = Swift.max(1, Swift.min(2, letters / 3))
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            // A name whose length is further from the word's than the edits allowed is that many
            // edits away at least: it is not compared (a failed line tries every route, event or
            // command word). Limited to the edits allowed: comparing a 64 KiB word in full would
            // take quadratic time.
            let distance: Int
            switch typedBytes.map({ compare(plain: candidate, with: $0, letters: letters, limit: allowed) }) {
            case .tooFar?:
                continue
            case .distance(let plain)?:
                distance = plain
            case .notPlain?, nil:
                let name = candidate.lowercased()
                guard abs(name.count - letters) <= allowed else { continue }
                distance =
                    if let typedBytes, name.utf8.allSatisfy({ $0 < 0x80 }) {
                        editDistance(typedBytes, Array(name.utf8), limit: allowed)
                    } else {
                        editDistance(typed, Array(name), limit: allowed)
                    }
            }
            if distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        guard let best, best.distance <= allowed, best.distance < letters
        else { return nil }
        return best.name
    }

    /// The number of characters of `name`: its byte count when it is printable ASCII (a name
    /// always is), counted without walking its graphemes.
    private static func characterCount(_ name: String) -> Int {
        name.withUTF8Bytes { bytes in bytes.allSatisfy(isPrintableASCII) ? bytes.count : nil } ?? name.count
    }

    private static func isPrintableASCII(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F
    }

    /// How a name compares with an ASCII word, when the name is printable ASCII (a name of an
    /// app's tables always is).
    private enum PlainComparison {
        /// Its length is further from the word's than the edits allowed.
        case tooFar
        /// The edit distance of its lowercase form from the word, up to the limit.
        case distance(Int)
        /// The name is not printable ASCII: it is compared the general way.
        case notPlain
    }

    /// Compares `name` with the lowercased ASCII word `typed` of `letters` characters, reading
    /// the name in place and lowercasing it on the stack: a lowercased copy and an array of each
    /// name cost more than the comparison, and a failed line compares every route or command.
    private static func compare(plain name: String, with typed: [UInt8], letters: Int, limit: Int) -> PlainComparison {
        name.withUTF8Bytes { bytes in
            guard bytes.allSatisfy(isPrintableASCII) else { return .notPlain }
            guard abs(bytes.count - letters) <= limit else { return .tooFar }
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { lowered in
                for (index, byte) in bytes.enumerated() {
                    let isUpper = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
                    lowered.initializeElement(at: index, to: isUpper ? byte + 32 : byte)
                }
                if sharesTooFewLetters(typed, UnsafeBufferPointer(lowered), limit: limit) { return .tooFar }
                let distance = typed.withUnsafeBufferPointer { typed in
                    editDistance(typed, UnsafeBufferPointer(lowered), limit: limit)
                }
                return .distance(distance)
            }
        }
    }

    /// Whether more than `limit` letters of one word appear nowhere in the other: each of them
    /// takes an edit of its own (a swap moves letters, never brings one in), so the words are
    /// more than `limit` edits apart. Far cheaper than the edit distance, it leaves most names
    /// a misspelt word is compared with (`detial` is compared with two memo routes of ten).
    /// Letters are told apart by their byte's low six bits: two that share them count as the
    /// same, which can only make the count lower, never wrongly high.
    static func sharesTooFewLetters(_ a: [UInt8], _ b: UnsafeBufferPointer<UInt8>, limit: Int) -> Bool {
        let inA = a.reduce(UInt64(0)) { $0 | 1 << ($1 & 63) }
        let inB = b.reduce(UInt64(0)) { $0 | 1 << ($1 & 63) }
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
