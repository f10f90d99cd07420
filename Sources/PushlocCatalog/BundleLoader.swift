import PushlocDiagnostics
import PushlocFormats
import Foundation
import PushlocICU
import PushlocStringCatalog
import PushlocStringsFile
import PushlocRules

/// Finds the bundles under the given paths and loads their table files (`.strings`, `.stringsdict` and
/// String Catalogs: every format of ``Formats/TableFormats``).
public enum BundleLoader {
    /// Loads every bundle under `paths`, each on its own (DESIGN.md section 5).
    ///
    /// - Parameters:
    ///   - paths: folders to search for bundles (recursively), `.lproj` folders (their bundle), or
    ///     individual `.strings` / `.stringsdict` files (as pre-commit passes them). For a file, that table
    ///     is loaded from every sibling `.lproj` of its own bundle, because arity checks need every language.
    ///   - base: the development language (`--base`); `nil` picks `en`, then `Base`, per bundle.
    ///   - bundleBases: development languages of single bundles, by the bundle's path as shown (relative to
    ///     `workingDirectory`); they win over `base`.
    ///   - excludes: paths not to search, besides build output and hidden folders.
    ///   - workingDirectory: paths in diagnostics are shown relative to it.
    /// - Throws: ``BundleLoadError`` for a missing path, an unreadable file, or a `base` that no bundle has.
    public static func loadProject(
        paths: [String], base: String? = nil, bundleBases: [String: String] = [:], excludes: [GlobPattern] = [],
        workingDirectory: String = FileManager.default.currentDirectoryPath
    ) throws(BundleLoadError) -> Project {
        let plan = try plan(paths: paths, base: base, bundleBases: bundleBases, excludes: excludes, workingDirectory: workingDirectory)
        let bundles = try plan.loadBundles(0..<plan.bundleCount)
        try plan.verifyBase(bundlesHaveDevelopmentLanguage: bundles.contains(where: \.hasDevelopmentLanguage), languages: Set(bundles.flatMap(\.languages)))
        return Project(bundles: bundles)
    }

    /// Finds the bundles under `paths` without loading them (the parameters are ``loadProject(paths:base:bundleBases:excludes:workingDirectory:)``'s).
    /// `pushloc check` loads and checks the plan's bundles one at a time, so that only one bundle's
    /// tables are in memory at once.
    ///
    /// - Throws: ``BundleLoadError/pathNotFound(_:)`` for a path that is not there.
    public static func plan(
        paths: [String], base: String? = nil, bundleBases: [String: String] = [:], excludes: [GlobPattern] = [],
        includeUnshipped: Bool = false, workingDirectory: String = FileManager.default.currentDirectoryPath
    ) throws(BundleLoadError) -> ProjectPlan {
        try plan(
            paths: paths, base: base, bundleBases: bundleBases, excludes: excludes, includeUnshipped: includeUnshipped,
            workingDirectory: workingDirectory, projectStore: nil)
    }

    /// ``plan(paths:base:bundleBases:excludes:includeUnshipped:workingDirectory:)``, taking each Xcode
    /// project whose file has not changed from `projectStore`'s record of it, and the listings of the
    /// searched folders from `headStart` when it began them (with the same `paths`, `excludes` and
    /// `workingDirectory`).
    package static func plan(
        paths: [String], base: String?, bundleBases: [String: String], excludes: [GlobPattern],
        includeUnshipped: Bool, workingDirectory: String, projectStore: (any XcodeProjectStore)?,
        headStart: SurveyHeadStart? = nil
    ) throws(BundleLoadError) -> ProjectPlan {
        let discovery = BundleDiscovery(excludes: excludes, workingDirectory: workingDirectory)
        var requests = BundleRequests()
        var projects: [String] = []
        var manifests: [String] = []
        // Where the search for projects above the bundles starts: a searched folder's own projects, and
        // those of every folder between it and its bundles, are in its survey.
        var searchedFrom: [String] = []
        var listedFolders = ListedFolders()
        // The files of the folders the searches list are read as they are listed, up to one batch's bytes.
        let preread = headStart?.preread ?? PrereadFiles(budget: ProjectPlan.minimumBudget)
        let preparation = headStart.map { _ in SurveyPreparation(workingDirectory: workingDirectory, store: projectStore) }
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw .pathNotFound(path)
            }
            if isDirectory.boolValue && path.hasSuffix(".lproj") {
                let bundle = bundleFolder(of: path)
                requests.add(bundle, table: nil)
                searchedFrom.append(bundle.path)
            } else if isDirectory.boolValue {
                let survey = discovery.survey(under: path, preread: preread, listed: headStart?.take(path, preparing: preparation))
                for bundle in survey.bundles { requests.add(bundle, table: nil) }
                projects += survey.xcodeProjects
                manifests += survey.packageManifests
                listedFolders.merge(survey.listedFolders)
                searchedFrom.append(path)
            } else {
                let folder = PathText.parent(path)
                let table = PathText.baseName(path)
                let root = folder.hasSuffix(".lproj") ? PathText.parent(folder) : folder
                let bundle = bundleFolder(root.isEmpty ? "." : root)
                requests.add(bundle, table: table.lowercased())
                searchedFrom.append(bundle.path)
            }
        }
        // What ships decides which tables are checked and in which development language.
        let model = ShipModel(
            projectPaths: projects, manifestPaths: manifests, searchedFolders: searchedFrom, workingDirectory: workingDirectory,
            projectStore: projectStore, prepared: preparation)
        // Xcode's localization exports ship with no app, whatever the projects say.
        let exports = LocalizationExports.leavingOut(requests.all, includeUnshipped: includeUnshipped, workingDirectory: workingDirectory)
        let shipped = ShippedBundles(exports.kept, model: model, includeUnshipped: includeUnshipped, base: base, bundleBases: bundleBases, workingDirectory: workingDirectory)
        return ProjectPlan(
            requests: shipped.requests, base: base, bundleBases: shipped.bundleBases, workingDirectory: workingDirectory,
            notes: model.notes + shipped.notes + (exports.note.map { [$0] } ?? []), diagnostics: model.diagnostics, shipModel: model,
            preread: preread, listedFolders: listedFolders)
    }

    /// Loads the bundle a server or a single-bundle command uses: the only bundle under `paths`, or of
    /// several, ``Project/primary``.
    ///
    /// - Throws: ``BundleLoadError`` for a missing path, an unreadable file, a `base` that is not there, or no
    ///   development language.
    public static func load(paths: [String], base: String? = nil, workingDirectory: String = FileManager.default.currentDirectoryPath) throws(BundleLoadError) -> LocalizedBundle {
        try primary(of: loadProject(paths: paths, base: base, workingDirectory: workingDirectory), base: base)
    }

    /// The bundle ``load(paths:base:workingDirectory:)`` gives of a loaded `project`: its primary one,
    /// which must have its development language (`base`, when given).
    public static func primary(of project: Project, base: String? = nil) throws(BundleLoadError) -> LocalizedBundle {
        let catalog = project.primary
        guard catalog.hasDevelopmentLanguage else {
            if let base { throw .baseNotFound(base, available: catalog.languages) }
            throw .noDevelopmentLanguage(available: catalog.languages)
        }
        return catalog
    }

    /// The canonical tag for an `.lproj` folder name (`pt_BR` -> `pt-BR`, `English` -> `en`), `Base` kept.
    public static func languageTag(forFolderName name: String) -> String? {
        // An ASCII name is compared by its bytes; Foundation's comparison folds other letters (`ſ` is `s`).
        let isBase = name.utf8.allSatisfy { $0 < 0x80 }
            ? name.utf8.count == 4 && name.lowercased() == "base"
            : name.caseInsensitiveCompare("Base") == .orderedSame
        if isBase { return "Base" }
        return LocaleTag.canonical(lprojName: name)
    }

    /// The bundle of one folder from its direct children only (a `.lproj` given on its own, a file's bundle).
    private static func bundleFolder(_ folder: String) -> DiscoveredBundle {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        var bundle = DiscoveredBundle(path: folder)
        for name in names.sorted() where !name.hasPrefix(".") {
            let full = folder == "." ? name : (folder as NSString).appendingPathComponent(name)
            if name.hasSuffix(".lproj") && BundleDiscovery.isDirectory(full) {
                bundle.lprojFolders.append(full)
                let contents = DirectoryListing.entries(of: full, measuringLanguageFiles: true).map { LprojContents(full, entries: $0) }
                bundle.record(contents, of: full)
                bundle.stringCatalogs += contents?.stringCatalogs ?? []
            } else if TableFormats.isCatalogFile(name) {
                bundle.stringCatalogs.append(full)
            }
        }
        return bundle
    }

    private static func bundleFolder(of lproj: String) -> DiscoveredBundle {
        let parent = PathText.parent(lproj)
        return bundleFolder(parent.isEmpty ? "." : parent)
    }

    static func assemble(
        _ bundle: DiscoveredBundle, folders: [LoadedFolder], catalogs: [CompiledCatalog], base: String?, shown: DisplayBase
    ) -> LocalizedBundle {
        let bundlePath = shown.displayPath(bundle.path)
        var diagnostics: [Diagnostic] = []
        var byLanguage: [String: (path: String, tables: [String: LocalizationTable])] = [:]
        let interfaceBuilderNames = InterfaceBuilderTables.sourceNames(in: bundle)
        for var folder in folders.sorted(by: { $0.folder < $1.folder }) {
            for (name, table) in folder.tables
            where interfaceBuilderNames.contains(name) || table.strings.map(InterfaceBuilderTables.hasObjectIDKeys) == true {
                folder.tables[name]?.isInterfaceBuilder = true
            }
            diagnostics += folder.diagnostics
            let folderName = PathText.baseName(folder.folder)
            let display = shown.displayPath(folder.folder)
            // `mul.lproj` holds the String Catalogs of storyboards, not a language.
            if folder.language == "mul" && folder.tables.isEmpty { continue }
            guard let language = folder.language else {
                diagnostics.append(Diagnostic(
                    RuleDescription.unknownLocalization,
                    message: "'\(folderName).lproj' is not a language identifier ICU recognises; its files are not checked",
                    location: SourceLocation(file: display, line: 1, column: 1)))
                continue
            }
            if var existing = byLanguage[language] {
                for (key, table) in folder.tables where existing.tables[key] == nil { existing.tables[key] = table }
                byLanguage[language] = existing
                diagnostics.append(Diagnostic(
                    RuleDescription.duplicateLocalization,
                    message: "'\(folderName).lproj' is the same language (\(language)) as \(existing.path) in the bundle \(bundlePath.isEmpty ? "." : bundlePath); the device uses only one of them. Merge them into one folder",
                    location: SourceLocation(file: display, line: 1, column: 1), language: language))
            } else {
                byLanguage[language] = (display, folder.tables)
            }
        }
        var sourceLanguage: String?
        for compiledCatalog in catalogs {
            let document = compiledCatalog.document
            diagnostics += document.diagnostics
            diagnostics += compiledCatalog.unknownLanguages
            sourceLanguage = sourceLanguage ?? document.sourceLanguage
            let table = document.tableName
            // swift-build's String Catalog compiler refuses a catalog inside an `.lproj` other than
            // `mul.lproj` (a storyboard's), and one grouped with same-named `.strings`/`.stringsdict` tables.
            let folder = PathText.parent(document.path)
            if PathText.pathExtension(folder) == "lproj", PathText.baseName(folder).lowercased() != "mul" {
                diagnostics.append(Diagnostic(
                    RuleDescription.catalogInLproj,
                    message: "Xcode's build stops here: '\(PathText.lastComponent(document.path)) should not be inside an lproj directory'. A String Catalog holds every language itself: move it out of \(PathText.lastComponent(folder)), beside the .lproj folders",
                    location: SourceLocation(file: document.path, line: 1, column: 1), table: table))
            }
            var clashes: [String] = []
            for (language, compiledTable) in compiledCatalog.tables.sorted(by: { $0.language < $1.language }) {
                var existing = byLanguage[language] ?? (document.path, [:])
                if let other = existing.tables[table.lowercased()] {
                    clashes.append(other.strings?.path ?? other.stringsDict?.path ?? existing.path)
                    continue
                }
                existing.tables[table.lowercased()] = compiledTable
                byLanguage[language] = existing
            }
            if !clashes.isEmpty {
                let named = clashes.count > 3 ? clashes.prefix(3).joined(separator: ", ") + " and \(clashes.count - 3) more" : clashes.joined(separator: ", ")
                diagnostics.append(Diagnostic(
                    RuleDescription.duplicateTable,
                    message: "Xcode's build stops here: '\(PathText.lastComponent(document.path)) cannot co-exist with other .strings or .stringsdict tables with the same name' (\(named)). Migrate the rest into the String Catalog and delete the other files; until then pushloc checks those files' text for their languages",
                    location: SourceLocation(file: document.path, line: 1, column: 1), table: table))
            }
        }
        let localizations = byLanguage.map { Localization(language: $0.key, path: $0.value.path, tables: $0.value.tables) }
        // The catalog is built once; a bundle without its development language gets its warning added.
        var catalog = LocalizedBundle(path: bundlePath, localizations: localizations, base: base, sourceLanguage: sourceLanguage, stringCatalogs: catalogs.map(\.document), diagnostics: diagnostics)
        catalog.unloadedTableFiles = folders.flatMap(\.unloadedFiles)
        if !catalog.hasDevelopmentLanguage {
            let wanted = base.map { "--base \($0)" } ?? "en, Base or a String Catalog's source language"
            let place = bundle.lprojFolders.first.map { shown.displayPath($0) } ?? bundlePath
            catalog.diagnostics.append(Diagnostic(
                RuleDescription.missingDevelopmentLanguage,
                message: "the bundle \(bundlePath.isEmpty ? "." : bundlePath) has no development language (\(wanted)); its \(catalog.languages.count) language(s) (\(catalog.languages.joined(separator: ", "))) get only the within-language checks. Pass --base, or add the development language",
                location: SourceLocation(file: place, line: 1, column: 1)))
        }
        return catalog
    }

    static func loadFolder(
        _ job: FolderJob, workingDirectory: String, shipModel: ShipModel?, shown: DisplayBase, preread: PrereadFiles? = nil
    ) throws(BundleLoadError) -> LoadedFolder {
        let name = PathText.baseName(job.folder)
        guard let language = languageTag(forFolderName: name) else {
            return LoadedFolder(folder: job.folder, language: nil, tables: [:], diagnostics: [], unloadedFiles: [])
        }
        var diagnostics: [Diagnostic] = []
        var unloaded: [TableDocument] = []
        let tables = try loadTables(
            in: job.folder, names: job.names, language: language, filter: job.filter, workingDirectory: workingDirectory,
            shown: shown, shipModel: shipModel, preread: preread, diagnostics: &diagnostics, unloaded: &unloaded)
        return LoadedFolder(folder: job.folder, language: language, tables: tables, diagnostics: diagnostics, unloadedFiles: unloaded)
    }

    private static func loadTables(
        in folder: String, names listed: [String]?, language: String, filter: Set<String>?, workingDirectory: String,
        shown: DisplayBase, shipModel: ShipModel?, preread: PrereadFiles?, diagnostics: inout [Diagnostic], unloaded: inout [TableDocument]
    ) throws(BundleLoadError) -> [String: LocalizationTable] {
        let names: [String]
        if let listed {
            names = listed.sorted()
        } else {
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
            } catch {
                throw .unreadable(path: shown.displayPath(folder), reason: error.localizedDescription)
            }
        }
        var strings: [String: (name: String, document: StringsDocument)] = [:]
        var dicts: [String: (name: String, document: StringsDictDocument)] = [:]
        // A file's path and its path as shown are its folder's plus its name: worked out once per folder.
        let childPrefix = DirectoryListing.childPrefix(of: folder)
        let displayPrefix = shown.displayPrefix(ofFolder: folder)
        for file in names {
            // String Catalogs in an `.lproj` (`mul.lproj`) belong to the bundle: discovery lists them.
            guard let format = TableFormats.format(forPath: file), !format.documentKind.holdsEveryLanguage else { continue }
            let table = PathText.baseName(file)
            let lowered = table.lowercased()
            if let filter, !filter.contains(lowered) { continue }
            let full = childPrefix.map { $0 + file } ?? DirectoryListing.join(folder, file)
            let display = displayPrefix.map { $0 + file } ?? shown.displayPath(full)
            let bytes: [UInt8]
            if let read = preread?.take(full) {
                bytes = read
            } else {
                do {
                    bytes = try FileBytes.read(atPath: full)
                } catch {
                    throw .unreadable(path: display, reason: error.localizedDescription)
                }
            }
            // A second file of one kind and table (names that differ in case only) is reported, not loaded:
            // it is read for its `pushloc:disable` comments only, so that one there can silence the finding.
            let clash = format.documentKind == .strings ? strings[lowered]?.name : dicts[lowered]?.name
            if let other = clash {
                diagnostics.append(caseClash(display: display, other: other, table: table, language: language))
                if let comments = Self.directiveCommentsOnly(format.read(bytes, path: display)) { unloaded.append(comments) }
                continue
            }
            switch format.read(bytes, path: display) {
            case .strings(var document):
                // Loaded tables are checked and rendered, never edited: their bytes are not kept.
                document.discardSource()
                if let shipModel, document.deviceStop != nil {
                    let absolute = LexicalPath.absolute(full, base: LexicalPath.absolute(workingDirectory, base: "/"))
                    if shipModel.xcodeCopies(absolute) {
                        BuildFailure.explain(in: &document, converts: shipModel.buildConverts(absolute))
                    }
                }
                strings[lowered] = (table, document)
            case .stringsDict(let document):
                dicts[lowered] = (table, document)
            case .stringCatalog:
                continue
            }
        }
        var tables: [String: LocalizationTable] = [:]
        for lowered in Set(strings.keys).union(dicts.keys) {
            let name = strings[lowered]?.name ?? dicts[lowered]?.name ?? lowered
            tables[lowered] = LocalizationTable(
                name: name, language: language,
                strings: strings[lowered]?.document, stringsDict: dicts[lowered]?.document)
        }
        return tables
    }

    /// `document` with its `pushloc:disable` comments and nothing else (no entries, no findings: a file
    /// that is not loaded adds no finding of its own), or `nil` for a kind whose reader keeps no comments.
    private static func directiveCommentsOnly(_ document: TableDocument) -> TableDocument? {
        guard case .strings(var strings) = document, !strings.directiveComments.isEmpty else { return nil }
        strings.entries = []
        strings.diagnostics = []
        strings.discardSource()
        return .strings(strings)
    }

    private static func caseClash(display: String, other: String, table: String, language: String) -> Diagnostic {
        Diagnostic(
            RuleDescription.tableNameCase,
            message: "table '\(table)' differs from '\(other)' only in case; on a case-sensitive file system the device sees two tables. Rename one",
            location: SourceLocation(file: display, line: 1, column: 1), language: language, table: table)
    }

    /// `path` made absolute (against the process's current directory) with `.`, `..` and repeated
    /// slashes removed, lexically, as `URL.standardizedFileURL` does. Done on the string: every file
    /// and folder of a project passes through here, and a `URL` costs a `stat` and its own parsing
    /// (5% of checking the shipped data).
    static func standardized(_ path: String) -> String {
        // An absolute path needs no base: the current directory (a system call and a new string) is
        // asked for only for a relative one, where a check of an app asked for it per folder and file.
        LexicalPath.absolute(path, base: path.utf8.first == UInt8(ascii: "/") ? "/" : FileManager.default.currentDirectoryPath)
    }

    /// What ``displayPath(_:relativeTo:)`` puts before the name of a file in `folder` (`App/en.lproj/`,
    /// or nothing for `directory` itself), or `nil` when `folder` is not inside `directory` (see
    /// ``DisplayBase/displayPrefix(ofFolder:)``).
    static func displayPrefix(ofFolder folder: String, relativeTo directory: String) -> String? {
        DisplayBase(directory).displayPrefix(ofFolder: folder)
    }

    /// `path` relative to `directory` when it lies inside it (empty for `directory` itself), else as given.
    public static func displayPath(_ path: String, relativeTo directory: String) -> String {
        DisplayBase(directory).displayPath(path)
    }
}

/// The bundles asked for, each once (by its standardized path), with the tables wanted from it
/// (`nil`: all of them; a directory argument wins over file arguments).
struct BundleRequests {
    private(set) var all: [(bundle: DiscoveredBundle, tables: Set<String>?)] = []
    private var positions: [String: Int] = [:]

    mutating func add(_ bundle: DiscoveredBundle, table: String?) {
        let key = BundleLoader.standardized(bundle.path)
        guard let position = positions[key] else {
            positions[key] = all.count
            all.append((bundle, table.map { [$0] }))
            return
        }
        if let table, let tables = all[position].tables {
            all[position].tables = tables.union([table])
        } else {
            all[position].tables = nil
        }
    }
}

/// One `.lproj` folder to read, and the bundle it belongs to.
struct FolderJob: Sendable {
    let bundle: Int
    let folder: String
    /// The folder's entries as discovery listed them; `nil` to list it when it is loaded.
    var names: [String]?
    let filter: Set<String>?
}

/// One unit of the parallel load: an `.lproj` folder, or a String Catalog of a bundle.
enum LoadJob: Sendable {
    case folder(FolderJob)
    case catalog(bundle: Int, path: String)

    /// The catalog file's size (to start the largest first); 0 for a folder or an unreadable file.
    var byteSize: Int {
        guard case .catalog(_, let path) = self else { return 0 }
        return FileSize.of(path)
    }
}

/// What one ``LoadJob`` gives.
enum LoadedPart: Sendable {
    case folder(LoadedFolder)
    case catalog(CompiledCatalog)
}

/// A String Catalog read and compiled into one table per language it has (languages ICU does not
/// recognise are left out, as `.lproj` folders with such names are).
struct CompiledCatalog: Sendable {
    let document: StringCatalogDocument
    let tables: [(language: String, table: LocalizationTable)]
    /// A warning for each language code that is left out, at its first place in the catalog.
    let unknownLanguages: [Diagnostic]

    init(_ document: StringCatalogDocument) {
        self.document = document
        let name = document.tableName
        var unknown: [String] = []
        tables = StringCatalogCompiler.compile(document).compactMap { compiled in
            guard let language = BundleLoader.languageTag(forFolderName: compiled.language) else {
                unknown.append(compiled.language)
                return nil
            }
            return (language, LocalizationTable(name: name, language: language, strings: compiled.strings, stringsDict: compiled.plurals))
        }
        unknownLanguages = BundleLoader.unknownLanguages(unknown, in: document)
    }
}

extension BundleLoader {
    /// A warning for each language of a String Catalog that ICU does not recognise, at its first
    /// place: such a language is left out of the check, as an `.lproj` folder with such a name is.
    public static func unknownLanguages(in document: StringCatalogDocument) -> [Diagnostic] {
        unknownLanguages(document.languages.filter { languageTag(forFolderName: $0) == nil }, in: document)
    }

    /// The warnings for `unknown`, language codes ICU does not recognise, each at its first place in
    /// `document`; a code no entry of the document has (the compiler's added source language) gets none.
    static func unknownLanguages(_ unknown: [String], in document: StringCatalogDocument) -> [Diagnostic] {
        guard !unknown.isEmpty else { return [] }
        // Only for a catalog with such a language: the place where each first appears.
        var places: [String: SourceLocation] = [:]
        let wanted = Set(unknown)
        for entry in document.entries ?? [] {
            for localization in entry.localizations ?? [] where wanted.contains(localization.language) && places[localization.language] == nil {
                places[localization.language] = localization.languageLocation
            }
        }
        return unknown.compactMap { code in
            places[code].map { place in
                Diagnostic(
                    RuleDescription.unknownLocalization,
                    message: "'\(ControlCharacterEscaping.escaped(code))' is not a language identifier ICU recognises; its translations are not checked, and no device looks them up",
                    location: place)
            }
        }
    }
}


/// One `.lproj` folder read: its language (`nil` when ICU does not recognise the name) and tables.
struct LoadedFolder: Sendable {
    let folder: String
    let language: String?
    var tables: [String: LocalizationTable]
    let diagnostics: [Diagnostic]
    /// The files reported and not loaded (``LocalizedBundle/unloadedTableFiles``).
    let unloadedFiles: [TableDocument]
}
