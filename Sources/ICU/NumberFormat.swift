import CICUShim
import Synchronization

/// ICU's decimal number formatting for one locale (`ar` gives Arabic-Indic digits,
/// `hi@numbers=deva` gives Devanagari). Locale data comes from the system ICU, never Foundation.
public final class NumberFormat: Sendable {
    private let handle: Mutex<OpaquePointerBox>
    /// The locale the format was opened for.
    public let locale: String

    /// Opens a decimal format for `locale` (BCP 47, or an ICU id with keywords). `nil` if ICU cannot.
    public init?(locale: String) {
        guard locale.utf8.count < 150, let raw = plicu_number_format_open(locale) else { return nil }
        self.locale = locale
        self.handle = Mutex(OpaquePointerBox(raw))
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
