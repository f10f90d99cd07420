import Catalog
import Diagnostics

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
        var diagnostics = catalog.allParseDiagnostics + extra
        for name in catalog.tableNames {
            let reference = catalog.referenceTable(named: name)
            for localization in catalog.localizations {
                guard let table = localization.table(name) else { continue }
                FormatChecks.check(table, into: &diagnostics)
                if name.caseInsensitiveCompare(ButtonLabelRules.tableName) == .orderedSame {
                    ButtonLabelRules.check(table, into: &diagnostics)
                }
                if let reference, reference.language != table.language {
                    CrossLanguageChecks.check(table, against: reference, catalog: catalog, into: &diagnostics)
                }
            }
        }
        TemplateChecks.check(uses, catalog: catalog, into: &diagnostics)
        return CheckReport(
            diagnostics: DiagnosticOrder.sorted(diagnostics),
            files: catalog.fileCount,
            languages: catalog.localizations.count,
            entries: catalog.entryCount)
    }
}
