import PushlocCatalog
import PushlocDiagnostics
import PushlocRules

/// `push-specifier`: a string a template uses with arguments (or that has specifiers) whose specifiers
/// are not `%@`, `%n$@` or `%%`: APNs `loc-args` are strings.
///
/// One defect is one finding: the languages whose strings break the rule with the same specifiers are
/// one error naming every such specifier and the languages, placed at the development string's first
/// such specifier when the development language is among them, else at the first translation's.
enum PushSpecifierCheck: TemplateCheck {
    static let rules: [RuleDescription] = [.pushSpecifier]

    static func check(templates: TemplateSet, bundle catalog: LocalizedBundle, options: CheckOptions, into diagnostics: inout [Diagnostic]) {
        let development = catalog.developmentLanguage
        for use in TemplateChecks.knownUses(templates.uses, in: catalog) {
            // The languages per list of offending specifiers, in the order the lists are first met.
            var order: [String] = []
            var byTexts: [String: [(string: TemplateChecks.PushString, place: SourceLocation, fix: String)]] = [:]
            for string in TemplateChecks.strings(for: use.key, in: catalog) {
                // An entry the phone never loads (after a `;;` in its table) is loc-key-not-found's.
                guard string.table.loadedRecord(forKey: use.key) != nil else { continue }
                let format = string.format
                guard use.role.takesArguments || !format.specifiers.isEmpty else { continue }
                let incompatible = format.pushIncompatibleSpecifiers
                guard let specifier = incompatible.first else { continue }
                let texts = incompatible.map(\.text).joined(separator: ", ")
                let fix = incompatible.allSatisfy { $0.conversion == "@" } ? "Remove the flags, width or length" : "Use %@ (or %\(specifier.position)$@), or %% for a literal percent sign"
                if byTexts[texts] == nil { order.append(texts) }
                byTexts[texts, default: []].append((string, ValueLocation.of(string.entry, offset: specifier.offset, in: string.document.path), fix))
            }
            for texts in order {
                let found = byTexts[texts] ?? []
                let ordered = found.filter { $0.string.language == development } + found.filter { $0.string.language != development }
                guard let first = ordered.first else { continue }
                let members = ordered.map { LanguageGroup.Member(language: $0.string.language, location: $0.place) }
                let group = LanguageGroup(
                    members: members, before: "'\(use.key)' ",
                    after: " uses \(texts), but APNs loc-args are strings: only %@, %n$@ and %% work in a push (\(use.templateFile) uses it as \(use.role.rawValue)). \(first.fix)")
                diagnostics.append(Diagnostic(
                    RuleDescription.pushSpecifier, location: first.place,
                    table: first.string.table.name, key: use.key, languages: group))
            }
        }
    }
}
