import Synchronization

/// The per-locale ``LocaleNumberSymbols``, opened once and shared behind a lock. At most
/// ``capacity`` locales are kept; past that the cache starts over, so arbitrary locale strings
/// cannot grow it without bound.
final class LocaleNumberSymbolsCache: Sendable {
    static let shared = LocaleNumberSymbolsCache()
    static let capacity = 64

    private let entries = Mutex<[String: LocaleNumberSymbols]>([:])

    func symbols(for locale: String) -> LocaleNumberSymbols {
        if let cached = entries.withLock({ $0[locale] }) { return cached }
        let made = LocaleNumberSymbols(locale: locale)
        return entries.withLock { entries in
            if let cached = entries[locale] { return cached }
            if entries.count >= Self.capacity { entries.removeAll() }
            entries[locale] = made
            return made
        }
    }
}
