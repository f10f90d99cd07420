import Catalog
import Checks
import Formats
import Foundation
import OutputFiles
import StringsFile

/// `pushloc check --fix`: the ``StringsFixer`` fixes of every `.strings` file the session checks,
/// made before the check so that the report shows what is left.
package enum FixRun {
    /// One file's fixes.
    package struct Change: Sendable {
        /// The file as findings name it.
        package var path: String
        /// Its bytes before and after.
        package var before: [UInt8]
        package var after: [UInt8]
        /// What was fixed.
        package var fixes: [StringsFixer.Fix]
    }

    /// The fixes of every `.strings` file of the session's bundles. A translation's fixes that need
    /// the development string take it from its bundle's reference copy of the table.
    package static func changes(in session: CheckSession) throws(CheckSessionError) -> [Change] {
        var changes: [Change] = []
        try session.forEachBatch { bundles in
            for bundle in bundles {
                // Each reference table is indexed once, for all the languages compared with it.
                var references: [String: StringsDocument?] = [:]
                for localization in bundle.localizations {
                    for (name, table) in localization.tables {
                        // Only a file in the `.strings` grammar takes these edits (not a catalog's compiled table).
                        guard let path = table.strings?.path, TableFormats.format(forPath: path) is StringsFormat else { continue }
                        var reference: StringsDocument?
                        if localization.language != bundle.developmentLanguage {
                            if let known = references[name] {
                                reference = known
                            } else {
                                reference = bundle.referenceTable(named: table.name)?.strings?.indexed()
                                references[name] = .some(reference)
                            }
                        }
                        if let change = change(of: path, reference: reference, workingDirectory: session.workingDirectory) {
                            changes.append(change)
                        }
                    }
                }
            }
        }
        return changes.sorted { $0.path < $1.path }
    }

    /// The fixes of one file, read again from disk with its bytes kept; `nil` when there is nothing to fix.
    /// `reference` is the indexed development-language copy of the table, `nil` for a file of the
    /// development language.
    static func change(of path: String, reference: StringsDocument?, workingDirectory: String) -> Change? {
        let full = path.hasPrefix("/") ? path : (workingDirectory as NSString).appendingPathComponent(path)
        guard let bytes = PlainFile.read(full) else { return nil }
        let document = StringsParser.parse(bytes, path: path)
        let developmentText: ((String) -> String?)? = reference.map { document in
            { key in document.lastIndex(forKey: key).map { document.entries[$0].value } }
        }
        let (edits, fixes) = StringsFixer.fixes(for: document, developmentText: developmentText)
        guard !edits.isEmpty, let after = document.bytes(applying: edits), after != bytes else { return nil }
        return Change(path: path, before: bytes, after: after, fixes: fixes)
    }

    /// Writes every change atomically, to the file a link names when the path is a link.
    package static func write(_ changes: [Change], workingDirectory: String) throws(CheckSessionError) {
        for change in changes {
            let full = change.path.hasPrefix("/") ? change.path : (workingDirectory as NSString).appendingPathComponent(change.path)
            let target = OutputFolder.realPath(full) ?? full
            do {
                try AtomicFile.write(change.after, to: target)
            } catch {
                throw CheckSessionError("--fix: \(error.description)")
            }
        }
    }

    /// The unified diff of every change, as `--fix --dry-run` prints it.
    package static func diff(_ changes: [Change]) -> String {
        changes.map { change in
            UnifiedDiff.render(path: change.path, old: text(change.before), new: text(change.after))
        }.joined()
    }

    /// One line per fix: `path:line: fixed: summary [rule]`.
    package static func summary(_ changes: [Change]) -> String {
        changes.flatMap { change in
            change.fixes.map { "\(change.path):\($0.line): fixed: \($0.summary) [\($0.rule)]\n" }
        }.joined()
    }

    private static func text(_ bytes: [UInt8]) -> String {
        StringsParser.parse(bytes, path: "").decodedUTF8.map { String(decoding: $0, as: UTF8.self) } ?? String(decoding: bytes, as: UTF8.self)
    }
}
