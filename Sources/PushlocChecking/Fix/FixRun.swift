import PushlocCatalog
import PushlocChecks
import PushlocDiagnostics
import PushlocFormats
import Foundation
import PushlocOutputFiles
import PushlocRules
import PushlocStringsFile

/// `pushloc check --fix`: the ``StringsFixer`` fixes of the `.strings` files the session checks,
/// made before the check so that the report shows what is left.
///
/// What it promises: only edits with one right answer; one run reaches the fixed point; a fix is
/// made only where its finding would be reported (rule on, no `pushloc:disable` comment over it)
/// and only in the files named (file arguments, else the checked folders); nothing is written
/// outside the project root (a table whose real path is outside is left, with a line that says so;
/// a link inside is fixed at its target, once); a rewritten file keeps its mode and owner, and one
/// with more than one hard link, or changed since it was read, is left as it is, with a line.
package enum FixRun {
    /// One file's fixes.
    package struct Change: Sendable {
        /// The file as findings name it.
        package var path: String
        /// The file written: the real path, links resolved.
        package var target: String
        /// Its bytes before and after.
        package var before: [UInt8]
        package var after: [UInt8]
        /// What was fixed, at the lines of the file before.
        package var fixes: [StringsFixer.Fix]
        /// The file's encoding, and where its decoded texts before and after differ.
        var encoding: StringsEncoding
        var hasByteOrderMark: Bool
        var regions: ChangedRegions
    }

    /// The changes to make, and a line for each file that will not be fixed (`path: not fixed: why`).
    package struct Plan: Sendable {
        package var changes: [Change] = []
        package var notes: [String] = []
    }

    /// The fixes of the session's `.strings` files. A translation's fixes that need the development
    /// string take it from its bundle's reference copy of the table.
    package static func plan(in session: CheckSession) throws(CheckSessionError) -> Plan {
        let scope = FixScope(roots: try session.roots(), workingDirectory: session.workingDirectory)
        var found: [(change: Change, isInside: Bool)] = []
        try session.forEachBatch { bundles in
            for bundle in bundles {
                // Each reference table is indexed once, for all the languages compared with it.
                var references: [String: StringsDocument?] = [:]
                for localization in bundle.localizations {
                    for (name, table) in localization.tables {
                        // Only a file in the `.strings` grammar takes these edits (not a catalog's compiled table).
                        guard let path = table.strings?.path, TableFormats.format(forPath: path) is StringsFormat,
                              scope.isNamed(scope.absolute(path)) else { continue }
                        var reference: StringsDocument?
                        if localization.language != bundle.developmentLanguage {
                            if let known = references[name] {
                                reference = known
                            } else {
                                reference = bundle.referenceTable(named: table.name)?.strings?.indexed()
                                references[name] = .some(reference)
                            }
                        }
                        if let change = change(of: path, reference: reference, session: session, scope: scope) {
                            found.append(change)
                        }
                    }
                }
            }
        }
        var plan = Plan()
        var targets: Set<String> = []
        for (change, isInside) in found.sorted(by: { $0.change.path < $1.change.path }) {
            guard isInside else {
                plan.notes.append("\(change.path): not fixed: it is a link to a file outside the project (--fix writes only inside \(scope.projectRoot))")
                continue
            }
            // Two paths that reach one file (through a link) fix it once.
            guard targets.insert(change.target).inserted else { continue }
            var status = stat()
            if lstat(change.target, &status) == 0, status.st_nlink > 1 {
                plan.notes.append("\(change.path): not fixed: it has \(status.st_nlink) hard links; fix it by hand or break the link")
                continue
            }
            plan.changes.append(change)
        }
        return plan
    }

    /// The fixes of one file, read from disk at its real path; `nil` when there is nothing to fix.
    /// `reference` is the indexed development-language copy of the table, `nil` for a file of the
    /// development language.
    static func change(of path: String, reference: StringsDocument?, session: CheckSession, scope: FixScope) -> (Change, Bool)? {
        guard let target = OutputFolder.realPath(scope.absolute(path)), let bytes = PlainFile.read(target) else { return nil }
        let developmentText: ((String) -> String?)? = reference.map { document in
            { key in document.lastIndex(forKey: key).map { document.entries[$0].value } }
        }
        let rounds = FixRounds(bytes, path: path, developmentText: developmentText) { document in
            reportedFindings(in: document, session: session)
        }
        guard rounds.after != bytes else { return nil }
        let change = Change(
            path: path, target: target, before: bytes, after: rounds.after, fixes: rounds.fixes,
            encoding: rounds.document.encoding, hasByteOrderMark: rounds.document.hasByteOrderMark, regions: rounds.regions)
        return (change, scope.isInsideProject(target))
    }

    /// Whether the finding a fix of `document` takes away would be reported: its rule is on
    /// (`rules:`, `--only-rule`), the file is not excluded, and no `pushloc:disable` comment of the
    /// document covers its line.
    private static func reportedFindings(in document: StringsDocument, session: CheckSession) -> (StringsFixer.Fix) -> Bool {
        let pipeline = session.findingPipeline(suppressions: Suppressions(directives: SuppressionScanner.directives(in: document)))
        let path = document.path
        return { fix in
            // Every fix names a rule of the registry (StringsFixer.rules); one that did not is reported.
            guard let rule = RuleRegistry.rule(fix.rule) else { return true }
            let finding = Diagnostic(rule, message: fix.summary, location: SourceLocation(file: path, line: fix.line, column: 1))
            return pipeline.current([finding]).contains { $0.rule == fix.rule && $0.location?.line == fix.line }
        }
    }

    /// Writes every change, each file atomically with its mode and owner. Gives the changes written
    /// and a line for each file left as it is (`path: not fixed: why`).
    package static func write(_ changes: [Change]) throws(CheckSessionError) -> (written: [Change], notes: [String]) {
        var written: [Change] = [], notes: [String] = []
        for change in changes {
            do {
                switch try FileReplacement.replace(change.target, expecting: change.before, with: change.after) {
                case .replaced: written.append(change)
                case .refused(let reason): notes.append("\(change.path): not fixed: \(reason)")
                }
            } catch {
                throw CheckSessionError("--fix: \(error.description)")
            }
        }
        return (written, notes)
    }

    /// The unified diff of every change, as `--fix --dry-run` prints it (`git apply` takes it), and a
    /// line for each file whose diff is not shown (one not in UTF-8).
    package static func diff(_ changes: [Change]) -> (diff: String, notes: [String]) {
        var diff = "", notes: [String] = []
        for change in changes {
            if let text = FixDiff.render(change) {
                diff += text
            } else {
                let kind = change.encoding == .utf8 ? "not valid UTF-8" : "\(change.encoding.rawValue.uppercased()) file"
                notes.append("\(change.path): \(change.fixes.count) fix\(change.fixes.count == 1 ? "" : "es") pending (\(kind); diff not shown)")
            }
        }
        return (diff, notes)
    }

    /// One line per fix: `path:line: fixed: summary [rule]`.
    package static func summary(_ changes: [Change]) -> String {
        changes.flatMap { change in
            change.fixes.map { "\(change.path):\($0.line): fixed: \($0.summary) [\($0.rule)]\n" }
        }.joined()
    }
}
