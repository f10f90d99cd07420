import PushlocCatalog
import PushlocDiagnostics
import PushlocPayloads
import PushlocRules

/// What `render` says beside a language whose alert names a plural by key: the text it shows is the
/// form `pushloc payloads` puts in for the count, and the phone, sent the template as a loc-key push,
/// shows no form chosen by the count (APNs `loc-args` are strings: `push-plural`).
enum PluralPushNote {
    /// One `push-plural` finding per key of `alert` that is a plural in the table `language` reads.
    static func findings(for alert: APSAlert, language: String, in catalog: LocalizedBundle, table: String) -> [Diagnostic] {
        guard let copy = catalog.localization(for: language)?.table(table) else { return [] }
        return alert.namedStrings.filter { copy.hasPlural($0.key) }.map { named in
            Diagnostic(
                RuleDescription.pushPlural,
                message: "'\(named.key)' in \(language) is a plural: shown here is the form pushloc payloads puts in for the count; sent as \(named.role.rawValue), the phone gets the count as a string and shows no plural form chosen by it",
                language: language, table: table, key: named.key, jsonPath: named.role.jsonPath)
        }
    }
}
