/// What the checks need to know of a value's format, kept for every value of a catalog: what it reads,
/// and whether it has issues, specifiers or is prose with a literal percent.
///
/// A full ``ParsedFormat`` also holds its segments and the device's render plan: several allocations
/// per string, most of a loaded table's memory when every value has a specifier, and never used by a
/// check of a value that is fine. The summary is made by a parse that skips them; the full parse is
/// made when a string is rendered or a finding needs its details.
public struct FormatSummary: Sendable, Hashable {
    /// What the string reads (``ParsedFormat/signature``).
    public let signature: FormatSignature
    /// Whether the string has problems within it (``ParsedFormat/issues`` is not empty).
    public let hasIssues: Bool
    /// Whether the string has a valid specifier (``ParsedFormat/hasSpecifiers``).
    public let hasSpecifiers: Bool
    /// Whether the string is prose with a literal percent (``ParsedFormat/isLiteralPercentProse``).
    public let isLiteralPercentProse: Bool

    /// Summarises `source`, which should contain a `%` (a string without one reads nothing).
    public init(parsing source: String) {
        if let plain = PlainSpecifiers.signature(of: source) {
            // Only plain sequential specifiers: what the parse would find, without it.
            self.init(signature: plain, hasIssues: false, hasSpecifiers: true, isLiteralPercentProse: false)
        } else {
            self.init(fullyParsing: source)
        }
    }

    /// The summary of a value's UTF-8 `bytes` when every `%` in them starts a plain specifier (see
    /// ``init(parsing:)``); `nil` when the value needs the parser. A table's values are summarised from
    /// their bytes this way, without making a string for each.
    public static func plain(_ bytes: UnsafeBufferPointer<UInt8>) -> FormatSummary? {
        PlainSpecifiers.signature(of: bytes).map {
            FormatSummary(signature: $0, hasIssues: false, hasSpecifiers: true, isLiteralPercentProse: false)
        }
    }

    private init(signature: FormatSignature, hasIssues: Bool, hasSpecifiers: Bool, isLiteralPercentProse: Bool) {
        self.signature = signature
        self.hasIssues = hasIssues
        self.hasSpecifiers = hasSpecifiers
        self.isLiteralPercentProse = isLiteralPercentProse
    }

    /// ``init(parsing:)`` through the parser, whatever the string (tests compare both).
    init(fullyParsing source: String) {
        let result = FormatParser(source, buildsSegments: false).parse()
        signature = result.signature
        hasIssues = !result.issues.isEmpty
        hasSpecifiers = !result.specifiers.isEmpty
        isLiteralPercentProse = LiteralPercentRule.isProse(
            source: source, specifiers: result.specifiers, hasVariables: !result.variables.isEmpty, issues: result.issues)
    }

    /// The summary of an already parsed format.
    public init(_ format: ParsedFormat) {
        signature = format.signature
        hasIssues = !format.issues.isEmpty
        hasSpecifiers = format.hasSpecifiers
        isLiteralPercentProse = format.isLiteralPercentProse
    }

    /// The signature over deliberate specifiers only (``ParsedFormat/deliberateSignature``).
    public var deliberateSignature: FormatSignature {
        isLiteralPercentProse ? .empty : signature
    }
}
