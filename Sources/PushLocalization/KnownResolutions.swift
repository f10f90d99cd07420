import Synchronization

/// What single-language preference lists resolve to for the default table, with that language's
/// copies of the table, kept so that a request for a language seen before costs one dictionary read
/// (a server usually stores one locale per user, and sees few of them).
///
/// Shared by every copy of a ``PushLocalizer`` and safe to use from many threads at once (a lock
/// around the dictionary). Bounded, so that request input cannot grow it without limit: once full,
/// new lists are resolved every time, as without it.
final class KnownResolutions: Sendable {
    /// A resolution: the localization picked, and its copies of the table (`nil` when the catalog has
    /// none under that spelling; the caller then looks up through the catalog).
    struct Resolution: Sendable {
        let language: String
        let chain: CopyChain?
    }

    private let known = Mutex<[String: Resolution]>([:])
    static let limit = 4096

    /// The resolution of the one-language list `[tag]`, made by `resolve` and kept when there is room.
    func resolution(of tag: String, resolve: () -> Resolution) -> Resolution {
        if let found = known.withLock({ $0[tag] }) { return found }
        let made = resolve()
        known.withLock { known in
            if known.count < Self.limit { known[tag] = made }
        }
        return made
    }

    /// How many lists are kept (for tests).
    var count: Int { known.withLock { $0.count } }
}
