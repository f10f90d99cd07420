import PushlocCatalog
import PushlocDiagnostics
import PushlocFormats
import Foundation

/// `pushloc-bench --ship [--runs N] [--pushloc PATH] DIR...`: what learning what an app ships costs, as
/// a share of a whole check of the app, and next to Foundation reading the same Xcode projects.
///
/// For each app folder:
/// - **check:** `pushloc check DIR --format json` as a process, best CPU time (user + system of the
///   child, all its threads) of `runs`: once with the cache off (a first run, as a CI job without a
///   kept cache folder has it), once with a cache folder already holding the project records (every
///   repeat run and pre-commit);
/// - **ship:** in this process, the same steps the check takes: the projects and manifests read
///   (``ShipModel``) and a verdict for every table file of every bundle, first without records, then
///   from records kept in memory. The share is of the first, cold run of each (a check runs them once,
///   with nothing warmed), and the best of `runs` warm ones is shown beside it;
/// - **Foundation:** `PropertyListSerialization` reading the same `project.pbxproj` files, best of `runs`:
///   what reading the projects would cost with Foundation's parser alone, before any walk; the ratio is
///   to the warm first-run ship step, which does the reading, the walk and every verdict.
enum ShipBenchmark {
    /// A store in memory: the recorded runs read what the first run wrote.
    private final class MemoryStore: XcodeProjectStore, @unchecked Sendable {
        private let lock = NSLock()
        private var records: [String: String] = [:]

        func record(for key: String) -> String? {
            lock.withLock { records[key] }
        }

        func store(_ record: String, for key: String) {
            lock.withLock { records[key] = record }
        }
    }

    static func run(arguments: [String], scratch: URL) throws {
        let parsed = AppFolderArguments(arguments, after: "--ship", defaultRuns: 7)
        let folders = parsed.folders
        let runs = parsed.runs
        let binary = parsed.binary
        guard let executable = AppFolderArguments.executable(binary, mode: "ship") else { return }
        guard !folders.isEmpty else {
            print("ship: give the folders of apps with an Xcode project (e.g. a clone of a public iOS app)")
            return
        }
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        print("ship: what ships (projects and manifests read, a verdict per table file) in this process, cold (its first")
        print("  run) and warm (best of \(runs)); the cold one as a share of `pushloc check DIR --format json` as a process (best")
        print("  CPU time of \(runs), all threads), first with the cache off, then with the project records kept. Foundation:")
        print("  PropertyListSerialization reading the same project.pbxproj files, best of \(runs). binary: \(executable)")
        print("")
        print("| app | project | check, first | ship, first (warm) | share | check, recorded | ship, recorded (warm) | share | Foundation reads the project | ratio |")
        print("|---|---|---|---|---|---|---|---|---|---|")
        for folder in folders {
            try row(folder: folder, runs: runs, executable: executable, scratch: scratch)
        }
    }

    private static func row(folder: URL, runs: Int, executable: String, scratch: URL) throws {
        let root = folder.path
        let survey = BundleDiscovery(workingDirectory: root).survey(under: root)
        let tables = survey.bundles.flatMap { bundle in
            bundle.lprojFolders.map { lproj in
                (folder: LexicalPath.absolute(lproj, base: root),
                 names: ((try? FileManager.default.contentsOfDirectory(atPath: lproj)) ?? []).filter(TableFormats.isLanguageFile).sorted())
            }
        }
        let projectFiles = survey.xcodeProjects.map { LexicalPath.absolute(PathText.joining($0, "project.pbxproj"), base: root) }
        let projectBytes = projectFiles.reduce(0) { $0 + FileSize.of($1) }
        let judge = { (store: MemoryStore?) in
            let model = ShipModel(
                projectPaths: survey.xcodeProjects, manifestPaths: survey.packageManifests, searchedFolders: [root],
                workingDirectory: root, projectStore: store)
            for table in tables { blackHole(model.verdicts(inFolder: table.folder, names: table.names)) }
        }
        let shipFirst = Measure.best(rounds: 1) { judge(MemoryStore?.none) }
        let shipFirstWarm = Measure.best(rounds: runs) { judge(MemoryStore?.none) }
        let store = MemoryStore()
        judge(store)
        let shipRecorded = Measure.best(rounds: 1) { judge(store) }
        let shipRecordedWarm = Measure.best(rounds: runs) { judge(store) }
        let foundation = Measure.best(rounds: runs) {
            for file in projectFiles {
                guard let data = FileManager.default.contents(atPath: file) else { continue }
                blackHole(try? PropertyListSerialization.propertyList(from: data, options: [], format: nil))
            }
        }
        let arguments = ["check", root, "--format", "json"]
        setenv("PUSHLOC_CACHE", "off", 1)
        let checkFirst = try StartupBenchmark.times(executable, arguments, in: scratch, runs: runs).cpu
        let cache = scratch.appendingPathComponent("ship-cache-\(folder.lastPathComponent)", isDirectory: true)
        try? FileManager.default.removeItem(at: cache)
        setenv("PUSHLOC_CACHE", "on", 1)
        setenv("PUSHLOC_CACHE_DIR", cache.path, 1)
        defer {
            unsetenv("PUSHLOC_CACHE")
            unsetenv("PUSHLOC_CACHE_DIR")
        }
        _ = try StartupBenchmark.times(executable, arguments, in: scratch, runs: 1)   // writes the records
        let checkRecorded = try StartupBenchmark.times(executable, arguments, in: scratch, runs: runs).cpu
        let milliseconds = { (seconds: Double) in String(format: "%.2f ms", seconds * 1000) }
        let share = { (part: Double, whole: Double) in String(format: "%.1f%%", 100 * part / max(whole, 1e-9)) }
        print("| \(folder.lastPathComponent) | \(projectFiles.count), \(projectBytes / 1024) KB | \(milliseconds(checkFirst)) | "
              + "\(milliseconds(shipFirst)) (\(milliseconds(shipFirstWarm))) | \(share(shipFirst, checkFirst)) | \(milliseconds(checkRecorded)) | "
              + "\(milliseconds(shipRecorded)) (\(milliseconds(shipRecordedWarm))) | \(share(shipRecorded, checkRecorded)) | \(milliseconds(foundation)) | "
              + String(format: "%.1fx |", foundation / max(shipFirstWarm, 1e-9)))
    }
}
