import PushlocCatalog
import PushlocDiagnostics
import PushlocRules

/// `loc-args-arity`: a language's string reads more arguments than the template sends (an error: the
/// device shows `(null)`), or the template sends more than any language reads (a warning at the
/// template: they are never shown).
///
/// One defect is one finding: the languages that read the same number of arguments are one error,
/// which names them with the place of the first one's string. It is placed at the template's key when
/// the development language is among them (the template must send more), else at the first
/// translation's string (the translation reads more than the source).
enum LocArgsArityCheck: TemplateCheck {
    static let rules: [RuleDescription] = [.locArgsArity]

    static func check(templates: TemplateSet, bundle catalog: LocalizedBundle, options: CheckOptions, into diagnostics: inout [Diagnostic]) {
        for use in TemplateChecks.knownUses(templates.uses, in: catalog) {
            var mostUsed = 0
            var short: [Int: [TemplateChecks.PushString]] = [:]
            for string in TemplateChecks.strings(for: use.key, in: catalog) {
                let needed = string.format.signature.argumentCount
                mostUsed = max(mostUsed, needed)
                if needed > use.argumentCount { short[needed, default: []].append(string) }
            }
            let argumentsKey = use.role.argumentsKey ?? "(no arguments: \(use.role.rawValue) takes none)"
            for (needed, strings) in short.sorted(by: { $0.key < $1.key }) {
                let members = TemplateChecks.members(strings, developmentLanguage: catalog.developmentLanguage)
                guard let first = members.first else { continue }
                let sample = strings.first { $0.language == first.language } ?? strings[0]
                let atTemplate = first.language == catalog.developmentLanguage
                let group = LanguageGroup(
                    members: members, before: "'\(use.key)' ",
                    after: " reads \(needed) argument(s) (\"\(sample.entry.value)\"), but \(use.templateFile) sends \(use.argumentCount) in \(argumentsKey); the device shows (null) for the missing ones. Send \(needed), or fix the translation")
                diagnostics.append(Diagnostic(
                    RuleDescription.locArgsArity,
                    location: atTemplate ? use.location : first.location,
                    table: sample.table.name, key: use.key, languages: group))
            }
            // A key that is a plural in some language is ``PushPluralCheck``'s: its arguments are not counted here.
            if use.role.takesArguments && use.argumentCount > mostUsed && TemplateChecks.plurals(for: use.key, in: catalog).isEmpty {
                diagnostics.append(Diagnostic(
                    RuleLevel.locArgsArityExtraArguments,
                    message: "\(use.templateFile) sends \(use.argumentCount) argument(s) for '\(use.key)', but no language reads more than \(mostUsed); the extra ones are never shown",
                    location: use.location, language: catalog.developmentLanguage, table: TemplateChecks.pushTable, key: use.key))
            }
        }
    }
}
