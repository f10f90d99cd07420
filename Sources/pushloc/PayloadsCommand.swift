import ArgumentParser
import PushlocChecking
import PushlocDiagnostics
import PushlocPayloads
import PushlocWorkflows

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

    @Flag(name: .customLong("require-topic"), help: "Report topic-missing when --topic is not given: token-based authentication needs apns-topic.")
    var requireTopic = false

    @Option(help: "apns-priority: 10 (at once), 5 (as power allows; required for background) or 1 (default: the push type's).")
    var priority: Int?

    @Option(help: "apns-expiration: UNIX seconds until which APNs retries, or 0 for now or never (default: left out).")
    var expiration: Int?

    @Option(name: .customLong("collapse-id"), help: "apns-collapse-id: notifications with the same id replace each other; at most 64 bytes (default: left out).")
    var collapseID: String?

    @Option(name: .customLong("channel-id"), help: "apns-channel-id: send on this broadcast channel (iOS 18 Live Activities). Without --locale, writes one payload for every language (<out>/broadcast.json) that keeps the alert's loc-key objects; with --locale, text put in for one language is broadcast-localized-text.")
    var channelID: String?

    @Option(name: .customLong("max-bytes"), help: "Size limit in bytes (default 4096, 5120 for voip; 2048 or 256 for the legacy interfaces).")
    var maxBytes: Int?

    @Option(help: "Write <out>/<locale>.json for each locale.")
    var out: String?

    @Option(help: "Output format: json.")
    var format: PayloadsFormat = .json

    @OptionGroup var findings: FindingPassOptions

    /// The header values given are ones HTTP/2 can carry (``APNsHeaders/valueProblem(_:)``): a usage
    /// error otherwise, before any file is read.
    func validate() throws {
        for (option, value) in [("--topic", topic), ("--collapse-id", collapseID), ("--channel-id", channelID), ("--push-type", pushType)] {
            guard let value, let problem = APNsHeaders.valueProblem(value) else { continue }
            throw ValidationError("\(option) \"\(ControlCharacterEscaping.escaped(value))\": \(problem)")
        }
    }

    func run() throws {
        var request = PayloadsWorkflow.Request(
            payload: payload, localizations: localizations, locales: locales, pushType: pushType, topic: topic,
            maxBytes: maxBytes, out: out, workingDirectory: Paths.workingDirectory)
        request.headers = PayloadsWorkflow.Headers(priority: priority, expiration: expiration, collapseID: collapseID, requiresTopic: requireTopic)
        request.headers.channelID = channelID
        request.check = findings.apply(to: CheckRequest())
        try Workflow.run { output throws(WorkflowError) in try PayloadsWorkflow.run(request, output: output) }
    }
}

/// The output formats of `pushloc payloads`.
enum PayloadsFormat: String, ExpressibleByArgument, CaseIterable {
    case json
}
