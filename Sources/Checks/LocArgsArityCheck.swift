import Catalog
import Diagnostics
import Rules

/// `loc-args-arity`: a language's string reads more arguments than the template sends (an error at the
/// string: the device shows `(null)`), or the template sends more than any language reads (a warning at
/// the template: they are never shown).
enum LocArgsArityCheck: TemplateCheck {
    static let rules: [RuleDescription] = [.locArgsArity]

    static func check(templates: TemplateSet, bundle catalog: Catalog, options: CheckOptions, into diagnostics: inout [Diagnostic]) {
        for use in TemplateChecks.knownUses(templates.uses, in: catalog) {
            var mostUsed = 0
            for string in TemplateChecks.strings(for: use.key, in: catalog) {
                let needed = string.format.signature.argumentCount
                mostUsed = max(mostUsed, needed)
                guard needed > use.argumentCount else { continue }
                let argumentsKey = use.role.argumentsKey ?? "(no arguments: \(use.role.rawValue) takes none)"
                diagnostics.append(Diagnostic(
                    rule: RuleID.locArgsArity, severity: .error,
                    message: "'\(use.key)' in \(string.language) reads \(needed) argument(s) (\"\(string.entry.value)\"), but \(use.templateFile) sends \(use.argumentCount) in \(argumentsKey); the device shows (null) for the missing ones. Send \(needed), or fix the translation",
                    location: SourceLocation(file: string.document.path, line: string.entry.valueLine, column: string.entry.valueColumn),
                    language: string.language, table: string.table.name, key: use.key))
            }
            if use.role.takesArguments && use.argumentCount > mostUsed {
                diagnostics.append(Diagnostic(
                    rule: RuleID.locArgsArity, severity: .warning,
                    message: "\(use.templateFile) sends \(use.argumentCount) argument(s) for '\(use.key)', but no language reads more than \(mostUsed); the extra ones are never shown",
                    location: use.location, language: catalog.developmentLanguage, table: TemplateChecks.pushTable, key: use.key))
            }
        }
    }
}
