/// Finds the valid name nearest to a misspelt one, for "Did you mean" hints.
public enum Suggestion {
    /// The candidate closest to `input` by edit distance (ignoring case), if it is close enough
    /// to be a plausible typo: one edit for every three characters typed, at least one and at
    /// most two (`detial` -> `detail`, `pusj` -> `push`, but not `foo` -> `io`).
    ///
    ///     Suggestion.nearest(to: "detial", in: ["detail", "about"])  // "detail"
    public static func nearest(to input: String, in candidates: [String]) -> String? {
        let typed = Array(input.lowercased())
        let allowed = Swift.max(1, Swift.min(2, typed.count / 3))
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let name = Array(candidate.lowercased())
            // The distance is at least the difference in length: a candidate that far off cannot
            // be suggested, and comparing it with a huge word would take quadratic time.
            guard abs(name.count - typed.count) <= allowed else { continue }
            let distance = editDistance(typed, name)
            if distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        guard let best, best.distance <= allowed, best.distance < typed.count
        else { return nil }
        return best.name
    }

    /// The number of insertions, deletions, substitutions and swaps of neighbours that turn
    /// `a` into `b` (optimal string alignment distance).
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = Swift.min(current[j], before[j - 2] + 1)
                }
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
