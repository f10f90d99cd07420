import Catalog
import FormatString
import StringsFile

/// A translation's key that is its own development text.
///
/// Many apps keep the development text in code (`NSLocalizedString("Retry in %1$@ minutes", comment: "")`)
/// and ship no development-language entry for it, only translations. For a key the development table
/// lacks, the device's development string is then the key itself. A key is taken for text when it reads
/// as text: it holds whitespace, or a deliberate format specifier and no identifier-like joints
/// (`_`, a `.` between letters). An identifier (`settings.title`, `INVITE_BODY`, `alert_%@_title`)
/// does not, and stays an `extra-key`.
enum KeyAsSourceText {
    /// A reference record whose value is `record`'s key, when the key reads as text; else `nil`.
    static func reference(for record: TableRecord) -> TableRecord? {
        let entry = record.entry
        let key = entry.key
        guard readsAsText(key) else { return nil }
        return TableRecord(entry: StringsEntry(key: key, value: key, line: entry.line, column: entry.column))
    }

    /// Whether `key` reads as text rather than as an identifier.
    static func readsAsText(_ key: String) -> Bool {
        if key.unicodeScalars.contains(where: \.properties.isWhitespace) {
            // A key of whitespace alone (" ") is no text either.
            return key.unicodeScalars.contains { !$0.properties.isWhitespace }
        }
        guard key.containsUTF8Byte(UInt8(ascii: "%")) else { return false }
        let summary = FormatSummary(parsing: key)
        return summary.hasSpecifiers && !summary.isLiteralPercentProse && !looksLikeIdentifier(key)
    }

    /// Whether a key without whitespace joins its words like an identifier (`alert_%@_title`,
    /// `push.%@.body`) rather than like text (`%@:%@`, `%1$@/%2$@`).
    private static func looksLikeIdentifier(_ key: String) -> Bool {
        let scalars = Array(key.unicodeScalars)
        for (index, scalar) in scalars.enumerated() where scalar == "_" || scalar == "." {
            let before = index > 0 ? scalars[index - 1] : nil
            let after = index + 1 < scalars.count ? scalars[index + 1] : nil
            if scalar == "_" || (before?.properties.isAlphabetic == true && after?.properties.isAlphabetic == true) { return true }
        }
        return false
    }

    /// The format summary of `key` as a development string: `nil` when it has no `%`.
    static func summary(ofKey key: String) -> FormatSummary? {
        key.containsUTF8Byte(UInt8(ascii: "%")) ? FormatSummary(parsing: key) : nil
    }
}
