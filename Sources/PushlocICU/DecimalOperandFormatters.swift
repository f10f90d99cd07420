import CPushlocICUShim
import Synchronization

/// ICU number formatters that keep exactly n decimals, one per n, for choosing the plural category of
/// a number as written (``PluralRules/category(for:)-(WrittenNumber)``). Opened on first use and kept:
/// an ICU formatter is immutable once made, so one serves every thread.
final class DecimalOperandFormatters: Sendable {
    /// A kept formatter, closed when the table goes (never, for the shared one).
    final class Formatter: @unchecked Sendable {
        let pointer: UnsafeMutableRawPointer
        init(_ pointer: UnsafeMutableRawPointer) { self.pointer = pointer }
        deinit { plicu_plural_decimal_formatter_close(pointer) }
    }

    static let shared = DecimalOperandFormatters()
    /// The most decimals a formatter is made for; ICU's own bound.
    static let maximumFractionDigits = 999
    private let kept = Mutex<[Int: Formatter]>([:])

    /// The formatter for `fractionDigits` decimals; `nil` past ``maximumFractionDigits`` or when ICU fails.
    func formatter(fractionDigits: Int) -> Formatter? {
        guard (0...Self.maximumFractionDigits).contains(fractionDigits) else { return nil }
        if let found = kept.withLock({ $0[fractionDigits] }) { return found }
        guard let raw = plicu_plural_decimal_formatter_open(Int32(fractionDigits)) else { return nil }
        let made = Formatter(raw)
        return kept.withLock { table in
            if let found = table[fractionDigits] { return found }
            table[fractionDigits] = made
            return made
        }
    }
}
