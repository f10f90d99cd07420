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

/// Parsing a real-app-shaped set of small files (see ``AppCorpusGenerator``): ours next to
/// `PropertyListSerialization` on the same bytes, for `.strings` and for `.stringsdict`.
enum ParseBenchmark {
    /// Runs both rows, or only the one named by `only` (`strings` or `stringsdict`).
    static func run(only: String? = nil) throws {
        let (strings, dicts) = AppCorpusGenerator(seed: 7).files()
        if only != "stringsdict" { try stringsRow(strings) }
        if only != "strings" { try stringsDictRow(dicts) }
    }

    private static func stringsRow(_ strings: [AppCorpusGenerator.File]) throws {
        try row("parse .strings, app-shaped (MB/s)", strings, target: ">= 20x") { file in
            blackHole(StringsParser.parse(file.bytes, path: file.path))
        }
    }

    private static func stringsDictRow(_ dicts: [AppCorpusGenerator.File]) throws {
        try row("parse .stringsdict, app-shaped (MB/s)", dicts, target: ">= 3x") { file in
            blackHole(StringsDictParser.parse(file.bytes, path: file.path))
        }
    }

    private static func row(_ name: String, _ files: [AppCorpusGenerator.File], target: String, _ parse: (AppCorpusGenerator.File) -> Void) throws {
        let megabytes = Double(files.reduce(0) { $0 + $1.bytes.count }) / 1_000_000
        let datas = files.map { Data($0.bytes) }
        let ours = Measure.best(rounds: 7) { for file in files { parse(file) } }
        let peer = try Measure.best(rounds: 3) {
            for data in datas { blackHole(try PropertyListSerialization.propertyList(from: data, options: [], format: nil)) }
        }
        report(name, ours: megabytes / ours, oursUnit: "MB/s", peerName: "PropertyListSerialization", peer: megabytes / peer, higherIsBetter: true, target: target)
        print(String(format: "  %d files, %.2f MB, %.0f bytes per file", files.count, megabytes, megabytes * 1e6 / Double(max(files.count, 1))))
    }
}
