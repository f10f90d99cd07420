import ArgumentParser
import PushlocWorkflows

/// `pushloc buttons`: the devtodev button labels, resolved per language, as JSON or `.strings` files.
struct ButtonsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "buttons",
        abstract: "Print the devtodev button templates and every language's button labels (fallbacks applied), as JSON or .strings files.",
        discussion: "Without --localizations the labels embedded in pushloc are used. --format strings prints one .strings block per language, or with --out writes <out>/<lang>.lproj/PushButtons.strings for an app bundle. --format swift prints the source of EmbeddedButtonData (see scripts/embed-button-labels.sh). Exit 0: ok; 1: a button template file has errors; 2: usage or I/O error."
    )

    @Option(help: "A folder of <lang>.lproj folders with Buttons.strings (default: the embedded labels).")
    var localizations: String?

    @Option(help: "The templates folder; button templates are read from its devtodev/ folder (default: templates/ when present, else the embedded templates).")
    var templates: String?

    @Option(name: .customLong("locale"), help: "A language to print (repeatable; default: every language with labels).")
    var locales: [String] = []

    @Option(help: "Output format: json, strings or swift.")
    var format: ButtonsWorkflow.Format = .json

    @Option(help: "With --format strings: write <out>/<lang>.lproj/PushButtons.strings files.")
    var out: String?

    func run() throws {
        let request = ButtonsWorkflow.Request(
            localizations: localizations, templates: templates, locales: locales, format: format, out: out,
            workingDirectory: Paths.workingDirectory)
        try Workflow.run { output throws(WorkflowError) in try ButtonsWorkflow.run(request, output: output) }
    }
}

extension ButtonsWorkflow.Format: ExpressibleByArgument {}
