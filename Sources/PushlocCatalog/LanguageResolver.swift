import PushlocICU
import Synchronization

/// Picks the `.lproj` localization a device would use for a list of preferred languages, as iOS's
/// bundle lookup does (`Bundle.preferredLocalizations(from:forPreferences:)`).
///
/// For each preferred language, most preferred first, the resolver walks a fallback chain and takes
/// the first available localization on it:
///
/// 1. The tag itself, canonicalised by ICU (`pt_BR` is `pt-BR`, `iw` is `he`; extensions dropped).
/// 2. Its parents: Apple's own parents for English first (`en-IN`, `en-AU` and `en-150` -> `en-GB`,
///    European regions such as `en-FR` -> `en-150`, `en-NZ` -> `en-AU`), then CLDR's, aware of
///    scripts (``LocaleTag/parent(_:)``): `en-IN` -> `en-GB` -> `en-001` -> `en`,
///    `es-MX` -> `es-419` -> `es`, `zh-TW` -> `zh-Hant`, `zh-MO` -> `zh-Hant-HK` -> `zh-Hant`,
///    `pt-MO` -> `pt-PT` -> `pt`, `fr-CA` -> `fr`.
///
/// Each step matches every spelling with the same script: a step is compared with the available
/// tags by language, script (the explicit one, else ICU's likely one), region and variants, without
/// case. So `zh-TW` matches a `zh-Hant-TW` folder, `zh-HK` matches `zh-Hant-HK`, the step `zh`
/// matches `zh-Hans`, `sr` matches `sr-Cyrl`, and `pt-BR` never matches `pt-PT` (another region).
/// `no` and `nb` count as one language, as on Apple platforms. When several folders match one step,
/// the one spelled like the step wins, else the first in `available`.
///
/// When no step of a preferred language is available, the closest available localization *below*
/// one of its steps is remembered as a same-language fallback: `pt-BR` with only `pt-PT` gets
/// `pt-PT` (a child of `pt`), `en-US` with only `en-GB` gets `en-GB`, `zh-HK` with only `zh-TW` gets
/// `zh-TW` (a child of `zh-Hant`); never another script (`sr-Latn` does not fall back to `sr`).
/// Like iOS, such a fallback for an earlier preferred language beats an exact match for a later one
/// when the two differ in language or script: `[pt-BR, en]` with `pt-PT` and `en` gives `pt-PT`.
/// The one exception is Apple's: a `pt-PT` speaker is not sent to `pt-BR` when a later preferred
/// language matches.
///
/// When no preferred language gives anything, the development language is used: the available
/// folder that matches it, else the development language as given (for example `Base`).
///
/// `Base` and folder names that are not languages are never matched by a preferred language.
/// Garbage preferred tags are skipped. Only the first ``maximumPreferredCount`` preferred languages
/// are read. Fallback chains are computed once per preferred tag and shared by every resolver.
///
/// Deviations, on purpose: Apple's table sends `en-IN`, `en-AU` and other Commonwealth regions to
/// `en-GB`, and European regions to `en-150` then `en-GB`; but `en-001` itself, and regions whose
/// only parent is `en-001` (`en-IL`), go to `en` when `en-001` is absent, not to `en-GB` (as Apple's
/// documented examples show). Only the most used regions of Apple's table are listed. `en-CA` has
/// the parent `en` in the CLDR data of the system ICU (72), where Apple's older examples give
/// `en-001`; pushloc follows the data.
public struct LanguageResolver: Sendable {
    /// The available localizations, as given.
    public let available: [String]
    /// The development language, as given.
    public let developmentLanguage: String
    private let lazyIndex: LazyAvailableLocalizations
    /// The index of ``available``, built on first use: reading every language's fallback chain costs
    /// ICU calls, and a check makes a resolver for every bundle and table without resolving anything.
    private var index: AvailableLocalizations { lazyIndex.value }

    /// The most preferred languages one call to ``resolve(preferredLanguages:)`` reads.
    public static let maximumPreferredCount = 64

    /// Makes a resolver for a bundle's localizations.
    ///
    /// - Parameters:
    ///   - available: the tags of the `.lproj` folders present (canonical BCP 47; `.lproj` spellings
    ///     such as `pt_BR` or `English` are understood too), possibly including `Base`.
    ///   - developmentLanguage: the bundle's development language, the last resort.
    public init(available: [String], developmentLanguage: String) {
        self.available = available
        self.developmentLanguage = developmentLanguage
        self.lazyIndex = LazyAvailableLocalizations(available, developmentLanguage: developmentLanguage)
    }

    /// The `.lproj` tag the device would pick for these preferred languages (BCP 47, most preferred
    /// first): an element of ``available``, or ``developmentLanguage`` when nothing matches.
    public func resolve(preferredLanguages preferred: [String]) -> String {
        // A server resolves the same few preference lists over and over: the answer is kept per list.
        let index = index
        if let known = index.resolved(preferred) { return known }
        let answer = uncachedResolve(preferredLanguages: preferred, in: index)
        index.remember(answer, for: preferred)
        return answer
    }

    private func uncachedResolve(preferredLanguages preferred: [String], in index: AvailableLocalizations) -> String {
        var main: (preference: Int, localization: Int)?
        var fallback: (preference: Int, localization: Int, chain: FallbackChain)?
        for (position, language) in preferred.prefix(Self.maximumPreferredCount).enumerated() {
            guard let chain = FallbackChain.shared(for: language) else { continue }
            if let match = index.firstMatch(on: chain) {
                main = (position, match)
                break
            }
            if fallback == nil, let below = index.closestBelow(chain) {
                fallback = (position, below, chain)
            }
        }
        switch (main, fallback) {
        case let (main?, fallback?) where fallback.preference < main.preference
            && index.fallbackWins(fallback.localization, preferredBy: fallback.chain, over: main.localization):
            return available[fallback.localization]
        case let (main?, _):
            return available[main.localization]
        case let (nil, fallback?):
            return available[fallback.localization]
        case (nil, nil):
            return index.development.map { available[$0] } ?? developmentLanguage
        }
    }

    /// The candidates tried for one preferred language, in order (for explanations and tests): the
    /// steps of its fallback chain (`zh-TW`, `zh-Hant-TW`, `zh-Hant`; a step's other spellings follow
    /// it), then the same-language fallback among ``available`` if there is one (`pt-PT` for `pt-BR`).
    /// Empty for a tag that is not a language.
    public func candidates(for preferred: String) -> [String] {
        guard let chain = FallbackChain.shared(for: preferred) else { return [] }
        let index = index
        var result: [String] = []
        var seen: Set<String> = []
        for spelling in chain.steps.flatMap(\.spellings) where seen.insert(spelling.lowercased()).inserted {
            result.append(spelling)
        }
        if let below = index.closestBelow(chain), seen.insert(available[below].lowercased()).inserted {
            result.append(available[below])
        }
        return result
    }
}

/// One step of a fallback chain: how to match it, and how to show it.
struct FallbackStep: Sendable, Hashable {
    /// The step's spellings, the plain one first: `zh-TW`, `zh-Hant-TW`.
    let spellings: [String]
    /// Lowercased language-script-region-variants, with `no` read as `nb`: `zh-hant-tw`.
    let key: String
}

/// The fallback chain of one preferred language (see ``LanguageResolver``).
struct FallbackChain: Sendable, Hashable {
    /// The canonical tag the chain starts from.
    let tag: String
    /// The steps, most specific first; keys are distinct.
    let steps: [FallbackStep]

    /// The most chains kept in the process-wide cache; more are computed on every call.
    static let cacheLimit = 4096
    private static let cache = Mutex<[String: FallbackChain?]>([:])

    /// The chain of `preferred`, computed once per spelling. `nil` for a tag that is not a language.
    static func shared(for preferred: String) -> FallbackChain? {
        guard preferred.utf8.count <= LocaleTag.maximumInputLength else { return nil }
        if let known = cache.withLock({ $0[preferred] }) { return known }
        let chain = FallbackChain(preferred: preferred)
        cache.withLock { table in
            if table.count < cacheLimit { table[preferred] = chain }
        }
        return chain
    }

    /// Builds the chain of a preferred language or a folder's tag.
    init?(preferred: String) {
        guard let tag = Self.languageTag(preferred) else { return nil }
        self.tag = tag
        var steps: [FallbackStep] = []
        var keys: Set<String> = []
        var current: String? = tag
        var rounds = 0
        while let step = current, rounds < 12 {
            rounds += 1
            if let made = Self.step(step), keys.insert(made.key).inserted { steps.append(made) }
            current = AppleLanguageParents.parent(of: step) ?? LocaleTag.parent(step)
        }
        guard !steps.isEmpty else { return nil }
        self.steps = steps
    }

    /// The canonical base tag of a preferred language or folder name; `nil` for `Base` and garbage.
    static func languageTag(_ name: String) -> String? {
        guard let tag = LocaleTag.canonical(lprojName: name) ?? LocaleTag.canonical(name),
              tag != LocaleTag.baseLocalization,
              let parts = LanguageSubtags(tag) else { return nil }
        return parts.tag
    }

    /// The matching key of `tag`: language (`no` read as `nb`), script (explicit or likely), region
    /// and variants, lowercased.
    static func key(_ tag: String) -> String? {
        guard var parts = LanguageSubtags(tag) else { return nil }
        if parts.script == nil { parts.script = LocaleTag.likelyScript(tag) }
        if parts.language == "no" { parts.language = "nb" }
        return parts.tag.lowercased()
    }

    /// The language and script of a key: `zh-hant` for `zh-hant-tw`.
    static func languageAndScript(ofKey key: String) -> String {
        key.split(separator: "-").prefix(2).joined(separator: "-")
    }

    private static func step(_ tag: String) -> FallbackStep? {
        guard let key = key(tag), let parts = LanguageSubtags(tag) else { return nil }
        var spellings = [tag]
        // zh-TW is also spelled zh-Hant-TW: show it, since folders are named so.
        if parts.script == nil, parts.region != nil,
           let implied = LocaleTag.likelyScript(tag), implied != LocaleTag.likelyScript(parts.language) {
            var scripted = parts
            scripted.script = implied
            spellings.append(scripted.tag)
        }
        return FallbackStep(spellings: spellings, key: key)
    }
}

/// Apple's own parents for English regions, applied before CLDR's (`ualoc` on Apple platforms):
/// Commonwealth regions use British English, European regions `en-150`, which uses British English.
/// A small explicit table of the most used regions; the rest follow CLDR.
enum AppleLanguageParents {
    /// Regions whose English falls back to `en-GB`.
    static let britishEnglish: Set<String> = [
        "150", "AU", "BD", "GG", "GH", "GI", "HK", "IE", "IM", "IN", "JE", "KE", "LK", "MO", "MT", "MU",
        "MY", "NG", "PK", "SG", "ZA",
    ]
    /// European regions without CLDR English data, whose English falls back to `en-150` (CLDR
    /// already sends `en-AT`, `en-BE`, `en-CH`, `en-DE`, `en-DK`, `en-FI`, `en-NL`, `en-SE`,
    /// `en-SI` there).
    static let europeanEnglish: Set<String> = [
        "AD", "AL", "BA", "CY", "CZ", "EE", "ES", "FR", "GR", "HR", "HU", "IS", "IT", "LT", "LU", "LV",
        "ME", "NO", "PL", "PT", "RO", "RS", "RU", "SK", "UA",
    ]
    /// Other single entries: `en-NZ` uses `en-AU`, `en-IL` uses `en-001`.
    static let single: [String: String] = ["NZ": "en-AU", "IL": "en-001"]

    /// Apple's parent of `tag`, or `nil` when CLDR's applies.
    static func parent(of tag: String) -> String? {
        guard let parts = LanguageSubtags(tag), parts.language == "en", parts.variants.isEmpty,
              parts.script == nil || parts.script == "Latn", let region = parts.region else { return nil }
        if britishEnglish.contains(region) { return "en-GB" }
        if europeanEnglish.contains(region) { return "en-150" }
        return single[region]
    }
}

/// An ``AvailableLocalizations`` made on first use, once, whichever thread asks first.
final class LazyAvailableLocalizations: Sendable {
    private let available: [String]
    private let developmentLanguage: String
    private let made = Mutex<AvailableLocalizations?>(nil)

    init(_ available: [String], developmentLanguage: String) {
        self.available = available
        self.developmentLanguage = developmentLanguage
    }

    var value: AvailableLocalizations {
        made.withLock { index in
            if let index { return index }
            let built = AvailableLocalizations(available, developmentLanguage: developmentLanguage)
            index = built
            return built
        }
    }
}

/// The available localizations, indexed for matching.
final class AvailableLocalizations: Sendable {
    /// Positions in `available` by matching key.
    private let byKey: [String: [Int]]
    /// Positions by lowercased canonical tag (the first of equal spellings).
    private let bySpelling: [String: Int]
    /// For each key, the localizations below it: position and steps down, nearest first.
    private let below: [String: [(position: Int, distance: Int)]]
    /// Each localization's own key.
    private let keys: [String?]
    /// The position of the folder that matches the development language, if any.
    let development: Int?
    /// Answers of ``LanguageResolver/resolve(preferredLanguages:)`` by preference list, up to ``answerLimit``.
    private let answers = Mutex<[[String]: String]>([:])
    /// The most answers kept; past that, resolutions are computed on every call, so that arbitrary
    /// preference lists from requests cannot grow memory without bound.
    static let answerLimit = 4096

    /// The answer kept for `preferred`, if any.
    func resolved(_ preferred: [String]) -> String? {
        answers.withLock { $0[preferred] }
    }

    /// Keeps `answer` for `preferred` while there is room.
    func remember(_ answer: String, for preferred: [String]) {
        // Lists longer than a resolution reads, or with tags longer than a tag can be, are not kept: a
        // request's arbitrary strings must not be held.
        guard preferred.count <= LanguageResolver.maximumPreferredCount,
              preferred.allSatisfy({ $0.utf8.count <= LocaleTag.maximumInputLength }) else { return }
        answers.withLock { table in
            if table.count < Self.answerLimit { table[preferred] = answer }
        }
    }

    init(_ available: [String], developmentLanguage: String) {
        var byKey: [String: [Int]] = [:]
        var bySpelling: [String: Int] = [:]
        var below: [String: [(position: Int, distance: Int)]] = [:]
        var keys: [String?] = []
        for (position, name) in available.enumerated() {
            if let canonical = LocaleTag.canonical(lprojName: name), bySpelling[canonical.lowercased()] == nil {
                bySpelling[canonical.lowercased()] = position
            }
            guard let chain = FallbackChain.shared(for: name), let own = chain.steps.first?.key else {
                keys.append(nil)
                continue
            }
            keys.append(own)
            byKey[own, default: []].append(position)
            for (distance, step) in chain.steps.enumerated().dropFirst() {
                below[step.key, default: []].append((position, distance))
            }
        }
        for key in below.keys {
            below[key]?.sort { ($0.distance, $0.position) < ($1.distance, $1.position) }
        }
        self.byKey = byKey
        self.bySpelling = bySpelling
        self.below = below
        self.keys = keys
        let developmentSpelling = LocaleTag.canonical(lprojName: developmentLanguage) ?? developmentLanguage
        if let exact = bySpelling[developmentSpelling.lowercased()] {
            development = exact
        } else if let chain = FallbackChain.shared(for: developmentLanguage) {
            development = chain.steps.first.flatMap { byKey[$0.key]?.first }
                ?? chain.steps.lazy.compactMap { below[$0.key]?.first?.position }.first
        } else {
            development = nil
        }
    }

    /// The first available localization on the chain: the step's own spelling if present, else the
    /// first folder with the step's key.
    func firstMatch(on chain: FallbackChain) -> Int? {
        for step in chain.steps {
            guard let positions = byKey[step.key] else { continue }
            for spelling in step.spellings {
                if let position = bySpelling[spelling.lowercased()], positions.contains(position) { return position }
            }
            return positions.first
        }
        return nil
    }

    /// The nearest available localization below a step of the chain (the same-language fallback).
    func closestBelow(_ chain: FallbackChain) -> Int? {
        for step in chain.steps {
            if let nearest = below[step.key]?.first { return nearest.position }
        }
        return nil
    }

    /// Whether a same-language fallback of an earlier preferred language beats a later exact match:
    /// when they differ in language or script, except that a `pt-PT` speaker is not sent to `pt-BR`.
    func fallbackWins(_ fallback: Int, preferredBy chain: FallbackChain, over main: Int) -> Bool {
        guard let fallbackKey = keys[fallback], let mainKey = keys[main] else { return false }
        if chain.steps.first?.key == "pt-latn-pt" && fallbackKey == "pt-latn-br" { return false }
        return FallbackChain.languageAndScript(ofKey: fallbackKey) != FallbackChain.languageAndScript(ofKey: mainKey)
    }
}
