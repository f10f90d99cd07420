import PushlocCatalog
import PushlocFormatString
import PushlocStringsFile

/// A translation's key that is its own development text.
///
/// Many apps keep the development text in code (`NSLocalizedString("Retry in %1$@ minutes", comment: "")`)
/// and ship no development-language entry for it, only translations. For a key the development table
/// lacks, the device's development string is then the key itself. A key is taken for text when it reads
/// as text: it holds whitespace, or a deliberate format specifier and no identifier-like joints
/// (`_`, a `.` between letters). An identifier (`settings.title`, `INVITE_BODY`, `alert_%@_title`)
/// does not, and stays an `extra-key`.
///
/// A key without `%` whose translations agree on arguments is no development text either: the
/// translators saw a source that reads them (see ``agreedSource(of:in:catalog:)``).
enum KeyAsSourceText {
    /// A reference record whose value is `record`'s key, when the key reads as text; else `nil`.
    static func reference(for record: TableRecord) -> TableRecord? {
        let entry = record.entry
        let key = entry.key
        guard readsAsText(key) else { return nil }
        return TableRecord(entry: StringsEntry(key: key, value: key, line: entry.line, column: entry.column))
    }

    /// Whether the key of the record at `position` is told to be no text by its bytes alone: ASCII with
    /// no whitespace and no `%` (``readsAsText(_:)`` needs one or the other). Most keys a translation
    /// has beyond its development table are such identifiers (`TodayWidget.SearchInApp`): this reads
    /// them in place, where ``reference(for:)`` makes the key's string and scans its scalars.
    static func isPlainIdentifier(keyAt position: Int, of records: TableRecords) -> Bool {
        var plain = false
        records.forKeyUTF8(at: position) { bytes in
            guard let spacing = WhitespaceContent.ascii(bytes), !spacing.hasWhitespace else { return }
            plain = !bytes.contains(UInt8(ascii: "%"))
        }
        return plain
    }

    /// Whether `key` reads as text rather than as an identifier.
    static func readsAsText(_ key: String) -> Bool {
        let spacing = WhitespaceContent(of: key)
        if spacing.hasWhitespace {
            // A key of whitespace alone (" ") is no text either.
            return spacing.hasOther
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

    /// The development string of `record`'s key as its translations agree on it, when the key reads as
    /// text but cannot be that string; `nil` when the key is the best reference there is.
    ///
    /// A key without `%` reads no argument. When `record` has a `%` all the same, and most of the
    /// languages that hold the key (at least two) read the very same arguments, the translators were
    /// given a development string that reads them: the text is in code, beside the key (KeePassium:
    /// `NSLocalizedString("[Database/Load/Error] Incorrect database format", value: "Incorrect database
    /// format: %@.", comment: "")`, whose 19 translations all read `%@`). The app passes those
    /// arguments, so a translation that reads them is right, and one that reads more than the others
    /// is compared with them. A translation that adds an argument on its own, where the others read
    /// none, is still compared with the key. Only records with a `%` whose key has none pay for the
    /// look through the other languages.
    static func agreedSource(of record: TableRecord, in table: LocalizationTable, catalog: LocalizedBundle) -> (record: TableRecord, language: String)? {
        // A key with a `%` shows what it reads ("Retry in %1$@ minutes"): it is the development text.
        guard summary(ofKey: record.key) == nil, record.hasPercent else { return nil }
        var copies: [(language: String, signature: FormatSignature, record: TableRecord)] = []
        for localization in catalog.localizations {
            guard let copy = localization.table(table.name)?.record(forKey: record.key) else { continue }
            copies.append((localization.language, copy.summary?.deliberateSignature ?? .empty, copy))
        }
        var counts: [FormatSignature: Int] = [:]
        for copy in copies { counts[copy.signature, default: 0] += 1 }
        guard let (agreed, agreeing) = counts.max(by: { $0.value < $1.value }),
              agreed.argumentCount > 0, agreeing >= 2, agreeing * 2 > copies.count,
              let reference = copies.first(where: { $0.signature == agreed && $0.language != table.language }) ?? copies.first(where: { $0.signature == agreed })
        else { return nil }
        let label = "\(reference.language) (as \(agreeing) of \(copies.count) translations read it; the \(catalog.developmentLanguage) text is in code, not in the key)"
        return (reference.record, label)
    }

    /// The format summary of `key` as a development string: `nil` when it has no `%`.
    static func summary(ofKey key: String) -> FormatSummary? {
        key.containsUTF8Byte(UInt8(ascii: "%")) ? FormatSummary(parsing: key) : nil
    }
}

/// Whether a string holds Unicode whitespace (`White_Space`), and whether it holds anything else.
///
/// Every key a translation has and its development table lacks is asked this, so ASCII is judged
/// by its bytes (its whitespace is U+0009 to U+000D and U+0020); only a string with other bytes reads
/// the scalars' properties.
struct WhitespaceContent {
    let hasWhitespace: Bool
    let hasOther: Bool

    init(of text: String) {
        // A native string's bytes are read in place (the `utf8` view's iterator costs several times more).
        if case let ascii?? = text.utf8.withContiguousStorageIfAvailable(Self.ascii) {
            self = ascii
            return
        }
        var whitespace = false
        var other = false
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace { whitespace = true } else { other = true }
        }
        hasWhitespace = whitespace
        hasOther = other
    }

    private init(hasWhitespace: Bool, hasOther: Bool) {
        self.hasWhitespace = hasWhitespace
        self.hasOther = hasOther
    }

    /// The content of ASCII `bytes`; `nil` when some byte is not ASCII.
    fileprivate static func ascii(_ bytes: UnsafeBufferPointer<UInt8>) -> WhitespaceContent? {
        var whitespace = false
        var other = false
        for byte in bytes {
            guard byte < 0x80 else { return nil }
            if byte == 0x20 || (0x09...0x0D).contains(byte) { whitespace = true } else { other = true }
        }
        return WhitespaceContent(hasWhitespace: whitespace, hasOther: other)
    }
}
