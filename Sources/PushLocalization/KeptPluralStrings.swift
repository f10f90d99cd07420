import PushlocPayloads
import PushlocStringsFile
import Synchronization

/// The plural strings a localizer's renders met, each prepared once per language and key
/// (``PluralString`` parses every combination of its forms). Bounded, so that request input cannot
/// grow it: once ``limit`` strings are kept, others are prepared per request. Safe to use from many
/// threads at once.
final class KeptPluralStrings: Sendable {
    static let limit = 4096
    private let kept = Mutex<[Name: PluralString]>([:])

    /// What a plural string is kept under: hashed field by field, with no joined string made per request.
    private struct Name: Hashable {
        let language: String
        let table: String
        let key: String
    }

    /// The plural string of `entry` (of `table`) in `language`, prepared on first use.
    func plural(_ entry: StringsDictEntry, table: String, language: String) -> PluralString? {
        let name = Name(language: language, table: table, key: entry.key)
        if let found = kept.withLock({ $0[name] }) { return found }
        guard let made = PluralString(entry, language: language) else { return nil }
        kept.withLock { table in
            if table.count < Self.limit { table[name] = made }
        }
        return made
    }
}
