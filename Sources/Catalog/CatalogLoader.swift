import Diagnostics
import Foundation
import ICU
import StringsFile

/// Finds `<lang>.lproj` folders under the given paths and loads their `.strings` and `.stringsdict` files.
public enum CatalogLoader {
    /// Loads a catalog.
    ///
    /// - Parameters:
    ///   - paths: folders to search for `.lproj` folders (recursively), or individual `.strings` /
    ///     `.stringsdict` files (as pre-commit passes them). For a file, that table is loaded from every
    ///     sibling `.lproj`, because arity checks need every language.
    ///   - base: the development language (`--base`); `nil` picks `en`, then `Base`.
    ///   - workingDirectory: paths in diagnostics are shown relative to it.
    /// - Throws: ``CatalogError`` for a missing path, unreadable file, or no development language.
    public static func load(paths: [String], base: String? = nil, workingDirectory: String = FileManager.default.currentDirectoryPath) throws(CatalogError) -> Catalog {
        var roots: [String] = []
        var tableFilter: Set<String>? = nil
        let fileManager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw .pathNotFound(path)
            }
            if isDirectory.boolValue {
                if path.hasSuffix(".lproj") {
                    roots.append((path as NSString).deletingLastPathComponent)
                } else {
                    roots.append(path)
                }
            } else {
                let folder = (path as NSString).deletingLastPathComponent
                let table = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
                roots.append(folder.hasSuffix(".lproj") ? (folder as NSString).deletingLastPathComponent : folder)
                tableFilter = (tableFilter ?? []).union([table.lowercased()])
            }
        }
        var seen = Set<String>()
        var lprojFolders: [String] = []
        for root in roots {
            for folder in findLprojFolders(under: root.isEmpty ? "." : root) where seen.insert(standardized(folder)).inserted {
                lprojFolders.append(folder)
            }
        }
        var diagnostics: [Diagnostic] = []
        var byLanguage: [String: (path: String, tables: [String: LocalizationTable])] = [:]
        let folders = lprojFolders.sorted()
        let filter = tableFilter
        let languages = folders.map { languageTag(forFolderName: (($0 as NSString).lastPathComponent as NSString).deletingPathExtension) }
        // Reading, parsing and format parsing are independent per folder: spread them over the cores.
        let loaded = ParallelMap.map(Array(folders.indices)) { position -> Result<([String: LocalizationTable], [Diagnostic]), CatalogError> in
            guard let language = languages[position] else { return .success(([:], [])) }
            var found: [Diagnostic] = []
            do throws(CatalogError) {
                let tables = try loadTables(in: folders[position], language: language, filter: filter, workingDirectory: workingDirectory, diagnostics: &found)
                return .success((tables, found))
            } catch {
                return .failure(error)
            }
        }
        for (position, folder) in folders.enumerated() {
            let folderName = ((folder as NSString).lastPathComponent as NSString).deletingPathExtension
            let display = displayPath(folder, relativeTo: workingDirectory)
            guard let language = languages[position] else {
                diagnostics.append(Diagnostic(
                    rule: RuleID.syntax, severity: .warning,
                    message: "'\(folderName).lproj' is not a language identifier ICU recognises; its files are not checked",
                    location: SourceLocation(file: display, line: 1, column: 1)))
                continue
            }
            let tables: [String: LocalizationTable]
            switch loaded[position] {
            case .success(let result):
                tables = result.0
                diagnostics += result.1
            case .failure(let error):
                throw error
            }
            if var existing = byLanguage[language] {
                for (key, table) in tables where existing.tables[key] == nil { existing.tables[key] = table }
                byLanguage[language] = existing
                diagnostics.append(Diagnostic(
                    rule: RuleID.syntax, severity: .warning,
                    message: "'\(folderName).lproj' is the same language (\(language)) as \(existing.path); the device uses only one of them",
                    location: SourceLocation(file: display, line: 1, column: 1), language: language))
            } else {
                byLanguage[language] = (display, tables)
            }
        }
        let localizations = byLanguage.map { Localization(language: $0.key, path: $0.value.path, tables: $0.value.tables) }
        return try Catalog(localizations: localizations, base: base, diagnostics: diagnostics)
    }

    /// The canonical tag for an `.lproj` folder name (`pt_BR` -> `pt-BR`, `English` -> `en`), `Base` kept.
    public static func languageTag(forFolderName name: String) -> String? {
        if name.caseInsensitiveCompare("Base") == .orderedSame { return "Base" }
        return LocaleTag.canonical(lprojName: name)
    }

    private static func loadTables(
        in folder: String, language: String, filter: Set<String>?, workingDirectory: String, diagnostics: inout [Diagnostic]
    ) throws(CatalogError) -> [String: LocalizationTable] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        } catch {
            throw .unreadable(path: displayPath(folder, relativeTo: workingDirectory), reason: error.localizedDescription)
        }
        var strings: [String: (name: String, document: StringsDocument)] = [:]
        var dicts: [String: (name: String, document: StringsDictDocument)] = [:]
        for file in names {
            let ext = (file as NSString).pathExtension
            guard ext == "strings" || ext == "stringsdict" else { continue }
            let table = (file as NSString).deletingPathExtension
            let lowered = table.lowercased()
            if let filter, !filter.contains(lowered) { continue }
            let full = (folder as NSString).appendingPathComponent(file)
            let display = displayPath(full, relativeTo: workingDirectory)
            let bytes: [UInt8]
            do {
                bytes = Array(try Data(contentsOf: URL(fileURLWithPath: full)))
            } catch {
                throw .unreadable(path: display, reason: error.localizedDescription)
            }
            if ext == "strings" {
                if let other = strings[lowered] {
                    diagnostics.append(caseClash(display: display, other: other.name, table: table, language: language))
                    continue
                }
                strings[lowered] = (table, StringsParser.parse(bytes, path: display))
            } else {
                if let other = dicts[lowered] {
                    diagnostics.append(caseClash(display: display, other: other.name, table: table, language: language))
                    continue
                }
                dicts[lowered] = (table, StringsDictParser.parse(bytes, path: display))
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

    private static func caseClash(display: String, other: String, table: String, language: String) -> Diagnostic {
        Diagnostic(
            rule: RuleID.tableNameCase, severity: .warning,
            message: "table '\(table)' differs from '\(other)' only in case; on a case-sensitive file system the device sees two tables. Rename one",
            location: SourceLocation(file: display, line: 1, column: 1), language: language, table: table)
    }

    private static func findLprojFolders(under root: String) -> [String] {
        if root.hasSuffix(".lproj") { return [root] }
        var result: [String] = []
        var pending = [root]
        var visited = 0
        let skipped: Set<String> = [".build", ".git", "node_modules", "Pods", "DerivedData", "Carthage"]
        while let folder = pending.popLast(), visited < 100_000 {
            visited += 1
            guard let children = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for child in children where !skipped.contains(child) && !child.hasPrefix(".build") {
                let full = folder == "." ? child : (folder as NSString).appendingPathComponent(child)
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
                if child.hasSuffix(".lproj") {
                    result.append(full)
                } else if !child.hasPrefix(".") {
                    pending.append(full)
                }
            }
        }
        return result
    }

    private static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// `path` relative to `directory` when it lies inside it, else as given.
    public static func displayPath(_ path: String, relativeTo directory: String) -> String {
        let absolute = standardized(path)
        let base = standardized(directory)
        let prefix = base.hasSuffix("/") ? base : base + "/"
        if absolute.hasPrefix(prefix) { return String(absolute.dropFirst(prefix.count)) }
        return path
    }
}
