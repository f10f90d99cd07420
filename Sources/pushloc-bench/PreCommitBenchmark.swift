import Foundation

/// `pushloc-bench --precommit [--runs N] [--pushloc PATH] [APPDIR FILE]`: the pre-commit check of one
/// changed translation file (`pushloc check FILE`, run from APPDIR as the hook runs it), with the cache
/// filled by an earlier run, next to the same check with the cache off (every language loaded and
/// checked) and to Foundation parsing the changed file in this process. Each check is a separate process
/// (`posix_spawn`), cached and uncached runs alternating, best wall and CPU time of N runs each.
///
/// Without APPDIR, a generated app shaped like Cryptomator: one `Localizable.strings` of 320 keys in 60
/// languages (a tenth of the values read arguments), coverage from complete to empty, and a wrong
/// specifier in a few languages; the changed file is `fr`'s.
enum PreCommitBenchmark {
    static let defaultRuns = 15

    static func run(arguments: [String], scratch: URL) throws {
        let start = (arguments.firstIndex(of: "--precommit") ?? arguments.count - 1) + 1
        var runs = defaultRuns
        var binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("pushloc").path
        var positional: [String] = []
        var index = start
        while index < arguments.count {
            if arguments[index] == "--runs", arguments.indices.contains(index + 1) {
                runs = max(1, Int(arguments[index + 1]) ?? defaultRuns)
                index += 2
            } else if arguments[index] == "--pushloc", arguments.indices.contains(index + 1) {
                // Absolute: the runs start in the app's folder.
                binary = URL(fileURLWithPath: arguments[index + 1]).standardizedFileURL.path
                index += 2
            } else {
                if !arguments[index].hasPrefix("--") { positional.append(arguments[index]) }
                index += 1
            }
        }
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            print("precommit: skipped (build the CLI first: swift build -c release --product pushloc)")
            return
        }
        let app: URL
        let file: String
        if positional.count >= 2 {
            app = URL(fileURLWithPath: positional[0])
            file = positional[1]
        } else {
            app = scratch.appendingPathComponent("SixtyLanguages", isDirectory: true)
            try generate(into: app)
            file = "Resources/fr.lproj/Localizable.strings"
        }
        let cache = scratch.appendingPathComponent("cache", isDirectory: true)
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        let data = try Data(contentsOf: app.appendingPathComponent(file))
        print("precommit: `pushloc check \(file)` in \(app.path), one process per run (posix_spawn), the two alternating, best of \(runs), wall and CPU;")
        print("  cached: PUSHLOC_CACHE_DIR in a scratch folder, filled by one run first; full: PUSHLOC_CACHE=off (every language")
        print("  loaded and checked, as before the cache); Foundation: PropertyListSerialization on the changed file, in this process.")
        print("  binary: \(binary)")
        setenv("PUSHLOC_CACHE_DIR", cache.path, 1)
        setenv("PUSHLOC_CACHE", "on", 1)
        _ = try StartupBenchmark.times(binary, ["check", file], in: app, runs: 1)
        // Runs alternate, so that drift on a shared machine touches both alike.
        var full = (wall: Double.infinity, cpu: Double.infinity)
        var cached = full
        for _ in 0..<runs {
            setenv("PUSHLOC_CACHE", "off", 1)
            let uncachedRun = try StartupBenchmark.times(binary, ["check", file], in: app, runs: 1)
            setenv("PUSHLOC_CACHE", "on", 1)
            let cachedRun = try StartupBenchmark.times(binary, ["check", file], in: app, runs: 1)
            full = (min(full.wall, uncachedRun.wall), min(full.cpu, uncachedRun.cpu))
            cached = (min(cached.wall, cachedRun.wall), min(cached.cpu, cachedRun.cpu))
        }
        unsetenv("PUSHLOC_CACHE")
        unsetenv("PUSHLOC_CACHE_DIR")
        let parse = try Measure.best(rounds: runs) {
            blackHole(try PropertyListSerialization.propertyList(from: data, options: [], format: nil))
        }
        print(String(format: "  pre-commit, cached   %6.1f ms wall, %6.1f ms CPU", cached.wall * 1000, cached.cpu * 1000))
        print(String(format: "  pre-commit, no cache %6.1f ms wall, %6.1f ms CPU  (cached is %.1fx faster in wall time, %.1fx in CPU)",
                     full.wall * 1000, full.cpu * 1000, full.wall / cached.wall, full.cpu / max(cached.cpu, 1e-6)))
        print(String(format: "  Foundation parse of the changed file alone, in-process: %.2f ms (the cached check takes %.1fx that)",
                     parse * 1000, cached.wall / parse))
    }

    /// Sixty language codes, as Cryptomator's `SharedResources` has them.
    static let languages = [
        "af", "ar", "ba", "be", "bg", "bn", "bs", "ca", "cs", "da", "de", "el", "es", "fa", "fi", "fil", "fr", "gl", "he", "hi",
        "hr", "hu", "id", "it", "ja", "ko", "lt", "lv", "mk", "mr", "nb", "nl", "nn-NO", "no", "pa", "pl", "pt", "pt-BR", "ro", "ru",
        "si", "sk", "sl", "sr", "sr-CS", "sr-Latn", "sv", "sw-TZ", "ta", "te", "th", "tr", "ug", "uk", "ur", "vi", "zh-HK",
        "zh-Hans", "zh-Hant",
    ]

    /// Writes the generated app: `Resources/<lang>.lproj/Localizable.strings` for `en` and every language.
    static func generate(into app: URL, keys: Int = 320) throws {
        var random = SplitMix64(seed: 60)
        func write(_ language: String, _ text: String) throws {
            let folder = app.appendingPathComponent("Resources/\(language).lproj", isDirectory: true)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: folder.appendingPathComponent("Localizable.strings"))
        }
        func value(_ index: Int, _ language: String) -> String {
            let words = "Open the vault with your password and keep the recovery key somewhere safe \(language) \(index)"
            return index % 10 == 0 ? "\(words) %@" : words
        }
        var development = ""
        for index in 0..<keys {
            development += "/* Screen \(index / 20), item \(index). */\n\"screen\(index / 20).item\(index).title\" = \"\(value(index, "en"))\";\n\n"
        }
        try write("en", development)
        for (position, language) in languages.enumerated() {
            // Coverage from complete to empty, as real apps' translation platforms leave it.
            let share = position % 7 == 0 ? 0 : Int(random.next() % 100)
            var text = ""
            for index in 0..<keys where Int(random.next() % 100) < max(share, position % 3 == 0 ? 95 : 0) {
                var translated = value(index, language)
                // A few languages read an integer where the development string reads an object.
                if position % 11 == 5 && index % 10 == 0 { translated = translated.replacingOccurrences(of: "%@", with: "%d") }
                text += "/* Screen \(index / 20), item \(index). */\n\"screen\(index / 20).item\(index).title\" = \"\(translated)\";\n\n"
            }
            try write(language, text)
        }
    }
}
