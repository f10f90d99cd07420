@_spi(PushLocInternals) import PushlocICU

/// What single-language preference lists resolve to for the default table, with that language's
/// copies of the table, kept so that a request for a language seen before costs one dictionary read
/// (a server usually stores one locale per user, and sees few of them).
///
/// Shared by every copy of a ``PushLocalizer`` and safe to use from many threads at once. Bounded, so
/// that request input cannot grow it without limit: once ``limit`` lists are kept, new lists are
/// resolved every time, as without it; and a tag longer than any language tag is never kept.
final class KnownResolutions: Sendable {
    /// A resolution: the localization picked, and its copies of the table (`nil` when the catalog has
    /// none under that spelling; the caller then looks up through the catalog).
    struct Resolution: Sendable {
        let language: String
        let chain: CopyChain?
    }

    static let limit = 4096
    private let known = InstanceCache<Resolution>(limit: limit)

    /// The resolution of the one-language list `[tag]`, made by `resolve` and kept when there is room.
    func resolution(of tag: String, resolve: () -> Resolution) -> Resolution {
        guard tag.utf8.count <= LocaleTag.maximumInputLength else { return resolve() }
        return known.value(for: tag) { _ in resolve() } ?? resolve()
    }

    /// How many lists are kept (for tests).
    var count: Int { known.count }
}
