import PushlocCatalog
import PushlocFormatString

/// A translation that drops an argument of its source and leaves a mangled piece of the specifier in
/// its place (`"Supprimer%% @ ?"`, `"%1$ fichiers"`, `"@%"`, a bare `@` or `d` that lost its `%`, or
/// `%3lld` where the source reads `%3$lld`): garbage on screen, and the value is lost.
///
/// Only a dropped argument makes a remnant a defect: `@%` or `50 % @ home` in a string that reads
/// every argument of its source is prose.
///
/// `%3lld` is no numbered specifier: CoreFoundation reads the `3` as a width (`__CFParseFormatSpec`
/// takes digits as a position only before a `$`), so it reads the next argument in order (often a
/// name, read as a number) padded to three characters, and argument 3 is never shown.
struct BrokenSpecifier {
    /// The remnants in the translation, in string order (at least one).
    let remnants: [SpecifierRemnant]
    /// The first remnant in the translation.
    var remnant: SpecifierRemnant { remnants[0] }
    /// The source's positions that no deliberate specifier of the translation reads, ascending.
    let lost: [Int]
    /// The positions the translation reads only through a remnant that happens to parse (`%1$ f` of
    /// `%1$ fichiers` reads a double): part of this finding, not findings of their own.
    let readOnlyByRemnant: Set<Int>

    /// The positions `format` reads through deliberate specifiers and variables.
    private static func deliberatePositions(of format: ParsedFormat) -> Set<Int> {
        var deliberate = Set<Int>()
        for specifier in format.deliberateSpecifiers {
            deliberate.insert(specifier.position)
            if let width = specifier.widthPosition { deliberate.insert(width) }
            if let precision = specifier.precisionPosition { deliberate.insert(precision) }
        }
        for variable in format.variables { deliberate.insert(variable.position) }
        return deliberate
    }

    /// The broken specifier of `format`, a translation of `reference`; `nil` when the translation
    /// drops no argument that `reference` reads on purpose (`100% done` reads one by accident), or
    /// leaves no remnant.
    static func find(in format: ParsedFormat, translating reference: ParsedFormat) -> BrokenSpecifier? {
        let deliberate = deliberatePositions(of: format)
        let lost = deliberatePositions(of: reference).filter { !deliberate.contains($0) }.sorted()
        guard !lost.isEmpty else { return nil }
        var remnants = format.specifierRemnants
        var readOnlyByRemnant = Set<Int>()
        // `%3lld` for `%3$lld`: a width where the source reads that position, numbered, with this type.
        for specifier in format.deliberateSpecifiers where !specifier.isPositional {
            guard case .fixed(let width)? = specifier.width, lost.contains(width),
                  reference.specifiers.contains(where: { $0.isPositional && $0.position == width && $0.type == specifier.type })
            else { continue }
            remnants.append(SpecifierRemnant(text: specifier.text, offset: specifier.offset))
            readOnlyByRemnant.insert(specifier.position)
        }
        // A bare `@` or `d` whose `%` was lost, where an argument of that kind is lost.
        let lostTypes = Set(lost.compactMap { reference.signature.type(at: $0) })
        for remnant in LostPercent.remnants(in: format, lost: lostTypes, source: reference.source) {
            let span = remnant.offset..<(remnant.offset + remnant.text.unicodeScalars.count)
            if !remnants.contains(where: { span.overlaps($0.offset..<($0.offset + $0.text.unicodeScalars.count)) }) {
                remnants.append(remnant)
            }
        }
        guard !remnants.isEmpty else { return nil }
        remnants.sort { $0.offset < $1.offset }
        for specifier in format.accidentalSpecifiers where !deliberate.contains(specifier.position) {
            let span = specifier.offset..<(specifier.offset + specifier.text.unicodeScalars.count)
            if remnants.contains(where: { span.overlaps($0.offset..<($0.offset + $0.text.unicodeScalars.count)) }) {
                readOnlyByRemnant.insert(specifier.position)
            }
        }
        return BrokenSpecifier(remnants: remnants, lost: lost, readOnlyByRemnant: readOnlyByRemnant)
    }

    /// Whether the scalar at `offset` belongs to one of the remnants: an `invalid-specifier` issue
    /// there is the same defect, reported once as this finding.
    func covers(offset: Int) -> Bool {
        remnants.contains { $0.offset <= offset && offset < $0.offset + $0.text.unicodeScalars.count }
    }

    /// The broken specifier of the translation `format` of `key`, whose source is in `reference` (its
    /// record, or the key itself when the key reads as text); `nil` when the translation reads what
    /// the source reads, or drops nothing, or leaves no remnant.
    static func find(in format: ParsedFormat, key: String, reference: LocalizationTable) -> BrokenSpecifier? {
        let source: ParsedFormat
        if let record = reference.record(forKey: key) {
            guard record.summary != nil else { return nil }
            source = record.format
        } else if !reference.hasPlural(key), KeyAsSourceText.readsAsText(key) {
            source = ParsedFormat(key)
        } else {
            return nil
        }
        guard format.signature.types != source.deliberateSignature.types else { return nil }
        return find(in: format, translating: source)
    }
}

extension SpecifierRemnant {
    /// What the remnant is, in a translator's words.
    var explanation: String {
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.first else { return "'\(text)' is what is left of a specifier" }
        if first == "％" || first == "\u{066A}" {
            return "'\(text)' only looks like a specifier: the phone formats only the ASCII '%', not '\(first)'"
        }
        if first == "{" { return "'\(text)' is another tool's placeholder: the phone formats only % specifiers" }
        if first != "%" { return "'\(text)' lost its '%'" }
        if scalars.contains("'") { return "the phone has no ' flag: it shows the ' of '\(text)' and reads no argument" }
        // A valid specifier with a width: `%3lld`.
        if let last = scalars.last, "dDiuUxXoOfFeEgGaAcCsSp@".unicodeScalars.contains(last),
           scalars.dropFirst().dropLast().allSatisfy({ ("0"..."9").contains($0) || "hlqLztj".unicodeScalars.contains($0) }),
           scalars.dropFirst().first.map({ ("1"..."9").contains($0) }) == true {
            let digits = String(String.UnicodeScalarView(scalars.dropFirst().prefix { ("0"..."9").contains($0) }))
            return "the phone reads '\(text)' as the next argument padded to \(digits) characters, not as argument \(digits) (that is '%\(digits)$…')"
        }
        return "'\(text)' is what is left of a specifier"
    }
}
