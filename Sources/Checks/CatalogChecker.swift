import Catalog
import Diagnostics
import Payloads

/// Runs every rule over a catalog and the notification templates' string uses.
///
/// ```swift
/// let catalog = try CatalogLoader.load(paths: ["Localizations"])
/// let report = CatalogChecker.check(catalog, uses: templates.flatMap(\.uses))
/// if report.summary.errors > 0 { ... }
/// ```
public enum CatalogChecker {
    /// Checks `catalog`: parse diagnostics, format grammar, every translation against the reference copy,
    /// button labels, and the templates' `uses`. Diagnostics come back sorted by file, line and column.
    public static func check(_ catalog: Catalog, uses: [LocKeyUse] = [], extra: [Diagnostic] = []) -> CheckReport {
        check(catalog, uses: uses, templates: [], extra: extra)
    }

    /// Checks `catalog` and the notification `templates`: their string uses, and whether each one's
    /// server-side payload fits `options`' size limit in every language.
    public static func check(
        _ catalog: Catalog, templates: NotificationTemplateLoader.Result, options: PayloadOptions = PayloadOptions()
    ) -> CheckReport {
        check(catalog, uses: templates.uses, templates: templates.templates, extra: templates.diagnostics, options: options)
    }

    static func check(
        _ catalog: Catalog, uses: [LocKeyUse], templates: [NotificationTemplate], extra: [Diagnostic],
        options: PayloadOptions = PayloadOptions()
    ) -> CheckReport {
        var diagnostics = catalog.allParseDiagnostics + extra
        let names = catalog.tableNames
        // Each language is checked on its own, so the languages are spread over the cores.
        let perLanguage = ParallelMap.map(catalog.localizations) { localization -> [Diagnostic] in
            var found: [Diagnostic] = []
            for name in names {
                guard let table = localization.table(name) else { continue }
                FormatChecks.check(table, into: &found)
                if name.caseInsensitiveCompare(ButtonLabelRules.tableName) == .orderedSame {
                    ButtonLabelRules.check(table, into: &found)
                }
                StringsDictChecks.check(table, reference: catalog.referenceTable(named: name), into: &found)
                if let reference = catalog.referenceTable(named: name), reference.language != table.language {
                    CrossLanguageChecks.check(table, against: reference, catalog: catalog, into: &found)
                    BidiControlChecks.check(table, against: reference, into: &found)
                }
            }
            return found
        }
        diagnostics += perLanguage.joined()
        TemplateChecks.check(uses, catalog: catalog, into: &diagnostics)
        PayloadSizeChecks.check(templates, catalog: catalog, options: options, into: &diagnostics)
        return CheckReport(
            diagnostics: DiagnosticOrder.sorted(diagnostics),
            files: catalog.fileCount,
            languages: catalog.localizations.count,
            entries: catalog.entryCount)
    }
}
