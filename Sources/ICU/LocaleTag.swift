import CICUShim

/// Locale identifier operations backed by the system ICU: canonicalisation, likely subtags,
/// CLDR parents and display names. Tags in and out are BCP 47 (`pt-BR`, `zh-Hant-TW`).
public enum LocaleTag {
    /// Canonicalises any common spelling (`pt_BR`, `zh_Hans`, `EN-us`) into a BCP 47 tag.
    /// Returns `nil` when ICU cannot make sense of it.
    public static func canonical(_ identifier: String) -> String? {
        guard !identifier.isEmpty, identifier.utf8.count < 150 else { return nil }
        let result = withCStringResult { plicu_canonical_tag(identifier, $0, $1) }
        guard let result, !result.isEmpty, result != "und" else { return nil }
        return result
    }

    /// Adds likely subtags: `zh-TW` becomes `zh-Hant-TW`, `en` becomes `en-Latn-US`.
    public static func addingLikelySubtags(_ tag: String) -> String? {
        guard tag.utf8.count < 150 else { return nil }
        return withCStringResult { plicu_add_likely_subtags(tag, $0, $1) }
    }

    /// Removes likely subtags: `zh-Hant-TW` becomes `zh-TW`.
    public static func minimizingSubtags(_ tag: String) -> String? {
        guard tag.utf8.count < 150 else { return nil }
        return withCStringResult { plicu_minimize_subtags(tag, $0, $1) }
    }

    /// The CLDR parent: `es-MX` gives `es-419`, `en-IN` gives `en-001`, `fr-CA` gives `fr`.
    /// Returns `nil` for a bare language (whose parent is the root).
    public static func parent(_ tag: String) -> String? {
        guard tag.utf8.count < 150 else { return nil }
        let result = withCStringResult { plicu_parent_tag(tag, $0, $1) }
        guard let result, !result.isEmpty, result != "und" else { return nil }
        return result
    }

    /// The name of `tag` in the language `displayLanguage` (`fr` in `en` is "French").
    public static func displayName(_ tag: String, in displayLanguage: String = "en") -> String? {
        guard tag.utf8.count < 150, displayLanguage.utf8.count < 150 else { return nil }
        return withUTF16Result { plicu_display_name(tag, displayLanguage, $0, $1) }
    }
}
