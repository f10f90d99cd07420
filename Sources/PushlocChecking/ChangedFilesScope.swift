import PushlocCatalog
import PushlocChecks
import PushlocDiagnostics
import Foundation

/// What a pre-commit run reports: the findings its changed files are responsible for.
///
/// pre-commit passes the changed table files. Arity needs every language, so the session checks those
/// tables in every sibling `.lproj`; but a change to `de` must not fail on an old `nl` error that
/// nobody touched. Reported are the findings located in a changed file, and, for a changed file of
/// its bundle's development language, every finding of that table in that bundle and in the
/// templates: a changed `en` string can break each of its translations and each template that uses it.
struct ChangedFilesScope: Sendable {
    /// The changed files as findings name them.
    private let files: Set<String>
    /// (bundle folder, lowercased table name) of each changed development-language file.
    private let developmentTables: Set<BundleTable>

    private struct BundleTable: Hashable, Sendable {
        let bundle: String
        let table: String
    }

    /// The scope of `changed` (paths as given), judged against the bundles of `summary`.
    init(changed: [String], bundles: [BundleSummary], workingDirectory cwd: String) {
        let shown = changed.map { BundleLoader.displayPath($0, relativeTo: cwd) }
        files = Set(shown)
        let bases = Dictionary(bundles.map { ($0.path, $0.base) }, uniquingKeysWith: { first, _ in first })
        var tables = Set<BundleTable>()
        for path in shown {
            guard let place = Self.place(of: path), let base = bases[place.bundle] ?? nil else { continue }
            if place.language == base || (place.language == "Base" && base == "Base") {
                tables.insert(BundleTable(bundle: place.bundle, table: place.table))
            }
        }
        developmentTables = tables
    }

    /// Whether a pre-commit run of the changed files reports `diagnostic`.
    func includes(_ diagnostic: Diagnostic) -> Bool {
        guard let file = diagnostic.location?.file else { return false }
        if files.contains(file) { return true }
        // A finding about several languages is each language's, at its own string.
        if let members = diagnostic.languages?.members,
           members.contains(where: { $0.location.map { files.contains($0.file) } ?? false }) { return true }
        guard !developmentTables.isEmpty else { return false }
        guard let place = Self.place(of: file) else {
            // A template's finding (a loc key the changed table no longer has) names the table only.
            guard let table = diagnostic.table?.lowercased() else { return false }
            return developmentTables.contains { $0.table == table }
        }
        let table = diagnostic.table?.lowercased() ?? place.table
        return developmentTables.contains(BundleTable(bundle: place.bundle, table: table))
    }

    /// The bundle folder, language and lowercased table of a file inside an `.lproj` folder.
    private static func place(of path: String) -> (bundle: String, language: String, table: String)? {
        let folder = PathText.parent(path)
        guard PathText.pathExtension(folder) == "lproj" else { return nil }
        let folderName = PathText.baseName(folder)
        let language = folderName == "Base" ? "Base" : (BundleLoader.languageTag(forFolderName: folderName) ?? folderName)
        let bundle = PathText.parent(folder)
        let table = PathText.baseName(path).lowercased()
        return (bundle, language, table)
    }
}
