@testable import PushlocChecking
import PushlocChecks
import PushlocReporters
import Foundation
import PushlocTestSupport
import Testing

/// A pre-commit run served by the cache reports exactly what a run without it reports.
@Suite struct PreCommitCacheTests {
    /// An app of seven languages with errors in several of them, a region variant, `Base` and a
    /// language whose file is empty.
    static func app() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write(".pushloc.yml", "")
        try folder.write("templates/.keep", "")
        try folder.write("App/en.lproj/Localizable.strings", "\"A\" = \"%@ invited you\";\n\"B\" = \"Inbox\";\n\"C\" = \"%d files\";\n\"D\" = \"{name} joined\";\n\"E\" = \"100%%\";\n")
        try folder.write("App/Base.lproj/Localizable.strings", "\"A\" = \"%@ invited you\";\n")
        try folder.write("App/de.lproj/Localizable.strings", "\"A\" = \"%@ hat dich eingeladen\";\n\"B\" = \"Posteingang\";\n\"C\" = \"%d Dateien\";\n")
        try folder.write("App/fr.lproj/Localizable.strings", "\"A\" = \"%@ vous a invité\";\n\"B\" = \"Boîte\";\n\"C\" = \"%@ fichiers\";\n\"D\" = \"a rejoint\";\n")
        try folder.write("App/fr-CA.lproj/Localizable.strings", "\"B\" = \"Boîte de réception\";\n")
        try folder.write("App/nl.lproj/Localizable.strings", "\"A\" = \"%@ en %@ nodigden je uit\";\n\"B\" = \"Inbox\";\n\"Z\" = \"extra\";\n")
        try folder.write("App/zh-Hans.lproj/Localizable.strings", "\"A\" = \"%d 邀请了你\";\n\"B\" = \"收件箱\" \n")
        try folder.write("App/ja.lproj/Localizable.strings", "")
        try folder.write("App/ja.lproj/Other.strings", "\"X\" = \"%@\";\n")
        return folder
    }

    /// Runs `check` on `files` (relative to `folder`) with `cache`; the outcome and its text and JSON reports.
    static func run(
        _ files: [String], in folder: TemporaryFolder, cache: PreCommitCacheSetting, tool: String = "test", onlyRules: [String] = []
    ) throws -> (use: PreCommitCacheUse, exit: Int32, text: String) {
        var request = CheckRequest()
        request.onlyRules = onlyRules
        request.paths = files.map { folder.path($0) }
        request.templates = folder.path("templates")
        request.configFile = folder.path(".pushloc.yml")
        request.cache = cache
        request.toolIdentity = tool
        let outcome = try CheckSession(request, workingDirectory: folder.root.path).run()
        return (outcome.preCommitCache, outcome.exitCode, TextFormat().render(outcome.report) + JSONFormat().render(outcome.report))
    }

    /// Runs `files` without a cache, then twice with one (the first fills it, the second uses it), and
    /// expects the same reports; returns the second cached run's use.
    @discardableResult
    static func expectSameWithCache(_ files: [String], in folder: TemporaryFolder, cacheFolder: String) throws -> PreCommitCacheUse {
        let plain = try run(files, in: folder, cache: .off)
        let first = try run(files, in: folder, cache: .folder(cacheFolder))
        let second = try run(files, in: folder, cache: .folder(cacheFolder))
        #expect(first.text == plain.text && first.exit == plain.exit, "\(files)")
        #expect(second.text == plain.text && second.exit == plain.exit, "\(files)")
        #expect(plain.use == .unused)
        return second.use
    }

    @Test func aChangedTranslationIsServedByTheCacheWithTheSameReport() throws {
        let folder = try Self.app()
        let cache = try TemporaryFolder()
        let files = ["App/fr.lproj/Localizable.strings"]
        #expect(try Self.run(files, in: folder, cache: .folder(cache.root.path)).use == .miss)
        #expect(try Self.expectSameWithCache(files, in: folder, cacheFolder: cache.root.path) == .hit)
        // A new error in the changed file, and a fix of an old one: still the same as without a cache.
        try folder.write("App/fr.lproj/Localizable.strings", "\"A\" = \"%@ et %@ vous ont invité\";\n\"B\" = \"Boîte\";\n\"C\" = \"%d fichiers\";\n")
        #expect(try Self.expectSameWithCache(files, in: folder, cacheFolder: cache.root.path) == .hit)
        for language in ["de", "nl", "zh-Hans", "fr-CA", "ja"] {
            let changed = ["App/\(language).lproj/Localizable.strings"]
            try Self.expectSameWithCache(changed, in: folder, cacheFolder: cache.root.path)
        }
        try Self.expectSameWithCache(["App/de.lproj/Localizable.strings", "App/nl.lproj/Localizable.strings", "App/ja.lproj/Other.strings"],
                                     in: folder, cacheFolder: cache.root.path)
    }

    @Test func aRunOfSomeRulesNeitherReadsNorFillsTheCache() throws {
        let folder = try Self.app()
        let cache = try TemporaryFolder()
        let files = ["App/fr.lproj/Localizable.strings"]
        let some = try Self.run(files, in: folder, cache: .folder(cache.root.path), onlyRules: ["argument-extra"])
        #expect(some.use == .unused)
        #expect(some.text == (try Self.run(files, in: folder, cache: .off, onlyRules: ["argument-extra"])).text)
        #expect(try Self.run(files, in: folder, cache: .folder(cache.root.path)).use == .miss)
    }

    @Test func aChangedDevelopmentFileChecksEveryLanguage() throws {
        let folder = try Self.app()
        let cache = try TemporaryFolder()
        try folder.write("App/en.lproj/Localizable.strings", "\"A\" = \"%d people invited you\";\n\"B\" = \"Inbox\";\n")
        #expect(try Self.expectSameWithCache(["App/en.lproj/Localizable.strings"], in: folder, cacheFolder: cache.root.path) == .unused)
        #expect(try Self.expectSameWithCache(["App/Base.lproj/Localizable.strings"], in: folder, cacheFolder: cache.root.path) == .unused)
    }

    @Test func aKeyReadAsTextWithArgumentsChecksEveryLanguage() throws {
        let folder = try Self.app()
        let cache = try TemporaryFolder()
        // The key is its development text, and the translations agree on an argument it lacks.
        for language in ["de", "nl", "fr"] {
            try folder.write("App/\(language).lproj/Localizable.strings", "\"A\" = \"%@\";\n\"Retry in minutes\" = \"%1$@ min\";\n")
        }
        #expect(try Self.expectSameWithCache(["App/fr.lproj/Localizable.strings"], in: folder, cacheFolder: cache.root.path) == .miss)
    }

    @Test func aCorruptOrForeignCacheFileIsIgnored() throws {
        let folder = try Self.app()
        let cache = try TemporaryFolder()
        let files = ["App/fr.lproj/Localizable.strings"]
        let plain = try Self.run(files, in: folder, cache: .off)
        _ = try Self.run(files, in: folder, cache: .folder(cache.root.path))
        let names = try FileManager.default.contentsOfDirectory(atPath: cache.root.path).filter { $0.hasSuffix(".cache") }
        #expect(names.count == 1)
        let path = cache.path(names[0])
        let good = try String(contentsOfFile: path, encoding: .utf8)
        let damaged = [
            String(good.dropLast(20)),                                         // truncated
            good.replacingOccurrences(of: "\t", with: " "),                    // fields run together
            good.replacingOccurrences(of: "language\tde\t", with: "language\tde\tzz"),
            "garbage\u{0}\u{1}",
            "",
        ]
        for text in damaged {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            let run = try Self.run(files, in: folder, cache: .folder(cache.root.path))
            #expect(run.use == .miss && run.text == plain.text && run.exit == plain.exit)
        }
        // The file as written is read again.
        try good.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try Self.run(files, in: folder, cache: .folder(cache.root.path)).use == .hit)
        // A cache path that is a folder, or not writable, leaves the run as it is.
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let blocked = try Self.run(files, in: folder, cache: .folder(cache.root.path))
        #expect(blocked.use == .miss && blocked.text == plain.text)
    }

    @Test func anotherBuildOfPushlocDoesNotReadTheRecords() throws {
        let folder = try Self.app()
        let cache = try TemporaryFolder()
        let files = ["App/de.lproj/Localizable.strings"]
        #expect(try Self.run(files, in: folder, cache: .folder(cache.root.path), tool: "1").use == .miss)
        #expect(try Self.run(files, in: folder, cache: .folder(cache.root.path), tool: "1").use == .hit)
        #expect(try Self.run(files, in: folder, cache: .folder(cache.root.path), tool: "2").use == .miss)
        // An unchanged language's file changed since the records were made: a miss, then a hit again.
        try folder.write("App/nl.lproj/Localizable.strings", "\"A\" = \"%@ nodigde je uit\";\n")
        #expect(try Self.run(files, in: folder, cache: .folder(cache.root.path), tool: "2").use == .miss)
        #expect(try Self.expectSameWithCache(files, in: folder, cacheFolder: cache.root.path) == .hit)
    }

    @Test func theCacheFolderStaysBounded() throws {
        let cache = try TemporaryFolder()
        let store = PreCommitCache(folder: cache.root.path)
        let record = PreCommitCache.Record(digest: String(repeating: "0", count: 32), files: 1, entries: 2, coverage: (1, 1, 0))
        for index in 0..<(PreCommitCache.fileLimit + 5) { store.store(["fr": record], identity: "bundle \(index)") }
        let names = try FileManager.default.contentsOfDirectory(atPath: cache.root.path)
        #expect(names.count == PreCommitCache.fileLimit && names.allSatisfy(PreCommitCache.isCacheFile))
        #expect(store.records(identity: "bundle \(PreCommitCache.fileLimit + 4)") == ["fr": record])
        // A line written by another tool, or a record of another identity, is no record.
        #expect(PreCommitCache.parse(PreCommitCache.serialize(["fr": record], identity: "a"), identity: "b") == nil)
        #expect(PreCommitCache.parse(PreCommitCache.serialize(["fr": record], identity: "a"), identity: "a") == ["fr": record])
    }

    @Test func aMissingCacheFolderIsMadeForItsOwnerAndABlockedOneIsLeftAlone() throws {
        let root = try TemporaryFolder()
        let record = PreCommitCache.Record(digest: String(repeating: "0", count: 32), files: 1, entries: 2, coverage: (1, 1, 0))
        // Its parents are made too, and only the owner may enter it.
        let nested = root.root.path + "/home/.cache/pushloc"
        PreCommitCache(folder: nested).store(["fr": record], identity: "bundle")
        #expect(PreCommitCache(folder: nested).records(identity: "bundle") == ["fr": record])
        let mode = (try FileManager.default.attributesOfItem(atPath: nested)[.posixPermissions] as? NSNumber)?.intValue
        #expect(mode == 0o700)
        // A file where the folder should be: nothing is written, and nothing fails.
        try Data("not a folder".utf8).write(to: root.root.appendingPathComponent("blocked"))
        PreCommitCache(folder: root.root.path + "/blocked").store(["fr": record], identity: "bundle")
        PreCommitCache(folder: root.root.path + "/blocked/below").store(["fr": record], identity: "bundle")
        #expect(try String(contentsOfFile: root.root.path + "/blocked", encoding: .utf8) == "not a folder")
        // Trimming removes only the cache's own regular files, oldest first.
        let store = PreCommitCache(folder: root.root.path + "/trimmed")
        store.store(["fr": record], identity: "first")
        try Data("keep".utf8).write(to: URL(fileURLWithPath: root.root.path + "/trimmed/notes.txt"))
        try FileManager.default.createDirectory(atPath: root.root.path + "/trimmed/" + String(repeating: "a", count: 32) + ".cache", withIntermediateDirectories: false)
        var old = utimbuf(actime: 1, modtime: 1)
        _ = utime(root.root.path + "/trimmed/" + PreCommitCache.fileName(identity: "first"), &old)
        for index in 0..<PreCommitCache.fileLimit { store.store(["fr": record], identity: "bundle \(index)") }
        let left = try FileManager.default.contentsOfDirectory(atPath: root.root.path + "/trimmed")
        #expect(left.count == PreCommitCache.fileLimit + 2 && left.contains("notes.txt"))
        #expect(store.records(identity: "first").isEmpty && store.records(identity: "bundle 0") == ["fr": record])
    }

    /// Every translation file of the shipped data and of the test fixtures, as a pre-commit run passes
    /// it: the same report with the cache as without.
    @Test func theRepositorysTablesGiveTheSameReportWithTheCache() throws {
        let root = Repository.root
        let cache = try TemporaryFolder()
        var files: [String] = []
        for top in ["Localizations", "Tests/Fixtures"] {
            guard let walker = FileManager.default.enumerator(atPath: root.appendingPathComponent(top).path) else { continue }
            for case let path as String in walker where path.hasSuffix(".strings") || path.hasSuffix(".stringsdict") {
                let folder = (path as NSString).deletingLastPathComponent
                guard folder.hasSuffix(".lproj"), !folder.hasSuffix("en.lproj"), !folder.hasSuffix("Base.lproj") else { continue }
                files.append(top + "/" + path)
            }
        }
        files.sort()
        // Every third file keeps the run short; then three languages changed at once.
        var runs = stride(from: 0, to: files.count, by: 3).map { [files[$0]] }
        runs.append(Array(files.prefix(3)))
        var hits = 0
        for changed in runs {
            let plain = try Self.run(at: root, changed, cache: .off)
            for _ in 0..<2 {
                let cached = try Self.run(at: root, changed, cache: .folder(cache.root.path))
                #expect(cached.text == plain.text && cached.exit == plain.exit, "\(changed)")
                if cached.use == .hit { hits += 1 }
            }
        }
        #expect(runs.count > 10 && hits >= runs.count)
    }

    static func run(at root: URL, _ files: [String], cache: PreCommitCacheSetting) throws -> (use: PreCommitCacheUse, exit: Int32, text: String) {
        let empty = try TemporaryFolder()
        var request = CheckRequest()
        request.paths = files.map { root.appendingPathComponent($0).path }
        request.templates = empty.root.path
        request.configFile = try empty.write("pushloc.yml", "").path
        request.cache = cache
        request.toolIdentity = "test"
        do {
            let outcome = try CheckSession(request, workingDirectory: root.path).run()
            return (outcome.preCommitCache, outcome.exitCode, TextFormat().render(outcome.report) + JSONFormat().render(outcome.report))
        } catch {
            return (.unused, 2, "\(error)")
        }
    }
}
