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
        // Every folder name, fallback step and request locale is parsed here, so the parse reads the
        // UTF-8 bytes in place and makes a string only for each subtag it keeps.
        let parsed = tag.utf8.withContiguousStorageIfAvailable(Self.parse) ?? Self.parse(bytes: Array(tag.utf8))
        guard let parsed else { return nil }
        self = parsed
    }

    private static func parse(bytes: [UInt8]) -> LanguageSubtags? {
        bytes.withUnsafeBufferPointer(parse)
    }

    /// The subtags of `bytes`, split at every `-` and `_` (an empty subtag is ill-formed).
    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> LanguageSubtags? {
        guard bytes.count <= TagInput.maximumLength else { return nil }
        var subtags = SubtagCursor(bytes: bytes)
        guard let first = subtags.next(), isAlpha(first), (2...3).contains(first.count) else { return nil }
        var parts = LanguageSubtags(language: ascii(first, .lower))
        var next = subtags.next()
        if let subtag = next, subtag.count == 4, isAlpha(subtag) {
            parts.script = ascii(subtag, .title)
            next = subtags.next()
        }
        if let subtag = next, (subtag.count == 2 && isAlpha(subtag)) || (subtag.count == 3 && isNumeric(subtag)) {
            parts.region = ascii(subtag, .upper)
            next = subtags.next()
        }
        while let subtag = next {
            let length = subtag.count
            if length == 1 && isAlphanumeric(subtag) { break }  // an extension or private use: base name ends
            let isVariant = isAlphanumeric(subtag)
                && ((5...8).contains(length) || (length == 4 && TagInput.isDigit(subtag[subtag.startIndex])))
            guard isVariant else { return nil }
            parts.variants.append(ascii(subtag, .lower))
            next = subtags.next()
        }
        return parts
    }

    /// The subtags of a tag's bytes in order, split at `-` and `_`; a separator at either end or
    /// two in a row give an empty subtag.
    private struct SubtagCursor {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        mutating func next() -> Slice<UnsafeBufferPointer<UInt8>>? {
            guard position <= bytes.count else { return nil }
            var end = position
            while end < bytes.count, bytes[end] != UInt8(ascii: "-"), bytes[end] != UInt8(ascii: "_") { end += 1 }
            defer { position = end + 1 }
            return bytes[position..<end]
        }
    }

    private enum LetterCase { case lower, upper, title }

    /// `subtag`'s ASCII letters in `letterCase` (title: the first upper, the rest lower); other bytes as they are.
    private static func ascii(_ subtag: Slice<UnsafeBufferPointer<UInt8>>, _ letterCase: LetterCase) -> String {
        String(unsafeUninitializedCapacity: subtag.count) { buffer in
            for (offset, byte) in subtag.enumerated() {
                let upper = letterCase == .upper || (letterCase == .title && offset == 0)
                if upper, byte >= UInt8(ascii: "a"), byte <= UInt8(ascii: "z") {
                    buffer[offset] = byte - 32
                } else if !upper, byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") {
                    buffer[offset] = byte + 32
                } else {
                    buffer[offset] = byte
                }
            }
            return subtag.count
        }
    }

    /// The tag of these subtags, joined with `-`: `zh-Hant-TW`.
    ///
    /// Appended piece by piece: the first `joined(separator:)` of a process looks its collection's
    /// associated types up in the runtime's conformance records, a scan of the whole binary.
    public var tag: String {
        var tag = language
        if let script { tag += "-" + script }
        if let region { tag += "-" + region }
        for variant in variants { tag += "-" + variant }
        return tag
    }

    private static func isAlpha(_ subtag: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        !subtag.isEmpty && subtag.allSatisfy(TagInput.isLetter)
    }

    private static func isNumeric(_ subtag: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        !subtag.isEmpty && subtag.allSatisfy(TagInput.isDigit)
    }

    private static func isAlphanumeric(_ subtag: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        !subtag.isEmpty && subtag.allSatisfy { TagInput.isLetter($0) || TagInput.isDigit($0) }
    }
}
