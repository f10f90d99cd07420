import PushlocCatalog
import PushlocChecks
import PushlocDiagnostics
import PushlocFormats

/// The tables a run with file arguments checks, and so the only ones its coverage rows count.
enum CoverageTables {
    /// The tables the coverage rows of a run of `files` count, sorted (the first spelling of names that
    /// differ only in case); `nil` when they are every table of each bundle of `plan`, as in a full run.
    static func counted(for files: [String], in plan: ProjectPlan) -> [String]? {
        guard leavesOutTables(plan) else { return nil }
        var names: [String: String] = [:]
        for file in files where StandaloneFileChecks.isInLproj(file) || TableFormats.isCatalogFile(file) {
            let name = PathText.baseName(file)
            if names[name.lowercased()] == nil { names[name.lowercased()] = name }
        }
        return names.isEmpty ? nil : names.values.sorted()
    }

    /// Whether a bundle of `plan` has a table file that the plan does not load. A folder whose listing
    /// discovery did not keep counts as one that has: the heading then says which tables were counted.
    static func leavesOutTables(_ plan: ProjectPlan) -> Bool {
        for planned in plan.plannedBundles {
            guard let tables = planned.tables else { continue }
            for folder in planned.bundle.lprojFolders {
                guard let names = planned.bundle.lprojFileNames[folder] else { return true }
                for name in names where TableFormats.isLanguageFile(name) || TableFormats.isCatalogFile(name) {
                    if !tables.contains(PathText.baseName(name).lowercased()) { return true }
                }
            }
            for catalog in planned.bundle.stringCatalogs where !tables.contains(PathText.baseName(catalog).lowercased()) {
                return true
            }
        }
        return false
    }
}
