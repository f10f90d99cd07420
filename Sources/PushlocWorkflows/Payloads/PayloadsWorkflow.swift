import PushlocCatalog
import PushlocChecking
import PushlocOutputFiles
import PushlocPayloads
import PushLocalization

/// `pushloc payloads PAYLOAD.json`: per-locale APNs payloads with the localized text put in directly.
package enum PayloadsWorkflow {
    /// What to produce.
    package struct Request: Sendable {
        /// The APNs payload template file.
        package var payload: String
        /// `--localizations`: a folder of `<lang>.lproj` folders (default: `Localizations/`).
        package var localizations: String?
        /// `--locale` values, as typed (every localization when empty).
        package var locales: [String]
        /// `--push-type`, as typed.
        package var pushType: String
        /// `--topic`: the app's bundle id, which `apns-topic` is derived from.
        package var topic: String?
        /// `--max-bytes`: the size limit (the push type's when `nil`).
        package var maxBytes: Int?
        /// `--out`: the folder `<locale>.json` files are written into.
        package var out: String?
        /// The folder paths are shown relative to.
        package var workingDirectory: String
        /// `--priority`, `--expiration`, `--collapse-id` and `--require-topic`.
        package var headers = Headers()
        /// `--only-rule`, `--baseline` and `--write-baseline`: the check session's settings the command's
        /// findings pass through, with `.pushloc.yml`, as `check`'s do.
        package var check = CheckRequest()

        /// Creates a request.
        package init(
            payload: String, localizations: String?, locales: [String], pushType: String, topic: String?, maxBytes: Int?,
            out: String?, workingDirectory: String
        ) {
            self.payload = payload
            self.localizations = localizations
            self.locales = locales
            self.pushType = pushType
            self.topic = topic
            self.maxBytes = maxBytes
            self.out = out
            self.workingDirectory = workingDirectory
        }
    }

    /// The request headers the command line sets besides the push type and topic.
    package struct Headers: Sendable {
        /// `apns-priority`; `nil` takes the push type's.
        package var priority: Int?
        /// `apns-expiration`; `nil` leaves it out.
        package var expiration: Int?
        /// `apns-collapse-id`; `nil` leaves it out.
        package var collapseID: String?
        /// Whether a missing `apns-topic` (no `--topic`) is an error: token-based authentication needs it.
        package var requiresTopic: Bool
        /// `--channel-id`: the broadcast channel (iOS 18 Live Activities); `nil` for pushes to one device.
        package var channelID: String?

        /// Creates headers.
        package init(priority: Int? = nil, expiration: Int? = nil, collapseID: String? = nil, requiresTopic: Bool = false) {
            self.priority = priority
            self.expiration = expiration
            self.collapseID = collapseID
            self.requiresTopic = requiresTopic
        }
    }

    /// Produces the payloads, writes them into `--out` when given and there are no errors, and writes
    /// the JSON manifest. Returns the exit status: 1 when a payload has errors, else 0.
    package static func run(_ request: Request, output: WorkflowOutput) throws(WorkflowError) -> Int32 {
        let cwd = request.workingDirectory
        guard let type = APNsPushType(rawValue: request.pushType) else {
            throw WorkflowError("--push-type \(request.pushType): expected one of \(APNsPushType.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        if let maxBytes = request.maxBytes, !(64...65_536).contains(maxBytes) {
            throw WorkflowError("--max-bytes \(maxBytes): expected a size from 64 to 65536 bytes")
        }
        let tags = try WorkflowFiles.locales(request.locales)
        let folder = try WorkflowFiles.output(request.out)
        let bytes = try WorkflowFiles.read(request.payload)
        let catalog = try WorkflowFiles.catalog(explicit: request.localizations, workingDirectory: cwd)
        let headers = request.headers
        var options = PayloadOptions(
            bundleID: request.topic ?? "", pushType: type, maxBytes: request.maxBytes, expiration: headers.expiration,
            collapseID: headers.collapseID, priority: headers.priority)
        options.channelID = headers.channelID
        let findings = try WorkflowFindings(request.check, workingDirectory: cwd, tables: catalog.suppressionFiles)
        let report = try PayloadReport.make(
            bytes: bytes, path: BundleLoader.displayPath(request.payload, relativeTo: cwd),
            catalog: catalog, locales: tags, options: options, requiringTopic: headers.requiresTopic || request.topic != nil
        ).adopting(findings.adopted)
        var files: [String: String] = [:]
        if let folder, !report.hasErrors {
            do {
                var written: [OutputFile] = []
                for item in report.payloads {
                    let path = PayloadReport.outputPath(folder: folder.path, locale: item.locale)
                    written.append(OutputFile(relative: try folder.relativePath(of: path), bytes: item.bytes))
                    files[item.locale] = path
                }
                try folder.writeOwned(written)
            } catch {
                throw WorkflowError("--out \(error.description)")
            }
        }
        output.write(report.manifestText(files: files))
        return report.hasErrors ? 1 : 0
    }
}
