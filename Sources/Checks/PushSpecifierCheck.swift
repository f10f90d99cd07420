import Catalog
import Diagnostics
import Rules

/// `push-specifier`: a string a template uses with arguments (or that has specifiers) whose specifiers
/// are not `%@`, `%n$@` or `%%`: APNs `loc-args` are strings. One finding per string, naming every
/// specifier that breaks the rule.
enum PushSpecifierCheck: TemplateCheck {
    static let rules: [RuleDescription] = [.pushSpecifier]

    static func check(templates: TemplateSet, bundle catalog: Catalog, options: CheckOptions, into diagnostics: inout [Diagnostic]) {
        for use in TemplateChecks.knownUses(templates.uses, in: catalog) {
            for string in TemplateChecks.strings(for: use.key, in: catalog) {
                let format = string.format
                guard use.role.takesArguments || !format.specifiers.isEmpty else { continue }
                let incompatible = format.pushIncompatibleSpecifiers
                guard let specifier = incompatible.first else { continue }
                let texts = incompatible.map(\.text).joined(separator: ", ")
                let fix = incompatible.allSatisfy { $0.conversion == "@" } ? "Remove the flags, width or length" : "Use %@ (or %\(specifier.position)$@), or %% for a literal percent sign"
                diagnostics.append(Diagnostic(
                    rule: RuleID.pushSpecifier, severity: .error,
                    message: "'\(use.key)' in \(string.language) uses \(texts), but APNs loc-args are strings: only %@, %n$@ and %% work in a push (\(use.templateFile) uses it as \(use.role.rawValue)). \(fix)",
                    location: ValueLocation.of(string.entry, offset: specifier.offset, in: string.document.path),
                    language: string.language, table: string.table.name, key: use.key))
            }
        }
    }
}
