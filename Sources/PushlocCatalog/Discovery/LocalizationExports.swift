import PushlocDiagnostics
import PushlocFormats

/// Xcode's localization exports: an `.xcloc` folder (Product > Export Localizations) holds copies of
/// a project's tables under `Source Contents/` for translators, and is imported back by Xcode. No
/// target copies an export into an app, so its tables never reach a phone: they are left out like
/// unshipped tables, with one note that names them, and checked with `--include-unshipped` (a team
/// may check an export before importing it).
enum LocalizationExports {
    /// `planned` without the bundles inside an `.xcloc` folder, and the note that names what was left
    /// out; `planned` whole, and no note, when `includeUnshipped`.
    static func leavingOut(
        _ planned: [(bundle: DiscoveredBundle, tables: Set<String>?)], includeUnshipped: Bool, workingDirectory: String
    ) -> (kept: [(bundle: DiscoveredBundle, tables: Set<String>?)], note: String?) {
        guard !includeUnshipped else { return (planned, nil) }
        var kept: [(bundle: DiscoveredBundle, tables: Set<String>?)] = []
        kept.reserveCapacity(planned.count)
        var exports: [String] = []
        var tables = 0
        for request in planned {
            guard let export = exportFolder(of: request.bundle.path) else {
                kept.append(request)
                continue
            }
            if !exports.contains(export) { exports.append(export) }
            for folder in request.bundle.lprojFolders {
                tables += request.bundle.fileNames(in: folder).filter { TableFormats.isLanguageFile($0) }.count
            }
            tables += request.bundle.stringCatalogs.count
        }
        guard !exports.isEmpty else { return (planned, nil) }
        let shown = exports.sorted().prefix(3).map { BundleLoader.displayPath($0, relativeTo: workingDirectory) }
        let named = shown.joined(separator: ", ") + (exports.count > 3 ? ", …" : "")
        let note = "not checked: \(tables) table\(tables == 1 ? "" : "s") in \(exports.count) Xcode localization export\(exports.count == 1 ? "" : "s") (\(named)), which no app ships; pass --include-unshipped, or set include-unshipped: true in .pushloc.yml, to check them"
        return (kept, note)
    }

    /// The `.xcloc` folder that holds `path` (the path up to and with the first component whose name
    /// ends in `.xcloc`, in any case), or `nil`.
    static func exportFolder(of path: String) -> String? {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        guard let index = components.firstIndex(where: { $0.count > 6 && $0.lowercased().hasSuffix(".xcloc") }) else { return nil }
        return components[...index].joined(separator: "/")
    }
}
