import PushlocICU

/// A locale's number formatting from ICU, with the symbols pushloc needs around it: the ten
/// digits, the decimal separator and the minus sign's prefix and suffix (`ar`: `؜-`).
///
/// The symbols are read back from ICU's own output (formatting 0 to 9, 1.5 and -1), so they
/// always agree with ``NumberFormat``.
final class LocaleNumberSymbols: Sendable {
    let locale: String
    let format: NumberFormat?
    /// The digits 0 to 9.
    let digits: [String]
    let decimalSeparator: String
    let minusPrefix: String
    let minusSuffix: String
    /// How ICU writes a whole number below 1,000 here: as its ASCII digits, as its digits in ``digits``,
    /// or only ICU knows (checked on samples once per locale; see ``smallNumbers(_:_:)``).
    private let smallNumbers: SmallNumbers

    private enum SmallNumbers {
        case ascii
        case digits
        case formatter
    }

    private static let asciiDigits = (0...9).map { String($0) }

    init(locale: String) {
        self.locale = locale
        let format = NumberFormat(locale: locale)
        self.format = format
        guard let format else {
            digits = Self.asciiDigits
            decimalSeparator = "."
            minusPrefix = "-"
            minusSuffix = ""
            smallNumbers = .ascii
            return
        }
        let formatted = (0...9).map { format.string(from: Int64($0)) }
        let digits = formatted.allSatisfy { $0.count == 1 } ? formatted : Self.asciiDigits
        self.digits = digits
        smallNumbers = formatted == digits ? Self.smallNumbers(format, digits) : .formatter

        let oneAndHalf = format.string(from: 1.5)
        if oneAndHalf.hasPrefix(digits[1]), oneAndHalf.hasSuffix(digits[5]), oneAndHalf.count > 2 {
            decimalSeparator = String(oneAndHalf.dropFirst().dropLast())
        } else {
            decimalSeparator = "."
        }

        let minusOne = format.string(from: Int64(-1))
        if let digitOne = digits[1].first, let one = minusOne.firstIndex(of: digitOne) {
            minusPrefix = String(minusOne[..<one])
            minusSuffix = String(minusOne[minusOne.index(after: one)...])
        } else {
            minusPrefix = "-"
            minusSuffix = ""
        }
    }

    /// The locale's digit for `0`.
    var zero: String { digits[0] }

    /// A non-negative integer with the locale's digits and grouping, exact over the whole
    /// `UInt64` range. ICU takes `Int64`, so a larger value is laid out on ICU's formatting of a
    /// power of ten with as many digits (exact as a `Double`), which places the separators for any
    /// grouping style (`en` 3-3-3, `hi` 3-2-2).
    func grouped(_ value: UInt64) -> String {
        guard let format else { return String(value) }
        // A count is most often below 1,000, which no locale groups: its digits, without a call to ICU.
        if value < 1000 {
            switch smallNumbers {
            case .ascii: return String(value)
            case .digits: return localizing(ascii: String(value))
            case .formatter: break
            }
        }
        if value <= UInt64(Int64.max) {
            return format.string(from: Int64(value))
        }
        let ascii = String(value)
        guard let power = Double("1" + String(repeating: "0", count: ascii.count - 1)) else {
            return localizing(ascii: ascii)
        }
        let template = format.string(from: power)
        let localDigits = Set(digits)
        guard template.filter({ localDigits.contains(String($0)) }).count == ascii.count else {
            return localizing(ascii: ascii)
        }
        var next = ascii.makeIterator()
        var result = ""
        for character in template {
            if localDigits.contains(String(character)), let digit = next.next() {
                result += localizing(ascii: [digit])
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// A number in ICU's default decimal style (`%@` with a number).
    func decimal(_ value: Double) -> String {
        format?.string(from: value) ?? String(value)
    }

    /// An integer in ICU's default decimal style, sign included.
    func decimal(_ value: Int64) -> String {
        format?.string(from: value) ?? String(value)
    }

    /// Whether ICU writes every whole number below 1,000 as the concatenation of its digits (a positional
    /// decimal numbering system, no mark around a positive number, no group below four digits), as it
    /// does for 10, 47, 100 and 999 here; `digits` are ICU's own for 0 to 9.
    private static func smallNumbers(_ format: NumberFormat, _ digits: [String]) -> SmallNumbers {
        for sample in [10, 47, 100, 999] {
            let written = String(sample).utf8.map { digits[Int($0) - 48] }.joined()
            guard format.string(from: Int64(sample)) == written else { return .formatter }
        }
        return digits == asciiDigits ? .ascii : .digits
    }

    /// ASCII text with its digits replaced by the locale's and `.` (or `,`, from a C library
    /// with another locale) by the decimal separator; other characters are kept.
    func localizing<S: Sequence>(ascii text: S) -> String where S.Element == Character {
        var result = ""
        for character in text {
            if let ascii = character.asciiValue, ascii >= 48, ascii <= 57 {
                result += digits[Int(ascii) - 48]
            } else if character == "." || character == "," {
                result += decimalSeparator
            } else {
                result.append(character)
            }
        }
        return result
    }
}
