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
        let walkReadMilliseconds: Double
        let peakKilobytes: Int
        let pageFaults: Int
        let instructions: Int?
        /// Foundation's time over pushloc's: the median of the runs' own ratios (each run times both,
        /// one after the other), so that load on a shared machine, which slows both sides of a run
        /// alike, does not skew it; `nil` for the corpus row, whose ratio is of its summed medians.
        var medianRatio: Double? = nil
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
        print("  .strings/.stringsdict, JSONSerialization for .xcstrings), median of \(runs); walk+read: FileManager's walk of the")
        print("  app folder and the same files read, median of \(runs); all three alternate run by run, and an app's ratio is the")
        print("  median of its runs' own ratios (the corpus row's, of the summed medians). Peak RSS and minor page faults of one")
        print("  more check from wait4; instructions of one more check under valgrind --tool=callgrind (a stripped copy, after one")
        print("  unmeasured run of it).")
        print("  binary: \(binary); load average \(LoadAverage.text)")
        print("")
        let counter = InstructionCount(executable: binary, scratch: scratch)
        var rows: [Row] = []
        for folder in folders {
            let files = checkedFiles(under: folder.path)
            let bytes = files.reduce(0) { $0 + FileSize.of($1) }
            let arguments = ["check", folder.path, "--format", "json"]
            // Runs alternate with the peers, so drift on a shared machine touches all alike.
            var ours: [Double] = []
            var theirs: [Double] = []
            var walks: [Double] = []
            _ = try StartupBenchmark.wallTime(binary, arguments, in: scratch, runs: 1)   // warms the page cache
            for _ in 0..<runs {
                ours.append(try StartupBenchmark.wallTime(binary, arguments, in: scratch, runs: 1))
                theirs.append(try Measure.best(rounds: 1) { try parseWithFoundation(files) })
                walks.append(Measure.best(rounds: 1) { walkAndRead(folder.path, files) })
            }
            let usage = try AppCheckBenchmark.peakUsage(binary, arguments, in: scratch)
            rows.append(Row(name: folder.lastPathComponent, bytes: bytes, files: files.count,
                            pushlocMilliseconds: median(ours) * 1000, foundationMilliseconds: median(theirs) * 1000,
                            walkReadMilliseconds: median(walks) * 1000, peakKilobytes: usage.peakKilobytes, pageFaults: usage.pageFaults,
                            instructions: counter?.count(arguments, in: scratch),
                            medianRatio: median(zip(theirs, ours).map { $0 / max($1, 1e-9) })))
        }
        print(header)
        for row in rows { print(line(row)) }
        if rows.count > 1 {
            let total = Row(name: "all \(rows.count) together", bytes: rows.reduce(0) { $0 + $1.bytes }, files: rows.reduce(0) { $0 + $1.files },
                            pushlocMilliseconds: rows.reduce(0) { $0 + $1.pushlocMilliseconds },
                            foundationMilliseconds: rows.reduce(0) { $0 + $1.foundationMilliseconds },
                            walkReadMilliseconds: rows.reduce(0) { $0 + $1.walkReadMilliseconds },
                            peakKilobytes: rows.map(\.peakKilobytes).max() ?? 0, pageFaults: rows.reduce(0) { $0 + $1.pageFaults },
                            instructions: rows.allSatisfy { $0.instructions != nil } ? rows.reduce(0) { $0 + ($1.instructions ?? 0) } : nil)
            print(line(total))
        }
        if counter == nil { print("(instructions: valgrind or strip is not installed)") }
    }

    /// Walks `root` as a tool that looks for tables would (FileManager's enumerator, every entry), and
    /// reads `files`: the floor of any check of the app.
    static func walkAndRead(_ root: String, _ files: [String]) {
        var entries = 0
        if let walker = FileManager.default.enumerator(atPath: root) {
            while walker.nextObject() != nil { entries += 1 }
        }
        blackHole(entries)
        for path in files { blackHole(FileManager.default.contents(atPath: path)) }
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

    static let header = """
        | app | size | files | pushloc | Foundation | ratio | walk+read | pushloc / walk+read | instructions | peak RSS | page faults |
        |---|---|---|---|---|---|---|---|---|---|---|
        """

    static func line(_ row: Row) -> String {
        let megabytes = Double(row.bytes) / 1_000_000
        let rss = Double(row.peakKilobytes) / 1024
        let ratio = row.medianRatio ?? row.foundationMilliseconds / max(row.pushlocMilliseconds, 0.001)
        let walk = row.pushlocMilliseconds / max(row.walkReadMilliseconds, 0.001)
        let instructions = row.instructions.map { String(format: "%.1f M", Double($0) / 1e6) } ?? "-"
        return String(format: "| %@ | %.1f MB | %d | %.1f ms | %.1f ms | %.2fx | %.1f ms | %.1fx | %@ | %.1f MiB | %d |",
                      row.name, megabytes, row.files, row.pushlocMilliseconds, row.foundationMilliseconds, ratio,
                      row.walkReadMilliseconds, walk, instructions, rss, row.pageFaults)
    }
}

/// The machine's load averages (1, 5 and 15 minutes) from `/proc/loadavg`, to print beside a measurement.
enum LoadAverage {
    static var text: String {
        guard let line = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "unknown" }
        return line.split(separator: " ").prefix(3).joined(separator: " ")
    }
}

/// The size of a file from `stat`, 0 when there is none.
enum FileSize {
    static func of(_ path: String) -> Int {
        var status = stat()
        return stat(path, &status) == 0 ? Int(status.st_size) : 0
    }
}
