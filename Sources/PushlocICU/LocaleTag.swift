import CPushlocICUShim

/// Locale identifier operations backed by the system ICU: canonicalisation, likely subtags,
/// CLDR parents and display names. Tags in and out are BCP 47 (`pt-BR`, `zh-Hant-TW`).
///
/// Every function accepts at most ``maximumInputLength`` bytes of printable ASCII that starts with
/// a letter, and returns `nil` for anything else, and for results that name no language (`und`).
public enum LocaleTag {
    /// The longest identifier accepted, in bytes.
    public static let maximumInputLength = TagInput.maximumLength

    /// Canonicalises any common spelling (`pt_BR`, `zh_Hans`, `EN-us`) into a BCP 47 tag, and
    /// replaces deprecated codes (`iw` -> `he`, `in` -> `id`, `ji` -> `yi`, `mo` -> `ro`).
    ///
    /// Returns `nil` when ICU cannot make sense of it: empty or over-long input, characters outside
    /// ASCII letters, digits, `-`, `_` and ICU's keyword syntax, a result whose language is `und`,
    /// or a language subtag that is not 2 or 3 letters (`English`, `Base`: see
    /// ``canonical(lprojName:)`` for `.lproj` folder names).
    ///
    /// ICU 72 keeps `no` (Norwegian) and `nb` (Bokmål) apart; `tl` and `sh` are kept as they are.
    public static func canonical(_ identifier: String) -> String? {
        remembered(identifier, in: canonicalCache) { identifier in
            guard TagInput.isAcceptable(identifier) else { return nil }
            let result = withCStringResult { plicu_canonical_tag(identifier, $0, $1) }
            return result.flatMap(meaningful)
        }
    }

    /// ICU's answers, remembered: loading a project asks the same tags' canonical forms, likely subtags
    /// and parents many times (each bundle's fallback chains), and each answer takes microseconds. `nil`
    /// answers are kept too. Bounded, so that tags from requests cannot grow memory.
    private static let canonicalCache = InstanceCache<String?>(limit: 4096)
    private static let likelyCache = InstanceCache<String?>(limit: 4096)
    private static let parentCache = InstanceCache<String?>(limit: 4096)
    /// ``canonical(lprojName:)``'s answers: a check asks it of every folder name, in every bundle.
    static let lprojCache = InstanceCache<String?>(limit: 4096)

    /// `compute(tag)`, remembered in `cache`.
    static func remembered(_ tag: String, in cache: InstanceCache<String?>, _ compute: (String) -> String?) -> String? {
        cache.value(for: tag) { .some(compute($0)) } ?? nil
    }

    /// Adds likely subtags: `zh-TW` becomes `zh-Hant-TW`, `en` becomes `en-Latn-US`,
    /// `und-TW` becomes `zh-Hant-TW`. `nil` when the result names no language.
    public static func addingLikelySubtags(_ tag: String) -> String? {
        remembered(tag, in: likelyCache) { tag in
            guard namesSomething(tag) else { return nil }
            let result = withCStringResult { plicu_add_likely_subtags(tag, $0, $1) }
            return result.flatMap(meaningful)
        }
    }

    /// Removes likely subtags: `zh-Hant-TW` becomes `zh-TW`, `en-Latn-US` becomes `en`.
    /// `nil` when the result names no language.
    public static func minimizingSubtags(_ tag: String) -> String? {
        guard namesSomething(tag) else { return nil }
        let result = withCStringResult { plicu_minimize_subtags(tag, $0, $1) }
        return result.flatMap(meaningful)
    }

    /// The script a tag most likely uses: `Hant` for `zh-TW`, `Hans` for `zh`, `Cyrl` for `sr`.
    public static func likelyScript(_ tag: String) -> String? {
        addingLikelySubtags(tag).flatMap(LanguageSubtags.init)?.script
    }

    /// The CLDR parent of a tag, the next locale to try when looking up localized data.
    ///
    /// - CLDR's explicit parents first: `es-MX` gives `es-419`, `en-IN` gives `en-001`,
    ///   `pt-MO` gives `pt-PT`, `zh-Hant-MO` gives `zh-Hant-HK`, `nb` gives `no` (ICU 72).
    /// - Then truncation, aware of scripts: a region is dropped for its language in the script it
    ///   implies (`zh-TW` gives `zh-Hant`, `zh-HK` gives `zh-Hant`, `sr-ME` gives `sr-Latn`,
    ///   `fr-CA` gives `fr`), and a script that is not the language's default one has the root as
    ///   its parent (`zh-Hant`, `sr-Latn` and `az-Arab` give `nil`; `zh-Hans` gives `zh`).
    /// - A variant is dropped first: `de-CH-1996` gives `de-CH`. Extensions are ignored.
    ///
    /// Returns `nil` for a bare language (whose parent is the root) and for input ICU rejects.
    public static func parent(_ tag: String) -> String? {
        remembered(tag, in: parentCache, uncachedParent)
    }

    private static func uncachedParent(_ tag: String) -> String? {
        guard let canonical = canonical(tag), let parts = LanguageSubtags(canonical) else { return nil }
        switch explicitParent(parts.tag) {
        case .root: return nil
        case .tag(let parent): return parent
        case .none: break
        }
        let language = parts.language
        if !parts.variants.isEmpty {
            var shorter = parts
            shorter.variants.removeLast()
            return shorter.tag
        }
        if let region = parts.region {
            if let script = parts.script {
                // en-Latn-IN is en-IN spelled out, and has en-IN's explicit parent.
                let regional = LanguageSubtags(language: language, region: region).tag
                if likelyScript(regional) == script {
                    switch explicitParent(regional) {
                    case .root: return nil
                    case .tag(let parent): return parent
                    case .none: break
                    }
                }
                return LanguageSubtags(language: language, script: script).tag
            }
            if let implied = likelyScript(parts.tag), let usual = likelyScript(language), implied != usual {
                // zh-TW is zh-Hant-TW: its parent is zh-Hant (or an explicit one, zh-MO -> zh-Hant-HK).
                switch explicitParent(LanguageSubtags(language: language, script: implied, region: region).tag) {
                case .root: return nil
                case .tag(let parent): return parent
                case .none: return LanguageSubtags(language: language, script: implied).tag
                }
            }
            return language
        }
        if let script = parts.script {
            return likelyScript(language) == script ? language : nil
        }
        return nil
    }

    /// The name of `tag` in the language `displayLanguage` (`fr` in `en` is "French").
    public static func displayName(_ tag: String, in displayLanguage: String = "en") -> String? {
        guard TagInput.isAcceptable(tag), TagInput.isAcceptable(displayLanguage) else { return nil }
        return withUTF16Result { plicu_display_name(tag, displayLanguage, $0, $1) }
    }

    /// CLDR's explicit parent of a tag, as ICU's data names it.
    enum ExplicitParent: Equatable {
        /// The data names no parent: truncate.
        case none
        /// The parent is the root locale.
        case root
        /// The parent is this tag.
        case tag(String)
    }

    static func explicitParent(_ tag: String) -> ExplicitParent {
        guard TagInput.isAcceptable(tag) else { return .none }
        var missing = false
        let result = withCStringResult { buffer, capacity in
            let length = plicu_explicit_parent_tag(tag, buffer, capacity)
            missing = length == -2
            return length
        }
        guard !missing, let result else { return .none }
        return result.isEmpty ? .root : .tag(result)
    }

    /// Whether `tag` is acceptable input and says something ICU can maximise from: a language, or
    /// `und` with a script or region (`und-TW`). Bare `und`, `root` and `x-foo` say nothing, and
    /// ICU would answer them with its default, `en-Latn-US`.
    private static func namesSomething(_ tag: String) -> Bool {
        guard TagInput.isAcceptable(tag),
              let canonical = withCStringResult(capacity: 160, { plicu_canonical_tag(tag, $0, $1) }),
              let parts = LanguageSubtags(canonical) else { return false }
        return parts.language != "und" || parts.script != nil || parts.region != nil
    }

    /// `tag` if it names a language; `nil` for `und`, ICU's fallback for POSIX variants it cannot
    /// map (`-x-lvariant-`), and language subtags that are not 2 or 3 letters.
    private static func meaningful(_ tag: String) -> String? {
        guard let parts = LanguageSubtags(tag), parts.language != "und" else { return nil }
        guard !containsLVariant(tag) else { return nil }
        return tag
    }

    /// Whether `tag` holds `-x-lvariant` in any case (a byte search: tags are ASCII, and
    /// `String.contains` of a string goes through the regex engine's searcher).
    private static func containsLVariant(_ tag: String) -> Bool {
        let needle = Array("-x-lvariant".utf8)
        let bytes = Array(tag.utf8)
        guard bytes.count >= needle.count else { return false }
        for start in 0...(bytes.count - needle.count) {
            var matches = true
            for (offset, wanted) in needle.enumerated() {
                let byte = bytes[start + offset]
                let lowered = (byte >= 0x41 && byte <= 0x5A) ? byte | 0x20 : byte
                if lowered != wanted { matches = false; break }
            }
            if matches { return true }
        }
        return false
    }
}
