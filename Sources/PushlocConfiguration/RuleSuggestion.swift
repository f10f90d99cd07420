/// The known rule id closest to a misspelt one, for "did you mean" hints.
package enum RuleSuggestion {
    /// The id with the smallest edit distance, if it is at most a third of the id's length.
    package static func closest(to id: String, in known: Set<String>) -> String? {
        let typed = Array(id)
        let limit = max(2, typed.count / 3)
        let scored = candidates(for: typed.count, limit: limit, in: known)
            .map { ($0, distance(typed, Array($0))) }.filter { $0.1 <= limit }
        return scored.min { ($0.1, $0.0) < ($1.1, $1.0) }?.0
    }

    /// The known ids whose length is within `limit` of `length`: the edit distance is at least the
    /// difference of the lengths, so no other id can be close enough. A configuration is untrusted,
    /// and this keeps a megabyte-long id from costing a distance table of its length times each id's.
    static func candidates(for length: Int, limit: Int, in known: Set<String>) -> [String] {
        known.filter { abs($0.count - length) <= limit }
    }

    /// Levenshtein distance over characters.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, cb) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
