import Synchronization

/// A bounded, thread-safe memo of a pure tag function (`canonical`, `addingLikelySubtags`, `parent`).
///
/// Loading a project asks ICU the same questions many times (each bundle's fallback chains ask for
/// the same tags' canonical forms, likely subtags and parents), and ICU's answers take microseconds
/// each; a check of the shipped data asked thousands. Answers, `nil` included, are kept for at most
/// ``limit`` tags, so tags from requests cannot grow memory without bound; past that, ICU is asked.
final class TagCache: Sendable {
    /// The most tags kept.
    let limit: Int
    private let storage = Mutex<[String: String?]>([:])

    init(limit: Int = 4096) {
        self.limit = limit
    }

    /// `compute(tag)`, remembered.
    func value(for tag: String, compute: (String) -> String?) -> String? {
        if let known = storage.withLock({ $0[tag] }) { return known }
        let answer = compute(tag)
        storage.withLock { table in
            if table.count < limit { table[tag] = .some(answer) }
        }
        return answer
    }
}
