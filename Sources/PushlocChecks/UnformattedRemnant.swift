import PushlocCatalog
import PushlocFormatString

/// A piece of a specifier in a translation of a string the app never formats (its development string
/// reads no argument): de `"… bis zu 40%1$ Ihres …"` for an en paragraph with no `%@`. Nothing formats
/// the string, so the phone shows `%1$` as written.
///
/// Only pieces that are never prose count: a number and `$` after a `%` with no conversion (`%1$`),
/// and a look-alike percent sign before `@` (`％@`, `٪@`). A `%` before a word (`50% des`) is a
/// percent sign in prose, shown as written too, and fine there.
enum UnformattedRemnant {
    /// The first such piece of `record`, a translation of `key` whose development copy is `reference`;
    /// `nil` when the development string is formatted, or the value has none.
    static func find(in record: TableRecord, key: String, reference: LocalizationTable) -> SpecifierRemnant? {
        switch SourceFormat(of: key, in: reference) {
        case .plainText, .prose: break
        case .format, .unknown: return nil
        }
        let format = record.format
        guard format.deliberateSpecifiers.isEmpty, format.variables.isEmpty else { return nil }
        return format.specifierRemnants.first { remnant in
            let scalars = Array(remnant.text.unicodeScalars)
            guard let first = scalars.first else { return false }
            if first == "％" || first == "\u{066A}" { return scalars.last == "@" }
            return first == "%" && scalars.last == "$" && scalars.dropFirst().dropLast().allSatisfy { ("0"..."9").contains($0) }
                && scalars.count > 2
        }
    }

    /// Whether a value of this summary may have such a piece: not when it has a valid specifier and is
    /// no prose with a literal percent, since it then has a deliberate specifier or a variable, and the
    /// app formats it. Decided without parsing the value or looking up its development string, which
    /// nearly every value with a `%` would otherwise cost.
    static func mayHold(_ summary: FormatSummary) -> Bool {
        !summary.hasSpecifiers || summary.isLiteralPercentProse
    }
}
