import PushlocCatalog
import PushlocDiagnostics
import PushlocPayloads
import PushlocRules

/// Runs every rule over a project's bundles and the notification templates' string uses.
///
/// ```swift
/// let project = try BundleLoader.loadProject(paths: ["."])
/// let report = InMemoryCheck.check(project, templates: NotificationTemplateLoader.load(folder: "templates"))
/// if report.summary.errors > 0 { ... }
/// ```
package enum InMemoryCheck {
    /// Checks every bundle of `project` on its own (parse diagnostics, format grammar, every translation
    /// against its bundle's reference copy, button labels), and the `templates` against the bundle that
    /// holds their loc keys. Diagnostics come back sorted by file, line and column.
    package static func check(
        _ project: Project, templates: NotificationTemplateLoader.Result? = nil, options: CheckOptions = CheckOptions(),
        extra: [Diagnostic] = []
    ) -> CheckReport {
        check(project, uses: templates?.uses ?? [], templates: templates?.templates ?? [],
              extra: extra + (templates?.diagnostics ?? []), options: options)
    }

    /// Checks one catalog (one bundle) and the template `uses` against it.
    package static func check(_ catalog: LocalizedBundle, uses: [LocKeyUse] = [], extra: [Diagnostic] = []) -> CheckReport {
        check(Project(bundles: [catalog]), uses: uses, templates: [], extra: extra, options: CheckOptions())
    }

    /// Checks one catalog and the notification `templates`: their string uses, and whether each one's
    /// server-side payload fits `options`' size limit in every language.
    package static func check(
        _ catalog: LocalizedBundle, templates: NotificationTemplateLoader.Result, options: PayloadOptions = .sizeOnly()
    ) -> CheckReport {
        check(Project(bundles: [catalog]), templates: templates, options: CheckOptions(payload: options))
    }

    private static func check(
        _ project: Project, uses: [LocKeyUse], templates: [NotificationTemplate], extra: [Diagnostic], options: CheckOptions
    ) -> CheckReport {
        var check = BatchedCheck(uses: uses, templates: templates, options: options, extra: project.diagnostics + extra)
        check.add(project.bundles)
        return check.report()
    }

    /// What the rules found in one bundle: its findings, its summary and its languages' coverage rows.
    struct BundleResult: Sendable {
        var diagnostics: [Diagnostic]
        var summary: BundleSummary
        var coverage: [TranslationCoverage]
    }

    /// Every rule over `bundles`, one result per bundle in their order. The languages of all of them are
    /// checked in one pass spread over the cores, so that a small bundle never leaves a core idle.
    /// `passes` are the checks to run (``CheckRegistry/passes(for:)``).
    static func check(_ bundles: [LocalizedBundle], options: CheckOptions, passes: CheckPasses) -> [BundleResult] {
        let untranslatable = passes.countsCoverage ? bundles.map(UntranslatableRecords.of) : bundles.map { _ in [:] }
        // The coverage rows count what `missing-key` reports: they come when that rule is checked.
        let countsCoverage = passes.countsCoverage && options.enabledRules.map { $0.contains(RuleDescription.missingKey.id) } ?? true
        let translationChecks = bundles.indices.map { bundle in
            let facts = BundleFacts(catalog: bundles[bundle], untranslatable: untranslatable[bundle], options: options)
            return passes.translation.map { $0.init(facts) }
        }
        let jobs = bundles.indices.flatMap { bundle in bundles[bundle].localizations.indices.map { (bundle, $0) } }
        // Largest languages first (the development language, with its own checks, is often the largest).
        // A plural entry weighs as several strings: its forms are parsed and compared one by one.
        let perLanguage = ParallelMap.map(jobs, cost: { bundle, language in
            bundles[bundle].localizations[language].tables.values.reduce(0) { $0 + $1.count + ($1.stringsDict?.entries.count ?? 0) * 8 }
        }) { bundle, language -> LanguageResult in
            check(bundles[bundle].localizations[language], in: bundles[bundle], untranslatable: untranslatable[bundle],
                  tableChecks: passes.table, translationChecks: translationChecks[bundle], countsCoverage: countsCoverage)
        }
        var found = bundles.map { bundle in
            var found = parseDiagnostics(of: bundle)
            for pass in passes.bundle { pass.check(bundle: bundle, into: &found) }
            return found
        }
        var coverage = Array(repeating: [TranslationCoverage](), count: bundles.count)
        for ((bundle, _), result) in zip(jobs, perLanguage) {
            found[bundle] += result.diagnostics
            if let row = result.coverage { coverage[bundle].append(row) }
        }
        return bundles.indices.map { index in
            let bundle = bundles[index]
            // Errors and warnings are counted by ``BatchedCheck/report()`` from the findings as reported.
            var summary = BundleSummary(
                path: bundle.path, base: bundle.hasDevelopmentLanguage ? bundle.developmentLanguage : nil,
                languages: bundle.localizations.count, files: bundle.fileCount, entries: bundle.entryCount,
                errors: 0, warnings: 0)
            summary.languageTags = bundle.languages
            return BundleResult(diagnostics: found[index], summary: summary, coverage: coverage[index])
        }
    }

    private struct LanguageResult: Sendable {
        var diagnostics: [Diagnostic]
        var coverage: TranslationCoverage?
    }

    /// The table and translation checks over each table of `localization`, in name order, and its
    /// coverage row when `countsCoverage`.
    private static func check(
        _ localization: Localization, in catalog: LocalizedBundle, untranslatable: [String: UntranslatableRecords],
        tableChecks: [any TableCheck.Type], translationChecks: [any TranslationCheck], countsCoverage: Bool
    ) -> LanguageResult {
        var found = TranslationFindings()
        var compared = false
        for table in localization.tables.values.sorted(by: { $0.name < $1.name }) {
            let reference = catalog.referenceTable(named: table.name)
            for pass in tableChecks { pass.check(table: table, reference: reference, into: &found.diagnostics) }
            guard let translation = reference.flatMap({ $0.language == table.language ? nil : $0 }) else { continue }
            for pass in translationChecks { pass.check(translation: table, against: translation, in: localization, into: &found) }
            // Base.lproj is the fallback, not a translation: its strings are compared, its coverage is not.
            compared = localization.language != "Base"
        }
        guard countsCoverage else { return LanguageResult(diagnostics: found.diagnostics, coverage: nil) }
        // A table the language has no copy of (itself or through a parent) is read from the development
        // language's copy: the device shows the development text for its keys.
        var developmentText = 0
        if catalog.hasDevelopmentLanguage, localization.language != "Base",
           localization.language.lowercased() != catalog.developmentLanguage.lowercased() {
            for name in catalog.tableNames where !catalog.hasCopy(of: name, for: localization.language) {
                guard let reference = catalog.referenceTable(named: name) else { continue }
                developmentText += CrossLanguageChecks.keyCount(of: reference, untranslatable: untranslatable[name])
            }
        }
        let coverage = compared || developmentText > 0
            ? TranslationCoverage(bundle: catalog.path, language: localization.language, translated: found.translated,
                                  missing: found.missing, developmentText: developmentText)
            : nil
        return LanguageResult(diagnostics: found.diagnostics, coverage: coverage)
    }

    /// The loader's and every parsed file's diagnostics, each naming its language and table.
    ///
    /// A key that the development language's `.strings` table repeats, and a translation repeats as
    /// well, is the development table's defect, copied by the export that made the translation
    /// (openfoodfacts-ios repeats two keys in en and in all 152 translations): one `duplicate-key`
    /// finding, at the development table, which says how many translations repeat it too. A
    /// translation whose repeat is worse than the development table's (two values where the
    /// development table repeats one) keeps its own finding.
    private static func parseDiagnostics(of catalog: LocalizedBundle) -> [Diagnostic] {
        var result = catalog.diagnostics
        // Per table, the keys the development table repeats; then how many translations repeat each.
        var sourceRepeats: [String: [String: Severity]] = [:]
        if let development = catalog.localization(for: catalog.developmentLanguage) {
            for table in development.tables.values {
                let keys = repeatedKeys(of: table)
                if !keys.isEmpty { sourceRepeats[table.name] = keys }
            }
        }
        var copies: [String: [String: Int]] = [:]
        if !sourceRepeats.isEmpty {
            for localization in catalog.localizations where localization.language != catalog.developmentLanguage {
                for (name, keys) in sourceRepeats {
                    for (key, severity) in repeatedKeys(of: localization.table(name)) {
                        guard let source = keys[key], severity <= source else { continue }
                        copies[name, default: [:]][key, default: 0] += 1
                    }
                }
            }
        }
        for localization in catalog.localizations {
            let isDevelopment = localization.language == catalog.developmentLanguage
            for table in localization.tables.values {
                let copied = copies[table.name]
                for var diagnostic in table.strings?.diagnostics ?? [] {
                    if let copied, diagnostic.rule == RuleDescription.duplicateKey.id, let key = diagnostic.key, let count = copied[key],
                       let source = sourceRepeats[table.name]?[key] {
                        // A translation's repeat no worse than the development table's is told there.
                        guard isDevelopment else {
                            if diagnostic.severity > source { result.append(named(diagnostic, table)) }
                            continue
                        }
                        diagnostic.message += ". \(count) translation\(count == 1 ? " repeats" : "s repeat") it too, not reported one by one"
                    }
                    result.append(named(diagnostic, table))
                }
                for diagnostic in table.stringsDict?.diagnostics ?? [] { result.append(named(diagnostic, table)) }
            }
        }
        return result
    }

    /// `diagnostic` with `table`'s language and name where it has none.
    private static func named(_ diagnostic: Diagnostic, _ table: LocalizationTable) -> Diagnostic {
        var named = diagnostic
        if named.language == nil { named.language = table.language }
        if named.table == nil { named.table = table.name }
        return named
    }

    /// The keys that `table`'s `.strings` file repeats, each with the worst severity of its repeats.
    private static func repeatedKeys(of table: LocalizationTable?) -> [String: Severity] {
        guard let document = table?.strings, document.hasRepeatedKeys else { return [:] }
        var keys: [String: Severity] = [:]
        for diagnostic in document.diagnostics where diagnostic.rule == RuleDescription.duplicateKey.id {
            guard let key = diagnostic.key else { continue }
            keys[key] = max(keys[key] ?? diagnostic.severity, diagnostic.severity)
        }
        return keys
    }
}
