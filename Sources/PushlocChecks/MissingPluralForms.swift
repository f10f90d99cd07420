import PushlocDiagnostics
import PushlocRules

/// The plural variables of one table and language that lack forms the language needs, grouped by the
/// forms they lack: one `plural-missing-category` finding per group, with the entries listed.
///
/// A language whose translators never wrote `few` and `many` lacks them in every plural entry; one line
/// per entry (41 of 70 findings on a real app) buried the errors. A group of one variable keeps the
/// precise message that names it.
struct MissingPluralForms {
    private struct Group {
        var variable: String
        var place: SourceLocation
        var keys: [String] = []
        var variables = 0
    }

    private var groups: [[String]: Group] = [:]
    private var order: [[String]] = []

    /// Records that `variable` of the entry `key` (at `place`) lacks the `lacking` forms (in CLDR order).
    mutating func add(lacking: [String], variable: String, key: String, at place: SourceLocation) {
        if groups[lacking] == nil {
            groups[lacking] = Group(variable: variable, place: place)
            order.append(lacking)
        }
        groups[lacking]?.variables += 1
        if groups[lacking]?.keys.last != key { groups[lacking]?.keys.append(key) }
    }

    /// The findings, one per group, at the first entry of each; `needed` lists the language's categories.
    func diagnostics(language: String, table: String, needed: String) -> [Diagnostic] {
        order.compactMap { lacking in
            guard let group = groups[lacking], let first = group.keys.first else { return nil }
            let forms = "the \(lacking.map { "'\($0)'" }.joined(separator: " and ")) form\(lacking.count == 1 ? "" : "s") that \(language) uses (ICU: \(needed)); those numbers fall back to 'other'"
            if group.variables == 1 {
                return Diagnostic(
                    RuleDescription.pluralMissingCategory,
                    message: "plural variable '\(group.variable)' of '\(first)' in \(language) lacks \(forms)",
                    location: group.place, language: language, table: table, key: first)
            }
            let entries = group.keys.count == 1 ? "1 plural entry" : "\(group.keys.count) plural entries"
            return Diagnostic(
                RuleDescription.pluralMissingCategory,
                message: "\(entries) in \(language) lack\(group.keys.count == 1 ? "s" : "") \(forms): \(CrossLanguageChecks.named(group.keys))",
                location: group.place, language: language, table: table, keys: group.keys)
        }
    }
}
