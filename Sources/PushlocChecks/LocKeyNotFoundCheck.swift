import PushlocCatalog
import PushlocDiagnostics
import PushlocPayloads
import PushlocRules
import PushlocStringsFile

/// `loc-key-not-found`: a loc key that the copy of the push table a language reads lacks, while the
/// development language has it: that language's lock screen shows the raw key. The device reads one
/// file per table (``LocalizedBundle/lookup(key:table:resolvedLanguage:)``): a region variant with its own copy
/// shows the raw key even where its parent has the key. A language with no copy of the table reads
/// its parent's or the development language's, and so gets a finding only where that copy lacks the key.
///
/// One finding per template key, at the key in the template, naming every language that lacks it with
/// its table. A language whose table has the key after a point where the device's parser stops (a
/// `;;` or `#`) or gives up (a missing `;`) gets a finding of its own that names that point and its
/// line, placed there: the fix is there, not in adding the key.
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
                if let document = copy.strings, let stop = document.deviceStop, let entry = copy.entry(forKey: use.key) {
                    diagnostics.append(stopped(use, language: language, document: document, stop: stop, keyLine: entry.line,
                                               development: catalog.developmentLanguage))
                    continue
                }
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

    /// The finding for `language`, whose `document` has the key on `keyLine`, after `stop`.
    private static func stopped(
        _ use: LocKeyUse, language: String, document: StringsDocument, stop: StringsDeviceStop, keyLine: Int, development: String
    ) -> Diagnostic {
        let pushTable = TemplateChecks.pushTable
        let place = SourceLocation(file: document.path, line: stop.line, column: stop.column)
        let loaded = document.loadedEntryCount
        let why = stop.rejectsFile
            ? "the phone's parser gives up at \(stop.token) on line \(stop.line) and loads none of the table's strings"
            : "the phone's parser stops at \(stop.token) on line \(stop.line) and loads only the \(loaded) entr\(loaded == 1 ? "y" : "ies") before it"
        let group = LanguageGroup(
            members: [LanguageGroup.Member(language: language, location: place)],
            before: "\(use.role.rawValue) '\(use.key)' of \(use.templateFile) is on line \(keyLine) of the \(pushTable) table ",
            after: ", but \(why): a device in \(language) shows the raw key \"\(use.key)\" on the lock screen, not the \(development) text. Fix line \(stop.line) of \(document.path)")
        return Diagnostic(RuleDescription.locKeyNotFound, location: use.location, table: pushTable, key: use.key, languages: group)
    }
}
