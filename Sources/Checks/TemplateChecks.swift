import Catalog
import Diagnostics
import FormatString
import Payloads

/// Checks the strings that notification templates name against every language.
enum TemplateChecks {
    /// The table APNs looks loc keys up in.
    static let pushTable = "Localizable"

    static func check(_ uses: [LocKeyUse], catalog: Catalog, into diagnostics: inout [Diagnostic]) {
        let reference = catalog.referenceTable(named: pushTable)
        for use in uses {
            guard let reference, reference.contains(use.key) else {
                diagnostics.append(Diagnostic(
                    rule: RuleID.unknownLocKey, severity: .error,
                    message: "\(use.role.rawValue) '\(use.key)' in \(use.templateFile) is not in the \(catalog.developmentLanguage) \(pushTable).strings; every device would show the raw key. Add it, or fix the key",
                    location: use.location, language: catalog.developmentLanguage, table: pushTable, key: use.key))
                continue
            }
            var mostUsed = 0
            for localization in catalog.localizations {
                missingFromCopy(use, in: localization, catalog: catalog, into: &diagnostics)
                guard let table = localization.table(pushTable), let entry = table.entry(forKey: use.key),
                      let format = table.format(forKey: use.key), let document = table.strings else { continue }
                let location = SourceLocation(file: document.path, line: entry.valueLine, column: entry.valueColumn)
                let needed = format.signature.argumentCount
                mostUsed = max(mostUsed, needed)
                if needed > use.argumentCount {
                    let argumentsKey = use.role.argumentsKey ?? "(no arguments: \(use.role.rawValue) takes none)"
                    diagnostics.append(Diagnostic(
                        rule: RuleID.locArgsArity, severity: .error,
                        message: "'\(use.key)' in \(localization.language) reads \(needed) argument(s) (\"\(entry.value)\"), but \(use.templateFile) sends \(use.argumentCount) in \(argumentsKey); the device shows (null) for the missing ones. Send \(needed), or fix the translation",
                        location: location, language: localization.language, table: table.name, key: use.key))
                }
                if use.role.takesArguments || !format.specifiers.isEmpty {
                    let incompatible = format.pushIncompatibleSpecifiers
                    if let specifier = incompatible.first {
                        // One finding per string, naming every specifier that breaks the rule.
                        let texts = incompatible.map(\.text).joined(separator: ", ")
                        let fix = incompatible.allSatisfy { $0.conversion == "@" } ? "Remove the flags, width or length" : "Use %@ (or %\(specifier.position)$@), or %% for a literal percent sign"
                        diagnostics.append(Diagnostic(
                            rule: RuleID.pushSpecifier, severity: .error,
                            message: "'\(use.key)' in \(localization.language) uses \(texts), but APNs loc-args are strings: only %@, %n$@ and %% work in a push (\(use.templateFile) uses it as \(use.role.rawValue)). \(fix)",
                            location: ValueLocation.of(entry, offset: specifier.offset, in: document.path),
                            language: localization.language, table: table.name, key: use.key))
                    }
                }
            }
            if use.role.takesArguments && use.argumentCount > mostUsed {
                diagnostics.append(Diagnostic(
                    rule: RuleID.locArgsArity, severity: .warning,
                    message: "\(use.templateFile) sends \(use.argumentCount) argument(s) for '\(use.key)', but no language reads more than \(mostUsed); the extra ones are never shown",
                    location: use.location, language: catalog.developmentLanguage, table: pushTable, key: use.key))
            }
        }
    }

    /// A loc key that `localization`'s own copy of the table (or its parent's, for a region variant)
    /// lacks: that language's lock screen shows the raw key. A language with no copy of the table
    /// reads the development language's, and so gets no finding.
    private static func missingFromCopy(_ use: LocKeyUse, in localization: Localization, catalog: Catalog, into diagnostics: inout [Diagnostic]) {
        let language = localization.language
        guard language != "Base", language.lowercased() != catalog.developmentLanguage.lowercased(),
              let copy = localization.table(pushTable),
              !catalog.lookup(key: use.key, table: pushTable, resolvedLanguage: language).found else { return }
        let file = copy.strings?.path ?? copy.stringsDict?.path
        diagnostics.append(Diagnostic(
            rule: PayloadRule.locKeyNotFound, severity: .error,
            message: "\(use.role.rawValue) '\(use.key)' of \(use.templateFile) is not in the \(language) \(copy.name) table: a device in \(language) shows the raw key \"\(use.key)\" on the lock screen, not the \(catalog.developmentLanguage) text. Add it to \(file ?? "the \(language) table")",
            location: file.map { SourceLocation(file: $0, line: 1, column: 1) } ?? use.location,
            language: language, table: copy.name, key: use.key))
    }
}
