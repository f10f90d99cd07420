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

/// Hostile input (DESIGN.md section 9): an untrusted template whose `loc-key` is 64 KB of `%@`, and a
/// `check` of values with 30,000 specifiers, each next to a Foundation peer on the same input.
enum HostileBenchmark {
    /// `%@` × 32,700: a 64 KB loc-key.
    static let hostileKey = String(repeating: "%@", count: 32_700)

    static func run(catalog: LocalizedBundle, scratch: URL) throws {
        print("")
        print("hostile input (targets: template prepared against every language < 50 ms; check of 30,000 specifiers < 200 ms)")
        try template(catalog: catalog)
        try check(scratch: scratch)
    }

    /// Preparing a producer for the hostile template against the shipped languages, and producing
    /// every locale's payload. Peer: Foundation's `String(format:)` expanding the string's first
    /// 99 `%@` (the most arguments pushloc accepts) once per language, as a server without pushloc
    /// would. Foundation cannot take the whole string: on Linux 32,700 `%@` (and even 1,000) crash
    /// its format engine (`__CFStringAppendFormatCore`, SIGSEGV).
    private static func template(catalog: LocalizedBundle) throws {
        let json = Array("{\"aps\":{\"alert\":{\"loc-key\":\"\(hostileKey)\"}}}".utf8)
        guard let document = JSONParser.parse(json, path: "hostile.json").document else {
            print("  hostile template: did not parse")
            return
        }
        let template = APNsPayload(json: document.root)
        var count = 0
        let ours = Measure.best(rounds: 5) {
            let producer = PayloadProducer(catalog: catalog, template: template)
            count = producer.allLocales(arguments: .templateSamples, options: .sizeOnly()).count
        }
        let bounded = String(repeating: "%@", count: FormatLimits.maximumPosition)
        let arguments: [CVarArg] = Array(repeating: NSString(string: "x"), count: FormatLimits.maximumPosition)
        let peer = Measure.best(rounds: 3) {
            for _ in catalog.languages { blackHole(String(format: bounded, arguments: arguments)) }
        }
        report("hostile template, \(catalog.languages.count) langs (ms)", ours: ours * 1000, oursUnit: "ms",
               peerName: "String(format:) 99 %@/lang", peer: peer * 1000, higherIsBetter: false, target: "< 50 ms")
        print("  prepared against \(catalog.languages.count) languages, \(count) payloads produced")
    }

    /// `check` (load, parse, every rule) of an en and a fr table whose values hold 30,000 `%@` each.
    /// Peer: PropertyListSerialization parsing the same two files (no checks at all).
    private static func check(scratch: URL) throws {
        let folder = scratch.appendingPathComponent("Hostile", isDirectory: true)
        var files: [Data] = []
        for language in ["en", "fr"] {
            let url = folder.appendingPathComponent("\(language).lproj/Localizable.strings")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let data = Data("\"K\" = \"\(String(repeating: "%@", count: 30_000))\";\n\"L\" = \"\(String(repeating: "%d ", count: 30_000))\";\n".utf8)
            try data.write(to: url)
            files.append(data)
        }
        var errors = 0
        let ours = try Measure.best(rounds: 5) {
            let catalog = try BundleLoader.load(paths: [folder.path], workingDirectory: scratch.path)
            errors = InMemoryCheck.check(catalog).summary.errors
        }
        let peer = try Measure.best(rounds: 3) {
            for data in files { blackHole(try PropertyListSerialization.propertyList(from: data, options: [], format: nil)) }
        }
        report("check 30,000 specifiers (ms)", ours: ours * 1000, oursUnit: "ms",
               peerName: "PropertyList parse only", peer: peer * 1000, higherIsBetter: false, target: "< 200 ms")
        print("  \(errors) errors reported (one too-many-specifiers per value)")
    }
}
