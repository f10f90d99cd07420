/// The language, script, region and variant subtags of a BCP 47 language tag.
///
/// Parsing is syntactic and case-insensitive; the parts come out in their conventional case
/// (`zh`, `Hant`, `TW`, `1996`). Extensions and private use (`-u-ca-gregory`, `-x-foo`) end the
/// parse and are dropped, so ``tag`` is the tag's base name. Extended language subtags and
/// 4- to 8-letter language subtags are rejected: no registered language uses one, and ICU's
/// canonical form has none.
public struct LanguageSubtags: Hashable, Sendable {
    /// The language subtag, lowercase: `zh`, `en`, `yue`.
    public var language: String
    /// The script subtag, titlecase: `Hant`, `Latn`; `nil` when absent.
    public var script: String?
    /// The region subtag, uppercase: `TW`, `419`; `nil` when absent.
    public var region: String?
    /// Variant subtags, lowercase: `1996`, `valencia`.
    public var variants: [String]

    /// Makes subtags from parts that are already well-formed.
    public init(language: String, script: String? = nil, region: String? = nil, variants: [String] = []) {
        self.language = language
        self.script = script
        self.region = region
        self.variants = variants
    }

    /// Parses a tag such as `zh-Hant-TW`, `pt_BR` or `de-CH-1996`. `nil` unless the tag is
    /// well-formed up to its first extension.
    public init?(_ tag: String) {
        guard tag.utf8.count <= TagInput.maximumLength else { return nil }
        var subtags = tag.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }[...]
        guard let first = subtags.popFirst(), Self.isAlpha(first), (2...3).contains(first.utf8.count) else { return nil }
        language = first.lowercased()
        script = nil
        region = nil
        variants = []
        if let next = subtags.first, next.utf8.count == 4, Self.isAlpha(next) {
            script = next.prefix(1).uppercased() + next.dropFirst().lowercased()
            subtags.removeFirst()
        }
        if let next = subtags.first,
           (next.utf8.count == 2 && Self.isAlpha(next)) || (next.utf8.count == 3 && Self.isNumeric(next)) {
            region = next.uppercased()
            subtags.removeFirst()
        }
        while let next = subtags.popFirst() {
            let length = next.utf8.count
            if length == 1 && Self.isAlphanumeric(next) { break }  // an extension or private use: base name ends
            let isVariant = Self.isAlphanumeric(next)
                && ((5...8).contains(length) || (length == 4 && next.utf8.first.map(TagInput.isDigit) == true))
            guard isVariant else { return nil }
            variants.append(next.lowercased())
        }
    }

    /// The tag of these subtags, joined with `-`: `zh-Hant-TW`.
    public var tag: String {
        var parts = [language]
        if let script { parts.append(script) }
        if let region { parts.append(region) }
        parts.append(contentsOf: variants)
        return parts.joined(separator: "-")
    }

    private static func isAlpha(_ text: Substring) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy(TagInput.isLetter)
    }

    private static func isNumeric(_ text: Substring) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy(TagInput.isDigit)
    }

    private static func isAlphanumeric(_ text: Substring) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { TagInput.isLetter($0) || TagInput.isDigit($0) }
    }
}
