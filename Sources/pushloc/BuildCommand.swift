import ArgumentParser
import PushlocChecking
import PushlocWorkflows

/// `pushloc build`: everything a pipeline wants as artefacts, in one folder.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Check, then write per-locale APNs payloads, devtodev messages, button labels and an HTML preview for every template and language.",
        discussion: """
        Writes into --out: check.json and check.sarif; payloads/<template>/<locale>.json; devtodev/<message>/<locale>.json; \
        buttons/buttons.json and buttons/<lang>.lproj/PushButtons.strings; preview.html (and screenshots/<template>.png with --screenshots). The files are written into a fresh staging folder beside --out, swapped in whole at the end, so an interrupted build leaves the previous output; --out must be new, empty or an earlier build folder. \
        Exit 1 when the check or any output has errors (the artefacts are still written, for review); 2 for usage or I/O errors.
        """
    )

    @Option(help: "The output folder.")
    var out: String = "build/pushloc"

    @Option(help: "A folder of <lang>.lproj folders (default: Localizations/).")
    var localizations: String?

    @Option(help: "The templates folder (default: templates/).")
    var templates: String?

    @Option(help: "The development language (default: en, else Base).")
    var base: String?

    @Option(help: "The app name shown in the preview's banners.")
    var appName: String = "App"

    @OptionGroup var files: ConfigurationOptions

    @Flag(help: "Also write screenshots/<template>.png of the preview with a headless Chromium or Chrome (skipped, with a hint, when none is installed).")
    var screenshots = false

    func run() throws {
        let request = BuildWorkflow.Request(
            out: out, localizations: localizations, templates: templates, base: base, appName: appName,
            screenshots: screenshots, check: files.apply(to: CheckRequest()), workingDirectory: Paths.workingDirectory)
        try Workflow.run { output throws(WorkflowError) in try BuildWorkflow.run(request, output: output) }
    }
}
