import ArgumentParser
import PushlocChecking
import PushlocWorkflows

/// `pushloc devtodev MESSAGE.json`: validates a devtodev message and produces one per locale.
struct DevtodevCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devtodev",
        abstract: "Validate a devtodev push message and produce it per locale, with title and text localized.",
        discussion: "MESSAGE.json is devtodev's request body {\"audience\", \"ios\": {\"payload\", \"options\"}} or a bare iOS message {\"payload\", \"options\"}. Without --locale, every localization that has the Localizable table (itself or through a parent) is produced. With --out, <out>/<locale>.json is written per locale (not when there are errors). A language whose text shows a raw key (loc-key-not-found) or (null) for a missing argument (loc-args-arity) is an error. Exit 0: ok; 1: errors; 2: usage or I/O error."
    )

    @Argument(help: "The devtodev message file.")
    var message: String

    @Option(help: "A folder of <lang>.lproj folders (default: Localizations/ when present).")
    var localizations: String?

    @Option(help: "The templates folder; button templates are read from its devtodev/ folder (default: templates/ when present, else the embedded templates).")
    var templates: String?

    @Option(name: .customLong("locale"), help: "A locale to produce (repeatable).")
    var locales: [String] = []

    @Option(help: "Write <out>/<locale>.json for each locale.")
    var out: String?

    @Option(help: "Output format: json.")
    var format: DevtodevFormat = .json

    @OptionGroup var findings: FindingPassOptions

    func run() throws {
        var request = DevtodevWorkflow.Request(
            message: message, localizations: localizations, templates: templates, locales: locales, out: out,
            workingDirectory: Paths.workingDirectory)
        request.check = findings.apply(to: CheckRequest())
        try Workflow.run { output throws(WorkflowError) in try DevtodevWorkflow.run(request, output: output) }
    }
}

/// The output formats of `pushloc devtodev`.
enum DevtodevFormat: String, ExpressibleByArgument, CaseIterable {
    case json
}
