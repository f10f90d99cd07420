import Foundation
import PushLocalization
import PushlocCatalog
import PushlocJSON
import PushlocPayloads

/// The plural path: a count put in (Russian, a `.stringsdict` entry of four forms) through a payload,
/// the library's count call, and a count with decimals, next to `String(format:)` on the form a server
/// would have to pick itself.
enum PluralBenchmark {
    static func run(repository: URL, iterations: Int) throws {
        let folder = repository.appendingPathComponent("Tests/Fixtures/Counts/Stringsdict").path
        guard FileManager.default.fileExists(atPath: folder) else {
            print("plurals: skipped (Tests/Fixtures/Counts not found)")
            return
        }
        let localizer = PushLocalizer(catalog: try BundleLoader.load(paths: [folder], workingDirectory: repository.path))
        let template = try APNsPayload(jsonText: #"{"aps":{"alert":{"loc-key":"NEW_MESSAGES","loc-args":["1"]},"sound":"default"}}"#)
        let producer = localizer.payloadProducer(for: template)
        let options = PayloadOptions(bundleID: "com.example.chat")
        let counts = [AlertArguments(body: ["21"]), AlertArguments(body: ["3"]), AlertArguments(body: ["5"]), AlertArguments(body: ["11"])]
        var next = 0
        let payload = Measure.nanosecondsPerCall(iterations: iterations) {
            next &+= 1
            blackHole(producer.payload(arguments: counts[next & 3], preferredLanguages: ["ru"], options: options).bytes)
        }
        let decimal = AlertArguments(body: ["1.5"])
        let decimalPayload = Measure.nanosecondsPerCall(iterations: iterations) {
            blackHole(producer.payload(arguments: decimal, preferredLanguages: ["ru"], options: options).bytes)
        }
        let numbers = [21, 3, 5, 11]
        let countCall = Measure.nanosecondsPerCall(iterations: iterations) {
            next &+= 1
            blackHole(localizer.localizedString(key: "NEW_MESSAGES", count: numbers[next & 3], preferredLanguages: ["ru"]).text)
        }
        // The peer: a server that picks the form itself (here: knows it already) and formats it.
        let forms = ["%d новое сообщение", "%d новых сообщения", "%d новых сообщений", "%d новых сообщений"]
        let foundation = Measure.nanosecondsPerCall(iterations: iterations) {
            next &+= 1
            blackHole(String(format: forms[next & 3], numbers[next & 3]))
        }
        report("plural payload, ru count (ns)", ours: payload, oursUnit: "ns",
               peerName: "String(format:) the picked form", peer: foundation, higherIsBetter: false, target: "-")
        report("  count with decimals (1.5)", ours: decimalPayload, oursUnit: "ns",
               peerName: "String(format:) the picked form", peer: foundation, higherIsBetter: false, target: "-")
        report("localizedString(key:count:) ru (ns)", ours: countCall, oursUnit: "ns",
               peerName: "String(format:) the picked form", peer: foundation, higherIsBetter: false, target: "-")
    }
}
