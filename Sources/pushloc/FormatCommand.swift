import ArgumentParser
import PushLocalization
import PushlocWorkflows

/// `pushloc format --locale TAG KEY [ARG ...]`: one string, localized and formatted as the device does.
struct FormatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "format",
        abstract: "Print one localized string with its arguments filled in as the device does (%@, %n$@, %%).",
        discussion: "Prints the string alone and a newline; findings go to stderr. A missing key prints the key, as the device shows it. Numeric arguments of a .stringsdict entry select its plural form with ICU."
    )

    @Option(help: "The device locale (BCP 47), e.g. fr-CA.")
    var locale: String

    @Option(help: "A folder of <lang>.lproj folders (default: Localizations/).")
    var localizations: String?

    @Option(help: "The table (default: Localizable).")
    var table: String = PushLocalizer.defaultTable

    @Argument(help: "The key.")
    var key: String

    @Argument(help: "The arguments (loc-args).")
    var arguments: [String] = []

    func run() throws {
        let request = FormatWorkflow.Request(
            locale: locale, localizations: localizations, table: table, key: key, arguments: arguments,
            workingDirectory: Paths.workingDirectory)
        try Workflow.run { output throws(WorkflowError) in try FormatWorkflow.run(request, output: output) }
    }
}
