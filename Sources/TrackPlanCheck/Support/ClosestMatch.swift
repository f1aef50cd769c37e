/// Finds the candidate a misspelt word was most likely meant to be, for "did you mean …?" hints.
enum ClosestMatch {
    /// The candidate within a small edit distance of `word` (case-insensitive), or nil when nothing is close.
    static func suggestion<S: Sequence<String>>(for word: String, among candidates: S) -> String? {
        let target = Array(word.lowercased().unicodeScalars)
        let allowed = max(1, min(3, target.count / 3))
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let distance = editDistance(target, Array(candidate.lowercased().unicodeScalars), limit: allowed)
            guard distance <= allowed else { continue }
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// `; did you mean 'x'?` or the empty string.
    static func hint<S: Sequence<String>>(for word: String, among candidates: S) -> String {
        suggestion(for: word, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Levenshtein distance, counting a swap of two neighbours as one edit; stops early past `limit`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { value = min(value, before[j - 2] + 1) }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return limit + 1 }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
