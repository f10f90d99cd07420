import Synchronization

/// A bounded, thread-safe table of shared per-locale values (plural rules, number formats, the answers
/// of tag functions).
///
/// Objects are created outside the lock, so a slow ICU open never blocks readers; when two
/// threads race to create the same entry, the first one stored wins and both get it. Once
/// ``limit`` entries are stored, new locales get a fresh object that is not kept, so arbitrary
/// locale strings from requests cannot grow memory without bound.
///
/// It is SPI rather than `package` so that its members can be inlined into the modules that keep
/// their own values (a server's kept resolutions) and specialised there: the compiler inlines only
/// public `@inlinable` code across modules, and unspecialised, each lookup pays the generic
/// dictionary's metadata calls, which cost more than the lookup itself on a payload request.
@_spi(PushLocInternals) public final class InstanceCache<Value: Sendable>: Sendable {
    /// The most entries kept.
    public let limit: Int
    @usableFromInline let storage = Mutex<[String: Value]>([:])

    /// An empty table that keeps at most `limit` entries.
    @inlinable
    public init(limit: Int) {
        self.limit = limit
    }

    /// The shared object for `key`, made by `make` on first use. `nil` (and nothing stored) when
    /// `make` fails.
    @inlinable
    public func value(for key: String, make: (String) -> Value?) -> Value? {
        if let existing = storage.withLock({ $0[key] }) { return existing }
        guard let made = make(key) else { return nil }
        return storage.withLock { table -> Value in
            if let existing = table[key] { return existing }
            if table.count < limit { table[key] = made }
            return made
        }
    }

    /// How many entries are stored.
    @inlinable
    public var count: Int {
        storage.withLock { $0.count }
    }
}
