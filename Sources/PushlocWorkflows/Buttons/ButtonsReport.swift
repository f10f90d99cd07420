import PushlocDevtodev
import PushlocJSON
import PushlocCatalog
import PushlocDiagnostics
import PushlocPayloads
import PushlocStringsFile

/// The outputs of `pushloc buttons`: resolved labels as JSON, `.strings` files for an app bundle,
/// and the Swift source of `EmbeddedButtonData`.
package enum ButtonsReport {
    /// The table name of the `.strings` files an app drops into its bundle.
    package static let appTableName = "PushButtons"

    /// The locales to report: `locales` when given, else every language that has labels.
    package static func locales(_ labels: ButtonLabels, requested: [String]) -> [String] {
        requested.isEmpty ? labels.languages : requested
    }

    /// `{"templates":[{"id":..,"buttons":[{"id":"yes","opensApp":true}]}],"labels":{"fr":{"yes":"Oui",...}}}`:
    /// every template, and for each locale all of `ButtonLabels/buttonIDs` resolved (region
    /// fallbacks applied), in button-id order.
    package static func json(_ labels: ButtonLabels, locales requested: [String]) -> JSONValue {
        let templates: [JSONValue] = labels.templates.map { template in
            .object(JSONObject([
                JSONMember(key: "id", value: .string(template.id)),
                JSONMember(key: "buttons", value: .array(template.buttons.map { button in
                    .object(JSONObject([
                        JSONMember(key: "id", value: .string(button.id)),
                        JSONMember(key: "opensApp", value: .bool(button.opensApp)),
                    ]))
                })),
            ]))
        }
        var byLocale: [JSONMember] = []
        for locale in locales(labels, requested: requested) {
            let resolved = labels.labels(for: [locale])
            let members = labels.buttonIDs.compactMap { id in
                resolved[id].map { JSONMember(key: id, value: .string($0)) }
            }
            byLocale.append(JSONMember(key: locale, value: .object(JSONObject(members))))
        }
        return .object(JSONObject([
            JSONMember(key: "templates", value: .array(templates)),
            JSONMember(key: "labels", value: .object(JSONObject(byLocale))),
        ]))
    }

    /// ``json(_:locales:)`` as one line of compact JSON and a newline.
    package static func jsonText(_ labels: ButtonLabels, locales: [String]) -> String {
        String(decoding: JSONWriter.serialize(json(labels, locales: locales)), as: UTF8.self) + "\n"
    }

    /// The entries of one locale's `.strings` file: `"yes" = "Oui";` per button, in button-id order.
    package static func stringsEntries(_ labels: ButtonLabels, locale: String) -> String {
        let resolved = labels.labels(for: [locale])
        var out = ""
        for id in labels.buttonIDs {
            guard let label = resolved[id] else { continue }
            out += "\(StringsEscaper.quoted(id)) = \(StringsEscaper.quoted(label));\n"
        }
        return out
    }

    /// One locale's `PushButtons.strings`, for `<out>/<locale>.lproj/`: a header comment, then every
    /// label resolved. An app registers its notification categories with
    /// `NSLocalizedString(id, tableName: "PushButtons", comment: "")` so that the buttons show in
    /// the device's language.
    package static func stringsFile(_ labels: ButtonLabels, locale: String) -> String {
        let language = labels.language(for: [locale])
        return generatedHeaderStart + """
        \(locale)): labels of the devtodev interactive push buttons, made by
         `pushloc buttons --format strings` from the \(language) labels (region fallbacks applied).
         Keys are the devtodev button ids. Do not edit: regenerate.
         */

        """ + stringsEntries(labels, locale: locale)
    }

    /// How every `PushButtons.strings` that pushloc writes starts, so that a later run knows the
    /// file as its own.
    package static let generatedHeaderStart = "/*\n \(appTableName).strings ("

    /// Every locale's entries for standard output, each after a `/* locale */` header line.
    package static func stringsListing(_ labels: ButtonLabels, locales requested: [String]) -> String {
        locales(labels, requested: requested).map { locale in
            "/* \(locale) */\n" + stringsEntries(labels, locale: locale)
        }.joined(separator: "\n")
    }

    /// The files `--format strings --out DIR` writes: `<DIR>/<locale>.lproj/PushButtons.strings`.
    package static func stringsOutputs(_ labels: ButtonLabels, locales requested: [String], folder: String) -> [(path: String, contents: String)] {
        locales(labels, requested: requested).map { locale in
            ("\(folder)/\(locale).lproj/\(appTableName).strings", stringsFile(labels, locale: locale))
        }
    }

    /// The Swift source of `EmbeddedButtonData` made from a catalog's `Buttons` tables and the templates.
    package static func swiftSource(catalog: LocalizedBundle, templates: [ButtonTemplate]) -> String {
        let entries = ButtonLabels.entries(in: catalog)
        let development = entries.first { $0.language == catalog.developmentLanguage }
        return EmbeddedButtonDataGenerator.source(
            labels: entries,
            buttonIDs: development?.entries.map(\.key) ?? [],
            templates: templates,
            developmentLanguage: catalog.developmentLanguage)
    }
}
