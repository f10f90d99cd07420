/// The known rule id closest to a misspelt one, for "did you mean" hints.
package enum RuleSuggestion {
    /// The id with the smallest edit distance, if it is at most a third of the id's length.
    package static func closest(to id: String, in known: Set<String>) -> String? {
        let limit = max(2, id.count / 3)
        let scored = known.map { ($0, distance(Array(id), Array($0))) }.filter { $0.1 <= limit }
        return scored.min { ($0.1, $0.0) < ($1.1, $1.0) }?.0
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
