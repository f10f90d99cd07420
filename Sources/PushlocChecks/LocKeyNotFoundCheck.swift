import PushlocCatalog
import PushlocDiagnostics
import PushlocPayloads
import PushlocRules

/// `loc-key-not-found`: a loc key that the copy of the push table a language reads lacks, while the
/// development language has it: that language's lock screen shows the raw key. The device reads one
/// file per table (``LocalizedBundle/lookup(key:table:resolvedLanguage:)``): a region variant with its own copy
/// shows the raw key even where its parent has the key. A language with no copy of the table reads
/// its parent's or the development language's, and so gets a finding only where that copy lacks the key.
///
/// One finding per template key, at the key in the template, naming every language that lacks it with
/// its table.
enum LocKeyNotFoundCheck: TemplateCheck {
    static let rules: [RuleDescription] = [.locKeyNotFound]

    static func check(templates: TemplateSet, bundle catalog: LocalizedBundle, options: CheckOptions, into diagnostics: inout [Diagnostic]) {
        let pushTable = TemplateChecks.pushTable
        for use in TemplateChecks.knownUses(templates.uses, in: catalog) {
            var members: [LanguageGroup.Member] = []
            var firstFile: String?
            for localization in catalog.localizations {
                let language = localization.language
                guard language != "Base", language.lowercased() != catalog.developmentLanguage.lowercased(),
                      let copy = localization.table(pushTable),
                      !catalog.lookup(key: use.key, table: pushTable, resolvedLanguage: language).found else { continue }
                let file = copy.strings?.path ?? copy.stringsDict?.path
                if firstFile == nil { firstFile = file }
                members.append(LanguageGroup.Member(language: language, location: file.map { SourceLocation(file: $0, line: 1, column: 1) }))
            }
            guard !members.isEmpty else { continue }
            let those = members.count == 1 ? "a device in \(members[0].language)" : "a device in those languages"
            let addTo = members.count == 1 ? (firstFile ?? "the \(members[0].language) table") : "each language's \(pushTable) table"
            let group = LanguageGroup(
                members: members, before: "\(use.role.rawValue) '\(use.key)' of \(use.templateFile) is not in the \(pushTable) table ",
                after: ": \(those) shows the raw key \"\(use.key)\" on the lock screen, not the \(catalog.developmentLanguage) text. Add it to \(addTo)")
            diagnostics.append(Diagnostic(
                RuleDescription.locKeyNotFound, location: use.location,
                table: pushTable, key: use.key, languages: group))
        }
    }
}
