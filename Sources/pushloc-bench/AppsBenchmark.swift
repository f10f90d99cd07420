import PushlocCatalog
import Foundation

/// `pushloc-bench --apps [--runs N] [--pushloc PATH] DIR...`: `pushloc check --format json` (no templates) once per app
/// folder, each run a separate process, next to Foundation reading and parsing the same files in this
/// process, with the check's peak RSS; one table row per app.
///
/// Without folders, the two generated apps are measured: the real-app-shaped corpus and the
/// many-small-files app (``AppCorpusGenerator/smallFilesApp(seed:)``).
enum AppsBenchmark {
    /// One app's figures.
    struct Row {
        let name: String
        let bytes: Int
        let files: Int
        let pushlocMilliseconds: Double
        let foundationMilliseconds: Double
        let peakKilobytes: Int
    }

    /// The runs per app when `--runs` is not given.
    static let defaultRuns = 7

    /// Parses `--apps`'s arguments (every argument after `--apps` that is not an option) and prints the table.
    static func run(arguments: [String], scratch: URL) throws {
        let parsed = AppFolderArguments(arguments, after: "--apps", defaultRuns: defaultRuns)
        var folders = parsed.folders
        let runs = parsed.runs
        let binary = parsed.binary
        if folders.isEmpty {
            let app = scratch.appendingPathComponent("App", isDirectory: true)
            let small = scratch.appendingPathComponent("SmallFilesApp", isDirectory: true)
            _ = try AppCorpusGenerator(seed: 7).write(to: app)
            _ = try AppCorpusGenerator.smallFilesApp(seed: 11).write(to: small)
            folders = [app, small]
        }
        try table(folders: folders, runs: runs, scratch: scratch, binary: binary)
    }

    /// Measures every folder and prints the table; `binary` is the `pushloc` to run (by default the one
    /// beside this benchmark).
    static func table(folders: [URL], runs: Int, scratch: URL, binary: String? = nil) throws {
        guard let binary = AppFolderArguments.executable(binary, mode: "apps") else { return }
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        print("apps: `pushloc check DIR --format json` (no templates), one process per run, median of \(runs) runs, wall clock;")
        print("  Foundation: the same files read (Data(contentsOf:)) and parsed in this process (PropertyListSerialization for")
        print("  .strings/.stringsdict, JSONSerialization for .xcstrings), median of \(runs); peak RSS of one more check from wait4.")
        print("  binary: \(binary)")
        print("")
        var rows: [Row] = []
        for folder in folders {
            let files = checkedFiles(under: folder.path)
            let bytes = files.reduce(0) { $0 + FileSize.of($1) }
            let arguments = ["check", folder.path, "--format", "json"]
            // Runs alternate with Foundation's parse, so drift on a shared machine touches both alike.
            var ours: [Double] = []
            var theirs: [Double] = []
            _ = try StartupBenchmark.wallTime(binary, arguments, in: scratch, runs: 1)   // warms the page cache
            for _ in 0..<runs {
                ours.append(try StartupBenchmark.wallTime(binary, arguments, in: scratch, runs: 1))
                theirs.append(try Measure.best(rounds: 1) { try parseWithFoundation(files) })
            }
            let peak = try AppCheckBenchmark.peakUsage(binary, arguments, in: scratch).peakKilobytes
            rows.append(Row(name: folder.lastPathComponent, bytes: bytes, files: files.count,
                            pushlocMilliseconds: median(ours) * 1000, foundationMilliseconds: median(theirs) * 1000, peakKilobytes: peak))
        }
        print(header)
        for row in rows { print(line(row)) }
    }

    /// The `.strings`, `.stringsdict` and `.xcstrings` files `pushloc check` reads under `root`: every
    /// bundle's `.lproj` folders and String Catalogs, found by the same discovery.
    static func checkedFiles(under root: String) -> [String] {
        var files: [String] = []
        for bundle in BundleDiscovery(workingDirectory: FileManager.default.currentDirectoryPath).bundles(under: root) {
            for folder in bundle.lprojFolders {
                for name in ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
                where name.hasSuffix(".strings") || name.hasSuffix(".stringsdict") {
                    files.append(folder + "/" + name)
                }
            }
            files += bundle.stringCatalogs
        }
        return files
    }

    /// Reads and parses every file with Foundation; a file Foundation rejects still costs its attempt.
    static func parseWithFoundation(_ files: [String]) throws {
        for path in files {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            if path.hasSuffix(".xcstrings") {
                blackHole(try? JSONSerialization.jsonObject(with: data))
            } else {
                blackHole(try? PropertyListSerialization.propertyList(from: data, options: [], format: nil))
            }
        }
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    static let header = "| app | size | files | pushloc | Foundation | ratio | peak RSS | RSS/input |\n|---|---|---|---|---|---|---|---|"

    static func line(_ row: Row) -> String {
        let megabytes = Double(row.bytes) / 1_000_000
        let rss = Double(row.peakKilobytes) / 1024
        let ratio = row.foundationMilliseconds / max(row.pushlocMilliseconds, 0.001)
        return String(format: "| %@ | %.1f MB | %d | %.1f ms | %.1f ms | %.1fx | %.1f MiB | %.1fx |",
                      row.name, megabytes, row.files, row.pushlocMilliseconds, row.foundationMilliseconds, ratio, rss,
                      Double(row.peakKilobytes) * 1024 / Double(max(row.bytes, 1)))
    }
}

/// The size of a file from `stat`, 0 when there is none.
enum FileSize {
    static func of(_ path: String) -> Int {
        var status = stat()
        return stat(path, &status) == 0 ? Int(status.st_size) : 0
    }
}
