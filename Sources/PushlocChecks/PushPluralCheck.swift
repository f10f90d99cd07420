import PushlocCatalog
import PushlocDiagnostics
import PushlocFormatString
import PushlocICU
import PushlocRules
import PushlocStringsFile

/// `push-plural`: a loc key a template names (title, subtitle, body, or a Live Activity's alert object:
/// every ``LocKeyUse``) reaches a plural entry, a `.stringsdict` entry or a String Catalog's
/// substitution or plural variation, which replaces any string of the key on the phone.
///
/// APNs `loc-args` are JSON strings, so the number that picks a plural form is never the count: the
/// variable's `NSStringFormatValueTypeKey` (`d`, `lld`) reads a string object. What CF does with an
/// object read as an integer is pinned in corelibs' `__CFStringAppendFormatCore` (CFString.c): a
/// `CFFormatLongType` argument is taken with `va_arg(args, int)` or `int64_t` from the slot that holds
/// the object's pointer, so a `%d` inside a form prints the address as a number
/// (`NSString(format: "%d", "3" as NSString)` prints a large meaningless number). Which form the phone
/// then shows is not pinned, so the message says only that the phone shows no plural form chosen by the
/// count.
///
/// One finding per template use, at the template's key, naming every language whose copy of the push
/// table has the plural (the others read one of theirs), with the number specifiers of its forms.
enum PushPluralCheck: TemplateCheck {
    static let rules: [RuleDescription] = [.pushPlural]

    static func check(templates: TemplateSet, bundle catalog: LocalizedBundle, options: CheckOptions, into diagnostics: inout [Diagnostic]) {
        let development = catalog.developmentLanguage
        for use in TemplateChecks.knownUses(templates.uses, in: catalog) {
            let plurals = TemplateChecks.plurals(for: use.key, in: catalog)
            guard !plurals.isEmpty else { continue }
            let ordered = plurals.filter { $0.language == development } + plurals.filter { $0.language != development }
            let members = ordered.map { plural in
                LanguageGroup.Member(language: plural.language,
                                     location: SourceLocation(file: plural.file, line: plural.entry.line, column: plural.entry.column))
            }
            let sample = ordered[0]
            let formatKey = sample.entry.formatKey ?? "%#@…@"
            let numbers = numberSpecifiers(in: ordered.map(\.entry))
            let readsAddress = numbers.isEmpty ? "" : "; the forms' \(numbers.joined(separator: ", ")) read the string object's address as a number (__CFStringAppendFormatCore, CFString.c), a meaningless number"
            let keys = categories(of: ordered.map(\.entry)).map { "\(use.key).\($0)" }.joined(separator: ", ")
            let group = LanguageGroup(
                members: members, before: "'\(use.key)' ",
                after: " is a plural (\(formatKey) in \(PathText.lastComponent(sample.file))), and \(use.templateFile) sends it as \(use.role.rawValue): APNs loc-args are JSON strings, so the phone never gets the count as a number and shows no plural form chosen by it\(readsAddress). Put the text in on the server (pushloc payloads writes each language's CLDR form), or give each CLDR category its own key written with %@ (\(keys)) and choose the key for the count on the server")
            diagnostics.append(Diagnostic(
                RuleDescription.pushPlural, location: use.location,
                table: sample.table.name, key: use.key, languages: group))
        }
    }

    /// The distinct specifiers that read a number (`%d`, `%lld`, `%.1f`) in the entries' format keys and
    /// forms, in the order first met.
    static func numberSpecifiers(in entries: [StringsDictEntry]) -> [String] {
        var found: [String] = []
        func add(_ text: String) {
            for specifier in ParsedFormat(text).specifiers where specifier.type != .object && !found.contains(specifier.text) {
                found.append(specifier.text)
            }
        }
        for entry in entries {
            if let formatKey = entry.formatKey { add(formatKey) }
            for variable in entry.variables {
                for category in variable.forms.keys.sorted() { if let form = variable.forms[category] { add(form) } }
            }
        }
        return found
    }

    /// The CLDR categories the entries' forms use, in CLDR order (`one, few, many, other`).
    static func categories(of entries: [StringsDictEntry]) -> [String] {
        var used = Set<PluralCategory>()
        for entry in entries {
            for variable in entry.variables {
                for name in variable.forms.keys { if let category = PluralCategory(rawValue: name) { used.insert(category) } }
            }
        }
        if used.isEmpty { used = [.one, .other] }
        return used.sorted().map(\.rawValue)
    }
}
