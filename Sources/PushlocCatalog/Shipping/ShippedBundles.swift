import PushlocDiagnostics
import PushlocFormats
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
            var regions = RegionTally()
            var keptFolders: [String] = []
            keptFolders.reserveCapacity(bundle.lprojFolders.count)
            let absoluteBundle = LexicalPath.absolute(bundle.path, base: absoluteBase)
            let folderPaths = BundleFolderPaths(bundle: bundle.path, absoluteBundle: absoluteBundle, absoluteBase: absoluteBase)
            let bundleHolders = model.holders(ofBundle: absoluteBundle)
            for folder in bundle.lprojFolders {
                let names = Self.languageFiles(bundle.fileNames(in: folder))
                // The names kept, made only once one is left out (usually none is).
                var kept: [String]?
                var leftOut = 0
                var leftOutBy: String?
                let absolute = folderPaths.foldedAbsolute(folder)
                model.forEachVerdict(inFoldedFolder: absolute.path, names: names, within: absolute.isChild ? bundleHolders : nil) { index, verdict in
                    let keep: Bool
                    switch verdict {
                    case .shipped(let region):
                        if let region { regions.add(region) }
                        keep = true
                    case .unknown:
                        keep = true
                    case .unshipped(let project):
                        keep = includeUnshipped
                        if !includeUnshipped { leftOut += 1; leftOutBy = project }
                    }
                    if keep {
                        kept?.append(names[index])
                    } else if kept == nil {
                        kept = Array(names[..<index])
                    }
                }
                if let project = leftOutBy {
                    unshippedByProject[project, default: (0, [])].tables += leftOut
                    unshippedByProject[project, default: (0, [])].folders.append(folder)
                }
                guard leftOut > 0, let kept else {
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
                    if let region { regions.add(region) }
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
            // The names are joined by hand: the standard library's generic `joined` looks up its
            // conformances at run time on first use, a scan of every conformance of the binary.
            var folders = ""
            for (index, folder) in left.folders.sorted().prefix(3).enumerated() {
                if index > 0 { folders += ", " }
                folders += BundleLoader.displayPath(folder, relativeTo: workingDirectory)
            }
            if left.folders.count > 3 { folders += ", …" }
            notes.append(
                "not checked: \(left.tables) table\(left.tables == 1 ? "" : "s") in \(left.folders.count) place\(left.folders.count == 1 ? "" : "s") that no target of \(BundleLoader.displayPath(project, relativeTo: workingDirectory)) copies into the app (\(folders)); pass --include-unshipped, or set include-unshipped: true in .pushloc.yml, to check them")
        }
    }

    /// Sets the development language of `bundle` from the projects and packages that ship its tables
    /// (the region most of its tables name) when the bundle has that language. When it lacks that
    /// language (or, with no project, `en`), one of its regions of it stands in, with a note: the
    /// only one (`en-GB.lproj` alone), else the US one for English (`en-US.lproj` beside `en-GB.lproj`).
    private mutating func chooseDevelopmentLanguage(of bundle: DiscoveredBundle, shown: String, regions: RegionTally) {
        let region = regions.mostNamed ?? "en"
        // Usually the region's folder is there by its own name, and no other folder's tag is needed.
        // The folders' names are read once: up to the first of the region's name, and all of them when
        // that one is not the region.
        let folderName = region.lowercased()
        var names: [String] = []
        names.reserveCapacity(bundle.lprojFolders.count)
        var ownNameTried = false
        for folder in bundle.lprojFolders {
            let name = PathText.baseName(folder)
            names.append(name)
            guard !ownNameTried, name.lowercased() == folderName else { continue }
            ownNameTried = true
            if let language = BundleLoader.languageTag(forFolderName: name), language.lowercased() == region.lowercased() {
                if language != "en" { bundleBases[shown] = language }
                return
            }
        }
        // Only a folder that may name the region or one of its variants gets its tag made (an ICU
        // canonicalization each, for folders the region is never among).
        let languages = names.filter { Self.mayName(region, folder: $0) }.compactMap(BundleLoader.languageTag(forFolderName:))
        if let language = languages.first(where: { $0.caseInsensitiveCompare(region) == .orderedSame }) {
            if language != "en" { bundleBases[shown] = language }
            return
        }
        let variants = languages.filter { $0.lowercased().hasPrefix(region.lowercased() + "-") }
        guard let chosen = variants.count == 1 ? variants.first : variants.first(where: { $0 == region + "-US" }) else { return }
        bundleBases[shown] = chosen
        notes.append("\(shown.isEmpty ? "." : shown): no \(region).lproj, so \(chosen) is taken as the development language (pass --base to choose another)")
    }

    /// The names of `listed` that are one-language table files, in their order: `listed` itself when
    /// all are (as in most `.lproj` folders), with no array made.
    private static func languageFiles(_ listed: [String]) -> [String] {
        guard let first = listed.firstIndex(where: { !TableFormats.isLanguageFile($0) }) else { return listed }
        var names: [String] = []
        names.reserveCapacity(listed.count - 1)
        names += listed[..<first]
        for name in listed[(first + 1)...] where TableFormats.isLanguageFile(name) { names.append(name) }
        return names
    }

    /// Whether the `.lproj` folder `name` may have a tag that is `region` or one of its variants: its
    /// first subtag is the region's language, or it is a name ICU maps to another code (three letters
    /// or more, `fre`, `ger`, `English`; a deprecated code, `iw`, `in`). No other folder's tag can
    /// start with the region's language.
    static func mayName(_ region: String, folder name: String) -> Bool {
        if let answer = mayNamePrintable(region, folder: name) { return answer }
        let separators: Set<Character> = ["-", "_"]
        let first = name.lowercased().prefix { !separators.contains($0) }
        let language = region.lowercased().prefix { !separators.contains($0) }
        return first == language || first.count >= 3 || ["iw", "in", "ji", "jw", "mo", "sh", "tl", "no"].contains(first)
    }

    /// The two-letter codes that ICU maps to another (deprecated codes), lowercased, as bytes.
    private static let deprecatedCodes: [(UInt8, UInt8)] = ["iw", "in", "ji", "jw", "mo", "sh", "tl", "no"].map { code in
        let bytes = Array(code.utf8)
        return (bytes[0], bytes[1])
    }

    /// ``mayName(_:folder:)`` read by bytes when `region` and `name` are printable ASCII (where each
    /// byte is one `Character`, and lowercasing changes only `A`–`Z`); `nil` for any other, which the
    /// `Character` reading answers.
    private static func mayNamePrintable(_ region: String, folder name: String) -> Bool? {
        var region = region
        var name = name
        return name.withUTF8 { folder in
            region.withUTF8 { wanted -> Bool? in
                guard let length = firstSubtagLength(folder), let wantedLength = firstSubtagLength(wanted) else { return nil }
                if length >= 3 { return true }
                if length == wantedLength,
                   zip(folder.prefix(length), wanted.prefix(length)).allSatisfy({ lowered($0) == lowered($1) }) {
                    return true
                }
                guard length == 2 else { return false }
                let code = (lowered(folder[0]), lowered(folder[1]))
                return deprecatedCodes.contains { $0 == code }
            }
        }
    }

    /// How many bytes come before the first `-` or `_` (all of them when there is none); `nil` when a
    /// byte is not printable ASCII.
    private static func firstSubtagLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var length: Int?
        for (index, byte) in bytes.enumerated() {
            guard byte >= 0x20, byte < 0x7F else { return nil }
            if length == nil, byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") { length = index }
        }
        return length ?? bytes.count
    }

    /// `byte` with an ASCII capital made small.
    private static func lowered(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }
}
