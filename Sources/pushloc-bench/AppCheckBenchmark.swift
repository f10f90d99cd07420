import Foundation

/// `pushloc check` as users run it on a real-app-shaped corpus: the whole process (JSON output) next to
/// Foundation's `PropertyListSerialization` merely parsing the same files in this process, with the
/// check's peak RSS next to the corpus size and the number of findings.
enum AppCheckBenchmark {
    /// - Parameter measureMemory: whether to report the check's peak RSS. Only a small benchmark process
    ///   gives a true figure: the child is spawned with vfork semantics, so its `ru_maxrss` also counts
    ///   the spawning process's high-water mark. The full run therefore leaves it to `--app` alone.
    static func run(root: URL, measureMemory: Bool = true) throws {
        let corpus = root.appendingPathComponent("App", isDirectory: true)
        let files = try AppCorpusGenerator(seed: 7).write(to: corpus)
        let contents = try files.map { try Data(contentsOf: $0) }
        let bytes = contents.reduce(0) { $0 + $1.count }
        let megabytes = Double(bytes) / 1_000_000
        print(String(format: "real-app corpus: %d bundles, %d files (%d .stringsdict, %d .xcstrings), %.1f MB",
                     AppCorpusGenerator.bundles.count + 1, files.count, files.filter { $0.pathExtension == "stringsdict" }.count,
                     files.filter { $0.pathExtension == "xcstrings" }.count, megabytes))
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("pushloc").path
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            print("real-app check: skipped (build the CLI first: swift build -c release --product pushloc)")
            return
        }
        // Foundation's readers merely parsing the same files: property lists, and JSON for the catalog.
        let isCatalog = files.map { $0.pathExtension == "xcstrings" }
        let foundation = try Measure.best(rounds: 3) {
            for (data, catalog) in zip(contents, isCatalog) {
                if catalog {
                    blackHole(try JSONSerialization.jsonObject(with: data))
                } else {
                    blackHole(try PropertyListSerialization.propertyList(from: data, options: [], format: nil))
                }
            }
        }
        let arguments = ["check", corpus.path, "--templates", corpus.path, "--format", "json"]
        // The plain release build, and the builds `scripts/install` makes (the documented release binary)
        // when present; the binaries alternate, so a shared machine's drift touches them alike.
        let builds = [(label: "plain (swift build -c release)", path: binary)]
            + (StartupBenchmark.repositoryRoot().map { StartupBenchmark.installedBuilds(root: $0, copiesInto: root) } ?? [])
                .map { (label: String($0.label.dropLast()), path: $0.path) }
        var best = [Double](repeating: .infinity, count: builds.count)
        for _ in 0..<5 {
            for (index, build) in builds.enumerated() {
                best[index] = min(best[index], try StartupBenchmark.wallTime(build.path, arguments, in: root, runs: 1))
            }
        }
        for (index, build) in builds.enumerated() {
            report("check real-app corpus, whole process", ours: best[index] * 1000, oursUnit: "ms",
                   peerName: "Foundation parse only", peer: foundation * 1000, higherIsBetter: false, target: ">= 5x")
            print("  binary: \(build.label)")
        }
        if builds.count == 1 {
            print("  static builds: none (scripts/install makes .build-static; PUSHLOC_LINK=static-stdlib makes .build-static-stdlib)")
        }
        guard measureMemory else {
            print("  peak RSS: run `pushloc-bench --app` (and `--memory` for the 200 MB file) on its own")
            return
        }
        for build in builds {
            let usage = try peakUsage(build.path, arguments, in: root)
            print(String(format: "  peak RSS %.1f MB for %.1f MB of input (%.1fx; target <= 3x); %d findings (%d errors); %@",
                         Double(usage.peakKilobytes) / 1024, megabytes, Double(usage.peakKilobytes) * 1024 / Double(bytes), usage.findings,
                         usage.errors, build.label))
        }
    }

    /// Runs the check once more with its output in a file, and returns its peak RSS, its page faults
    /// (minor: pages mapped or zeroed on first touch, which is most of a short check's kernel time) and counts.
    ///
    /// The peak comes from a fresh copy of this benchmark (``PeakRSS``) that forks and runs the check:
    /// a process started with `posix_spawn` (vfork semantics) inherits its parent's high-water mark in
    /// `ru_maxrss`, so this process, grown by the corpus and Foundation's parse, cannot ask for it itself.
    static func peakUsage(_ executable: String, _ arguments: [String], in directory: URL) throws -> (peakKilobytes: Int, pageFaults: Int, findings: Int, errors: Int) {
        let output = directory.appendingPathComponent("check.json")
        let report = directory.appendingPathComponent("peak-rss.txt")
        let bench = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, report.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv: [UnsafeMutablePointer<CChar>?] = ([bench, "--peak-rss", output.path, executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, bench, &actions, nil, argv, environ)
        guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EIO) }
        var exitStatus: Int32 = 0
        _ = waitpid(pid, &exitStatus, 0)
        let fields = (try? String(contentsOf: report, encoding: .utf8))?.split(whereSeparator: \.isWhitespace) ?? []
        let measured = fields.first.flatMap { Int($0) } ?? 0
        let faults = fields.count > 2 ? Int(fields[2]) ?? 0 : 0
        let json = (try? JSONSerialization.jsonObject(with: Data(contentsOf: output))) as? [String: Any]
        let summary = json?["summary"] as? [String: Any]
        let findings = (json?["diagnostics"] as? [Any])?.count ?? 0
        return (measured, faults, findings, summary?["errors"] as? Int ?? 0)
    }
}

/// Runs a program and prints its peak RSS (KB), exit status and minor page faults:
/// `pushloc-bench --peak-rss OUTPUT PROGRAM ARGS...`.
///
/// Run as a fresh process, it forks (a real fork, not vfork) and execs the program: the child's
/// `ru_maxrss` then starts from this small process's size, not from the benchmark's high-water mark.
enum PeakRSS {
    static func measure(output: String, program: String, arguments: [String]) -> Int32 {
        // Everything the child needs is made before the fork: after it, the child only calls dup2 and execv.
        let argv: [UnsafeMutablePointer<CChar>?] = ([program] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let out = open(output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let null = open("/dev/null", O_WRONLY)
        guard out >= 0, null >= 0 else { return 2 }
        let pid = fork()
        if pid == 0 {
            dup2(out, 1)
            dup2(null, 2)
            execv(program, argv)
            _exit(127)
        }
        close(out)
        close(null)
        guard pid > 0 else { return 2 }
        var status: Int32 = 0
        var usage = rusage()
        _ = wait4(pid, &status, 0, &usage)
        print("\(usage.ru_maxrss) \(status) \(usage.ru_minflt)")
        return 0
    }
}
