import Diagnostics
import Formats
import Foundation

/// A plan's bundles cut down to what the app ships (``ShipModel``), with the development language
/// its projects and packages name, and a note for what was left out.
struct ShippedBundles {
    private(set) var requests: [(bundle: DiscoveredBundle, tables: Set<String>?)] = []
    /// The development language of each bundle (by its path as shown) that the user's `--base` or
    /// configuration does not set: the shipping project's or package's, or a lone English region.
    private(set) var bundleBases: [String: String]
    /// One line per project whose unshipped tables were left out, and one per bundle whose
    /// development language was chosen without a project.
    private(set) var notes: [String] = []

    init(
        _ planned: [(bundle: DiscoveredBundle, tables: Set<String>?)], model: ShipModel, includeUnshipped: Bool,
        base: String?, bundleBases: [String: String], workingDirectory: String
    ) {
        self.bundleBases = bundleBases
        let absoluteBase = LexicalPath.absolute(workingDirectory, base: "/")
        var unshippedByProject: [String: (tables: Int, folders: [String])] = [:]
        for (original, tables) in planned {
            var bundle = original
            var regions: [String: Int] = [:]
            var keptFolders: [String] = []
            // A bundle's `.lproj` folders are its children: each is made absolute from the bundle's
            // absolute path and its name, not normalised anew.
            let absoluteBundle = LexicalPath.absolute(bundle.path, base: absoluteBase)
            // With whether the folder is the bundle's child, which what holds the bundle holds.
            let absoluteFolder = { (folder: String) -> (path: String, isChild: Bool) in
                let name = PathText.lastComponent(folder)
                guard PathText.parent(folder) == bundle.path, LexicalPath.isNormal("/" + name) else {
                    return (LexicalPath.absolute(folder, base: absoluteBase), false)
                }
                return (absoluteBundle == "/" ? "/" + name : absoluteBundle + "/" + name, true)
            }
            let bundleHolders = model.holders(ofBundle: absoluteBundle)
            for folder in bundle.lprojFolders {
                let names = bundle.fileNames(in: folder).filter(TableFormats.isLanguageFile)
                var kept: [String] = []
                var leftOut = 0
                var leftOutBy: String?
                let absolute = absoluteFolder(folder)
                let verdicts = model.verdicts(inFolder: absolute.path, names: names, within: absolute.isChild ? bundleHolders : nil)
                for (name, verdict) in zip(names, verdicts) {
                    switch verdict {
                    case .shipped(let region):
                        if let region { regions[region, default: 0] += 1 }
                        kept.append(name)
                    case .unknown:
                        kept.append(name)
                    case .unshipped(let project):
                        if includeUnshipped { kept.append(name) } else { leftOut += 1; leftOutBy = project }
                    }
                }
                if let project = leftOutBy {
                    unshippedByProject[project, default: (0, [])].tables += leftOut
                    unshippedByProject[project, default: (0, [])].folders.append(folder)
                }
                guard leftOut > 0 else {
                    keptFolders.append(folder)
                    continue
                }
                // The folder's measured size covered the files left out: the plan measures the rest.
                bundle.lprojLanguageBytes[folder] = nil
                bundle.lprojFileNames[folder] = kept
                if !kept.isEmpty { keptFolders.append(folder) }
            }
            bundle.lprojFolders = keptFolders
            bundle.stringCatalogs = bundle.stringCatalogs.filter { catalog in
                switch model.verdict(for: LexicalPath.absolute(catalog, base: absoluteBase)) {
                case .shipped(let region):
                    if let region { regions[region, default: 0] += 1 }
                    return true
                case .unknown:
                    return true
                case .unshipped(let project):
                    guard !includeUnshipped else { return true }
                    unshippedByProject[project, default: (0, [])].tables += 1
                    unshippedByProject[project, default: (0, [])].folders.append(catalog)
                    return false
                }
            }
            guard !bundle.lprojFolders.isEmpty || !bundle.stringCatalogs.isEmpty else { continue }
            let shown = BundleLoader.displayPath(bundle.path, relativeTo: workingDirectory)
            if base == nil, bundleBases[shown] == nil {
                chooseDevelopmentLanguage(of: bundle, shown: shown, regions: regions)
            }
            requests.append((bundle, tables))
        }
        for project in unshippedByProject.keys.sorted() {
            guard let left = unshippedByProject[project] else { continue }
            // Only the places the note names are turned into the paths it shows.
            let shown = left.folders.sorted().prefix(3).map { BundleLoader.displayPath($0, relativeTo: workingDirectory) }
            let folders = shown.joined(separator: ", ") + (left.folders.count > 3 ? ", …" : "")
            notes.append(
                "not checked: \(left.tables) table\(left.tables == 1 ? "" : "s") in \(left.folders.count) place\(left.folders.count == 1 ? "" : "s") that no target of \(BundleLoader.displayPath(project, relativeTo: workingDirectory)) copies into the app (\(folders)); pass --include-unshipped, or set include-unshipped: true in .pushloc.yml, to check them")
        }
    }

    /// Sets the development language of `bundle` from the projects and packages that ship its tables
    /// (the region most of its tables name) when the bundle has that language. When it lacks that
    /// language (or, with no project, `en`), one of its regions of it stands in, with a note: the
    /// only one (`en-GB.lproj` alone), else the US one for English (`en-US.lproj` beside `en-GB.lproj`).
    private mutating func chooseDevelopmentLanguage(of bundle: DiscoveredBundle, shown: String, regions: [String: Int]) {
        let region = regions.max(by: { ($0.value, $1.key) < ($1.value, $0.key) })?.key ?? "en"
        // Usually the region's folder is there by its own name, and no other folder's tag is needed.
        let folderName = region.lowercased()
        if let folder = bundle.lprojFolders.first(where: { PathText.baseName($0).lowercased() == folderName }),
           let language = BundleLoader.languageTag(forFolderName: PathText.baseName(folder)),
           language.lowercased() == region.lowercased() {
            if language != "en" { bundleBases[shown] = language }
            return
        }
        // Only a folder that may name the region or one of its variants gets its tag made (an ICU
        // canonicalization each, for folders the region is never among).
        let languages = bundle.lprojFolders.map(PathText.baseName).filter { Self.mayName(region, folder: $0) }
            .compactMap(BundleLoader.languageTag(forFolderName:))
        if let language = languages.first(where: { $0.caseInsensitiveCompare(region) == .orderedSame }) {
            if language != "en" { bundleBases[shown] = language }
            return
        }
        let variants = languages.filter { $0.lowercased().hasPrefix(region.lowercased() + "-") }
        guard let chosen = variants.count == 1 ? variants.first : variants.first(where: { $0 == region + "-US" }) else { return }
        bundleBases[shown] = chosen
        notes.append("\(shown.isEmpty ? "." : shown): no \(region).lproj, so \(chosen) is taken as the development language (pass --base to choose another)")
    }

    /// Whether the `.lproj` folder `name` may have a tag that is `region` or one of its variants: its
    /// first subtag is the region's language, or it is a name ICU maps to another code (three letters
    /// or more, `fre`, `ger`, `English`; a deprecated code, `iw`, `in`). No other folder's tag can
    /// start with the region's language.
    static func mayName(_ region: String, folder name: String) -> Bool {
        let separators: Set<Character> = ["-", "_"]
        let first = name.lowercased().prefix { !separators.contains($0) }
        let language = region.lowercased().prefix { !separators.contains($0) }
        return first == language || first.count >= 3 || ["iw", "in", "ji", "jw", "mo", "sh", "tl", "no"].contains(first)
    }
}
