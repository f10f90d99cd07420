import PushlocCatalog
import PushlocDiagnostics
import PushlocRules

/// `unknown-loc-key`: a loc key a template names that the development language's push table lacks.
enum UnknownLocKeyCheck: TemplateCheck {
    static let rules: [RuleDescription] = [.unknownLocKey]

    static func check(templates: TemplateSet, bundle catalog: LocalizedBundle, options: CheckOptions, into diagnostics: inout [Diagnostic]) {
        let pushTable = TemplateChecks.pushTable
        let reference = catalog.referenceTable(named: pushTable)
        for use in templates.uses where !(reference.map { TemplateChecks.holds($0, use.key) } ?? false) {
            diagnostics.append(Diagnostic(
                RuleDescription.unknownLocKey,
                message: "\(use.role.rawValue) '\(use.key)' in \(use.templateFile) is not in the \(catalog.developmentLanguage) \(pushTable).strings; every device would show the raw key. Add it, or fix the key",
                location: use.location, language: catalog.developmentLanguage, table: pushTable, key: use.key))
        }
    }
}
