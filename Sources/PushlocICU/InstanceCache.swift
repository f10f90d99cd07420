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
    @usableFromInline let storage = Mutex<Entries>(Entries())

    /// The kept entries: short keys (every language tag a device sends) in packed slots, which a
    /// lookup reads without hashing a `String`; longer keys by their `String`.
    @usableFromInline
    struct Entries {
        @usableFromInline var short = ShortTagSlots<Value>()
        @usableFromInline var long: [String: Value] = [:]

        @inlinable
        init() {}

        @inlinable
        var count: Int { short.count + long.count }

        @inlinable
        func value(for key: String, packed: PackedTag?) -> Value? {
            if let packed { return short.value(for: packed) }
            return long[key]
        }

        /// Keeps `made` for `key` when there is room, and returns what is kept for it.
        @inlinable
        mutating func keep(_ made: Value, for key: String, packed: PackedTag?, limit: Int) -> Value {
            if let existing = value(for: key, packed: packed) { return existing }
            let room = limit - count
            guard room > 0 else { return made }
            if let packed {
                short.keep(made, for: packed, limit: short.count + room)
            } else {
                long[key] = made
            }
            return made
        }
    }

    /// An empty table that keeps at most `limit` entries.
    @inlinable
    public init(limit: Int) {
        self.limit = limit
    }

    /// The shared object for `key`, made by `make` on first use. `nil` (and nothing stored) when
    /// `make` fails.
    @inlinable
    public func value(for key: String, make: (String) -> Value?) -> Value? {
        let packed = PackedTag(key)
        if let existing = storage.withLock({ $0.value(for: key, packed: packed) }) { return existing }
        guard let made = make(key) else { return nil }
        return storage.withLock { $0.keep(made, for: key, packed: packed, limit: limit) }
    }

    /// How many entries are stored.
    @inlinable
    public var count: Int {
        storage.withLock { $0.count }
    }
}
