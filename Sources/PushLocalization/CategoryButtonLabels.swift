import PushlocDevtodev

/// The labels of each button template's buttons in each language that has labels, worked out once
/// when the localizer is made: a render then resolves the labels' language and reads one array,
/// instead of finding the template and each button's label per request.
struct CategoryButtonLabels: Sendable {
    private let labels: ButtonLabels
    /// Template id -> language (as the labels' resolution returns it) -> the buttons' labels.
    private let byTemplate: [String: [String: [String]]]

    init(_ labels: ButtonLabels) {
        self.labels = labels
        var byTemplate: [String: [String: [String]]] = [:]
        let languages = labels.languages.contains(labels.developmentLanguage) ? labels.languages
            : labels.languages + [labels.developmentLanguage]
        for template in labels.templates where byTemplate[template.id] == nil {
            var perLanguage: [String: [String]] = [:]
            for language in languages {
                let table = labels.resolvedLabels(language: language)
                perLanguage[language] = template.buttons.map { table[$0.id]?.label ?? $0.label }
            }
            byTemplate[template.id] = perLanguage
        }
        self.byTemplate = byTemplate
    }

    /// What `ButtonLabels.buttons(template:preferredLanguages:)` gives, as labels; `nil` for an unknown template.
    func labels(template id: String, preferredLanguages: [String]) -> [String]? {
        guard let perLanguage = byTemplate[id] else { return nil }
        if let found = perLanguage[labels.language(for: preferredLanguages)] { return found }
        return labels.buttons(template: id, preferredLanguages: preferredLanguages)?.map(\.label)
    }
}
