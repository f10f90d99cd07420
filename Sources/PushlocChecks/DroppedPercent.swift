import PushlocCatalog
import PushlocFormatString

/// A bare `%` in a translation that the device drops without a trace.
///
/// CoreFoundation's formatter reads a `%` followed by a character that cannot continue a specifier as
/// a specifier it does not know: it consumes no argument, drops the `%` and writes that character; a
/// `%` that ends the string is dropped too (`String(format: "%@%\n\nIf", "42%")` gives `"42%\n\nIf"`,
/// `String(format: "%@%", "42")` gives `"42"`). Before a line break, or at the end, nothing else
/// shows: the reader loses that one percent sign. When the development string shows no percent sign
/// at all, the translation's `%` is the translator's addition (Cryptomator, el: `"Τρέχουσα πρόοδος:
/// %@%\n\n…"` for `"Current Progress: %@\n\n…"`, whose argument is already `"42,00%"`), and the device
/// shows what the development string shows: a warning. A `%` before other text stays an error (`"(%)"`
/// shows `"()"`), and so does one where the development string shows a `%` (`%%`, or a percent in
/// prose): the dropped one is a lost unit.
enum DroppedPercent {
    /// Whether the invalid specifier at scalar `offset` of `value` is a bare `%` that the device drops,
    /// `source` (the development string) shows no percent sign, and the translation, which reads
    /// `reads`, reads every argument the source reads (else the `%` may be what is left of one).
    static func isHarmless(in value: String, reads: FormatSignature, at offset: Int, source: TableRecord?) -> Bool {
        guard let source, showsNoPercent(source), reads.types == source.signature.types else { return false }
        let scalars = value.unicodeScalars
        guard let percent = scalars.index(scalars.startIndex, offsetBy: offset, limitedBy: scalars.endIndex),
              percent < scalars.endIndex, scalars[percent] == "%" else { return false }
        let next = scalars.index(after: percent)
        return next == scalars.endIndex || isLineBreak(scalars[next])
    }

    /// Whether the device shows `record`'s value with no percent sign: no `%%` and no percent in prose.
    private static func showsNoPercent(_ record: TableRecord) -> Bool {
        guard let summary = record.summary else { return !record.entry.value.unicodeScalars.contains("%") }
        if summary.isLiteralPercentProse || summary.hasIssues { return false }
        return !record.format.segments.contains(.percent)
    }

    /// A line break, which the formatter reads as an unknown conversion (a space would be a flag).
    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\n", "\r", "\u{2028}", "\u{2029}": return true
        default: return false
        }
    }
}
