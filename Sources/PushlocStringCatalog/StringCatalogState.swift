/// The translation state of a string unit. Xcode writes `new`, `needs_review`, `translated` and
/// `stale`; any other text is kept as it is.
public struct StringCatalogState: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// The state as written.
    public var rawValue: String

    /// Creates a state from its text.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Not translated yet.
    public static let new = StringCatalogState(rawValue: "new")
    /// Translated, but the source changed or a translator flagged it.
    public static let needsReview = StringCatalogState(rawValue: "needs_review")
    /// Translated.
    public static let translated = StringCatalogState(rawValue: "translated")
    /// The key is no longer in the source code.
    public static let stale = StringCatalogState(rawValue: "stale")

    /// The states Xcode writes.
    public static let known: [StringCatalogState] = [.new, .needsReview, .translated, .stale]

    /// Whether this is one of the states Xcode writes.
    public var isKnown: Bool { StringCatalogState.known.contains(self) }

    /// The state as written.
    public var description: String { rawValue }
}
