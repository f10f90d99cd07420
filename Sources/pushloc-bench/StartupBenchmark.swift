import Foundation

/// Measures `pushloc check Localizations` on the shipped data and `pushloc --version`, process start-up
/// included, wall and CPU time, for the plain release build and for the static one that
/// `scripts/install` makes (`.build-static/`), next to the cost of starting any process (`/bin/true`).
enum StartupBenchmark {
    /// The repository root: the nearest folder above the executable that holds `Package.swift`.
    static func repositoryRoot() -> URL? {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<8 {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    /// Best wall time of `runs` runs of `executable arguments` in `directory`, in seconds (see
    /// ``times(_:_:in:runs:)``).
    static func wallTime(_ executable: String, _ arguments: [String], in directory: URL, runs: Int) throws -> Double {
        try times(executable, arguments, in: directory, runs: runs).wall
    }

    /// Best wall time and best CPU time (user + system, from `wait4`'s usage of the child) of `runs`
    /// runs of `executable arguments` in `directory`, in seconds. Uses `posix_spawn` directly:
    /// Foundation's `Process` adds tens of milliseconds on Linux. CPU time is the steadier figure on a
    /// shared machine: another process on the same cores stretches the wall time, not the child's CPU.
    static func times(_ executable: String, _ arguments: [String], in directory: URL, runs: Int) throws -> (wall: Double, cpu: Double) {
        let previous = FileManager.default.currentDirectoryPath
        _ = FileManager.default.changeCurrentDirectoryPath(directory.path)
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var bestCPU = Double.infinity
        let wall = try Measure.best(rounds: runs) {
            var pid: pid_t = 0
            let status = posix_spawn(&pid, executable, &actions, nil, argv, environ)
            guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EIO) }
            var exitStatus: Int32 = 0
            var usage = rusage()
            wait4(pid, &exitStatus, 0, &usage)
            let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
                + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
            bestCPU = min(bestCPU, cpu)
        }
        return (wall, bestCPU)
    }

    /// The binaries `scripts/install` builds, when present: one static executable (its default), and
    /// the Swift runtime and Foundation static with glibc and ICU shared (`PUSHLOC_LINK=static-stdlib`).
    ///
    /// With `copiesInto`, each binary is first copied into that folder, as `scripts/install` copies it,
    /// and the copy is what runs. The file the linker wrote is laid out differently in the page cache:
    /// run from there, the same static binary maps about 8 MB more of its text (peak RSS 63 MB instead
    /// of 55 MB on the real-app corpus), which an installed copy never does.
    static func installedBuilds(root: URL, copiesInto folder: URL? = nil) -> [(label: String, path: String)] {
        [("static executable (scripts/install):", ".build-static"), ("--static-swift-stdlib:", ".build-static-stdlib")]
            .map { (label: $0.0, scratch: $0.1, path: root.appendingPathComponent($0.1 + "/release/pushloc").path) }
            .filter { FileManager.default.isExecutableFile(atPath: $0.path) }
            .compactMap { build -> (label: String, path: String)? in
                guard let folder else { return (build.label, build.path) }
                let copy = folder.appendingPathComponent("installed\(build.scratch)/pushloc")
                do {
                    try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try? FileManager.default.removeItem(at: copy)
                    try FileManager.default.copyItem(atPath: build.path, toPath: copy.path)
                    return (label: build.label, path: copy.path)
                } catch {
                    print("  \(build.label) cannot be copied (\(error)); skipped")
                    return nil
                }
            }
    }

    static func run(corpus: URL? = nil) {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("pushloc").path
        guard let root = repositoryRoot(), FileManager.default.isExecutableFile(atPath: binary) else {
            print("start-up: skipped (build the CLI first: swift build -c release --product pushloc)")
            return
        }
        do {
            let floor = try wallTime("/bin/true", [], in: root, runs: 20)
            if let corpus {
                let whole = try wallTime(binary, ["check", corpus.path, "--templates", corpus.path], in: root, runs: 3)
                print(String(format: "pushloc check, the corpus (wall)      ours %.1f ms (process start, load, every rule, output; target < 300 ms)", whole * 1000))
            }
            // The binaries alternate run by run, so drift on a shared machine touches them alike.
            let builds: [(label: String, path: String)] = [(label: "plain (swift build -c release):", path: binary)] + installedBuilds(root: root)
            var checks = [[(wall: Double, cpu: Double)]](repeating: [], count: builds.count)
            var versions = checks
            for _ in 0..<30 {
                for (index, build) in builds.enumerated() {
                    checks[index].append(try times(build.path, ["check", "Localizations"], in: root, runs: 1))
                    versions[index].append(try times(build.path, ["--version"], in: root, runs: 1))
                }
            }
            print(String(format: "pushloc check Localizations, shipped data, 30 runs each (target: median < 30 ms wall, plain build); /bin/true spawn floor %.1f ms", floor * 1000))
            for (index, build) in builds.enumerated() {
                let wall = checks[index].map(\.wall).sorted(), cpu = checks[index].map(\.cpu).sorted()
                let version = versions[index].map(\.wall).sorted()
                print("  " + build.label.padding(toLength: 38, withPad: " ", startingAt: 0)
                      + String(format: "check median %5.1f ms wall (best %5.1f), %5.1f ms CPU | --version median %4.1f ms wall",
                               wall[wall.count / 2] * 1000, wall[0] * 1000, cpu[cpu.count / 2] * 1000, version[version.count / 2] * 1000))
            }
            if builds.count == 1 {
                print("  static builds: none (scripts/install makes .build-static; PUSHLOC_LINK=static-stdlib makes .build-static-stdlib)")
            }
        } catch {
            print("start-up: \(error)")
        }
    }
}
