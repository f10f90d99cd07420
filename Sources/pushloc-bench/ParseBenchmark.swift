import Foundation
import PushLocalization

/// Parsing a real-app-shaped set of small files (see ``AppCorpusGenerator``): ours next to
/// `PropertyListSerialization` on the same bytes, for `.strings` and for `.stringsdict`.
enum ParseBenchmark {
    static func run() throws {
        let (strings, dicts) = AppCorpusGenerator(seed: 7).files()
        try row("parse .strings, app-shaped (MB/s)", strings, target: ">= 20x") { file in
            blackHole(StringsParser.parse(file.bytes, path: file.path))
        }
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
