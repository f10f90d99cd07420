import ArgumentParser
import PushlocChecking
import PushlocWorkflows

/// `pushloc render PAYLOAD.json`: each language's alert as the device shows it, side by side.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render an APNs payload's alert (title, subtitle, body, action, category buttons) as the device shows it, per language.",
        discussion: "Without --locale, every localization with a Localizable table is rendered (with --format html, every language the product has). A language whose text shows a raw key (loc-key-not-found) or (null) for a missing argument (loc-args-arity) is an error. Exit 0: ok; 1: errors; 2: usage or I/O error."
    )

    @Argument(help: "The APNs payload (template) file.")
    var payload: String

    @Option(help: "A folder of <lang>.lproj folders (default: Localizations/).")
    var localizations: String?

    @Option(name: .customLong("locale"), help: "A device locale to render (repeatable).")
    var locales: [String] = []

    @Option(help: "Output format: text, json or html (a self-contained preview page).")
    var format: RenderWorkflow.Format = .text

    @OptionGroup var findings: FindingPassOptions

    func run() throws {
        var request = RenderWorkflow.Request(
            payload: payload, localizations: localizations, locales: locales, format: format, workingDirectory: Paths.workingDirectory)
        request.check = findings.apply(to: CheckRequest())
        try Workflow.run { output throws(WorkflowError) in try RenderWorkflow.run(request, output: output) }
    }
}

extension RenderWorkflow.Format: ExpressibleByArgument {}
