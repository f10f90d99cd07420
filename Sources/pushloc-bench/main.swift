import Foundation
import PushLocalization
import PushlocCatalog
import PushlocChecks
import PushlocDevtodev
import PushlocDiagnostics
import PushlocFormatString
import PushlocICU
import PushlocJSON
import PushlocPayloads
import PushlocStringCatalog
import PushlocStringsFile

// pushloc-bench: `swift run -c release pushloc-bench [--keys N] [--parse] [--project] [--hostile] [--hostile-project]`
// Generates a deterministic corpus (40 languages x 5,000 keys) in a temporary directory, then measures
// each hot path next to its peer in the same run, and prints both with the ratio.

let arguments = CommandLine.arguments
// `--peak-rss OUTPUT PROGRAM [ARG ...]` (internal, see `AppCheckBenchmark.peakUsage`): runs PROGRAM and
// prints its peak RSS and page faults; done first, before this process grows.
if arguments.count >= 4, arguments[1] == "--peak-rss" {
    exit(PeakRSS.measure(output: arguments[2], program: arguments[3], arguments: Array(arguments.dropFirst(4))))
}

/// Runs one part of the benchmark on its own, then exits: 0 when it ran, 2 on an error.
func runAlone(_ body: () throws -> Void) -> Never {
    do {
        try body()
        exit(0)
    } catch {
        print("pushloc-bench: \(error)")
        exit(2)
    }
}
let keyCount = arguments.firstIndex(of: "--keys").flatMap { arguments.indices.contains($0 + 1) ? Int(arguments[$0 + 1]) : nil } ?? 5_000
// `--generate DIR` only writes the corpus to DIR (to time the CLI on it by hand, e.g. with hyperfine).
if let index = arguments.firstIndex(of: "--generate"), arguments.indices.contains(index + 1) {
    runAlone {
        let files = try CorpusGenerator(keyCount: keyCount, seed: 42).write(to: URL(fileURLWithPath: arguments[index + 1]))
        print("wrote \(files.count) files to \(arguments[index + 1])")
    }
}
// `--xcstrings-only` runs only the String Catalog row.
if arguments.contains("--xcstrings-only") {
    runAlone {
        try StringCatalogBenchmark.run(keyCount: keyCount)
    }
}
// `--parse [strings|stringsdict]` only runs the parse rows on the app-shaped files (quick, for profiling).
if arguments.contains("--parse") {
    runAlone {
        let index = arguments.firstIndex(of: "--parse").map { $0 + 1 } ?? arguments.count
        try ParseBenchmark.run(only: arguments.indices.contains(index) ? arguments[index] : nil)
    }
}
// `--startup` only runs the shipped Localizations/ check and `--version`, as processes, for each build present.
if arguments.contains("--startup") {
    runAlone {
        StartupBenchmark.run()
    }
}
// `--project` only runs the Xcode project row (a generated `project.pbxproj` against PropertyListSerialization).
if arguments.contains("--project") {
    runAlone {
        try ProjectReadBenchmark.run()
    }
}
// `--hostile-project` only runs the hostile project and manifest rows (growth from 1x to 8x).
if arguments.contains("--hostile-project") {
    runAlone {
        try HostileProjectBenchmark.run()
    }
}
let root = FileManager.default.temporaryDirectory.appendingPathComponent("pushloc-bench-\(getpid())", isDirectory: true)
defer { try? FileManager.default.removeItem(at: root) }
// `--hostile` runs only the hostile-input rows (quick; the issue's targets).
if arguments.contains("--hostile"), let repository = StartupBenchmark.repositoryRoot() {
    runAlone {
        let shipped = try BundleLoader.load(paths: [repository.appendingPathComponent("Localizations").path], workingDirectory: repository.path)
        try HostileBenchmark.run(catalog: shipped, scratch: root)
        try? FileManager.default.removeItem(at: root)
    }
}
// `--payload [--iterations N]` runs only the payload and render rows on the shipped localizations (quick; a
// small N for profiling under callgrind).
if arguments.contains("--payload") {
    guard let repository = StartupBenchmark.repositoryRoot() else {
        // The rows read the shipped Localizations/: without them, say so rather than run every other benchmark.
        FileHandle.standardError.write(Data("pushloc-bench: --payload needs the repository's Localizations/, found from the benchmark's own path; run the pushloc-bench of a checkout's build\n".utf8))
        exit(2)
    }
    runAlone {
        let shipped = try BundleLoader.load(paths: [repository.appendingPathComponent("Localizations").path], workingDirectory: repository.path)
        let iterations = arguments.firstIndex(of: "--iterations").flatMap { arguments.indices.contains($0 + 1) ? Int(arguments[$0 + 1]) : nil }
        try PayloadBenchmark.run(catalog: shipped, repository: repository, iterations: max(iterations ?? 20_000, 4))
        try PluralBenchmark.run(repository: repository, iterations: max(iterations ?? 20_000, 4))
    }
}
// `--memory [MB]` runs only the peak-RSS row on one huge `.strings` file (default 200 MB).
if let index = arguments.firstIndex(of: "--memory") {
    runAlone {
        let size = arguments.indices.contains(index + 1) ? Int(arguments[index + 1]) ?? 200 : 200
        try MemoryBenchmark.run(root: root, megabytes: size)
        try? FileManager.default.removeItem(at: root)
    }
}
// `--generate-app DIR` only writes the real-app-shaped corpus to DIR.
if let index = arguments.firstIndex(of: "--generate-app"), arguments.indices.contains(index + 1) {
    runAlone {
        let files = try AppCorpusGenerator(seed: 7).write(to: URL(fileURLWithPath: arguments[index + 1]))
        print("wrote \(files.count) files to \(arguments[index + 1])")
    }
}
// `--generate-small-app DIR` only writes the many-small-files app to DIR.
if let index = arguments.firstIndex(of: "--generate-small-app"), arguments.indices.contains(index + 1) {
    runAlone {
        let files = try AppCorpusGenerator.smallFilesApp(seed: 11).write(to: URL(fileURLWithPath: arguments[index + 1]))
        print("wrote \(files.count) files to \(arguments[index + 1])")
    }
}
// `--apps [--runs N] [--pushloc PATH] [DIR ...]` times `check --format json` once per app folder, one process per run, next to
// Foundation parsing the same files (the two generated apps when no folder is given).
if arguments.contains("--apps") {
    runAlone {
        try AppsBenchmark.run(arguments: arguments, scratch: root)
        try? FileManager.default.removeItem(at: root)
    }
}
// `--precommit [--runs N] [--pushloc PATH] [APPDIR FILE]` times the pre-commit check of one changed file with
// the cache, without it, and Foundation parsing that file (a generated 60-language app when none is given).
// `--ship [--runs N] [--pushloc PATH] DIR ...` measures what learning what each app ships costs, as a share of
// a check of the app (first run and recorded), next to Foundation reading the same Xcode projects.
if arguments.contains("--ship") {
    runAlone {
        try ShipBenchmark.run(arguments: arguments, scratch: root)
        try? FileManager.default.removeItem(at: root)
    }
}
if arguments.contains("--precommit") {
    runAlone {
        try PreCommitBenchmark.run(arguments: arguments, scratch: root)
        try? FileManager.default.removeItem(at: root)
    }
}
// `--app` runs only the real-app-shaped check (whole process, RSS, findings).
if arguments.contains("--app") {
    runAlone {
        try AppCheckBenchmark.run(root: root)
        try? FileManager.default.removeItem(at: root)
    }
}

print("pushloc-bench: \(CorpusGenerator.languages.count) languages x \(keyCount) keys, ICU \(ICUVersion.string), best of N rounds, monotonic clock")
#if DEBUG
print("warning: debug build; run `swift run -c release pushloc-bench` for real numbers")
#endif
do {
    let localizations = root.appendingPathComponent("Localizations", isDirectory: true)
    let files = try CorpusGenerator(keyCount: keyCount, seed: 42).write(to: localizations)
    let corpus = try files.map { try Data(contentsOf: $0) }
    let megabytes = Double(corpus.reduce(0) { $0 + $1.count }) / 1_000_000
    print(String(format: "corpus: %d files, %.1f MB in %@", files.count, megabytes, root.path))
    print("")

    // 1. Parsing: ours vs Foundation's PropertyListSerialization, same bytes.
    let byteArrays = corpus.map { Array($0) }
    let oursParse = Measure.best(rounds: 5) {
        for (index, bytes) in byteArrays.enumerated() { blackHole(StringsParser.parse(bytes, path: files[index].path)) }
    }
    let foundationParse = try Measure.best(rounds: 2) {
        for data in corpus { blackHole(try PropertyListSerialization.propertyList(from: data, options: [], format: nil)) }
    }
    report("parse .strings (MB/s)", ours: megabytes / oursParse, oursUnit: "MB/s",
           peerName: "PropertyListSerialization", peer: megabytes / foundationParse, higherIsBetter: true, target: ">= 20x")
    try ParseBenchmark.run()
    try ProjectReadBenchmark.run()

    // 2. The whole check of the corpus: load + parse + every rule.
    let cwd = root.path
    var findings = 0
    // The catalog is kept alive past the timer, as `pushloc check` exits without freeing it.
    var kept: [Any] = []
    let checkTime = try Measure.best(rounds: 3) {
        let catalog = try BundleLoader.load(paths: [localizations.path], workingDirectory: cwd)
        let result = InMemoryCheck.check(catalog)
        findings = result.diagnostics.count
        kept = [catalog]
    }
    kept.removeAll()
    let plistLoad = try Measure.best(rounds: 1) {
        for data in corpus { blackHole(try PropertyListSerialization.propertyList(from: data, options: [], format: nil)) }
    }
    report("check corpus (ms)", ours: checkTime * 1000, oursUnit: "ms",
           peerName: "PropertyList parse only", peer: plistLoad * 1000, higherIsBetter: false, target: "< 300 ms")
    print("  check found \(findings) diagnostics (planted defects)")
    var loaded: LocalizedBundle?
    let loadTime = try Measure.best(rounds: 3) { loaded = try BundleLoader.load(paths: [localizations.path], workingDirectory: cwd) }
    let rulesTime = Measure.best(rounds: 3) { if let loaded { blackHole(InMemoryCheck.check(loaded)) } }
    let values = byteArrays.prefix(1).flatMap { StringsParser.parse($0, path: "x").entries.map(\.value) }
    let formatTime = Measure.best(rounds: 3) { for value in values { blackHole(ParsedFormat(value)) } }
    print(String(format: "  of which: load (parse + formats) %.1f ms, rules %.1f ms; ParsedFormat %.0f ns/value", loadTime * 1000, rulesTime * 1000, formatTime * 1e9 / Double(max(values.count, 1))))
    try StringCatalogBenchmark.run(keyCount: keyCount)
    let scratch = root
    if let root = StartupBenchmark.repositoryRoot() {
        let shipped = try BundleLoader.load(paths: [root.appendingPathComponent("Localizations").path], workingDirectory: root.path)
        try PayloadBenchmark.run(catalog: shipped, repository: root)
        try PluralBenchmark.run(repository: root, iterations: 20_000)
        try HostileBenchmark.run(catalog: shipped, scratch: scratch)
    }
    StartupBenchmark.run(corpus: localizations)
    print("")
    try AppCheckBenchmark.run(root: root, measureMemory: false)
} catch {
    print("pushloc-bench: \(error)")
    exit(2)
}
