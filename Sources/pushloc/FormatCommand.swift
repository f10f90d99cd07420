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
        let (tags, invalid) = DevtodevSources.canonicalLocales([locale])
        if let invalid { throw UsageError("--locale \(invalid): not a language tag") }
        let localizer = try LocalizerLoader.load(explicit: localizations)
        let usesPlural = localizer.catalog.localizations.contains { $0.table(table)?.stringsDict?.entry(forKey: key) != nil }
        let result: LocalizedString
        if usesPlural {
            let typed = arguments.map { argument -> FormatArgument in
                if let integer = Int64(argument) { return .int(integer) }
                if let number = Double(argument) { return .double(number) }
                return .string(argument)
            }
            result = localizer.localizedString(key: key, table: table, arguments: typed, preferredLanguages: tags)
        } else {
            result = localizer.localizedString(key: key, table: table, arguments: arguments, preferredLanguages: tags)
        }
        Output.write(result.text + "\n")
        for finding in result.diagnostics { Output.error(TextReporter.line(for: finding) + "\n") }
        if result.diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
    }
}
