import CPushlocICUShim
import Synchronization

/// ICU's decimal number formatting for one locale (`ar` gives Arabic-Indic digits,
/// `hi@numbers=deva` gives Devanagari). Locale data comes from the system ICU, never Foundation.
///
/// Safe to share across threads. Use ``cached(for:)`` to share one instance per locale.
public final class NumberFormat: Sendable {
    private let handle: Mutex<OpaquePointerBox>
    /// The locale the format was opened for.
    public let locale: String

    /// The most locales ``cached(for:)`` keeps.
    public static let cacheLimit = 256
    private static let cache = InstanceCache<NumberFormat>(limit: cacheLimit)

    /// Opens a decimal format for `locale` (BCP 47, or an ICU id with keywords). `nil` if the
    /// identifier is unusable or ICU cannot open a format.
    public init?(locale: String) {
        guard TagInput.isAcceptable(locale), let raw = plicu_number_format_open(locale) else { return nil }
        self.locale = locale
        self.handle = Mutex(OpaquePointerBox(raw))
    }

    /// The shared format for `locale`, opened on first use and kept (up to ``cacheLimit`` locales;
    /// past that a fresh, unshared instance is returned). `nil` when ``init(locale:)`` fails.
    public static func cached(for locale: String) -> NumberFormat? {
        cache.value(for: locale) { NumberFormat(locale: $0) }
    }

    deinit {
        handle.withLock { plicu_number_format_close($0.pointer) }
    }

    /// Formats an integer with the locale's digits and grouping.
    public func string(from value: Int64) -> String {
        handle.withLock { box in
            withUTF16Result(capacity: 128) { plicu_number_format_int64(box.pointer, value, $0, $1) } ?? String(value)
        }
    }

    /// Formats a floating-point number with the locale's digits, separators and grouping.
    public func string(from value: Double) -> String {
        handle.withLock { box in
            withUTF16Result(capacity: 512) { plicu_number_format_double(box.pointer, value, $0, $1) } ?? String(value)
        }
    }
}
