import ArgumentParser
import Foundation
import PushLocalization
import Catalog
import Checks
import Devtodev
import Diagnostics
import FormatString
import ICU
import JSON
import Payloads
import StringCatalog
import StringsFile

/// `pushloc payloads PAYLOAD.json`: per-locale APNs payloads with the localized text put in directly.
struct PayloadsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "payloads",
        abstract: "Produce per-locale APNs payloads from a template: localized text put in directly, within the size limit.",
        discussion: "Without --locale, every localization that has Localizable.strings (itself or through a parent) is produced. A payload over the limit has its body, then subtitle, then title shortened at a grapheme-cluster boundary with an ellipsis; if it still cannot fit, payload-too-large (exit 1). With --out, <out>/<locale>.json is written atomically per locale. A language whose text shows a raw key (loc-key-not-found) or (null) for a missing argument (loc-args-arity) is an error. Exit 0: ok; 1: errors; 2: usage or I/O error."
    )

    @Argument(help: "The APNs payload template (uses loc-key, title-loc-key, subtitle-loc-key, loc-args...).")
    var payload: String

    @Option(help: "A folder of <lang>.lproj folders (default: Localizations/).")
    var localizations: String?

    @Option(name: .customLong("locale"), help: "A locale to produce (repeatable; default: every localization).")
    var locales: [String] = []

    @Option(name: .customLong("push-type"), help: "apns-push-type: alert, background, voip, liveactivity, ... (default: alert).")
    var pushType: String = "alert"

    @Option(help: "The app's bundle id, which apns-topic is derived from. Without it, the manifest's headers leave out apns-topic; token-based authentication needs it.")
    var topic: String?

    @Option(name: .customLong("max-bytes"), help: "Size limit in bytes (default 4096, 5120 for voip; 2048 or 256 for the legacy interfaces).")
    var maxBytes: Int?

    @Option(help: "Write <out>/<locale>.json for each locale.")
    var out: String?

    @Option(help: "Output format: json.")
    var format: PayloadsFormat = .json

    func run() throws {
        let cwd = Paths.workingDirectory
        guard let type = APNsPushType(rawValue: pushType) else {
            throw UsageError("--push-type \(pushType): expected one of \(APNsPushType.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        if let maxBytes, !(64...65_536).contains(maxBytes) {
            throw UsageError("--max-bytes \(maxBytes): expected a size from 64 to 65536 bytes")
        }
        let (tags, invalid) = DevtodevSources.canonicalLocales(locales)
        if let invalid { throw UsageError("--locale \(invalid): not a language tag") }
        let output = try Paths.output(out)
        guard !Paths.isDirectory(payload), let data = FileManager.default.contents(atPath: payload) else {
            throw UsageError("\(payload): cannot read the file")
        }
        let catalog: Catalog
        do {
            let folder = try Paths.folder(explicit: localizations, default: Paths.defaultLocalizations)
            catalog = try CatalogLoader.load(paths: folder.map { [$0] } ?? [], workingDirectory: cwd)
        } catch let error as CatalogError {
            throw UsageError(error.description)
        }
        let options = topic.map { PayloadOptions(bundleID: $0, pushType: type, maxBytes: maxBytes) }
            ?? .sizeOnly(pushType: type, maxBytes: maxBytes)
        let report = PayloadReport.make(
            bytes: Array(data), path: CatalogLoader.displayPath(payload, relativeTo: cwd),
            catalog: catalog, locales: tags, options: options)
        var files: [String: String] = [:]
        if let output, !report.hasErrors {
            do {
                var written: [OutputFile] = []
                for item in report.payloads {
                    let path = PayloadReport.outputPath(folder: output.path, locale: item.locale)
                    written.append(OutputFile(relative: try output.relativePath(of: path), bytes: item.bytes))
                    files[item.locale] = path
                }
                try output.writeOwned(written)
            } catch {
                throw UsageError("--out \(error.description)")
            }
        }
        switch format {
        case .json: Output.write(report.manifestText(files: files))
        }
        if report.hasErrors { throw ExitCode(1) }
    }
}

/// The output formats of `pushloc payloads`.
enum PayloadsFormat: String, ExpressibleByArgument, CaseIterable {
    case json
}
