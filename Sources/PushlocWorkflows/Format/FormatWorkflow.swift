import PushlocReporters
import PushLocalization

/// `pushloc format --locale TAG KEY [ARG ...]`: one string, localized and formatted as the device does.
package enum FormatWorkflow {
    /// What to format.
    package struct Request: Sendable {
        /// `--locale`: the device locale, as typed.
        package var locale: String
        /// `--localizations`: a folder of `<lang>.lproj` folders (default: `Localizations/`).
        package var localizations: String?
        /// The table.
        package var table: String
        /// The key.
        package var key: String
        /// The arguments (loc-args), as typed.
        package var arguments: [String]
        /// The folder paths are resolved relative to.
        package var workingDirectory: String

        /// Creates a request.
        package init(locale: String, localizations: String?, table: String, key: String, arguments: [String], workingDirectory: String) {
            self.locale = locale
            self.localizations = localizations
            self.table = table
            self.key = key
            self.arguments = arguments
            self.workingDirectory = workingDirectory
        }
    }

    /// Prints the string and a newline, and its findings on standard error. Numeric arguments of a
    /// `.stringsdict` entry select its plural form. Returns the exit status: 1 when a finding is an
    /// error, else 0.
    package static func run(_ request: Request, output: WorkflowOutput) throws(WorkflowError) -> Int32 {
        let tags = try WorkflowFiles.locales([request.locale])
        let localizer = PushLocalizer(catalog: try WorkflowFiles.catalog(explicit: request.localizations, workingDirectory: request.workingDirectory))
        let key = request.key
        let table = request.table
        let usesPlural = localizer.catalog.localizations.contains { $0.table(table)?.stringsDict?.entry(forKey: key) != nil }
        let result: LocalizedString
        if usesPlural {
            let typed = request.arguments.map { argument -> FormatArgument in
                if let integer = Int64(argument) { return .int(integer) }
                if let number = Double(argument) { return .double(number) }
                return .string(argument)
            }
            result = localizer.localizedString(key: key, table: table, arguments: typed, preferredLanguages: tags)
        } else {
            result = localizer.localizedString(key: key, table: table, arguments: request.arguments, preferredLanguages: tags)
        }
        output.write(result.text + "\n")
        for finding in result.diagnostics { output.error(TextFormat.line(for: finding) + "\n") }
        return result.diagnostics.contains(where: { $0.severity == .error }) ? 1 : 0
    }
}
