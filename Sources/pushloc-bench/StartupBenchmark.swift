import Foundation

/// Measures the wall time of `pushloc check` on the shipped `Localizations/`, process start-up
/// included, next to the cost of starting any process (`/bin/true`) in the same run.
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

    /// Best wall time of `runs` runs of `executable arguments` in `directory`, in seconds. Uses
    /// `posix_spawn` directly: Foundation's `Process` adds tens of milliseconds on Linux.
    static func wallTime(_ executable: String, _ arguments: [String], in directory: URL, runs: Int) throws -> Double {
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
        return try Measure.best(rounds: runs) {
            var pid: pid_t = 0
            let status = posix_spawn(&pid, executable, &actions, nil, argv, environ)
            guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EIO) }
            var exitStatus: Int32 = 0
            waitpid(pid, &exitStatus, 0)
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
            let ours = try wallTime(binary, ["check"], in: root, runs: 20)
            let floor = try wallTime("/bin/true", [], in: root, runs: 20)
            if let corpus {
                let whole = try wallTime(binary, ["check", corpus.path, "--templates", corpus.path], in: root, runs: 3)
                print(String(format: "pushloc check, the corpus (wall)      ours %.1f ms (process start, load, every rule, output; target < 300 ms)", whole * 1000))
            }
            print(String(format: "%@ ours %.1f ms | /bin/true spawn floor %.1f ms | ours - floor %.1f ms (target < 25 ms wall)",
                         "pushloc check, shipped data (wall)   ", ours * 1000, floor * 1000, (ours - floor) * 1000))
        } catch {
            print("start-up: \(error)")
        }
    }
}
