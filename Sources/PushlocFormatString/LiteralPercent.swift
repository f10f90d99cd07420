import PushlocDiagnostics
import PushlocRules

/// Tells a deliberate specifier from a `%` that only parses by accident in running text.
///
/// The rule (documented in `Documentation/FormatStrings.md`):
/// - A specifier is **accidental** when it carries the space flag (`100% guaranteed` is `% g`,
///   `% publicacions` is `% p`), or when it carries any other flag and the word goes on right after
///   its conversion (`100%-osan` is `%-o` followed by `san`). Nobody writes either on purpose in a UI
///   string; everything else that parses is **deliberate**. An object specifier is always deliberate:
///   `% @` (what machine translation often makes of `%@`) shows the argument as `%@` does, the flags
///   ignored, so it is a working specifier, not a percent sign.
/// - A string is **prose with a literal percent** when it has no deliberate specifier and no
///   `%#@variable@`, but has an accidental specifier or a `%` that does not parse at all
///   (`100 %, vous`, `%100 garanti`). Such a string is not meant for `String(format:)`.
///
/// In the development string, prose with a literal percent gets one `literal-percent` warning (fix:
/// `%%`), and translations are compared with it on deliberate specifiers only. In a string that has
/// deliberate specifiers, an accidental one still reads an argument and stays an error.
extension ParsedFormat {
    /// The specifiers that parse only by accident (see the type's documentation).
    public var accidentalSpecifiers: [FormatSpecifier] {
        LiteralPercentRule.accidental(specifiers, in: source)
    }

    /// The specifiers that are meant as specifiers: every valid one that is not accidental.
    public var deliberateSpecifiers: [FormatSpecifier] {
        let accidental = accidentalSpecifiers
        if accidental.isEmpty { return specifiers }
        let offsets = Set(accidental.map(\.offset))
        return specifiers.filter { !offsets.contains($0.offset) }
    }

    /// Whether the string is prose with a literal percent: no deliberate specifier or variable, and at
    /// least one accidental specifier or unparsable `%`.
    public var isLiteralPercentProse: Bool {
        LiteralPercentRule.isProse(source: source, specifiers: specifiers, hasVariables: !variables.isEmpty, issues: issues)
    }

    /// The offset (in Unicode scalars) of the first accidental `%` of prose, for the warning's location.
    public var firstLiteralPercentOffset: Int? {
        let candidates = accidentalSpecifiers.map(\.offset) + issues.filter { $0.rule == RuleDescription.invalidSpecifier.id }.map(\.offset)
        return candidates.min()
    }

    /// The signature over the deliberate specifiers only: what translations are compared on.
    public var deliberateSignature: FormatSignature {
        if isLiteralPercentProse { return .empty }
        return signature
    }
}

/// The rule of the type's documentation over a parse's parts, shared by ``ParsedFormat`` and
/// ``FormatSummary`` (which keeps no segments).
enum LiteralPercentRule {
    /// The accidental ones among `specifiers` (valid specifiers of `source`, in string order).
    static func accidental(_ specifiers: [FormatSpecifier], in source: String) -> [FormatSpecifier] {
        // Only a flagged specifier can be accidental, and almost none is: then no scalar array is made.
        guard specifiers.contains(where: { !$0.flags.isEmpty }) else { return [] }
        let scalars = Array(source.unicodeScalars)
        return specifiers.filter { isAccidental($0, in: scalars) }
    }

    /// Whether `source` is prose with a literal percent.
    static func isProse(source: String, specifiers: [FormatSpecifier], hasVariables: Bool, issues: [FormatIssue]) -> Bool {
        guard !hasVariables, source.containsUTF8Byte(UInt8(ascii: "%")) else { return false }
        let accidental = accidental(specifiers, in: source)
        // A string with a deliberate specifier is not prose; most strings with a `%` are such.
        guard accidental.count == specifiers.count else { return false }
        return !accidental.isEmpty || issues.contains { $0.rule == RuleDescription.invalidSpecifier.id }
    }

    private static func isAccidental(_ specifier: FormatSpecifier, in scalars: [Unicode.Scalar]) -> Bool {
        if specifier.conversion == "@" { return false }
        if specifier.hasFlag(" ") { return true }
        guard !specifier.flags.isEmpty else { return false }
        let after = specifier.offset + specifier.text.unicodeScalars.count
        guard after < scalars.count else { return false }
        return scalars[after].properties.isAlphabetic
    }
}
