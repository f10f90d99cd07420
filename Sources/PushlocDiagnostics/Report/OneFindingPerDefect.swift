/// Folds the findings a command makes per locale into one finding per defect.
///
/// `payloads`, `devtodev` and `render` validate a template once and then localize it for each locale;
/// a locale's localizing can meet the same defect again (a plain `body` beside a `loc-key`), and two
/// locales that resolve to one language (`fr` and `fr-CA` both read `fr`) meet each of its defects
/// twice. The user must see each defect once.
public enum OneFindingPerDefect {
    /// `diagnostics` with exact repeats removed, and with every finding about one language dropped when
    /// a finding of the whole template (no language) has the same rule at the same JSON path: that one
    /// already names the defect. Order is kept.
    public static func merged(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let covered = removingCovered(diagnostics, by: diagnostics)
        var seen = Set<Diagnostic>()
        return covered.filter { seen.insert($0).inserted }
    }

    /// The findings of `perLocale` that no finding of the whole template in `template` names already:
    /// a finding about a language is left out when a finding without a language has its rule and JSON path.
    public static func removingCovered(_ perLocale: [Diagnostic], by template: [Diagnostic]) -> [Diagnostic] {
        var places = Set<TemplatePlace>()
        for diagnostic in template where diagnostic.language == nil && diagnostic.languages == nil {
            if let path = diagnostic.jsonPath { places.insert(TemplatePlace(rule: diagnostic.rule, jsonPath: path)) }
        }
        guard !places.isEmpty else { return perLocale }
        return perLocale.filter { diagnostic in
            guard diagnostic.language != nil, let path = diagnostic.jsonPath else { return true }
            return !places.contains(TemplatePlace(rule: diagnostic.rule, jsonPath: path))
        }
    }

    /// A rule at a JSON path of a template.
    private struct TemplatePlace: Hashable {
        var rule: String
        var jsonPath: String
    }
}
