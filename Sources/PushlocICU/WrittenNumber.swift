import CPushlocICUShim

/// A number as a server writes it in a loc-arg or a count: `21`, `-3`, `1.50`. Its plural category
/// depends on the digits written, not only on the value: CLDR's rules read the visible fraction digits
/// (`1` is `one` in English, `1.0` and `1.5` are `other`; `1.50` has two).
///
/// Only plain decimal text is a number here: an optional `-` or `+`, ASCII digits, and optionally a `.`
/// with at least one digit after it. Grouping (`1,000`), exponents and other digits are not, so a
/// caller can tell a count from a name.
public struct WrittenNumber: Sendable, Hashable {
    /// The text, as given.
    public let text: String
    /// How many digits follow the decimal point (CLDR's `v`).
    public let fractionDigits: Int
    /// Whether the value is zero (`0`, `-0`, `0.00`): a `.stringsdict`'s `zero` form is shown for it.
    public let isZero: Bool
    /// The value when it is a whole number that fits in an `Int` and has no visible decimals.
    public let integer: Int?

    /// The longest text read as a number; longer text is not a count a person reads.
    public static let maximumLength = 64

    /// Reads `text`; `nil` when it is not plain decimal text.
    public init?(_ text: String) {
        var utf8 = text.utf8[...]
        guard !utf8.isEmpty, utf8.count <= Self.maximumLength else { return nil }
        var negative = false
        if let sign = utf8.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            negative = sign == UInt8(ascii: "-")
            utf8 = utf8.dropFirst()
        }
        var whole: Int? = 0
        var wholeDigits = 0
        var fractionDigits = 0
        var seenPoint = false
        var allZero = true
        for byte in utf8 {
            if byte == UInt8(ascii: ".") {
                guard !seenPoint, wholeDigits > 0 else { return nil }
                seenPoint = true
                continue
            }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            let digit = Int(byte - UInt8(ascii: "0"))
            if digit != 0 { allZero = false }
            if seenPoint {
                fractionDigits += 1
            } else {
                wholeDigits += 1
                if let value = whole {
                    let (times, overflow) = value.multipliedReportingOverflow(by: 10)
                    let (sum, overflowSum) = times.addingReportingOverflow(digit)
                    whole = overflow || overflowSum ? nil : sum
                }
            }
        }
        guard wholeDigits > 0, !seenPoint || fractionDigits > 0 else { return nil }
        self.text = text
        self.fractionDigits = fractionDigits
        isZero = allZero
        integer = fractionDigits == 0 ? whole.map { negative ? -$0 : $0 } : nil
    }

    /// A whole number, as `String(value)` writes it.
    public init(_ value: Int) {
        text = String(value)
        fractionDigits = 0
        isZero = value == 0
        integer = value
    }
}

extension PluralRules {
    /// The category of a number as written (``WrittenNumber``): whole numbers as ``category(for:)-(Int)``
    /// selects them, and a number with decimals by its visible digits, as CLDR reads it (ICU's
    /// `uplrules_selectFormatted` on the number formatted with exactly those decimals): `1.5` and
    /// `1.0` are `other` in English, ru `1.5` is `other` and `2.5` is `other`, fr `1.5` is `one`.
    public func category(for number: WrittenNumber) -> PluralCategory {
        if let integer = number.integer { return category(for: integer) }
        guard let formatter = DecimalOperandFormatters.shared.formatter(fractionDigits: number.fractionDigits) else {
            return .other
        }
        return withHandle { rules in
            // ICU reads a sign only as `-`.
            var text = number.text.hasPrefix("+") ? String(number.text.dropFirst()) : number.text
            return text.withUTF8 { bytes -> PluralCategory in
                guard let base = bytes.baseAddress else { return .other }
                let keyword = base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { digits in
                    withCStringResult(capacity: 32) {
                        plicu_plural_rules_select_decimal(rules, formatter.pointer, digits, Int32(bytes.count), $0, $1)
                    }
                }
                return keyword.flatMap(PluralCategory.init(keyword:)) ?? .other
            }
        }
    }
}
