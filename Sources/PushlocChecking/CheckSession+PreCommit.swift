import PushlocDiagnostics
import PushlocCatalog
import PushlocChecks
import Foundation
import PushlocStringsFile

/// Whether a run used the pre-commit cache (``PreCommitCache``).
package enum PreCommitCacheUse: Sendable, Equatable {
    /// Not a pre-commit run the cache can serve (no file arguments, or a setting that needs every language).
    case unused
    /// Every language loaded and checked; the cache was filled from the result.
    case miss
    /// Only the changed languages and those they depend on loaded; the others' numbers from the cache.
    case hit
}

/// Where a pre-commit run keeps the numbers it can reuse.
public enum PreCommitCacheSetting: Sendable, Equatable {
    /// `PUSHLOC_CACHE_DIR`, else the user's cache folder; `PUSHLOC_CACHE=off` turns it off.
    case environment
    /// No cache: every run loads every language.
    case off
    /// This folder.
    case folder(String)
}

/// One language's file and entry counts as loaded.
struct LanguageCounts: Sendable {
    var files: Int
    var entries: Int

    /// The counts of each language of `catalog`, by language.
    static func of(_ catalog: LocalizedBundle) -> [String: LanguageCounts] {
        var result: [String: LanguageCounts] = [:]
        for localization in catalog.localizations {
            var paths = Set<String>()
            var entries = 0
            for table in localization.tables.values {
                if let path = table.strings?.path { paths.insert(path) }
                if let path = table.stringsDict?.path { paths.insert(path) }
                entries += table.entryCount
            }
            result[localization.language] = LanguageCounts(files: paths.count, entries: entries)
        }
        return result
    }
}

extension CheckSession {
    /// The cache folder the settings ask for, `nil` for none.
    private func requestedCacheFolder() -> String? {
        switch settings.cache {
        case .off: return nil
        case .folder(let folder): return folder
        case .environment: return PreCommitCache.folder { name in getenv(name).map { String(cString: $0) } }
        }
    }

    /// The cache the settings ask for, `nil` for none, or when its folder may not be used
    /// (``PreCommitCache/refusal(of:)``; ``cacheNote()`` then says so).
    func preCommitCache() -> PreCommitCache? {
        guard let folder = requestedCacheFolder(), PreCommitCache.refusal(of: folder) == nil else { return nil }
        return PreCommitCache(folder: folder)
    }

    /// The note of a run that uses no cache because its folder may not be used, `nil` otherwise.
    func cacheNote() -> String? {
        guard let folder = requestedCacheFolder(), let reason = PreCommitCache.refusal(of: folder) else { return nil }
        let shown = ControlCharacterEscaping.escaped(folder)
        return "the cache folder \(shown) is not used: \(reason), so this check runs without a cache (use a folder of your own that only you can write: chmod go-w it, or set PUSHLOC_CACHE_DIR)"
    }

    /// Where the Xcode projects read are recorded between runs: the cache the settings ask for.
    func projectRecordCache() -> CacheRecords? {
        preCommitCache().map { CacheRecords.projects(in: $0, toolIdentity: settings.toolIdentity ?? Self.executableIdentity) }
    }

    /// What the cached numbers depend on besides the files: this build of pushloc and the missing-key setting.
    func cacheSalt() -> String {
        "\(PreCommitCache.header)\n\(settings.toolIdentity ?? Self.executableIdentity)\n\(settings.missingKeys?.rawValue ?? "grouped")"
    }

    /// The running executable's path, size and modification date: a new build or version is a new
    /// identity, so its cache records are never read by another build.
    static let executableIdentity: String = {
        #if os(Linux)
        // The kernel's link to the running file: no `Bundle` (which reads the executable's folder).
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        let path = length > 0 ? String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self) : CommandLine.arguments.first ?? ""
        #else
        let path = Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
        #endif
        guard let stamp = FileStamp(path: path) else { return path }
        return "\(path) \(stamp.size) \(stamp.modified) \(stamp.inode)"
    }()

    /// The cached records of every language of `scope` that it does not load, by bundle; `nil` when
    /// one of them is missing or stale.
    func cachedRecords(_ scope: PreCommitScope, in cache: PreCommitCache) -> [String: [String: PreCommitCache.Record]]? {
        var result: [String: [String: PreCommitCache.Record]] = [:]
        for bundle in scope.bundles {
            let records = cache.records(identity: bundle.identity)
            for language in bundle.languages where !bundle.loaded.contains(language.lowercased()) {
                guard let record = records[language], record.digest == bundle.digests[language] else { return nil }
            }
            result[bundle.shown] = records
        }
        return result
    }

    /// Whether a finding in a changed file of `catalog` could depend on a language the scope did not
    /// load: a translation's key that its reference lacks, that reads as text (has whitespace) and no
    /// `%` while its value has one is compared with what every language's copy of it reads.
    static func needsEveryLanguage(_ catalog: LocalizedBundle, changed: Set<String>) -> Bool {
        for localization in catalog.localizations where changed.contains(localization.language.lowercased()) {
            for table in localization.tables.values {
                guard let reference = catalog.referenceTable(named: table.name), reference.language != table.language else { continue }
                for record in table.records where record.hasPercent {
                    let key = record.key
                    guard !key.utf8.contains(UInt8(ascii: "%")), key.unicodeScalars.contains(where: \.properties.isWhitespace) else { continue }
                    if !reference.contains(key) { return true }
                }
            }
        }
        return false
    }

    /// `report` of a scoped run with every language of each bundle in its summary and coverage rows:
    /// the loaded ones as checked, the others from `records`.
    static func completed(
        _ report: CheckReport, scope: PreCommitScope, records: [String: [String: PreCommitCache.Record]],
        counts: [String: [String: LanguageCounts]]
    ) -> CheckReport {
        var result = report
        var coverage: [TranslationCoverage] = []
        var languages = Set<String>()
        for bundle in scope.bundles {
            var files = 0, entries = 0
            for language in bundle.languages {
                if bundle.loaded.contains(language.lowercased()) {
                    let loaded = counts[bundle.shown]?[language] ?? LanguageCounts(files: 0, entries: 0)
                    files += loaded.files
                    entries += loaded.entries
                    coverage += report.coverage.filter { $0.bundle == bundle.shown && $0.language == language }
                } else if let record = records[bundle.shown]?[language] {
                    files += record.files
                    entries += record.entries
                    if let row = record.coverage {
                        coverage.append(TranslationCoverage(
                            bundle: bundle.shown, language: language, translated: row.translated, missing: row.missing,
                            developmentText: row.developmentText))
                    }
                }
            }
            languages.formUnion(bundle.languages)
            if let index = result.summary.bundles.firstIndex(where: { $0.path == bundle.shown }) {
                result.summary.bundles[index].languages = bundle.languages.count
                result.summary.bundles[index].languageTags = bundle.languages
                result.summary.bundles[index].files = files
                result.summary.bundles[index].entries = entries
            }
        }
        result.coverage = coverage
        result.summary.files = result.summary.bundles.reduce(0) { $0 + $1.files }
        result.summary.entries = result.summary.bundles.reduce(0) { $0 + $1.entries }
        result.summary.languages = languages.count
        return result
    }

    /// Files the records of every language `counts` has (all of a full run's, the loaded ones of a
    /// scoped run) into `cache`, beside the `kept` records of the others.
    static func store(
        in cache: PreCommitCache, scope: PreCommitScope, report: CheckReport, counts: [String: [String: LanguageCounts]],
        kept: [String: [String: PreCommitCache.Record]]
    ) {
        for bundle in scope.bundles {
            var records = kept[bundle.shown] ?? [:]
            // Records of languages the bundle no longer has, or stale ones, are dropped.
            records = records.filter { bundle.digests[$0.key] == $0.value.digest }
            for (language, languageCounts) in counts[bundle.shown] ?? [:] {
                guard let digest = bundle.digests[language] else { continue }
                let row = report.coverage.first { $0.bundle == bundle.shown && $0.language == language }
                records[language] = PreCommitCache.Record(
                    digest: digest, files: languageCounts.files, entries: languageCounts.entries,
                    coverage: row.map { ($0.translated, $0.missing, $0.developmentText) })
            }
            // A run that changed nothing in the file leaves it as it is: a hit on an unchanged tree writes nothing.
            guard records != kept[bundle.shown] else { continue }
            cache.store(records, identity: bundle.identity)
        }
    }
}
