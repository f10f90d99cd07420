import PushlocCatalog
import PushlocDiagnostics
import PushlocFormatString
import PushlocRules
import PushlocStringsFile

/// Flags bidirectional control characters in a translation whose reference string has none
/// (Trojan-source style spoofing): U+202E (right-to-left override) makes `fdp.exe` display as
/// `exe.pdf`. A translation into Arabic or Hebrew rarely needs these embedding and override controls
/// where the source has none; the Unicode bidi algorithm orders its text by itself. Where the source or
/// the translation is written right to left, an embedding or isolate next to a number or a specifier
/// keeps that number in order and is not reported (``BidiNumberContext``).
struct BidiControlChecks: TranslationCheck {
    static let rules: [RuleDescription] = [.bidiControl]

    init(_ facts: BundleFacts) {}

    func check(translation table: LocalizationTable, against reference: LocalizationTable, in localization: Localization,
               into found: inout TranslationFindings) {
        Self.check(table, against: reference, into: &found.diagnostics)
    }

    /// The embedding, override and isolate controls (``BidiControls``).
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        BidiControls.contains(scalar)
    }

    /// The offset (Unicode scalars) of the first control in `text`, if any.
    static func firstControl(in text: String) -> (offset: Int, scalar: Unicode.Scalar)? {
        // Every control is encoded E2 80 xx or E2 81 xx: a value without an E2 byte has none, and
        // nearly every value is such, so the scalar walk runs only for the few that may.
        guard text.containsUTF8Byte(0xE2) else { return nil }
        for (offset, scalar) in text.unicodeScalars.enumerated() where isControl(scalar) {
            return (offset, scalar)
        }
        return nil
    }

    static func check(_ table: LocalizationTable, against reference: LocalizationTable, into diagnostics: inout [Diagnostic]) {
        // A table's text without a control anywhere (nearly every one) is not looked at value by value.
        guard let document = table.strings, document.mayContainScalar(in: BidiControls.ranges) else { return }
        var rightToLeft: Bool?
        for record in table.records {
            // Every control is encoded E2 80 xx or E2 81 xx: the value's string is made only when its
            // bytes hold an E2, which nearly none do.
            guard record.valueContainsUTF8Byte(0xE2) else { continue }
            let entry = record.entry
            guard var found = firstControl(in: entry.value) else { continue }
            if let source = reference.value(forKey: record.key), firstControl(in: source) != nil { continue }
            let isRightToLeft = rightToLeft ?? (BidiNumberContext.isRightToLeft(table.language) || BidiNumberContext.isRightToLeft(reference.language))
            rightToLeft = isRightToLeft
            if isRightToLeft {
                let scalars = Array(entry.value.unicodeScalars)
                guard let suspicious = BidiNumberContext.firstSuspicious(in: scalars, specifiers: record.format.specifiers) else { continue }
                found = suspicious
            }
            let code = "U+" + String(found.scalar.value, radix: 16, uppercase: true)
            diagnostics.append(Diagnostic(
                RuleDescription.bidiControl,
                message: "'\(record.key)' in \(table.language) holds the bidirectional control \(code), which the \(reference.language) source does not: "
                    + "it can make text display in another order than it reads (\"fdp.exe\" shown as \"exe.pdf\"). Remove it",
                location: ValueLocation.of(record.entry, offset: found.offset, in: document.path),
                language: table.language, table: table.name, key: record.key))
        }
    }
}
