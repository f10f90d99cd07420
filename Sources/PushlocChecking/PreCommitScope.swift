import PushlocCatalog
import PushlocDiagnostics
import PushlocFormats
import Foundation
import PushlocICU
import PushlocStringsFile

/// What a pre-commit run of changed translation files must load, and the digest each language's
/// cached numbers are filed under.
///
/// The findings located in a changed `fr` file depend on `fr`'s own files, on the development
/// language's and `Base`'s copies of the table (the reference), and on the languages `fr` falls back
/// to (its CLDR parents). Those are loaded and checked, with the languages that fall back to a changed
/// one (`fr-CA` for `fr`), whose coverage rows a change of `fr` moves. Every other language is listed,
/// not read for checking: its file and entry counts and its coverage row come from the
/// ``PreCommitCache`` when the digest of its inputs matches.
///
/// A run that this cannot answer exactly is no scoped run (the initialiser gives `nil`): a changed
/// file of the development language or `Base` (its findings span every language), String Catalogs
/// (their languages share one file), a bundle without its development language, an `.lproj` folder
/// named `mul`, a changed file outside its bundle's `.lproj` folders.
struct PreCommitScope: Sendable {
    /// One bundle of the run.
    struct Bundle: Sendable {
        /// The bundle's path as shown.
        let shown: String
        /// Its absolute path and tables: the name of its cache file.
        let identity: String
        /// Every language of the bundle, in ``LocalizedBundle``'s order (`Base` first, then by tag).
        let languages: [String]
        /// The languages loaded and checked (lowercased).
        let loaded: Set<String>
        /// The languages of the changed files (lowercased).
        let changed: Set<String>
        /// The digest of each language's inputs, by language.
        let digests: [String: String]
    }

    /// The bundles, in the plan's order.
    let bundles: [Bundle]
    /// The `.lproj` folders to load.
    let folders: Set<String>

    /// The scope of a run over `changed` files planned as `plan`, or `nil` when only a full run is exact.
    /// `salt` names this build of pushloc and the settings that change numbers (missing keys).
    init?(changed: [String], plan: ProjectPlan, workingDirectory cwd: String, salt: String) {
        var changedByBundle: [String: Set<String>] = [:]
        for path in changed {
            let folder = PathText.parent(path)
            guard PathText.pathExtension(folder) == "lproj",
                  let language = Self.language(ofFolder: folder), language != "Base" else { return nil }
            let bundle = PathText.parent(folder)
            changedByBundle[BundleLoader.displayPath(bundle.isEmpty ? "." : bundle, relativeTo: cwd), default: []].insert(language)
        }
        var bundles: [Bundle] = []
        var folders = Set<String>()
        var fileDigests = FileDigests()
        for planned in plan.plannedBundles {
            guard let tables = planned.tables, let changedLanguages = changedByBundle.removeValue(forKey: planned.shown),
                  planned.stringCatalogs.isEmpty,
                  let listing = BundleListing(planned.bundle, tables: tables)
            else { return nil }
            guard let development = listing.developmentLanguage(base: planned.base),
                  !changedLanguages.contains(where: { $0.lowercased() == development.lowercased() })
            else { return nil }
            // Chains as ``LocalizedBundle/lookupChain(from:)`` walks them: parents that are absent are stepped over.
            var chains: [String: [String]] = [:]
            for language in listing.languages { chains[language] = Self.chain(from: language).filter { listing.has($0) } }
            let changedSet = Set(changedLanguages.map { $0.lowercased() })
            var loaded = changedSet.union([development.lowercased(), "base"])
            for language in changedLanguages { loaded.formUnion(Self.chain(from: language).map { $0.lowercased() }) }
            for (language, chain) in chains where chain.contains(where: { changedSet.contains($0.lowercased()) }) {
                loaded.insert(language.lowercased())
            }
            folders.formUnion(listing.folders.filter { loaded.contains($0.language.lowercased()) }.map(\.path))
            let absolute = BundleLoader.displayPath(planned.bundle.path, relativeTo: "/")
            let identity = "/" + absolute + "\n" + tables.sorted().joined(separator: "\n")
            var common = ContentDigest()
            common.add(salt)
            common.add(identity)
            common.add(development)
            for folder in listing.folders {
                common.add(folder.path)
                common.add(folder.language)
                for file in folder.files { common.add(file) }
            }
            var digests: [String: String] = [:]
            for language in listing.languages {
                var digest = common
                digest.add(language)
                for input in [language, development, "Base"] + (chains[language] ?? []) {
                    digest.add(input)
                    for folder in listing.folders where folder.language == input {
                        for file in folder.files {
                            guard let fileDigest = fileDigests.digest(of: folder.path + "/" + file) else { return nil }
                            digest.add(fileDigest)
                        }
                    }
                }
                digests[language] = digest.hex
            }
            bundles.append(Bundle(
                shown: planned.shown, identity: identity, languages: listing.languages, loaded: loaded, changed: changedSet,
                digests: digests))
        }
        guard changedByBundle.isEmpty, !bundles.isEmpty else { return nil }
        self.bundles = bundles
        self.folders = folders
    }

    /// The language of an `.lproj` folder as the loader reads it, `nil` when ICU does not know it.
    static func language(ofFolder folder: String) -> String? {
        BundleLoader.languageTag(forFolderName: stem(of: lastComponent(of: folder)))
    }

    /// The last component of a path without a trailing slash (`App/fr.lproj` gives `fr.lproj`).
    static func lastComponent(of path: String) -> Substring {
        let trimmed = path.hasSuffix("/") ? path.dropLast() : Substring(path)
        return trimmed.lastIndex(of: "/").map { trimmed[trimmed.index(after: $0)...] } ?? trimmed
    }

    /// A file name without its extension (`Localizable.strings` gives `Localizable`), as
    /// `NSString.deletingPathExtension` gives it for a name that is not only an extension.
    static func stem(of name: Substring) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return String(name) }
        return String(name[..<dot])
    }

    /// The CLDR parents of `language`, as ``LocalizedBundle/lookupChain(from:)`` walks them (at most 8 steps).
    static func chain(from language: String) -> [String] {
        var result: [String] = []
        var current = LocaleTag.parent(language)
        var steps = 1
        while let tag = current, steps < 8 {
            result.append(tag)
            current = LocaleTag.parent(tag)
            steps += 1
        }
        return result
    }
}

/// A bundle's `.lproj` folders as listed (no file is read): each one's language and table files.
struct BundleListing {
    struct Folder {
        let path: String
        let language: String
        /// The table files of the run's tables, sorted by name.
        let files: [String]
    }

    let folders: [Folder]
    /// Every language, in ``LocalizedBundle``'s order.
    let languages: [String]
    private let lowercased: Set<String>

    /// The listing of `bundle`'s folders for `tables`; `nil` for a folder the loader would treat in a
    /// way of its own (`mul`, which may hold String Catalogs) or one that cannot be listed.
    init?(_ bundle: DiscoveredBundle, tables: Set<String>) {
        var folders: [Folder] = []
        for path in bundle.lprojFolders.sorted() {
            // A folder ICU does not know is skipped by the loader (and reported at the folder).
            guard let language = PreCommitScope.language(ofFolder: path) else { continue }
            guard language != "mul", let entries = DirectoryListing.entries(of: path) else { return nil }
            let files = entries.map(\.name).filter { name in
                TableFormats.isLanguageFile(name) && tables.contains(PreCommitScope.stem(of: Substring(name)).lowercased())
            }.sorted()
            folders.append(Folder(path: path, language: language, files: files))
        }
        let languages = Set(folders.map(\.language))
        self.folders = folders
        self.languages = languages.sorted { lhs, rhs in
            if lhs == "Base" { return rhs != "Base" }
            if rhs == "Base" { return false }
            return lhs < rhs
        }
        self.lowercased = Set(languages.map { $0.lowercased() })
    }

    /// Whether the bundle has `language` (case-insensitively).
    func has(_ language: String) -> Bool { lowercased.contains(language.lowercased()) }

    /// The development language ``LocalizedBundle`` picks: `base` if given, else `en`, else `Base`; `nil` when
    /// the bundle has none of them.
    func developmentLanguage(base: String?) -> String? {
        let wanted = base.map { [$0 == "Base" ? "Base" : (LocaleTag.canonical(lprojName: $0) ?? $0)] } ?? ["en", "Base"]
        for tag in wanted {
            if let found = languages.first(where: { $0.lowercased() == tag.lowercased() }) { return found }
        }
        return nil
    }
}

/// The digests of files read for a scope, each file once.
struct FileDigests {
    private var known: [String: String] = [:]

    /// The digest of the file at `path`'s bytes, `nil` when it cannot be read (the full run then
    /// reports it).
    mutating func digest(of path: String) -> String? {
        if let digest = known[path] { return digest }
        guard let bytes = try? FileBytes.read(atPath: path) else { return nil }
        var digest = ContentDigest()
        digest.add(bytes)
        known[path] = digest.hex
        return digest.hex
    }
}
