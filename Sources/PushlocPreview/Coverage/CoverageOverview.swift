import PushlocDiagnostics

/// A check's coverage as a picture: one row per bundle, one column per language, each cell with the
/// language's coverage of the bundle and its count of findings; and the findings grouped by bundle and
/// language, so that each cell can link to its own.
///
/// ```swift
/// let overview = CoverageOverview(report: report)
/// let html = CoverageMapHTML.map(overview) + FindingsTableHTML.table(overview.groups)
/// ```
package struct CoverageOverview: Sendable, Hashable {
    /// The rows: the report's bundles, sorted by path.
    package var bundles: [BundleSummary]
    /// The columns: every language of every bundle, development languages first, then by code, `Base` last.
    package var languages: [String]
    /// `cells[row][column]`.
    package var cells: [[CoverageCell]]
    /// The findings: per bundle, those about no language and then each language's in column order;
    /// last those outside every bundle. Empty groups are left out.
    package var groups: [FindingGroup]

    /// The `id` of the group of findings outside every bundle.
    package static let otherAnchor = "findings-other"

    /// The overview of `report`. A finding belongs to the innermost bundle whose folder holds its file
    /// (as the report's bundle counts do) and to its language there.
    package init(report: CheckReport) {
        var owners = report.summary
        for row in report.coverage where !owners.bundles.contains(where: { $0.path == row.bundle }) {
            owners.bundles.append(BundleSummary(path: row.bundle, base: nil, languages: 0, files: 0, entries: 0, errors: 0, warnings: 0))
        }
        let bundles = owners.bundles
        let sorted = FindingSorter(report.diagnostics, owners: owners)

        // Each bundle's languages: those it has, those it has coverage rows for, and those of its findings.
        var coverage: [String: [String: TranslationCoverage]] = [:]
        for row in report.coverage { coverage[row.bundle, default: [:]][row.language] = row }
        let present: [Set<String>] = bundles.indices.map { index in
            let bundle = bundles[index]
            var languages = Set(bundle.languageTags)
            if let rows = coverage[bundle.path] { languages.formUnion(rows.keys) }
            if let base = bundle.base { languages.insert(base) }
            languages.formUnion(sorted.byLanguage[index].keys)
            return languages
        }
        let developmentLanguages = Set(bundles.compactMap(\.base))
        let languages = present.reduce(into: Set<String>()) { $0.formUnion($1) }.sorted { lhs, rhs in
            func rank(_ language: String) -> Int {
                developmentLanguages.contains(language) ? 0 : (language == "Base" ? 2 : 1)
            }
            return (rank(lhs), lhs.lowercased(), lhs) < (rank(rhs), rhs.lowercased(), rhs)
        }

        var cells: [[CoverageCell]] = []
        var groups: [FindingGroup] = []
        for (row, bundle) in bundles.enumerated() {
            let shown = bundle.displayPath
            if let found = sorted.withoutLanguage[row], !found.isEmpty {
                groups.append(FindingGroup(anchor: "findings-b\(row)", bundle: shown, language: nil, diagnostics: found))
            }
            var line: [CoverageCell] = []
            for (column, language) in languages.enumerated() {
                let kind: CoverageCell.Kind
                if !present[row].contains(language) {
                    kind = .absent
                } else if language == bundle.base {
                    kind = .development
                } else if let rowCoverage = coverage[bundle.path]?[language] {
                    kind = .compared(rowCoverage)
                } else {
                    kind = .uncompared
                }
                var cell = CoverageCell(kind: kind)
                if let found = sorted.byLanguage[row][language], !found.isEmpty {
                    let group = FindingGroup(anchor: "findings-b\(row)-l\(column)", bundle: shown, language: language, diagnostics: found)
                    cell.errors = group.errors
                    cell.warnings = group.warnings
                    cell.anchor = group.anchor
                    groups.append(group)
                }
                line.append(cell)
            }
            cells.append(line)
        }
        if !sorted.outside.isEmpty {
            groups.append(FindingGroup(anchor: Self.otherAnchor, bundle: nil, language: nil, diagnostics: sorted.outside))
        }
        self.bundles = bundles
        self.languages = languages
        self.cells = cells
        self.groups = groups
    }
}
