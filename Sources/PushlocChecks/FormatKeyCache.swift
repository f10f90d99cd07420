import PushlocFormatString
import Synchronization

/// The parsed `NSStringLocalizedFormatKey`s of every `.stringsdict` table, shared by all tables and
/// threads of a check.
///
/// A real app's format keys are a handful of distinct strings (`%#@count@`, `%#@items@ in %@`) repeated
/// over every entry of every language; each is parsed once per process instead of once per table.
enum FormatKeyCache {
    /// The most keys kept; past it a key is parsed each time it is asked for.
    static let limit = 4_096
    private static let parsed = Mutex<[String: ParsedFormat]>([:])

    /// `key` parsed, from the cache when it is there.
    static func parsedFormat(_ key: String) -> ParsedFormat {
        if let known = parsed.withLock({ $0[key] }) { return known }
        let made = ParsedFormat(key)
        parsed.withLock { table in
            if table.count < limit { table[key] = made }
        }
        return made
    }
}
